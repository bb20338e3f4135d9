import { COMPOUNDS, isKnownWord, isPersonWord } from './lexicon-index';
import { NOT_VERBS, TALK_VERBS } from './lexicon-talk';
import type { Token } from './tokenize';

/** Past, imperfect and plural endings of a conjugated verb: "cortou", "comeu", "proibiu", "comprava", "adotamos", "comem". */
const VERB_ENDING = /^[a-z]{2,}(ou|eu|iu|ei|aram|eram|iram|avam|ava|iam|amos|emos|imos|am|em|ando|endo|indo)$/;

/** Whether a token is a conjugated verb no product, brand or lexicon word shares. */
export function isTalkVerb(token: Token | undefined): boolean {
  if (token === undefined || token.separator || token.head || token.brand) return false;
  const { fold, sing } = token;
  // "romeu e julieta", "cream cheese": the first word of a compound is never a verb.
  if (NOT_VERBS.has(fold) || isKnownWord(sing) || isPersonWord(sing) || COMPOUNDS.has(sing)) return false;
  return TALK_VERBS.has(fold) || (fold.length > 4 && VERB_ENDING.test(fold) && !/(gem|agem)$/.test(fold));
}
