import { LEADING_NOISE, SPEC_WORDS } from '../lexicon-items';
import { readQuantity, type SpokenQuantity } from '../read-quantity';
import { endsItem, type Token } from '../tokenize';
import { isMeasure, isPackageSaidSmaller, unitFor } from '../units';
import type { Rule } from './rule';

/** What these rules read of the item pass's state (`SplitState`, split-items.ts). */
export interface AmountAfterState {
  readonly tokens: readonly Token[];
  i: number;
  /** The amount said at `i`, if any. */
  readonly heard: SpokenQuantity | undefined;
  /** Whether the item being heard names something yet. */
  readonly named: boolean;
  /** The last word of a purpose being skipped. */
  readonly skipped: Token | undefined;
  quantity: SpokenQuantity | undefined;
  readonly words: readonly Token[];
  readonly previous: Token | undefined;
  readonly items: readonly unknown[];
  close(): void;
}

/**
 * Whether the amount at the state's position may be the amount of the product being said, said
 * after it: the product has no amount yet and the amount follows its name right away (not an
 * article: "tambaqui uns dez limão" counts the limões).
 */
function follows(s: AmountAfterState): s is AmountAfterState & { heard: SpokenQuantity } {
  const { heard } = s;
  return (
    heard !== undefined &&
    s.named &&
    !s.skipped &&
    s.quantity === undefined &&
    !heard.linked &&
    !heard.money &&
    s.words.some((w) => w.head) &&
    !LEADING_NOISE.has(s.previous?.fold ?? '')
  );
}

/** Ends the product being said with the amount heard after its name. */
function takeAmount(s: AmountAfterState & { heard: SpokenQuantity }): true {
  s.quantity = s.heard;
  s.i = s.heard.end;
  s.close();
  return true;
}

/**
 * Whether the speaker says amounts after the names in this segment: the product being said opens
 * it ("pepsi duas ..."), or no amount is said before a name anywhere in it (first, or after "e" or
 * a pause: "uma rapadura ... manteiga dois cuscuz e um guaraná" counts the cuscuz; "e um" before the
 * last item is an article: "papel higiênico um fardo detergente três sabão em barra cinco e um
 * desinfetante" counts the detergente).
 */
function saysNamesFirst(s: AmountAfterState): boolean {
  if (s.items.length === 0) return true;
  const { tokens } = s;
  for (let k = 0; k < tokens.length; k += 1) {
    const amount = readQuantity(tokens, k, true);
    if (k > 0 && !endsItem(tokens[k - 1])) {
      // ("fraldinha um quilo e meio pepsi duas": "e meio" ends the amount before it, no new start.)
      if (amount) k = amount.end - 1;
      continue;
    }
    // ("… e um desinfetante": "um" after "e" is an article, the list's last item.)
    // ("… detergente cinco esponja e um pacote de saco de lixo": or "um" and its package, look69.)
    const article = amount?.value === 1 && (amount.unit === undefined || amount.linked) && tokens[k - 1]?.fold === 'e';
    if (amount && !amount.money && !article && (amount.linked || tokens[amount.end]?.head)) return false;
  }
  return true;
}

/**
 * "pepsi duas fanta uva duas água sem gás seis", "sabonete seis creme dental dois escova de dente
 * quatro", "pão francês oito bolo de cenoura": a bare count after a product, before a product said
 * in the singular (said first, the count would agree with the next one: "duas fantas") or before
 * a name with its own amount after it ("queijo coalho dois espetinhos dez"), is the amount of the
 * product before it, when the speaker says names first (`saysNamesFirst`).
 */
export const countSaidAfterName: Rule<AmountAfterState> = {
  name: 'count-said-after-name',
  apply: (s) => {
    if (!follows(s) || s.heard.unit !== undefined) return false;
    const { tokens, heard } = s;
    const next = tokens[heard.end];
    if (next === undefined || endsItem(next)) return false;
    const own = hasOwnAmountAfter(tokens, heard.end);
    // ("o shampoo do lucas três leite de saquinho": a count before a product said with its package counts those, qty27.)
    const packaged = tokens[heard.end + 1]?.fold === 'de' && isPackageSaidSmaller(tokens[heard.end + 2]?.fold ?? '');
    const singular = next.head && next.fold === next.sing && heard.value >= 2 && !packaged;
    // ("cerveja doze heineken": a brand after a product said without one names which one, not the next item.)
    const which = next.brand === true && !s.words.some((w) => w.brand) && !own;
    return (singular || own) && !which && saysNamesFirst(s) && takeAmount(s);
  },
};

/**
 * Whether the product whose name starts at `start` has its own amount said after its name
 * ("margarina uma manteiga duas", "sabonete três dove dois", "carne um arroz cinco quilos feijão"):
 * where the item ends, or before the next product (a count only before one said in the singular).
 */
function hasOwnAmountAfter(tokens: readonly Token[], start: number, depth = 0): boolean {
  for (let k = start + 1; k <= start + 4 && !endsItem(tokens[k]); k += 1) {
    const amount = readQuantity(tokens, k, false);
    if (!amount) continue;
    const after = tokens[amount.end];
    // ("desinfetante dois multiuso um limpa vidro um": "um" before a product with its own count is no article.)
    const alternates = depth < 2 && hasOwnAmountAfter(tokens, amount.end, depth + 1);
    const next =
      after?.head === true &&
      (amount.unit !== undefined || (after.fold === after.sing && amount.value >= 2) || alternates);
    return !amount.linked && !amount.money && (endsItem(after) || next);
  }
  return false;
}

/**
 * "arroz cinco quilos quiabo meio quilo angu": a measure or container after a product that follows
 * another product's amount said after its name is its amount too, before a word the lexicon does
 * not know as a product (before a known one, `amount-after-name` already takes it).
 */
export const measureSaidAfterName: Rule<AmountAfterState> = {
  name: 'measure-said-after-name',
  apply: (s) => {
    if (!follows(s) || typeof s.heard.unit !== 'string') return false;
    const next = s.tokens[s.heard.end];
    if (next === undefined || next.separator || next.head) return false;
    return saidAfterAmount(s.tokens, s.tokens.indexOf(s.words[0] as Token)) && takeAmount(s);
  },
};

/** Whether the name starting at `start` follows an amount said after the name before it ("arroz cinco quilos quiabo"). */
function saidAfterAmount(tokens: readonly Token[], start: number): boolean {
  for (let j = start - 1; j >= Math.max(1, start - 4); j -= 1) {
    const amount = readQuantity(tokens, j, false);
    if (amount?.end === start && !amount.linked && !endsItem(tokens[j - 1])) return true;
  }
  return false;
}

/**
 * Whether the word at `i` opens a number that names the kind of the product said before it
 * ("arroz tipo um cinco quilos", "feijão tipo 1 e"): a spec word (`SPEC_WORDS`) right after a
 * product word, or right after a measure (its pack size: "arroz de cinco quilos tipo um", read by
 * `kind-after-pack-size`), then a bare number and the item's end or its amount; "tipo" is no filler there.
 */
export function namesKindAt(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  // (A product said before the pack size: "pega um pacote de cinco quilos tipo um" names none.)
  // (After a correction it names the kind of the product corrected: "… aliás pega um pacote de cinco quilos tipo
  // um", kind66.)
  const afterSize =
    before !== undefined &&
    isMeasure(unitFor(before.fold) ?? '') &&
    (tokens.slice(Math.max(0, i - 6), i - 1).some((t) => t.head) ||
      tokens.slice(Math.max(0, i - 10), i - 1).some((t) => t.fold === 'alias'));
  if (!SPEC_WORDS.has(tokens[i]?.fold ?? '') || !(before?.head || afterSize)) return false;
  const kind = readQuantity(tokens, i + 1, false);
  if (!kind || kind.unit !== undefined || kind.linked || kind.money) return false;
  return endsItem(tokens[kind.end]) || readQuantity(tokens, kind.end, false) !== undefined;
}
