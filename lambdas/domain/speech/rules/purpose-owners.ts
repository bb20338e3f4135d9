import { isKnownWord, isPersonWord } from '../lexicon-index';
import { ARTICLES } from '../lexicon-items';
import { ITEM_PRONOUNS } from '../lexicon-requests';
import { OF_LINKS, SOMEONE_DENIES } from '../lexicon-purpose';
import { readNumber } from '../number-words';
import { endsItem, type Token } from '../tokenize';
import type { Rule } from './rule';

/** What the purpose pass's state gives the rules of this file (`PurposeState`, purpose.ts). */
export interface OwnerState {
  readonly tokens: readonly Token[];
  /** Whether a "pra" phrase about some word is here, and that word. */
  readonly linked: boolean;
  readonly target: number;
  endAt(to: number): true;
}

/** The most words said between the purpose's target and whose it is ("pro café da manhã do vô"). */
const MOST_TARGET_WORDS = 4;

/** A person word ("vizinha", "vó") or a word the lexicon does not know, of letters only: someone's name. */
export function isSomeone(token: Token | undefined): boolean {
  if (token === undefined || token.head || token.brand) return false;
  return isPersonWord(token.sing) || (/^[a-z]{2,}$/.test(token.fold) && !isKnownWord(token.sing));
}

/**
 * "pão de alho pra vizinha que não come carne e refrigerante", "sorvete pra vó que não pode açúcar bolo",
 * "iogurte pro joão que nunca toma leite pão", "morango pra sobremesa da vó que não come chocolate" (pur68), "biscoito
 * pra vó que ela não pode doce torrada" (own6): after
 * a "pra" phrase naming someone (or what is someone's), "que" and a denial
 * (`SOMEONE_DENIES`), a verb and what they do not take (a product, with "de" and one more word) say why, and go
 * with the purpose up to the next product, amount or the item's end; the product denied is no item.
 */
export const whatSomeoneDenies: Rule<OwnerState> = {
  name: 'what-someone-denies',
  apply: (s) => {
    const { tokens } = s;
    const word = (k: number): string => tokens[k]?.fold ?? '';
    if (!s.linked) return false;
    // ("morango pra sobremesa da vó que não come chocolate", "pro café da manhã do vô que não pode sal": or
    // someone whose the target is, a few words on.)
    let who = s.target;
    while (who < s.target + MOST_TARGET_WORDS && !(isSomeone(tokens[who]) && word(who + 1) === 'que')) {
      if (endsItem(tokens[who + 1]) || tokens[who + 1]?.head) return false;
      who += 1;
    }
    if (who > s.target && !OF_LINKS.has(word(who - 1))) return false;
    if (!isSomeone(tokens[who]) || word(who + 1) !== 'que') return false;
    // ("biscoito pra vó que ela não pode doce": the one it is for said again as a pronoun, own6.)
    const denial = ITEM_PRONOUNS.has(word(who + 2)) ? who + 3 : who + 2;
    if (!SOMEONE_DENIES.has(word(denial))) return false;
    const verb = tokens[denial + 1];
    if (verb === undefined || endsItem(verb) || verb.head || /\d/.test(verb.fold)) return false;
    let k = denial + 2;
    if (ARTICLES.has(word(k)) || word(k) === 'de') k += 1;
    if (tokens[k]?.head) {
      k += 1;
      if (word(k) === 'de' && !endsItem(tokens[k + 1])) k += 2;
    }
    while (k < tokens.length && !endsItem(tokens[k]) && !tokens[k]?.head && !readNumber(word, k)) k += 1;
    return s.endAt(k);
  },
};
