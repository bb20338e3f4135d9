import { baseWords } from '../diminutive';
import { isKnownWord } from '../lexicon-index';
import { categoriseItem } from '../../categories/categorise-item';
import { THING_AISLES, THING_LOOKS } from '../lexicon-left-in-name';
import {
  COLOUR_LINKS,
  COLOUR_WORDS,
  NOT_DONE_LINKS,
  PRODUCE_STATES,
  READY_FOR_SALE,
  SHAPES,
  TEXTURES,
} from '../lexicon-look-words';
import { WHICH_ONE_OF } from '../lexicon-descriptions';
import { PURPOSE_LINKS } from '../lexicon-purpose';
import { endsItem, type Token } from '../tokenize';
import { isMeasure, unitFor } from '../units';

/** The categoriser's aisle of produce. */
export const PRODUCE_AISLE = 'Hortifruti';

/**
 * Closed classes of what is said of how a product or its package is (issue 27, look68b), read by the item
 * pass after a size (`lookAt`) and by the name pass: a shape or texture, a colour said with "cor", a
 * preparation not done ("sem fatiar").
 */

/** The masculine singular forms a word may come from: "redonda" → redondo, "fofinha" → fofo. */
const forms = (t: Token): string[] =>
  [t.fold, t.sing, ...baseWords(t.sing)].flatMap((w) => (w.endsWith('a') ? [w, `${w.slice(0, -1)}o`] : [w]));

/** Whether a word says how the product was made ready for sale (`READY_FOR_SALE`: "selecionado", "higienizadas"). */
export const isReadyForSale = (t: Token | undefined): boolean =>
  t !== undefined && !t.head && forms(t).some((w) => READY_FOR_SALE.has(w.replace(/s$/, '')));

/** Whether `words` name produce, by the categoriser's aisle. */
export function namesProduce(words: readonly Token[]): boolean {
  const verdict = categoriseItem(words.map((w) => w.raw).join(' '));
  return verdict.known && verdict.category === PRODUCE_AISLE;
}

/** Whether a word says how fresh or big produce is (`PRODUCE_STATES`: "fresca", "graúdas"). */
export const isProduceState = (t: Token | undefined): boolean =>
  t !== undefined && !t.head && forms(t).some((w) => PRODUCE_STATES.has(w.replace(/s$/, '')));

/** Whether a word is a texture (`TEXTURES`: "macio", "fofinha"). */
export const isTexture = (t: Token | undefined): boolean =>
  t !== undefined && !t.head && forms(t).some((w) => TEXTURES.has(w));

/**
 * Whether a shape (`SHAPES`: "redonda", "compridinho") said of the product named by `words` is how it looks: of produce
 * or a thing, by the categoriser's aisle ("melancia redonda"); of a packaged food it names a kind ("massa de pastel
 * redonda").
 */
export function isShapeLook(t: Token | undefined, words: readonly Token[]): boolean {
  if (t === undefined || t.head || !forms(t).some((w) => SHAPES.has(w))) return false;
  const verdict = categoriseItem(words.map((w) => w.raw).join(' '));
  return verdict.known && (verdict.category === PRODUCE_AISLE || THING_AISLES.has(verdict.category));
}

/** Whether a word is a colour, also one named like a product ("rosa", "laranja"). */
const colourSaid = (t: Token | undefined): boolean =>
  t !== undefined && (THING_LOOKS.has(t.fold) || THING_LOOKS.has(t.sing));

/** An infinitive no product is named by ("fatiar", "cortar", "descascar"; not "açúcar"). */
const isInfinitive = (t: Token | undefined): boolean =>
  t !== undefined && !t.head && t.brand !== true && /..[aei]r$/.test(t.fold) && !isKnownWord(t.sing);

/** How many words a preparation not done said at `k` takes: "sem fatiar", "sem descascar" (0: none; "sem açúcar", "sem osso" are kinds). */
export const notDoneAt = (tokens: readonly Token[], k: number): number =>
  NOT_DONE_LINKS.has(tokens[k]?.fold ?? '') && isInfinitive(tokens[k + 1]) ? 2 : 0;

/**
 * Whether a kind said with "sem" is at `k` after which package the item comes in, opened with "daquele" ("daquele do
 * saquinho verde sem casca", "daquela da caixinha azul sem lactose"); "sem fatiar" says how it is wanted, and after a
 * purpose ("pra fazer pão sem glúten") or a look alone ("daquela verde sem semente") it is no kind of the name.
 */
export function kindWithout(tokens: readonly Token[], k: number): boolean {
  if (!NOT_DONE_LINKS.has(tokens[k]?.fold ?? '') || endsItem(tokens[k + 1]) || notDoneAt(tokens, k) > 0) return false;
  let package_ = false;
  for (let j = k - 1; j >= 0 && !endsItem(tokens[j]) && !PURPOSE_LINKS.has(tokens[j]?.fold ?? ''); j -= 1) {
    const unit = unitFor(tokens[j]?.fold ?? '');
    package_ ||= unit !== undefined && unit !== null && !isMeasure(unit);
    if (WHICH_ONE_OF.has(tokens[j]?.fold ?? '')) return package_;
  }
  return false;
}

/** How many words a colour said with "cor" at `k` takes: "cor de rosa", "cor azul", "na cor preta" (0: none). */
export function colourSaidWithCor(tokens: readonly Token[], k: number): number {
  const link = COLOUR_LINKS.has(tokens[k]?.fold ?? '') ? 1 : 0;
  if (!COLOUR_WORDS.has(tokens[k + link]?.fold ?? '')) return 0;
  if (colourSaid(tokens[k + link + 1])) return link + 2;
  return tokens[k + link + 1]?.fold === 'de' && colourSaid(tokens[k + link + 2]) ? link + 3 : 0;
}

/** How many words a describing phrase said at `k` takes (0: none): a preparation not done or a colour said with "cor". */
export const describingPhraseAt = (tokens: readonly Token[], k: number): number =>
  notDoneAt(tokens, k) || colourSaidWithCor(tokens, k);
