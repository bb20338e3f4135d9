import { isKnownWord, isPersonWord } from '../lexicon-index';
import {
  ALSO_DISMISSED,
  BARE_ONLY_NOT_AFTER,
  BRINGING_WORDS,
  DISMISSING_WORDS,
  LINKED_WORDS,
  SAID_OF_SOMEONE,
  THIS_SHOP_LINKS,
  THIS_SHOP_WORDS,
} from '../lexicon-dismissed-first';
import { ONLY_WORDS } from '../lexicon-not-to-buy';
import { HERE_WORDS } from '../lexicon-shop-said';
import { DEFINITE_ARTICLES, OF_WORDS } from '../lexicon-talk';
import { readNumber } from '../number-words';
import { namesItem, REMOVAL_REASON, type TalkState } from '../talk-state';
import { isTalkVerb } from '../talk-verb';
import type { Token } from '../tokenize';
import { shopAt } from './bought-at-another-shop';
import type { Rule } from './rule';

/** A word the rule says for the requests to read (the removal of what was said not needed, the add after it). */
const said = (raw: string, fold: string): Token => ({ raw, fold, sing: fold, separator: false, head: false });
const NOT_NEEDED_OF: readonly Token[] = [said('não', 'nao'), said('precisa', 'precisa'), said('de', 'de')];
const AND = said('e', 'e');

/**
 * Where the turn at `k` to what is bought here ends, or -1: "então (aqui) (no mercado) só", "então pega",
 * "aqui (no mercado) só", "aqui pega" (the "é" of "então é só" is gone).
 */
function turnAt(s: TalkState, k: number): number {
  const { word } = s;
  let j = k;
  if (word(j) === 'entao') j += 1;
  else if (bareOnlyAt(s, k)) return k;
  else if (!HERE_WORDS.has(word(j)) || k === 0) return -1;
  if (HERE_WORDS.has(word(j))) j += 1;
  if (THIS_SHOP_LINKS.has(word(j)) && THIS_SHOP_WORDS.has(word(j + 1))) j += 2;
  return ONLY_WORDS.has(word(j)) || s.phraseAt[j]?.kind === 'add' ? j : -1;
}

/**
 * Whether a bare "só" at `k` turns to what is bought, after a reason said with "que" ("… que a gente tem pra
 * mais um mês só leite e pão", "… que sobrou bastante só mamão"): not right after a verb, "que" or a word
 * that it measures ("só tem na feira", "que só", "tem só um"), and a word of the list after it.
 */
function bareOnlyAt(s: TalkState, k: number): boolean {
  const { word } = s;
  if (!ONLY_WORDS.has(word(k)) || k < 3 || BARE_ONLY_NOT_AFTER.has(word(k - 1))) return false;
  if (!s.tokens.slice(Math.max(0, k - 8), k).some((t) => t.fold === 'que')) return false;
  const next = s.tokens[k + 1];
  if (next === undefined || DISMISSING_WORDS.has(next.fold) || isTalkVerb(next)) return false;
  // A list follows, two items at least before a request or "então" ("é só osso pega …" judges the last one).
  let items = 0;
  for (let j = k + 1; j < k + 10 && items < 2; j += 1) {
    const t = s.tokens[j];
    if (t === undefined || t.separator || word(j) === 'entao' || s.phraseAt[j] !== undefined) break;
    if (namesItem(t)) items += 1;
  }
  return items >= 2;
}

/**
 * Whether the word at `k` dismisses an item: "não", "nem precisa", "a gente tem", a shop ("é da farmácia"),
 * someone bringing it ("a carol vai trazer", "o bar entrega") or buying it ("a gente pega na feira").
 */
function dismissesAt(s: TalkState, k: number): boolean {
  const bought = s.phraseAt[k]?.kind === 'add' && saidOfSomeone(s, k);
  return DISMISSING_WORDS.has(s.word(k)) || BRINGING_WORDS.has(s.word(k)) || shopAt(s, k) || bought;
}

/**
 * Whether the request at `k` is said of someone, no request: "a gente pega", "o beto traz", "lá eu pego",
 * "que o tio da fazenda traz".
 */
function saidOfSomeone(s: TalkState, k: number): boolean {
  const before = s.tokens[k - 1];
  if (before === undefined) return false;
  // ("que o tio da fazenda traz": in a reason's clause.)
  const clause = s.tokens.slice(Math.max(0, k - 5), k).some((t) => t.fold === 'que');
  return SAID_OF_SOMEONE.has(before.fold) || isPersonWord(before.sing) || !isKnownWord(before.sing) || clause;
}

/** Whether a request at `k` asks for something before the turn (not "não põe", "a gente pega", "eu compro"). */
function askedAt(s: TalkState, k: number): boolean {
  const phrase = s.phraseAt[k];
  if (phrase === undefined || phrase.kind === 'filler') return false;
  if (phrase.kind === 'remove') return !DISMISSING_WORDS.has(phrase.words[0] ?? '');
  return !(DISMISSING_WORDS.has(s.word(k - 1)) || saidOfSomeone(s, k));
}

/** The products said before `end`, each as the words of its name (a product, "de" and a product). */
function productsBefore(s: TalkState, end: number): Token[][] {
  const products: Token[][] = [];
  let dismissed = false;
  for (let k = 0; k < end; k += 1) {
    const t = s.tokens[k] as Token;
    dismissed ||= dismissesAt(s, k);
    // (Not a product said as a purpose or a place, "ração pro peixe", "na loja de aquário", nor what is had,
    // counted after a dismissal: "o gelo ainda tem duas formas".)
    const had = dismissed && readNumber(s.word, k - 1) !== undefined;
    if (!namesItem(t) || /\d/.test(t.fold) || LINKED_WORDS.has(s.word(k - 1)) || had) continue;
    const joined = products.at(-1);
    const last = joined?.at(-1);
    const adjoins =
      last !== undefined && (s.tokens[k - 1] === last || (OF_WORDS.has(s.word(k - 1)) && s.tokens[k - 2] === last));
    if (joined && adjoins) joined.push(...(s.tokens[k - 1] === last ? [] : [s.tokens[k - 1] as Token]), t);
    else products.push([t]);
  }
  return products;
}

/**
 * "feijão nem precisa que a sogra mandou ovos também temos então só pega arroz …", "remédio é na farmácia
 * isso é pra outra loja aqui no mercado só leite …", "lâmpada e cadeado é coisa da loja de material de
 * construção deixa quieto aqui pega pilha …": the items said first, dismissed (not needed, had, bought
 * at another shop) before a turn to what is bought here ("então só", "aqui pega", `turnAt`), are none to
 * buy: they and the talk around them go, up to the turn. Not when something is asked for or cancelled
 * with a verb before the turn, nor when the first item is said with an amount, nor when the last item
 * said before the turn is not dismissed after it.
 */
export const dismissedBeforeOnlyThese: Rule<TalkState> = {
  name: 'dismissed-before-only-these',
  apply: (s) => {
    if (s.i !== 0) return false;
    let turn = -1;
    for (let k = 0; k < s.tokens.length && turn < 0; k += 1) {
      if (s.tokens[k]?.separator) return false;
      if (k > 0 && turnAt(s, k) >= 0) turn = k;
      else if (askedAt(s, k)) return false;
    }
    if (turn < 0 || !s.tokens.slice(turn).some(namesItem)) return false;
    const products = productsBefore(s, turn);
    const first = products[0]?.[0];
    const last = products.at(-1)?.at(-1);
    if (first === undefined || last === undefined) return false;
    const at = s.tokens.indexOf(first);
    if (readNumber(s.word, at - 1) !== undefined || readNumber(s.word, at - 3) !== undefined) return false;
    if (readNumber(s.word, s.tokens.indexOf(products[0]?.at(-1) as Token) + 1) !== undefined) return false;
    // ("leite e o dorflex não esse eu compro na drogaria aqui só": the one singled out with its article
    // before the first dismissal goes alone, `bought-at-another-shop`.)
    const firstDismissal = s.tokens.findIndex((_, k) => dismissesAt(s, k));
    const singled = products
      .slice(1)
      .some(
        (p) =>
          s.tokens.indexOf(p[0] as Token) < firstDismissal &&
          DEFINITE_ARTICLES.has(s.word(s.tokens.indexOf(p[0] as Token) - 1)),
      );
    if (singled) return false;
    // The last item said before the turn is dismissed too ("… e o pão também então aqui só").
    let dismissed = false;
    for (let k = s.tokens.indexOf(last) + 1; k < turn; k += 1)
      dismissed ||= dismissesAt(s, k) || ALSO_DISMISSED.has(s.word(k));
    if (!dismissed) return false;
    // Said "não precisa", they are handed on as one removal: one on the list is taken off it.
    if (s.phraseAt.slice(0, turn).some((p) => p?.kind === 'remove')) {
      s.out.push(...NOT_NEEDED_OF);
      for (const [n, p] of products.entries()) s.out.push(...(n > 0 ? [AND] : []), ...p);
      s.out.push(REMOVAL_REASON);
    }
    s.endRun('remove');
    // What follows is asked for: from its request ("então pega só", "aqui pega"), or "pega" for "só" alone.
    const only = turnAt(s, turn);
    const asked = [only, only + 1].find((k) => s.phraseAt[k]?.kind === 'add');
    if (asked !== undefined) return s.skipTo(asked);
    s.out.push(said('pega', 'pega'));
    return s.skipTo(only + 1);
  },
};
