import {
  ALMOST_FORGOT,
  CHECK_OPENERS,
  CHOICE_LEADS,
  COOK_VERBS,
  HERE,
  MEANT_TO,
  MEANT_BY,
  MORE_OPENERS,
  PURPOSE_FIRST,
  REASON_STARTS,
  SWAP_TO,
  TURNS,
  WHICH_LINKS,
} from '../lexicon-change-of-mind';
import { BACK_TO_LIST_PHRASES, OPINION_WORDS } from '../lexicon-not-to-buy';
import { BUY_VERBS, DEFINITE_ARTICLES } from '../lexicon-talk';
import { unitFor } from '../units';
import { readNumber } from '../number-words';
import { namesItem, type TalkState } from '../talk-state';
import { isInfinitive, type Token } from '../tokenize';
import type { Rule } from './rule';

/** The first words of each phrase list, so most words are turned down at once (the rules run at every word). */
const FIRST_WORDS = new WeakMap<ReadonlyArray<readonly string[]>, ReadonlySet<string>>();

/** How many words of one of `phrases` start at `k` (the longest), 0 if none. */
export function phraseAt(s: TalkState, k: number, phrases: ReadonlyArray<readonly string[]>): number {
  let firsts = FIRST_WORDS.get(phrases);
  if (firsts === undefined) {
    firsts = new Set(phrases.map((phrase) => phrase[0] ?? ''));
    FIRST_WORDS.set(phrases, firsts);
  }
  if (!firsts.has(s.word(k))) return 0;
  let best = 0;
  for (const phrase of phrases) {
    if (phrase.length > best && phrase.every((w, n) => s.word(k + n) === w)) best = phrase.length;
  }
  return best;
}

/**
 * Whether a product or an amount is said at `k` ("pão sírio", "um pacote de", "duas latas"), or a
 * product with its article and an amount after it ("o leite dois litros").
 */
function productAt(s: TalkState, k: number): boolean {
  const t = s.tokens[k];
  if (t === undefined || t.separator) return false;
  if (DEFINITE_ARTICLES.has(t.fold) && s.tokens[k + 1]?.head === true) return s.amountAhead(k + 1);
  return t.head || t.brand === true || s.amountAt(k, false) || readNumber(s.word, k) !== undefined;
}

/**
 * Where the new choice starts after the reason that starts at `k`, or -1: after "então" (and "vamos
 * de", "vai ser", "só"), after "troca por" or "melhor" and its infinitive, or at an add request that
 * names a product ("compra o óleo", "põe charque", "leva um amaciante").
 */
function newChoiceAt(s: TalkState, k: number): number {
  const { word, tokens } = s;
  for (let j = k; j < Math.min(tokens.length, k + 35); j += 1) {
    if (word(j) === 'entao') {
      const lead = phraseAt(s, j + 1, CHOICE_LEADS);
      return dishCookedEnd(s, j + 1 + lead);
    }
    const swap = phraseAt(s, j, SWAP_TO);
    if (swap > 0) return j + swap;
    if (OPINION_WORDS.has(word(j)) && (s.request(j + 1) > 0 || isInfinitive(word(j + 1)))) {
      return s.request(j + 1) > 0 ? j + 1 : j + 2;
    }
    const request = s.request(j);
    if (j > k && s.phraseAt[j]?.kind === 'add') {
      let next = j + request;
      while (['o', 'a', 'os', 'as', 'so', 'aquele', 'aquela'].includes(word(next))) next += 1;
      // ("… leva a pilsen uma caixa": after an article, a word of no request names the choice too, i27g.)
      const named =
        next > j + request && tokens[next] !== undefined && !tokens[next]?.separator && s.request(next) === 0;
      if (productAt(s, next) || named) return j;
    }
    if (request > 0) j += request - 1;
  }
  return -1;
}

/**
 * "… então faz um caldo verde compra batata e couve": the dish said after "faz"/"vamos fazer" is what
 * will be cooked, no item; the new choice starts at the add request after it. With no request after
 * it, the dish is what the speaker wants bought ("… então faz pão de queijo": `k` as it is).
 */
function dishCookedEnd(s: TalkState, k: number): number {
  const cook = phraseAt(s, k, COOK_VERBS);
  if (cook === 0) return k;
  for (let j = k + cook; j < Math.min(s.tokens.length, k + cook + 6); j += 1) {
    // ("faz um caldo verde": the article of the dish, not an amount.)
    const article = j === k + cook && ['um', 'uma'].includes(s.word(j));
    if (s.tokens[j]?.separator || (s.amountAt(j, false) && !article)) return k;
    if (s.phraseAt[j]?.kind === 'add' && productAt(s, j + s.request(j))) return j;
  }
  return k;
}

/** Whether a reason opens at `k` (`REASON_STARTS`), not which one ("o de morango"). */
function reasonAt(s: TalkState, k: number): boolean {
  const { word } = s;
  return REASON_STARTS.has(word(k)) && !(DEFINITE_ARTICLES.has(word(k)) && WHICH_LINKS.has(word(k + 1)));
}

/** Drops what opened the run before the change of mind ("eu", "olha eu", "meu filho"): no item. */
export function dropPreamble(s: TalkState): void {
  const { out } = s;
  // ("pro café da tarde das meninas pensei num bolo": a purpose said first stays whole, for its rule.)
  if (PURPOSE_FIRST.has(out[s.runStart]?.fold ?? '')) return;
  for (let n = 0; n < 3 && out.length > s.runStart; n += 1) {
    const last = out.at(-1) as Token;
    if (last.separator || namesItem(last) || s.request(s.tokens.indexOf(last)) > 0) return;
    out.pop();
  }
}

/**
 * Where what was meant starts when "ia", "queria", "pensei em" … (`MEANT_TO`) is said at `i`, past its infinitive
 * ("eu ia pegar o azeite", "a mãe pediu pra pegar o queijo"), or -1.
 */
export function meantObjectStart(s: TalkState, i: number): number {
  const meant = phraseAt(s, i, MEANT_TO);
  if (meant === 0) return -1;
  let k = i + meant;
  // ("a mãe pediu pra pegar o queijo ralado": "pra" before the infinitive.)
  if (s.word(k) === 'pra' && isInfinitive(s.word(k + 1))) k += 1;
  if (isInfinitive(s.word(k))) k += 1;
  return k;
}

/**
 * Where the new choice starts when a change of mind said without "não" opens at `i`
 * (`changed-mind-without-no`), or -1; nothing is changed.
 */
export function meantChoiceEnd(s: TalkState, i: number): number {
  const { word, tokens } = s;
  const k = meantObjectStart(s, i);
  if (k < 0) return -1;
  // ("eu ia na feira": "ia" alone is going somewhere.)
  if (word(i) === 'ia' && k === i + phraseAt(s, i, MEANT_TO)) return -1;
  let m = k;
  let named = false;
  for (; m < Math.min(tokens.length, k + 8) && phraseAt(s, m, TURNS) === 0; m += 1) {
    const t = tokens[m] as Token;
    if (t.separator || s.request(m) > 0) return -1;
    named ||= t.head || t.brand === true;
  }
  // ("cerveja artesanal eu ia pegar mas …", "vinho eu ia pegar o argentino mas …": what was meant is the
  // topic said first, or which one of it.)
  named ||= topicBefore(s, i);
  const turn = phraseAt(s, m, TURNS);
  // ("ia pegar camarão pra moqueca mas camarão tá caro …": the item said again opens the reason.)
  const again = tokens.slice(k, m).some((t) => t.head && t.sing === tokens[m + turn]?.sing);
  // ("o gui pediu coca mas refrigerante não que …": the kind it is, said with "não", opens it too.)
  const kindRefused = tokens[m + turn]?.head === true && word(m + turn + 1) === 'nao';
  if (turn === 0 || !named || !(reasonAt(s, m + turn) || again || kindRefused)) return -1;
  const end = newChoiceAt(s, m + turn);
  // ("… então pega também um café": "também" adds to the first item, which stays.)
  return end < 0 || s.word(end + s.request(end)) === 'tambem' ? -1 : end;
}

/**
 * "cerveja eu queria heineken mas …", "refri a gente pensou em coca mas …": the kind said alone first,
 * then someone and what was meant, is the topic of the change of mind, no item; it goes (`changed-mind-without-no`).
 * Whether the words of the run before what was meant at `i` are such a topic: a kind said
 * alone (at most three words, no amount), then only who meant it ("eu", "a gente"). A purpose said with
 * the kind is the topic's too ("vinho pro jantar da paty eu ia pegar o argentino mas …").
 */
export function topicBefore(s: TalkState, i: number): boolean {
  const run = s.out.slice(s.runStart);
  // (Who meant it may still be in the output: "eu" goes with the preamble.)
  while (run.length > 0 && MEANT_BY.has(run.at(-1)?.fold ?? '')) run.pop();
  const said = s.tokens.indexOf(run.at(-1) as Token);
  const subject = s.tokens.slice(said + 1, i).every((t) => MEANT_BY.has(t.fold));
  const purpose = run.findIndex((t, n) => n > 0 && PURPOSE_FIRST.has(t.fold));
  const kind = purpose > 0 ? run.slice(0, purpose) : run;
  // (The kind opens with a product word; the words after it may say which: "cerveja artesanal".)
  const bare = kind.length > 0 && kind.length <= 3 && kind[0]?.head === true && !kind.some((t) => t.separator);
  return said >= 0 && said < i - 1 && subject && bare && !run.some((t) => /\d/.test(t.fold));
}

/**
 * "um pacote de orégano ia esquecendo e um pote de maionese", "ah já ia esquecendo uma caixa de
 * fósforo": the speaker almost forgot; nothing is taken back, the words go and what follows is added.
 */
export const almostForgot: Rule<TalkState> = {
  name: 'almost-forgot',
  apply: (s) => {
    const n = phraseAt(s, s.i, ALMOST_FORGOT);
    return n > 0 && s.skipTo(s.i + n);
  },
};

/**
 * "vê aí se a picanha tá em promoção não tá não setenta o quilo então pega …", "olha se o mamão tá bom e
 * pega dois": a check asked of an item with its article (`CHECK_OPENERS`); the words of the check go, the
 * item and the answer after it are left to the rules of what is said of it.
 */
export const checkAskedFirst: Rule<TalkState> = {
  name: 'check-asked-first',
  apply: (s) => {
    const n = phraseAt(s, s.i, CHECK_OPENERS);
    if (n === 0 || !DEFINITE_ARTICLES.has(s.word(s.i + n)) || s.tokens[s.i + n + 1]?.head !== true) return false;
    return s.skipTo(s.i + n);
  },
};

/** The add request that more items after a removal stand for. */
const ADD_SAID: Token = { raw: 'põe', fold: 'poe', sing: 'poe', separator: false, head: false };

/**
 * Where the items added after a removal start, at `k`, or -1: an opener ("ah e", "ah sim e", "hum e",
 * "ó e", "e olha e", "outra coisa", "mais") before a product or an amount ("ah sim e cenoura um quilo",
 * "mais um amaciante"), or, after a reason (`afterReason`), "e" and an amount ("e um creme dental").
 */
export function moreItemsAt(s: TalkState, k: number, afterReason: boolean): number {
  const opener = phraseAt(s, k, MORE_OPENERS);
  // ("outra coisa e não esquece do papel higiênico": the request says it.)
  if (opener > 0 && s.phraseAt[k + opener]?.kind === 'add') return k + opener;
  // ("que não quer mais refrigerante": "mais" opens items only with their amount, "mais um amaciante".)
  const more = s.word(k + opener - 1) === 'mais';
  if (opener > 0 && (more ? s.amountAt(k + opener, false) : productAt(s, k + opener))) return k + opener;
  // ("que tá cento e cinquenta o quilo": an "e" inside a number said in the reason is the number's.)
  const inNumber = (readNumber(s.word, k - 1)?.end ?? 0) > k;
  return afterReason && s.word(k) === 'e' && !inNumber && s.amountAt(k + 1, false) ? k + 1 : -1;
}

/** Adds what follows `k` (`moreItemsAt`): the words before it go and an add request stands for them. */
export function startAdding(s: TalkState, k: number): true {
  if (s.phraseAt[k]?.kind !== 'add') s.out.push(ADD_SAID);
  s.endRun('add');
  return s.skipTo(k);
}

/**
 * After a removal's item, an opener of more items ("apaga o perfume também ah sim e cenoura um quilo",
 * "tira os salgadinhos também mais um amaciante", "risca o leite hum e um pacote de café"): what follows
 * is added, not removed. After any removal, talk turning back to what to buy (`BACK_TO_LIST_PHRASES`: "e o
 * que falta mesmo é óleo sal") adds too.
 */
export const moreAfterRemoval: Rule<TalkState> = {
  name: 'more-after-removal',
  apply: (s) => {
    if (s.lastKind !== 'remove') return false;
    // ("risca os dois e o que falta mesmo é óleo sal": talk turning back to what to buy, after any removal.)
    const and = s.word(s.i) === 'e' ? 1 : 0;
    const back = phraseAt(s, s.i + and, BACK_TO_LIST_PHRASES);
    if (back > 0 && productAt(s, s.i + and + back)) return startAdding(s, s.i + and + back);
    if (!s.runItem) return false;
    const start = moreItemsAt(s, s.i, false);
    return start >= 0 && startAdding(s, start);
  },
};

/**
 * "não precisa colocar mas pega quatro refrigerantes", "o cacetinho eu compro lá mas aqui no mercado põe
 * uma chimia": "mas" (and where the speaker is) before an add request only turns to the items; it goes.
 */
export const butBeforeRequest: Rule<TalkState> = {
  name: 'but-before-request',
  apply: (s) => {
    const turn = phraseAt(s, s.i, TURNS);
    if (turn === 0) return false;
    const here = phraseAt(s, s.i + turn, HERE);
    if (s.phraseAt[s.i + turn + here]?.kind !== 'add') return false;
    // ("a farmácia é outra história lá eu pego o remédio mas aqui pega um termômetro": what the speaker
    // buys elsewhere, said first with no amount, goes too.)
    const run = s.out.slice(s.runStart);
    const buysElsewhere = run.some((t, k) => ['eu', 'gente'].includes(run[k - 1]?.fold ?? '') && BUY_VERBS.has(t.fold));
    if (s.lastKind === undefined && buysElsewhere && !run.some((t) => /\d/.test(t.fold) || unitFor(t.fold))) {
      s.out.length = s.runStart;
      s.runItem = false;
    }
    return s.skipTo(s.i + turn + here);
  },
};
