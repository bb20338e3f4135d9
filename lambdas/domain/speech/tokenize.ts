import { foldText } from '../text/fold-text';
import { singularize } from './singularize';
import { GRADE_LETTERS, RAW_FILLERS, SPEC_WORDS } from './lexicon-items';
import { SAME_AS_WORDS } from './lexicon-not-to-buy-said';

/**
 * One spoken word. `raw` keeps accents for the item name shown to the user; `fold` and
 * `sing` (folded and singularised) are what the engine compares. A separator is a comma
 * or other punctuation; "e" stays a word because it may belong to a number
 * ("vinte e cinco") or a name ("biscoito de água e sal").
 */
export interface Token {
  raw: string;
  fold: string;
  sing: string;
  separator: boolean;
  /** True when the token can start an item on its own (a head word or a compound item). */
  head: boolean;
  /** True for a brand: it starts an item only after another brand ("omo bombril"). */
  brand?: boolean;
  /** True when the transcript wrote the word with a capital letter (the recogniser does so for names: "Raquel"). */
  capital?: boolean;
}

/**
 * Words, "r$", digits with a decimal comma (and a percentage, a kind's number: "chocolate 70%"), and
 * punctuation. Hyphenated words and words with an apostrophe ("farinha d'água", "hellmann's") stay whole.
 */
const TOKEN = /r\$|\d+(?:[.,]\d+)?%?|[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*|[,;.!?]/gu;

/** Splits a transcript into tokens, dropping hesitations. `isHead` and `isBrand` classify words. */
export function tokenize(
  transcript: string,
  isHead: (sing: string) => boolean,
  isBrand: (sing: string) => boolean = () => false,
): Token[] {
  const tokens: Token[] = [];
  const lower = transcript.toLowerCase();
  // (Lowering keeps every index unless a letter lowers to two, as "İ" does; then no word is marked.)
  const cased = lower.length === transcript.length;
  for (const match of lower.matchAll(TOKEN)) {
    const raw = match[0].replace('’', "'");
    if (RAW_FILLERS.has(raw)) continue;
    if (raw.length === 1 && ',;.!?'.includes(raw)) {
      tokens.push({ raw, fold: ',', sing: ',', separator: true, head: false });
      continue;
    }
    // ("não carece": a regional word is read as the common one it means.)
    const folded = foldText(raw);
    const fold = SAME_AS_WORDS.get(folded) ?? folded;
    const sing = singularize(fold);
    const token: Token = { raw, fold, sing, separator: false, head: isHead(sing), brand: isBrand(sing) };
    if (cased && transcript.charAt(match.index) !== raw.charAt(0)) token.capital = true;
    // ("leite tipo A": a grade letter written in capitals after a spec word is one word with it, i27g.)
    const spec = tokens.at(-1);
    if (token.capital && GRADE_LETTERS.has(fold) && spec !== undefined && SPEC_WORDS.has(spec.fold)) {
      const grade = transcript.charAt(match.index);
      tokens[tokens.length - 1] = {
        ...spec,
        raw: `${spec.raw} ${grade}`,
        fold: `${spec.fold} ${fold}`,
        sing: `${spec.sing} ${fold}`,
      };
      continue;
    }
    tokens.push(token);
  }
  return tokens;
}

/** Whether a token ends an item: the end of the segment, a separator or "e". */
export function endsItem(token: Token | undefined): boolean {
  return token === undefined || token.separator || token.fold === 'e';
}

/** A folded word shaped like an infinitive ("levar", "fazer"), or "pôr" folded ("por"). */
export function isInfinitive(word: string): boolean {
  return word === 'por' || /^[a-z]{2,}[aei]r$/.test(word);
}
