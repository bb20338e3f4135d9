import { isPackagePart } from '../descriptions';
import { baseWords } from '../diminutive';
import { isKnownWord, isOccasionWord, isPersonWord, isPurposeWord } from '../lexicon-index';
import { DESCRIPTIONS } from '../lexicon-items';
import { GIVEN_NAMES, PURPOSE_LINKS } from '../lexicon-purpose';
import { CUT_FORMS, PET_OWNERS, THING_LOOKS } from '../lexicon-left-in-name';
import { FIGURES } from '../lexicon-look-words';
import { readNumber } from '../number-words';
import { endsItem, type Token } from '../tokenize';
import { unitFor } from '../units';
import type { Rule } from './rule';

/** Openers of "which one" said before a kind: "daquele", "aquele", and "do"/"da" before "de" ("do de glicerina"). */
const OPENERS = new Set(['daquele', 'daquela', 'aquele', 'aquela']);

/**
 * "sabonete daquele de glicerina que não resseca", "desodorante daquele roll-on", "vinagre balsâmico aquele
 * de modena", "sabonete pra mim do de glicerina": "daquele" (or "do" before "de") and "de" and one word that
 * names a kind of the product (or a compound word), said last or before a comment or a purpose: only the
 * opener goes, the kind stays in the name ("daquela fatiada", "daquele macio" go). What the package or the product looks like ("daquele de
 * caixa azul", "aquela amarelinha", a figure it is shaped as or printed with, `FIGURES`: "aquele de bichinho"), whom it is for ("daquela de filhote") or a number are left to the
 * description rules.
 */
export const kindSaidWithWhich: Rule<WhichState> = {
  name: 'kind-said-with-which',
  apply: (s) => s.named && s.skipped === undefined && kindSaidWithWhichAt(s.tokens, s.i) && s.skipTo(s.i + 1),
};

/** Whether "daquele de" (or "do de") and a kind said last start at `start` (`kind-said-with-which`). */
export function kindSaidWithWhichAt(tokens: readonly Token[], start: number): boolean {
  const word = (k: number): string => tokens[k]?.fold ?? '';
  const opener = OPENERS.has(word(start)) || (['do', 'da'].includes(word(start)) && word(start + 1) === 'de');
  if (!opener) return false;
  const at = word(start + 1) === 'de' ? start + 2 : start + 1;
  const kind = tokens[at];
  // (An adjective said plainly after "daquele" says how it is: "daquela fatiada", "daquele macio"; a
  // compound word names a kind: "daquele roll-on".)
  const said = at === start + 2 || kind?.raw.includes('-') === true;
  const after = tokens[at + 1];
  // ("o macarrão da vó aquele de sêmola": a product word said last after "de" names the kind too, pur68.)
  // ("o detergente da pia aquele de limão dois": or before its amount.)
  const last = endsItem(after) || readNumber(word, at + 1) !== undefined;
  const headKind = at === start + 2 && last && kind !== undefined && !kind.raw.includes(' ');
  const named = kind !== undefined && namesAKind(headKind ? { ...kind, head: false } : kind);
  if (kind === undefined || !said || !named || readNumber(word, at) !== undefined) return false;
  // ("o shampoo da minha irmã aquele de camomila dois frascos": or its amount, pur68.)
  const amount = readNumber(word, at + 1) !== undefined;
  return endsItem(after) || word(at + 1) === 'que' || PURPOSE_LINKS.has(word(at + 1)) || after?.head === true || amount;
}

/** What the rule reads of the item pass's state. */
interface WhichState {
  readonly tokens: readonly Token[];
  readonly i: number;
  readonly named: boolean;
  readonly skipped: Token | undefined;
  skipTo(to: number): true;
}

/** Whether a word may name a kind of a product: no look, package, person, pet or product of its own. */
function namesAKind(token: Token): boolean {
  const looks = [token.fold, ...baseWords(token.fold)].some((w) => THING_LOOKS.has(w) || DESCRIPTIONS.has(w));
  return (
    !token.separator &&
    !token.head &&
    !token.brand &&
    !looks &&
    !isPackagePart(token) &&
    unitFor(token.fold) === undefined &&
    !isPersonWord(token.sing) &&
    !PET_OWNERS.has(token.sing) &&
    !CUT_FORMS.has(token.sing) &&
    ![token.sing, ...baseWords(token.sing)].some((w) => FIGURES.has(w)) &&
    !isOccasionWord(token.sing) &&
    !isPurposeWord(token.sing) &&
    !GIVEN_NAMES.has(token.fold) &&
    !['e', 'que', 'o', 'a', 'um', 'uma', 'bom', 'boa', 'mais', 'outro', 'outra', 'sempre', 'novo', 'nova'].includes(
      token.fold,
    ) &&
    (token.fold.length > 3 || isKnownWord(token.sing))
  );
}
