import { SIZE_WORDS } from './lexicon-left-in-name';
import { categoriseItem } from '../categories/categorise-item';
import { VARIETIES_AFTER_AMOUNT } from './lexicon-amounts';
import { PACKAGES_SAID_WITH_EM, PRODUCTS_WITH_ARTICLE } from './lexicon-names';
import { isFlavourOf, isKnownWord, isOtherProductBrand, isOwnProductBrandOf, isPurposeVerb } from './lexicon-index';
import { readNumber } from './number-words';
import { LOOK_OPENERS, MAKING_VERBS, PURPOSE_LINKS, WHICH_ONE } from './lexicon-purpose';
import { describes, describesWhich, isDescribedContainer } from './descriptions';
import { purposeAfterName, purposeEnd } from './purpose';
import type { AddedItem } from './speech-types';
import { readQuantity, type SpokenQuantity } from './read-quantity';
import { applyFirst, type Rule } from './rules/rule';
import { countSaidAfterName, measureSaidAfterName } from './rules/amount-said-after';
import { amountOfEach } from './rules/each-of-them';
import { aisleHeading } from './rules/aisle-heading';
import { containerMadeOf } from './rules/container-made-of';
import { countAfterPurposeBeforeCounted, countBeforeArticle, countWithProductAgain } from './rules/count-before-next';
import { kindAfterPackSize } from './rules/kind-after-pack-size';
import { kindAfterCount } from './rules/kind-after-count';
import { packCountAfterName } from './rules/pack-count';
import { numberRunsIntoNext } from './rules/number-runs-into-next';
import { kindAfterContents } from './rules/kind-after-contents';
import { containerSaidAgain, headSaidAgain } from './rules/amount-said-again';
import { listWithLinks } from './rules/list-with-links';
import { sharesByPurpose } from './rules/shares-by-purpose';
import { containerSaidLast, dozenInContainer } from './rules/container-said-last';
import { kindCountedInName } from './rules/kind-counted-in-name';
import {
  containerIsTheProduct,
  containerOfSomeone,
  containersCountedLater,
  packageThenCount,
  piecesCountedAfterName,
} from './rules/package-words';
import { withoutDescriptions } from './rules/left-in-name';
import { kindSaidWithWhich, kindSaidWithWhichAt } from './rules/kind-said-with-which';
import { kindAfterAmount, lookAfterAmount } from './rules/look-after-amount';
import { describingPhraseAt } from './rules/said-of-its-look';
import { coloursJoined } from './rules/colours-joined';
import { labelAfterPurpose, numberedUnlessColoured, roundedUpAt } from './rules/size-said';
import { describedOnes } from './rules/described-ones';
import { isSomeone } from './rules/purpose-owners';
import { thingColourSaidAfter } from './rules/thing-colour-said-after';
import { colourNamesKind, isColour, isThingColour, lookAt, namesAThing } from './rules/look-after-size';
import { cutAt } from './rules/cut-said';
import { endsItem, type Token } from './tokenize';
import { KIND_OPENERS } from './lexicon-kind-asked';
import { kindSaidInstead } from './rules/kind-said-instead';
import { isDozen, isMeasure, isPackageSaidSmaller, isSizeWord, unitFor } from './units';
import {
  AFTER_MARKER,
  APPROXIMATE,
  CONNECTORS,
  COLOUR_PRODUCTS,
  DESCRIPTIONS,
  HEADING_WORDS,
  OF_THE,
  CORRECTION_PAIRS,
  LEADING_NOISE,
  TRAILING_NOISE,
  CORRECTION_WORDS,
  INTENSIFIERS,
  ITEM_ARTICLES,
  LATE_CORRECTION,
  LINKS_TO_SIZE,
  MODIFIER_LINKS,
  MORE_WORDS,
  NUMBERED_PRODUCTS,
  QUALIFIERS,
  SIZE_LABELS,
  SIZE_LINKS,
  SODAS,
  SODA_BRANDS,
  SPEC_WORDS,
  VERSIONS,
  WHOLE,
  ZERO_OF,
} from './lexicon-items';

/** An item as heard: its name words and what was said about how much. */
export interface HeardItem {
  words: Token[];
  /** Articles and links dropped before the name ("de" in "pelo de coco"). */
  lead: Token[];
  quantity: SpokenQuantity | undefined;
  /** Said after "mais" ("mais dois leites"): an increment of an item already on the list. */
  more: boolean;
  /** Started right after another item, with no "e" or pause between ("a farinha a farinha de mandioca"). */
  joined?: boolean;
  /** Said right after a heading of its kind ("põe frutas maçã"): a product of its own, revising none. */
  headed?: boolean;
}

/** How many spoken words the name has (a compound counts all of its words). */
const wordCount = (words: readonly Token[]): number => words.reduce((n, w) => n + w.raw.split(' ').length, 0);

/**
 * "água de coco gatorade zero", "gelatina diet coca zero", "ajax multiuso omo": a brand said with
 * its version after a name of two words or more, or after a brand and a modifier, is the next item
 * ("refrigerante coca zero" stays one).
 */
function newVersion(next: Token | undefined, words: readonly Token[]): boolean {
  const said = wordCount(words);
  const last = words[words.length - 1];
  return (
    (VERSIONS.has(next?.fold ?? '') && said >= 2) ||
    (words[0]?.brand === true && last !== undefined && !last.brand && !last.head && said >= 2)
  );
}

/**
 * Endings of modifiers (adjectives, versions, varieties: "desnatado", "integral", "preto", "verde",
 * "light", "diet", "premium", "gourmet"); a word that ends in none of them ("xilitol", "tofu") may be a product.
 */
const MODIFIER_SHAPE = /([oae]s?|[aeiu]l|is|ight|iet|et|um|us|x|z|r|m|^\d.*)$/;

/**
 * Whether a number said after `word` names a kind: "fator 50", a strength ("álcool 70"), and a model number, of three
 * digits or more and no round count, said right after the name ("filtro de papel 103", look68b; "copo descartável
 * 150" is a count, "filtro do 103" a size).
 */
function namesKind(word: Token | undefined, value: number): boolean {
  return (
    SPEC_WORDS.has(word?.fold ?? '') ||
    (word?.sing === 'alcool' && value > 12) ||
    (value >= 100 && Number.isInteger(value) && value % 10 !== 0 && !SIZE_LINKS.has(word?.fold ?? ''))
  );
}

/**
 * Splits the words of one add or remove segment into items. An item ends at a comma,
 * at an "e" that is not inside a number or compound, at a new quantity, or where a head
 * word follows another name word ("alface tomate"; a brand only after another brand).
 * A quantity said after the name ("arroz 5 kg") belongs to it; a pack size after "de" or
 * "com" ("papel higiênico de 12 rolos") and a purpose phrase ("ovos pro bolo") are
 * dropped; a self-correction ("três não quatro", "leite quer dizer leite desnatado")
 * drops what was being said before it.
 */
export function splitItems(tokens: readonly Token[]): HeardItem[] {
  const state = new SplitState(tokens);
  while (state.i < tokens.length) {
    state.look();
    if (applyFirst(SPLIT_RULES, state)) continue;
    state.words.push(state.token);
    state.i += 1;
  }
  state.close();
  // "a farinha a farinha de mandioca": an item said again, more precisely, right away replaces it.
  return state.items.filter((item, k) => !(item.quantity === undefined && restates(state.items[k + 1], item)));
}

/**
 * The explicit state of the item pass: the items heard so far, the item being heard (its
 * words and amount), the unit and money of the last amount ("5 reais de coentro e 5 de
 * cebolinha": the second amount is money too), whether a purpose phrase is being skipped (its
 * last word), what a self-correction dropped (the next item replaces it: "leite integral não
 * desnatado") and whether the item started right after another one. `look()` reads, at each
 * position, what the rules share: whether the item names something yet, its last word and the
 * amount said here.
 */
class SplitState {
  i = 0;
  readonly items: HeardItem[] = [];
  words: Token[] = [];
  quantity: SpokenQuantity | undefined;
  lastUnit: string | null | undefined;
  lastMoney = false;
  /** Whether the last item heard was revised by a self-correction (`kindSaidAgain`). */
  revisedLast = false;
  skipped: Token | undefined;
  replaced: HeardItem | undefined;
  joined = false;
  /** Whether a heading of its kind was said right before the item being heard (`heading-before-its-kind`). */
  headed = false;
  /** Whether the item being heard names something (more than leading noise). */
  named = false;
  /** The last word of the item being heard, or of the purpose being skipped. */
  previous: Token | undefined;
  /** The amount said at `i`, if any. */
  heard: SpokenQuantity | undefined;

  constructor(readonly tokens: readonly Token[]) {}

  get token(): Token {
    return this.tokens[this.i] as Token;
  }

  look(): void {
    this.named = this.words.some((w) => !LEADING_NOISE.has(w.fold));
    this.previous = this.skipped ?? this.words[this.words.length - 1];
    this.heard = readQuantity(this.tokens, this.i, !this.named && this.quantity === undefined);
  }

  skipTo(to: number): true {
    this.i = to;
    return true;
  }

  /** Where a purpose phrase starting at `k` ends, after the product being said. */
  purposeEnd(k: number): number {
    return purposeEnd(this.tokens, k, productOf(this.words));
  }

  /**
   * Moves past a purpose phrase at `k`, if one is there, and keeps skipping its words until the item ends
   * ("de 250 gramas vermelha pro amigo secreto": "secreto" is the purpose's, pur68).
   */
  skipPurposeAt(k: number): true {
    const end = this.purposeEnd(k);
    if (end > k) this.skipped = this.tokens[end - 1];
    return this.skipTo(Math.max(k, end));
  }

  /** Ends the item being heard. */
  close(): void {
    const previousItem = this.items.at(-1);
    const said = this.words.filter((w) => !LEADING_NOISE.has(w.fold));
    const { quantity } = this;
    // "três latas de atum quatro na verdade": the amount said again, with the correction after it.
    const correctedAfter = said.some((w) => w.fold !== 'na') && said.every((w) => LATE_CORRECTION.has(w.fold));
    if (
      quantity &&
      (quantity.unit || correctedAfter) &&
      !quantity.linked &&
      (said.length === 0 || correctedAfter) &&
      previousItem?.quantity
    ) {
      // "1 kg de alcatra peraí 2 kg": an amount alone, in a unit, right after a complete item corrects it.
      this.items[this.items.length - 1] = {
        ...previousItem,
        quantity: { ...quantity, unit: quantity.unit ?? previousItem.quantity.unit },
      };
    } else {
      this.addItem();
    }
    this.words = [];
    this.quantity = undefined;
    this.skipped = undefined;
    this.joined = false;
    this.headed = false;
  }

  private addItem(): void {
    let item = trimItem(this.words, this.quantity);
    if (!item) return;
    const { replaced } = this;
    if (replaced)
      item = { ...item, words: revisedWords(replaced.words, item), quantity: this.quantity ?? replaced.quantity };
    this.replaced = undefined;
    // ("açaí com banana não sem banana … um pote de um litro puro": the item corrected, said again in its
    // container with only its kind, kind66.)
    const previous = this.items.at(-1);
    const again = !replaced && this.revisedLast && previous !== undefined && kindSaidAgain(previous, item);
    this.revisedLast = replaced !== undefined;
    if (again) {
      this.items[this.items.length - 1] = { ...previous, words: revisedWords(previous.words, item) };
      return;
    }
    this.items.push(this.joined || this.headed ? { ...item, joined: this.joined, headed: this.headed } : item);
    if (item.quantity?.unit) this.lastUnit = item.quantity.unit;
    this.lastMoney = item.quantity?.money === true;
  }
}

type SplitRule = Rule<SplitState>;

/** A pause or "e" ends the item. */
const itemBreak: SplitRule = {
  name: 'pause-or-e-ends-item',
  apply: (s) => {
    if (!s.token.separator && s.token.fold !== 'e') return false;
    s.close();
    return s.skipTo(s.i + 1);
  },
};

/**
 * A self-correction ("não", "digo", "quer dizer"...) drops what was being said: "três não
 * quatro latas de milho"; "uma caixa de leite não duas" changes only the amount, in the unit said
 * before ("arroz 5 kg digo 2 kg" reopens the complete item; "6 cervejas não 12 que vem a turma
 * toda": a comment after the amount goes too); "arroz e feijão não arroz e macarrão": the list
 * said again replaces it from that item on; "não só o condicionador" keeps only what follows.
 */
const selfCorrection: SplitRule = {
  name: 'self-correction',
  apply: (s) => {
    const { tokens, i } = s;
    const inProgress = s.words.length > 0 || s.quantity !== undefined;
    const correction = correctionAt(tokens, i, inProgress || s.items.length > 0);
    if (correction === 0) return false;
    const only = tokens[i + correction]?.fold === 'so';
    const after = i + correction + (only ? 1 : 0);
    const last = inProgress ? undefined : s.items.pop();
    if (last) {
      s.words = last.words;
      s.quantity = last.quantity;
    }
    const fixed = readQuantity(tokens, after, false);
    // "meia melancia ah não uma inteira": a whole one is only an amount.
    const whole = fixed && WHOLE.has(tokens[fixed.end]?.fold ?? '') ? 1 : 0;
    const amountEnd = (fixed?.end ?? i) + whole;
    const end = fixed ? amountCorrectionEnd(tokens, amountEnd, productOf(s.words)) : -1;
    const amountOnly = fixed && !fixed.linked && end >= 0;
    if (fixed && amountOnly && s.words.some((w) => !LEADING_NOISE.has(w.fold))) {
      s.quantity = { ...fixed, unit: fixed.unit ?? s.quantity?.unit };
      s.i = end;
      s.close();
      return true;
    }
    const restart = only ? 0 : restatedItem(s.items, tokens, after);
    if (restart >= 0) s.items.splice(restart);
    s.replaced = restart >= 0 ? undefined : trimItem(s.words, s.quantity);
    s.words = [];
    s.quantity = undefined;
    s.skipped = undefined;
    return s.skipTo(after);
  },
};

/**
 * "carne de sol pro baião de dois": a number inside a purpose phrase (after "de") is the purpose's
 * ("feijão verde pro baião de dois um quilo": an amount after it is the item's again).
 */
const numberInPurpose: SplitRule = {
  name: 'number-in-purpose',
  apply: (s) => {
    const { heard } = s;
    if (!heard || s.skipped === undefined || !MODIFIER_LINKS.has(s.skipped.fold)) return false;
    s.skipped = s.tokens[heard.end - 1];
    return s.skipTo(heard.end);
  },
};

/**
 * "refrigerante pra festa da firma três garrafas de dois litros", "carvão pro churrasco dois
 * sacos": the amount said after a purpose, to the end of the item, is the item's.
 */
const amountAfterPurpose: SplitRule = {
  name: 'amount-after-purpose',
  apply: (s) => {
    const { heard } = s;
    if (!heard || s.skipped === undefined || !s.named || s.quantity !== undefined) return false;
    const end = lastAmountEnd(s.tokens, heard);
    if (end <= 0) return false;
    s.quantity = { ...heard, linked: false };
    s.i = end;
    s.close();
    return true;
  },
};

/**
 * "papel higiênico de 12 rolos brancos", "melancia de 8 quilos inteira", "guardanapo de 50 folhas
 * branco": a pack size or size, and the words after it that describe the product (`DESCRIPTIONS`),
 * up to the item's end (or a purpose), are not the name and no item of their own.
 */
const describedSize: SplitRule = {
  name: 'described-size',
  apply: (s) => {
    const { heard, tokens } = s;
    // ("melancia de uns dez quilos inteira": a size said roughly.)
    const roughly = APPROXIMATE.has(s.previous?.fold ?? '') && LINKS_TO_SIZE.has(s.words.at(-2)?.fold ?? '');
    const link = roughly ? s.words.at(-2) : s.previous;
    if (!heard || !s.named || s.skipped || heard.linked || !LINKS_TO_SIZE.has(link?.fold ?? '')) return false;
    // ("de 12 rolos brancos": what the pack counts is a size word here, whatever it is.)
    const counted = tokens[heard.end];
    const sizeWord =
      heard.unit === undefined &&
      counted &&
      !endsItem(counted) &&
      !namesProductWord(counted) &&
      !DESCRIPTIONS.has(counted.fold)
        ? 1
        : 0;
    if (heard.unit === undefined && sizeWord === 0) return false;
    // ("picanha de um quilo e pouco inteira", "toalha de um metro e meio vermelha": the size rounded up, look69.)
    const rounded = roundedUpAt(tokens, heard.end + sizeWord);
    const start = heard.end + sizeWord + rounded;
    let end = start;
    for (;;) {
      if (DESCRIPTIONS.has(tokens[end]?.fold ?? '') && !tokens[end]?.head) end += 1;
      else if (lookAt(tokens, end, s.words, s.quantity?.unit !== undefined) > 0)
        end += lookAt(tokens, end, s.words, s.quantity?.unit !== undefined);
      // ("sabão em pó de um quilo e meio laranja": a thing's package colour named like a product, look6.)
      else if (end === start && isThingColour(tokens[end], s.words.slice(0, -1))) end += 1;
      else break;
    }
    // ("aveia em flocos de 500 g bege a banana": after a look, an article and the next product end the item.)
    const nextSaid = end > start && ITEM_ARTICLES.has(tokens[end]?.fold ?? '') && tokens[end + 1]?.head === true;
    // ("vinho tinto de 750 ml escura uma garrafa de coca": the next item's amount ends it too, look6.)
    const nextAmount = end > start && readQuantity(tokens, end, false) !== undefined;
    if (
      (end === start && rounded === 0) ||
      !(endsItem(tokens[end]) || s.purposeEnd(end) > end || nextSaid || nextAmount)
    )
      return false;
    s.words.splice(roughly ? -2 : -1);
    // ("tomate cereja de 300 g amarelo": produce's colour said after its measure names its kind; a
    // packaged food's, "café de 500 g vermelho", is the package's.)
    // ("morango de 300 g bem vermelho": a colour said with "bem" is how ripe it looks.)
    const kind = (t: Token, k: number): boolean => isColour(t) && tokens[start + k - 1]?.fold !== 'bem';
    if (sizeWord === 0 && colourNamesKind(s.words)) s.words.push(...tokens.slice(start, end).filter(kind));
    return s.skipPurposeAt(end);
  },
};

/** Whether a word names a product or a brand. */
const namesProductWord = (t: Token): boolean => t.head || t.brand === true;

/**
 * "filtro de papel tamanho 103", "fralda tamanho 4", "vela com o número sete": a size, like a pack
 * size, is not the name (nor the links before it).
 */
const sizeLabel: SplitRule = {
  name: 'size-label',
  apply: (s) => {
    const { heard } = s;
    if (!heard || !s.named || heard.unit !== undefined || !SIZE_LABELS.has(s.previous?.fold ?? '') || s.skipped)
      return false;
    if (numberedProduct(s)) return false;
    s.words.pop();
    while (s.words.length > 1 && SIZE_LINKS.has(s.words.at(-1)?.fold ?? '')) s.words.pop();
    return s.skipTo(heard.end);
  },
};

/**
 * Whether the product being said is named by its number (`NUMBERED_PRODUCTS`: "vela número cinco",
 * "vela de aniversário número cinco", "espaguete número oito"), not sized by it ("fralda tamanho 4").
 */
const numberedProduct = (s: SplitState): boolean =>
  (s.words.some((w) => NUMBERED_PRODUCTS.has(w.sing)) || numberedUnlessColoured(s.words, s.tokens, s.heard)) &&
  // ("vela com o número sete": what is on it, said with "com", is dropped like a size.)
  !s.words.slice(-3, -1).some((w) => w.fold === 'com');

/**
 * "protetor solar fator 50", "álcool 70", "vela número cinco", "espaguete número oito": a number that names a
 * kind stays in the name.
 */
const numberNamesKind: SplitRule = {
  name: 'number-names-kind',
  apply: (s) => {
    const { heard } = s;
    const numbered = numberedProduct(s) && SIZE_LABELS.has(s.previous?.fold ?? '');
    if (!heard || !s.named || heard.unit !== undefined || !(namesKind(s.previous, heard.value) || numbered))
      return false;
    s.words.push(...s.tokens.slice(s.i, heard.end));
    return s.skipTo(heard.end);
  },
};

/** Whether a unit is a container ("fardo", "garrafa"), not a measure. */
const isContainer = (unit: string | null | undefined): boolean => typeof unit === 'string' && !isMeasure(unit);

/** An amount after the item's name that ends there: before a pause, a purpose, a product, a correction or another amount. */
const endsAfter = (s: SplitState, heard: SpokenQuantity): boolean => {
  const after = s.tokens[heard.end];
  return (
    endsItem(after) ||
    s.purposeEnd(heard.end) > heard.end ||
    (heard.unit !== undefined && !!after?.head) ||
    // ("a cerveja do meu pai dois fardos o refrigerante": or an article and the next product, pur68.)
    (heard.unit !== undefined && ITEM_ARTICLES.has(after?.fold ?? '') && s.tokens[heard.end + 1]?.head === true) ||
    // ("cebola um quilo as bandejas de carne": or an article and the next item's containers, pack27.)
    (heard.unit !== undefined && ITEM_ARTICLES.has(after?.fold ?? '') && containersAt(s.tokens, heard.end + 1)) ||
    correctionAt(s.tokens, heard.end, true) > 0 ||
    readQuantity(s.tokens, heard.end, false) !== undefined ||
    // ("coca de dois litros com seis": another pack size after it; "de um quilo mais um pão": the next item.)
    (['com', 'mais'].includes(after?.fold ?? '') && readQuantity(s.tokens, heard.end + 1, false) !== undefined)
  );
};

/** Whether containers said with "de" and no count start at `k` ("bandejas de carne"). */
const containersAt = (tokens: readonly Token[], k: number): boolean =>
  isContainer(readQuantity(tokens, k, true)?.unit) && readQuantity(tokens, k, true)?.linked === true;

/** "fardo de água de 6 garrafas de 1,5 litro": a pack size with the size of each bottle, dropped. */
const packOfSizedUnits: SplitRule = {
  name: 'pack-of-sized-units',
  apply: (s) => {
    const { heard, tokens } = s;
    if (!heard || !s.named || !heard.linked || !heard.unit || s.skipped || !LINKS_TO_SIZE.has(s.previous?.fold ?? ''))
      return false;
    const read = readQuantity(tokens, heard.end, false);
    // ("de doze rolos de trinta metros": each one's size in a word that gives only a size, i27c.)
    const sizeWord = read?.unit === undefined && isSizeWord(tokens[read?.end ?? -1]?.fold ?? '');
    const inner = read && sizeWord ? { ...read, unit: 'size', end: read.end + 1 } : read;
    if (!inner?.unit || inner.linked) return false;
    // ("… de trinta metros um pacote de guardanapo": or before the next item's amount, i27c.)
    const nextAmount = sizeWord && readQuantity(tokens, inner.end, false) !== undefined;
    if (!endsItem(tokens[inner.end]) && !(s.purposeEnd(inner.end) > inner.end) && !nextAmount) {
      // ("… de um litro e meio sem gás": the kind said after them is the name's, amt6.)
      const kindEnd = kindAfterContents(tokens, inner.end, (k) => s.purposeEnd(k));
      if (kindEnd < 0 || s.previous?.fold !== 'de' || !isContainer(s.quantity?.unit)) return false;
      s.words.pop();
      s.words.push(...tokens.slice(inner.end, kindEnd));
      return s.skipTo(kindEnd);
    }
    s.words.pop();
    return s.skipTo(inner.end);
  },
};

/**
 * "arroz dois pacotes de 5 kg", "ração três sacos de 15 kg", "arroz um pacote de cinco", "papel toalha um pacote de
 * dois rolos": containers said after the name, with their size (a measure, a bare number, or the packages held).
 */
const containersWithSizeAfterName: SplitRule = {
  name: 'containers-with-size-after-name',
  apply: (s) => {
    const { heard, tokens } = s;
    if (!heard || !s.named || !heard.linked || !heard.unit || isMeasure(heard.unit) || s.quantity || s.skipped)
      return false;
    const size = readQuantity(tokens, heard.end, false);
    // ("arroz branco um pacote de cinco": a size said without its unit, last.)
    // ("papel higiênico um pacote de doze rolos": or a count of the smaller packages it holds, i27g.)
    const held = isContainer(size?.unit) && size?.unit !== heard.unit && (size?.value ?? 0) > 1;
    const sized = size?.unit ? isMeasure(size.unit) || held : size !== undefined && !size.money;
    const packEnd = sized && size && !size.linked ? size.end : -1;
    // ("ração um saco de 15 quilos sabonete", "… de 1 kg um pote de mel": or before the next product or amount, qty27.)
    const ends = size !== undefined && endsAfter(s, { ...size, unit: size.unit ?? null });
    if (packEnd <= 0 || !(endsItem(tokens[packEnd]) || s.purposeEnd(packEnd) > packEnd || ends)) return false;
    s.quantity = { ...heard, linked: false };
    s.i = s.purposeEnd(packEnd);
    s.close();
    return true;
  },
};

/**
 * "um fardo de água com doze garrafinhas de quinhentos sem gás", "uma caixa de leite com doze
 * caixinhas de um litro integral": what a container holds, in containers of a size, is its size;
 * the words after it are the name's kind.
 */
function sizedContents(s: SplitState, heard: SpokenQuantity): boolean {
  const size = readQuantity(s.tokens, heard.end, false);
  const link = s.words[s.words.length - 1]?.fold;
  if (link !== 'com' || !isContainer(s.quantity?.unit) || !isContainer(heard.unit ?? undefined)) return false;
  if (!size || size.linked || size.money || (size.unit !== undefined && !isMeasure(size.unit ?? ''))) return false;
  s.words.pop();
  return s.skipTo(size.end);
}

/**
 * "papel higiênico de 12 rolos", "com 30 unidades", "com 40": the size of the pack, not how many;
 * "frango inteiro de uns três quilos": an approximate size too.
 */
const packSize: SplitRule = {
  name: 'pack-size',
  apply: (s) => {
    const { heard } = s;
    if (heard?.linked && s.named && !s.skipped) return sizedContents(s, heard);
    if (!heard || !s.named || s.skipped || heard.linked) return false;
    const approx = APPROXIMATE.has(s.previous?.fold ?? '') ? 1 : 0;
    const link = s.words[s.words.length - 1 - approx]?.fold ?? '';
    // ("iogurte com seis daquele rosinha": a count after "com", with what the pack looks like after it.)
    const size = LINKS_TO_SIZE.has(link) && (heard.unit !== undefined || link === 'com');
    // ("um fardo de água com doze garrafinhas sem gás": what a container holds, in containers, is
    // its size wherever it ends; the words after it are the name's kind.)
    const held = s.tokens[heard.end]?.fold ?? '';
    const contents = link === 'com' && isContainer(s.quantity?.unit) && isContainer(unitFor(held));
    if (!size || !(contents || endsAfter(s, heard))) return false;
    s.words.splice(s.words.length - 1 - approx);
    if (contents) return s.skipTo(heard.end + 1);
    return s.skipTo(heard.end);
  },
};

/**
 * "uma bandeja de peito de frango com quatro filés", "uma caixa de cerveja com doze long necks",
 * "uma caixa de lápis de cor de 24 cores": after a container (or "com"), a count and what the pack
 * holds, said last in the item, is the pack's size, not an item.
 */
const countedPack: SplitRule = {
  name: 'counted-pack',
  apply: (s) => {
    const { heard, tokens, quantity } = s;
    if (!heard || !s.named || s.skipped || heard.linked || heard.unit !== undefined || heard.value < 2) return false;
    // ("uma bandeja de tomate de uns oito tomates": a count said roughly, qty27.)
    const roughly = APPROXIMATE.has(s.previous?.fold ?? '') && s.words.length > 2 ? 1 : 0;
    const link = (roughly ? s.words.at(-2)?.fold : s.previous?.fold) ?? '';
    const container = typeof quantity?.unit === 'string' && !isMeasure(quantity.unit);
    if (!(link === 'com' || (link === 'de' && container))) return false;
    let end = heard.end;
    while (end < heard.end + 2 && !endsItem(tokens[end]) && !tokens[end]?.brand && !readNumber(word(tokens), end))
      end += 1;
    const ends = endsItem(tokens[end]) || readNumber(word(tokens), end) !== undefined || s.purposeEnd(end) > end;
    if (end === heard.end || !ends) return false;
    s.words.splice(s.words.length - 1 - roughly);
    return s.skipPurposeAt(end);
  },
};

/**
 * "um pacote com 8 absorventes always", "um fardo com 12 latas de cerveja amstel", "um fardo com 6
 * garrafas de 1 litro e meio de água", "uma caixa com 6 picolés": a container said first, then "com"
 * and the count of what it holds (with their container and size), before the name: the container
 * is the amount, the count only its size.
 */
const packContentsSaidFirst: SplitRule = {
  name: 'pack-contents-said-first',
  apply: (s) => {
    const { tokens, quantity } = s;
    if (s.named || s.skipped || typeof quantity?.unit !== 'string' || isMeasure(quantity.unit)) return false;
    if (s.token.fold !== 'com') return false;
    const count = readQuantity(tokens, s.i + 1, false);
    if (!count || count.money || count.value < 2) return false;
    let end = count.end;
    const size = count.linked ? readQuantity(tokens, end, false) : undefined;
    if (size?.linked && typeof size.unit === 'string' && isMeasure(size.unit)) end = size.end;
    const name = tokens[end];
    if (name === undefined || endsItem(name) || readNumber(word(tokens), end) !== undefined) return false;
    return s.skipTo(end);
  },
};

/** The folded word at a position. */
const word =
  (tokens: readonly Token[]) =>
  (k: number): string =>
    tokens[k]?.fold ?? '';

/**
 * "papel higiênico de 30 metros", "sabão de 40 lavagens": a size in words that are no unit goes
 * too ("papel alumínio de 30 metros pra assar o peixe": with the purpose after it).
 */
const sizeInWords: SplitRule = {
  name: 'size-in-words',
  apply: (s) => {
    const { heard, tokens } = s;
    if (!heard || !s.named || heard.unit !== undefined || heard.linked || !isSizeWord(tokens[heard.end]?.fold ?? ''))
      return false;
    const sizeEnd = s.purposeEnd(heard.end + 1);
    if (!LINKS_TO_SIZE.has(s.previous?.fold ?? '') || s.skipped) return false;
    // ("papel higiênico de trinta metros de dezesseis rolos folha simples": another size said after it.)
    const link = tokens[heard.end + 1]?.fold ?? '';
    const another = LINKS_TO_SIZE.has(link) && readQuantity(tokens, heard.end + 2, false) !== undefined;
    if (!endsItem(tokens[heard.end + 1]) && !(sizeEnd > heard.end + 1) && !another) return false;
    s.words.pop();
    return s.skipTo(Math.max(heard.end + 1, sizeEnd));
  },
};

/**
 * "mamão formosa um inteiro", "uma melancia uma inteira", "frango dois inteiros": a count and
 * "inteiro" after the name says how many whole ones (the count said first stays), never an item.
 */
const wholeOnes: SplitRule = {
  name: 'whole-ones',
  apply: (s) => {
    const { heard, tokens } = s;
    if (!heard || !s.named || heard.unit !== undefined || heard.linked || !WHOLE.has(tokens[heard.end]?.fold ?? ''))
      return false;
    s.quantity ??= heard;
    s.i = s.purposeEnd(heard.end + 1);
    s.close();
    return true;
  },
};

/**
 * "sabão um galão inteiro", "ainda tem um galão inteiro lá na área", "tem um pacote fechado": a
 * count and a container with only words that describe it (`isDescribedContainer`) is the amount
 * of the item being said, or, with none, names nothing.
 */
const describedContainer: SplitRule = {
  name: 'described-container',
  apply: (s) => {
    const { heard, tokens } = s;
    if (!heard || heard.unit !== undefined || heard.linked) return false;
    let end = heard.end + 1;
    while (end < tokens.length && (WHOLE.has(tokens[end]?.fold ?? '') || describesWhich(tokens[end]))) end += 1;
    if (!isDescribedContainer(tokens, heard.end, end)) return false;
    const unit = unitFor(tokens[heard.end]?.fold ?? '') ?? null;
    if (s.named && s.quantity === undefined) s.quantity = { ...heard, unit };
    if (s.named) s.close();
    return s.skipTo(end);
  },
};

/**
 * "óleo de soja um de 900 ml daquele amarelinho", "refrigerante dois de 2 litros": a count of
 * ones of a size, after the name, is the item's count; the size, and a description after it, go.
 */
const countOfSize: SplitRule = {
  name: 'count-of-size',
  apply: (s) => {
    const { heard, tokens } = s;
    if (!heard || !s.named || s.skipped || s.quantity !== undefined || heard.unit !== undefined || !heard.linked)
      return false;
    const size = readQuantity(tokens, heard.end, false);
    if (!size?.unit || !isMeasure(size.unit) || size.linked) return false;
    const end = s.purposeEnd(size.end);
    if (!endsItem(tokens[end]) && readQuantity(tokens, end, false) === undefined) return false;
    s.quantity = { ...heard, linked: false };
    s.i = end;
    s.close();
    return true;
  },
};

/** Whether a count word may count a thing of this word's gender: "uma"/"duas" a feminine one ("lata"), "um"/"dois" not; others any. */
function agreesWith(count: string, thing: string): boolean {
  const feminine = thing.endsWith('a');
  if (count === 'um' || count === 'dois') return !feminine;
  if (count === 'uma' || count === 'duas') return feminine;
  return true;
}

/** "arroz 5 kg", "cerveja 2 fardos pro churrasco": an amount after the name is the item's (a purpose after it goes too). */
const amountAfterName: SplitRule = {
  name: 'amount-after-name',
  apply: (s) => {
    const { heard } = s;
    if (!heard || !s.named || s.quantity !== undefined || heard.linked || !endsAfter(s, heard)) return false;
    s.quantity = heard;
    // ("sardinha em lata três": the container said with "em" after the name is what is counted, i27.)
    const said = s.words.length > 2 && s.words.at(-2)?.fold === 'em' ? (s.words.at(-1)?.sing ?? '') : '';
    const container = PACKAGES_SAID_WITH_EM.has(said) ? unitFor(said) : undefined;
    const inContainer =
      container !== undefined &&
      // ("milho em lata dois": a count that agrees with the product, not the package, counts the product, pack27.)
      agreesWith(s.tokens[s.i]?.fold ?? '', said);
    if (inContainer && heard.unit === undefined && !heard.money && !isMeasure(container)) {
      s.quantity = { ...heard, unit: container };
      s.words.splice(-2);
    }
    s.i = s.purposeEnd(heard.end);
    // ("uns 500 gramas pro feijão tropeiro um pacote de…": the dish's own words after it are the purpose's, amt6.)
    if (s.i > heard.end && PURPOSE_LINKS.has(s.tokens[heard.end]?.fold ?? '')) s.i = dishWordsEnd(s.tokens, s.i);
    s.close();
    return true;
  },
};

/**
 * Where the words that still name a purpose's dish end ("pro feijão tropeiro", "pro arroz carreteiro"):
 * words of no product, brand, amount or article, up to the item's end or the next product or amount.
 */
function dishWordsEnd(tokens: readonly Token[], from: number): number {
  let end = from;
  const plain = (t: Token | undefined): boolean =>
    t !== undefined && !endsItem(t) && !t.head && t.brand !== true && !ITEM_ARTICLES.has(t.fold);
  while (end < from + 2 && plain(tokens[end]) && readQuantity(tokens, end, false) === undefined) end += 1;
  const next = tokens[end];
  const ends = endsItem(next) || next?.head === true || readQuantity(tokens, end, true) !== undefined;
  return ends ? end : from;
}

/**
 * "uma mortadela de frango duzentos gramas um refrigerante", "um queijo prato 300 g e pão": after
 * a name said with "um"/"uma" (an article more than a count), a measure said after it, where the
 * item ends, is its amount.
 */
const measureAfterOne: SplitRule = {
  name: 'measure-after-one',
  apply: (s) => {
    const { heard, quantity } = s;
    if (!heard || !s.named || s.skipped || heard.linked) return false;
    // ("uma maçã gala meia dúzia": a dozen is a measure of its own.)
    const dozen = heard.unit === null && s.tokens.slice(s.i, heard.end).some((t) => isDozen(t.fold));
    const one = quantity !== undefined && quantity.value === 1 && quantity.unit === undefined && !quantity.money;
    // ("um absorvente noturno dois pacotes um protetor": containers counted after it are its amount too.)
    const measure = typeof heard.unit === 'string';
    if (!one || !(dozen || measure) || !endsAfter(s, heard)) return false;
    s.quantity = heard;
    s.i = s.purposeEnd(heard.end);
    s.close();
    return true;
  },
};

/**
 * "uma bandeja de ovos de 30": a count said last after a container is the size of the pack; "6
 * latinhas de coca 350 ml": a measure, the size of each.
 */
const sizeOfEachContainer: SplitRule = {
  name: 'size-of-each-container',
  apply: (s) => {
    const { heard, quantity } = s;
    if (!heard || !s.named || s.skipped) return false;
    const container = typeof quantity?.unit === 'string' && !isMeasure(quantity.unit);
    const packCount = heard.unit === undefined && heard.value > 1 && s.previous?.fold === 'de' && !heard.linked;
    const eachSize = typeof heard.unit === 'string' && isMeasure(heard.unit) && !heard.linked;
    if (!container || !(packCount || eachSize) || !endsAfter(s, heard)) return false;
    if (packCount) s.words.pop();
    return s.skipTo(heard.end);
  },
};

/**
 * Any other amount starts an item (after closing the one being said): "2 de X" after an item with
 * a unit takes that unit ("1 pacote de bacon e 2 de calabresa"), after money it is money.
 */
const amountStartsItem: SplitRule = {
  name: 'amount-starts-item',
  apply: (s) => {
    const { heard } = s;
    if (!heard) return false;
    if (s.named) s.close();
    if (s.quantity === undefined) {
      s.quantity =
        heard.unit === undefined && heard.linked && s.lastMoney
          ? { ...heard, money: true }
          : heard.unit === undefined && heard.linked && s.lastUnit
            ? { ...heard, unit: s.lastUnit }
            : heard;
    }
    return s.skipTo(heard.end);
  },
};

/**
 * "biscoito recheado do pacote azul", "sabão em pó da caixa laranja", "leite da caixinha de tampa
 * azul": which package, said after the name with "do/da" and a container, describes the product; it
 * goes up to the item's end (a product after "de" describes the package too; a colour that names a
 * product, `COLOUR_PRODUCTS`, is a colour here).
 */
const packageDescription: SplitRule = {
  name: 'package-description',
  apply: (s) => {
    const { tokens } = s;
    // ("sabão em pó o da caixa laranja água sanitária": "the one of the orange box", with its article.)
    const i = ITEM_ARTICLES.has(s.token.fold) && OF_THE.has(tokens[s.i + 1]?.fold ?? '') ? s.i + 1 : s.i;
    const unit = unitFor(tokens[i + 1]?.fold ?? '');
    if (!s.named || s.skipped || !OF_THE.has(tokens[i]?.fold ?? '') || !unit || isMeasure(unit)) return false;
    let end = i + 2;
    // ("sabão em pó da embalagem laranja uma caixa de um quilo e meio": the item's amount ends it.)
    const describes = (t: Token, k: number): boolean =>
      !/\d/.test(t.fold) &&
      readQuantity(tokens, k, false) === undefined &&
      !t.brand &&
      (!t.head || COLOUR_PRODUCTS.has(t.fold) || tokens[k - 1]?.fold === 'de') &&
      s.purposeEnd(k) === k;
    // ("pão de forma do saquinho verde sem casca": a kind said with "sem" after it is the name's, desc66.)
    const kind = (k: number): boolean => tokens[k]?.fold === 'sem' && k > i + 2;
    while (end < tokens.length && !endsItem(tokens[end]) && !kind(end) && describes(tokens[end] as Token, end))
      end += 1;
    // ("um molho de tomate do vidrinho": the package of a count said without a unit is its unit, look68b.)
    const { quantity } = s;
    if (quantity && quantity.unit === undefined && !quantity.money && isPackageSaidSmaller(tokens[i + 1]?.fold ?? ''))
      s.quantity = { ...quantity, unit };
    return s.skipTo(end);
  },
};

/** "arroz pacote de 5 kg": one pack, said after the name; its size is not the name. */
const containerWithSizeAfterName: SplitRule = {
  name: 'container-with-size-after-name',
  apply: (s) => {
    const pack = s.named && s.quantity === undefined ? containerWithSize(s.tokens, s.i) : undefined;
    if (!pack) return false;
    s.quantity = pack;
    s.i = pack.end;
    s.close();
    return true;
  },
};

/**
 * "sacola pote de sorvete": a container said with "de" after a name starts the next item; right after the
 * name's "de" it is the name's package ("manteiga de garrafa da vó", look6).
 */
const containerStartsItem: SplitRule = {
  name: 'container-starts-item',
  apply: (s) => {
    // ("sabão de coco em barra da embalagem azul": or after "em", pack27.)
    const afterOf = s.previous?.fold === 'de' || s.previous?.fold === 'em';
    const container =
      s.named && s.quantity === undefined && !s.skipped && !afterOf ? readQuantity(s.tokens, s.i, true) : undefined;
    if (!container?.linked || !container.unit || isMeasure(container.unit)) return false;
    s.close();
    s.quantity = container;
    return s.skipTo(container.end);
  },
};

/** "a farinha a farinha de mandioca", "o arroz o feijão": an article before a product, after a name, starts an item. */
const articleStartsItem: SplitRule = {
  name: 'article-starts-item',
  apply: (s) => {
    const next = s.tokens[s.i + 1];
    // ("o petisco do thor o antipulgas da mel": a qualifying word said with its article is a product, i27.)
    const named = next?.head === true || PRODUCTS_WITH_ARTICLE.has(next?.sing ?? '');
    if (!s.named || !ITEM_ARTICLES.has(s.token.fold) || !named) return false;
    s.close();
    s.joined = true;
    return s.skipTo(s.i + 1);
  },
};

/**
 * A head word after another name word (not after a connector) starts an item: "alface tomate",
 * "macaxeira jerimum"; a brand only after another brand ("omo bombril ypê"), after a version of a
 * branded product, a soda brand after a drink ("fanta uva sprite"), a brand said as its own product
 * after another product ("lenço umedecido hipoglós"); never a flavour ("fanta uva") nor "zero
 * açúcar". The word is then the new item's first.
 */
const headStartsItem: SplitRule = {
  name: 'head-starts-item',
  apply: (s) => {
    const { token, previous, words } = s;
    const starts =
      s.named &&
      token.head &&
      previous &&
      !CONNECTORS.has(previous.fold) &&
      !(previous.fold === 'zero' && ZERO_OF.has(token.sing)) &&
      (!token.brand ||
        previous.brand ||
        (VERSIONS.has(previous.fold) && words.some((w) => w.brand)) ||
        (SODA_BRANDS.has(token.sing) && (words.some((w) => SODAS.has(w.sing) || w.brand) || wordCount(words) >= 2)) ||
        isOtherProductBrand(token.sing, words.find((w) => w.head && !w.brand)?.sing) ||
        // ("café pra aguentar a semana miojo pra janta": a brand after a purpose, with a purpose of its own.)
        (s.skipped !== undefined && PURPOSE_LINKS.has(s.tokens[s.i + 1]?.fold ?? '')) ||
        newVersion(s.tokens[s.i + 1], words)) &&
      // ("suco pro lanche chocolate": a flavour is said right after its product, not after a purpose.)
      (s.skipped !== undefined || !isFlavour(token, words)) &&
      !participleOf(token, previous) &&
      // ("dois chocolates batom", "esponja de aço bombril": a brand or a product's name said as the brand of the
      // product before, or of the word right before it, i27g.)
      !isOwnProductBrandOf(token.sing, previous.sing) &&
      !(!token.brand && isOwnProductBrandOf(token.sing, words.find((w) => w.head && !w.brand)?.sing)) &&
      !varietyAfterAmount(s);
    if (!starts) return false;
    // ("esponja pra louça esponja de aço": after a purpose of its own, the first is no restatement, pur68.)
    const afterPurpose = s.skipped !== undefined;
    s.close();
    s.joined = !afterPurpose;
    s.words.push(token);
    return s.skipTo(s.i + 1);
  },
};

/** "uma dúzia de banana maçã": a variety named by another product, after an amount said with "de" (amt6). */
function varietyAfterAmount(s: SplitState): boolean {
  const said = s.words.filter((w) => !LEADING_NOISE.has(w.fold));
  const product = said.length === 1 ? said[0] : undefined;
  return s.quantity?.linked === true && VARIETIES_AFTER_AMOUNT.get(product?.sing ?? '')?.has(s.token.sing) === true;
}

/**
 * "uma pizza grande de calabresa", "uma cebola grande roxa", "um bolo pequenininho de chocolate": a
 * describing word (`describes`) right after the product word (or its variety: "mamão formosa grande
 * inteiro"), with more of the name after it, is
 * left out of the name (said last, the purpose pass reads it); so is "inteiro" said last after it.
 */
const describingWordInName: SplitRule = {
  name: 'describing-word-in-name',
  apply: (s) => {
    const next = s.tokens[s.i + 1];
    // ("um mamão formosa grande inteiro": or after the product's variety.)
    const afterName =
      s.previous?.head ||
      (s.words.some((w) => w.head) && !PURPOSE_LINKS.has(s.previous?.fold ?? '') && s.previous?.fold !== 'de');
    if (!s.named || s.skipped || !afterName || !describes(s.token) || endsItem(next)) return false;
    // ("cebola roxa grande não média": the word a correction replaces stays.)
    if (correctionAt(s.tokens, s.i + 1, true) > 0) return false;
    if (readNumber(word(s.tokens), s.i + 1) !== undefined || s.purposeEnd(s.i) > s.i) return false;
    // ("uma melancia grande inteira e …": "inteiro" said after a size word describes it too, issue 27's
    // settled convention; said right after the name it names the kind, "frango inteiro".)
    // ("um pão italiano grande inteiro sem fatiar": with a preparation not done after it, look68b.)
    const after = s.i + 2 + (WHOLE.has(next?.fold ?? '') ? describingPhraseAt(s.tokens, s.i + 2) : 0);
    const whole =
      WHOLE.has(next?.fold ?? '') && (endsItem(s.tokens[after]) || readQuantity(s.tokens, after, false) !== undefined);
    // ("uma melancia de tamanho médio inteira": the size said with "de tamanho" goes with its label.)
    if (s.words.at(-1)?.fold === 'tamanho' && s.words.at(-2)?.fold === 'de' && SIZE_WORDS.has(s.token.fold))
      s.words.splice(-2);
    if (whole) return s.skipTo(after);
    // ("um melão grande amarelo inteiro": a colour that names the food's kind stays, "inteiro" after it goes, i27g.)
    const afterColour = s.tokens[s.i + 2];
    if (
      next &&
      isColour(next) &&
      colourNamesKind(s.words) &&
      WHOLE.has(afterColour?.fold ?? '') &&
      endsItem(s.tokens[s.i + 3])
    ) {
      s.words.push(next);
      return s.skipTo(s.i + 3);
    }
    // ("uma melancia grande inteira pro aniversário", "pão grande cortado ao meio", "mochila grande rosa", sz.)
    return s.skipTo(looksAfterSizeWord(s, s.i + 1));
  },
};

/**
 * Where the looks said after a size word end (issue 27, sz): "inteiro", how it is cut ("melancia grande inteira pro
 * aniversário", "pão italiano grande cortado ao meio", "pão grande fatiado") and a thing's colour ("mochila grande
 * rosa", "lancheira pequena azul"), up to the item's end, a purpose, or the next item (`k`: none).
 */
function looksAfterSizeWord(s: SplitState, k: number): number {
  const { tokens } = s;
  let end = k;
  for (;;) {
    const cut = cutAt(tokens, end);
    const t = tokens[end];
    if (WHOLE.has(t?.fold ?? '')) end += 1;
    else if (cut > 0) end += cut;
    // ("uma garrafa de ketchup grande vermelha": or a food's colour that names no kind of it, i27g.)
    else if (t !== undefined && isColour(t) && (namesAThing(s.words) || !colourNamesKind(s.words))) end += 1;
    else break;
  }
  const next = tokens[end];
  const ends =
    endsItem(next) ||
    readQuantity(tokens, end, false) !== undefined ||
    s.purposeEnd(end) > end ||
    (ITEM_ARTICLES.has(next?.fold ?? '') && tokens[end + 1]?.head === true);
  return end > k && ends ? end : k;
}

/**
 * "ração pra cachorro adulto sabor carne", "ração pro gato sabor peixe dois quilos": the flavour said after
 * a purpose names the product's kind and is its name's again (the purpose ends there).
 */
const flavourAfterPurpose: SplitRule = {
  name: 'flavour-after-purpose',
  apply: (s) => {
    const flavour = s.tokens[s.i + 1];
    if (s.skipped === undefined || s.token.fold !== 'sabor' || flavour === undefined || endsItem(flavour)) return false;
    s.skipped = undefined;
    s.words.push(s.token, flavour);
    return s.skipTo(s.i + 2);
  },
};

/** Inside a purpose phrase, words are skipped until the item ends. */
const insidePurpose: SplitRule = {
  name: 'inside-purpose',
  apply: (s) => {
    if (s.skipped === undefined) return false;
    // ("leite pra bebê da vizinha sem lactose duas latas": a kind said with "sem" ends it and joins the name, pur68.)
    let from = s.i;
    while (from > 0 && !PURPOSE_LINKS.has(s.tokens[from - 1]?.fold ?? '')) from -= 1;
    if (kindWithoutAt(s.tokens, s.i, from - 1)) {
      s.skipped = undefined;
      return false;
    }
    // ("sabão pra lavar o uniforme daquela caixa grande laranja": what it looks like goes too.)
    const looks = LOOK_OPENERS.has(s.token.fold) || WHICH_ONE.has(s.token.fold);
    const end = looks ? Math.max(s.i + 1, s.purposeEnd(s.i)) : s.i + 1;
    s.skipped = s.tokens[end - 1];
    return s.skipTo(end);
  },
};

/**
 * Whether "sem" and one word said last (or before an amount) are at `k`, after a purpose from `from` with no
 * verb in it: a kind of the item ("a granola da minha esposa sem açúcar", pur68); after a verb it is the
 * dish's ("farinha de arroz pra fazer pão sem glúten").
 */
function kindWithoutAt(tokens: readonly Token[], k: number, from: number): boolean {
  const verbSaid = tokens.slice(Math.max(0, from), k).some((t) => /^[a-z]{3,}[aei]r$/.test(t.fold));
  return (
    tokens[k]?.fold === 'sem' &&
    !verbSaid &&
    !endsItem(tokens[k + 1]) &&
    (endsItem(tokens[k + 2]) ||
      readQuantity(tokens, k + 2, false) !== undefined ||
      // ("daquele do saquinho verde sem casca pro lanche da Helena": or before a purpose, pack27.)
      PURPOSE_LINKS.has(tokens[k + 2]?.fold ?? ''))
  );
}

/**
 * "ovos pro bolo", "farinha pra fazer pão", "ricota se tiver": a purpose or condition after the
 * product is skipped (purpose.ts says what counts); "vinho tinto digo branco pro peixe": a modifier
 * said as a correction keeps the corrected product's purposes.
 */
const purposeAfterProduct: SplitRule = {
  name: 'purpose-after-product',
  apply: (s) => {
    if (!s.named) return false;
    const { words, replaced } = s;
    const product = !words.some((w) => w.head) && replaced ? productOf(replaced.words) : productOf(words);
    let end = purposeEnd(s.tokens, s.i, product);
    if (end <= s.i) return false;
    // ("pomada pro bumbum do bebê aquela do tubo laranja": a description right after the purpose goes too.)
    const looks = (k: number): boolean =>
      LOOK_OPENERS.has(s.tokens[k]?.fold ?? '') || WHICH_ONE.has(s.tokens[k]?.fold ?? '');
    // ("o macarrão da vó aquele de sêmola", "a granola da minha esposa sem açúcar": not a kind said with "aquele de"
    // or "sem" and one word said last, which joins the name, pur68.)
    const kindNext = (k: number): boolean => kindSaidWithWhichAt(s.tokens, k) || kindWithoutAt(s.tokens, k, s.i);
    if (looks(end) && !kindNext(end)) end = Math.max(end, purposeEnd(s.tokens, end, product));
    // ("arroz pro almoço e pra janta cinco quilos": "e" and another purpose of the same item.)
    while (s.tokens[end]?.fold === 'e' && PURPOSE_LINKS.has(s.tokens[end + 1]?.fold ?? '')) {
      const more = purposeEnd(s.tokens, end + 1, product);
      if (more <= end + 1) break;
      end = more;
    }
    s.skipped = kindNext(end) ? undefined : s.tokens[end - 1];
    return s.skipTo(end);
  },
};

/**
 * "carne pro churrasco picanha dois quilos cupim", "mingau pra vó de manhã aveia leite", "e carne pro
 * churrasco dois quilos de costela": a general kind or meal (`HEADING_WORDS`) said alone with a purpose
 * and right before another product (or an amount of one) heads the items after it: no item ("carne pro
 * almoço", "peixe pra moqueca e leite de coco", "sal grosso pro churrasco carvão" are items).
 */
const headingWithPurpose: SplitRule = {
  name: 'heading-with-purpose',
  apply: (s) => {
    const { tokens } = s;
    const said = s.words.filter((w) => !LEADING_NOISE.has(w.fold));
    // ("uma fruta amassadinha pra ele banana": counted one and described, the amount is the product's, amt6.)
    const one = s.quantity === undefined || (s.quantity.value === 1 && !s.quantity.unit && !s.quantity.money);
    // (a participle said smaller is how it is wanted too: "amassadinha", "picadinho".)
    const described = (w: Token): boolean => describes(w) || (!w.head && /[ai]dinh[oa]s?$/.test(w.fold));
    if (said.length === 0 || !said.slice(1).every(described)) return false;
    const end = headingEnd(said[0] as Token, tokens, s.i);
    // ("dois quilos de costela": an amount of the next product.)
    const amount = readQuantity(tokens, end, true);
    const next = tokens[amount?.end ?? end];
    const at = amount?.end ?? end;
    // ("duas frutas pra ela uma maçã e uma pera": a count of the kind, then one of each product it counts, i27f.)
    const countsEach = !s.quantity?.unit && !s.quantity?.money && amount?.value === 1 && !amount.unit;
    if (
      end < 0 ||
      !(one || countsEach) ||
      next?.head !== true ||
      endsItem(tokens[end]) ||
      !headsItsKind(said[0] as Token, next, tokens[at + 1]) ||
      // ("carne pro churrasco do vitor três quilos de linguiça pro pessoal", "carne pro churrasco linguiça pros
      // meninos": a product with a purpose of its own is no product of the heading, which is an item, own6.)
      purposeAfterName(tokens, at)
    )
      return false;
    s.words = [];
    if (!one) s.quantity = undefined;
    // (a description skipped before the purpose ends with the heading: "fruta madura pra vó mamão".)
    s.skipped = undefined;
    return s.skipTo(end);
  },
};

/**
 * "põe frutas maçã banana e um melão", "fruta pera três", "leva frutas uma bandeja de uva": a general kind
 * (`HEADING_WORDS`) said alone, right before a product of its aisle (or an amount of one), heads the items
 * after it: no item. Said in the singular, only before a product said with its amount after it ("carne
 * frango e peixe", "carne dois quilos de linguiça" are items).
 */
const headingBeforeItsKind: SplitRule = {
  name: 'heading-before-its-kind',
  apply: (s) => {
    const { tokens, token } = s;
    const said = s.words.filter((w) => !LEADING_NOISE.has(w.fold));
    const heading = said[0];
    // ("carne de charque": said with its kind.)
    if (heading === undefined || said.length !== 1 || s.words.at(-1) !== heading || s.quantity !== undefined)
      return false;
    if (s.skipped || !HEADING_WORDS.has(heading.sing)) return false;
    if (!categoriseItem(heading.sing).known || token.separator || CONNECTORS.has(token.fold)) return false;
    const at = s.heard !== undefined && !s.heard.money ? s.heard.end : s.i;
    const next = tokens[at];
    // ("bebidas uma coca": a brand after an amount is a product of its own, qty27.)
    const brand = next?.brand === true && at === s.i;
    if (next?.head !== true || brand || !headsItsKind(heading, next, tokens[at + 1])) return false;
    const plural = heading.fold !== heading.sing;
    const counted = at === s.i && readQuantity(tokens, at + 1, false) !== undefined;
    // ("traz fruta mesmo três maçãs quatro peras": a kind said alone before a counted one of its kind, i27.)
    const countedNext = at > s.i && s.heard !== undefined && !s.heard.money && !s.heard.unit && !s.heard.linked;
    if (!plural && !counted && !countedNext) return false;
    s.words = [];
    s.headed = true;
    return true;
  },
};

/**
 * Whether a heading names the kind of the product after it, by the categoriser's aisle: "carne pro
 * churrasco picanha" (both meat) is a heading, "carne pro almoço de domingo arroz" two items. A meal
 * or occasion the categoriser does not know as a product ("lanche", "sobremesa") heads anything.
 */
export function headsItsKind(heading: Token, next: Token, after?: Token): boolean {
  const kind = categoriseItem(heading.sing);
  // First word of the aisle: "bebida pra festa cerveja" (Bebidas, Bebidas Alcoólicas) is one kind.
  const aisle = (category: string) => category.split(' ')[0];
  // ("carne pra bife coxão mole": a product of two words the categoriser knows only whole.)
  const alone = categoriseItem(next.sing);
  const product = alone.known || after === undefined ? alone : categoriseItem(`${next.sing} ${after.sing}`);
  return !kind.known || aisle(product.category) === aisle(kind.category);
}
/**
 * Where the purpose of a heading ends, or -1: `kind` is a general kind or meal (`HEADING_WORDS`) and
 * the purpose at `link` says what for, not how to prepare it ("carne pra moer" is an item), with a
 * few words of its own after it ("pra vó de manhã", "pra fazer cachorro quente").
 */
export function headingEnd(kind: Token, tokens: readonly Token[], link: number): number {
  // ("fruta da semana banana maçã": whose or when, too.)
  const linked = PURPOSE_LINKS.has(tokens[link]?.fold ?? '') || OF_THE.has(tokens[link]?.fold ?? '');
  if (!HEADING_WORDS.has(kind.sing) || !linked) return -1;
  const target = tokens[ITEM_ARTICLES.has(tokens[link + 1]?.fold ?? '') ? link + 2 : link + 1];
  // ("carne pra fazer estrogonofe filé mignon": what is made of it says what for, like a dish, i27f.)
  const making = target !== undefined && MAKING_VERBS.has(target.fold);
  if (target && !target.head && !making && (isPurposeVerb(target.fold) || /^[a-z]{3,}[aei]r$/.test(target.fold)))
    return -1;
  let end = link;
  // ("o lanche do Heitor bisnaguinha e queijo": whose it is, a name too, own6.)
  if (OF_THE.has(tokens[link]?.fold ?? '') && isSomeone(tokens[link + 1])) end = link + 2;
  for (let next = purposeEnd(tokens, end, kind); next > end; next = purposeEnd(tokens, end, kind)) end = next;
  if (end === link) return -1;
  for (let k = 0; k < 3 && tokens[end] && !tokens[end]?.head && !endsItem(tokens[end]); k += 1) {
    if (readQuantity(tokens, end, true)) break;
    end += 1;
  }
  return end;
}

/** "pro churrasco de sábado três quilos de picanha", "pra mochila do trabalho creme dental": a purpose said first is the whole list's. */
const purposeSaidFirst: SplitRule = {
  name: 'purpose-said-first',
  apply: (s) => {
    if (s.words.length > 0 || s.quantity !== undefined) return false;
    const end = purposeEnd(s.tokens, s.i, 'list');
    return end > s.i && s.skipTo(nextItemStart(s.tokens, end));
  },
};

/** The rules of the item pass, in the order they are tried at each word; when none applies, the word joins the item's name. */
export const SPLIT_RULES: readonly SplitRule[] = [
  coloursJoined,
  itemBreak,
  kindCountedInName,
  selfCorrection,
  labelAfterPurpose,
  numberInPurpose,
  headingWithPurpose,
  headingBeforeItsKind,
  aisleHeading,
  piecesCountedAfterName,
  packageThenCount,
  containersCountedLater,
  amountOfEach,
  containerMadeOf,
  amountAfterPurpose,
  countBeforeArticle,
  countAfterPurposeBeforeCounted,
  containerSaidAgain,
  headSaidAgain,
  countWithProductAgain,
  packContentsSaidFirst,
  packCountAfterName,
  sharesByPurpose,
  dozenInContainer,
  numberRunsIntoNext,
  describedSize,
  kindAfterPackSize,
  sizeLabel,
  numberNamesKind,
  packOfSizedUnits,
  lookAfterAmount,
  kindAfterAmount,
  containersWithSizeAfterName,
  kindAfterCount,
  packSize,
  sizeInWords,
  countedPack,
  wholeOnes,
  describedOnes,
  describedContainer,
  countOfSize,
  amountAfterName,
  countSaidAfterName,
  measureSaidAfterName,
  measureAfterOne,
  sizeOfEachContainer,
  containerIsTheProduct,
  containerOfSomeone,
  amountStartsItem,
  packageDescription,
  containerWithSizeAfterName,
  containerSaidLast,
  containerStartsItem,
  articleStartsItem,
  listWithLinks,
  thingColourSaidAfter,
  headStartsItem,
  describingWordInName,
  flavourAfterPurpose,
  insidePurpose,
  kindSaidWithWhich,
  purposeAfterProduct,
  purposeSaidFirst,
];

/** Whether `next`, said right after `item`, starts with all of its words and adds some. */
function restates(next: HeardItem | undefined, item: HeardItem): boolean {
  return (
    next?.joined === true &&
    next.words.length > item.words.length &&
    item.words.every((word, k) => word.sing === next.words[k]?.sing)
  );
}

/**
 * Whether `token` is the flavour of the product being said: "fanta uva", "detergente
 * limão", "sabonete dove lavanda" (after the product or its brand).
 */
function isFlavour(token: Token, words: readonly Token[]): boolean {
  for (let k = words.length - 1; k >= 0; k -= 1) {
    const word = words[k] as Token;
    if (isFlavourOf(token.sing, word.sing)) return true;
    // ("suco de caixinha uva": or after the package said after the product.)
    const smallPackage = isPackageSaidSmaller(word.fold) && words[k - 1]?.fold === 'de';
    if (smallPackage) k -= 1;
    else if (!word.brand) return false;
  }
  return false;
}

/**
 * "frango empanado", "peixe empanado", "bife temperado": the participle of a verb of preparation
 * (`isPurposeVerb`: empanar, temperar) right after a product is said of it, though it names a product
 * too ("granulado", "achocolatado" are no such participles).
 */
function participleOf(token: Token, previous: Token): boolean {
  const verb = /^(.*a)d[oa]s?$/.exec(token.fold)?.[1];
  return verb !== undefined && isPurposeVerb(`${verb}r`) && previous.head && !previous.brand;
}

/** The first word from `start` that may start an item: a head word, a quantity or the item's end. */
function nextItemStart(tokens: readonly Token[], start: number): number {
  let j = start;
  // A number or a product after "de" is the purpose's: "pro aniversário de 7 anos do pedro 2
  // pacotes de balão", "pra salada da marmita alface".
  const startsHere = (k: number): boolean =>
    !MODIFIER_LINKS.has(tokens[k - 1]?.fold ?? '') &&
    (tokens[k]?.head === true || readQuantity(tokens, k, true) !== undefined);
  while (j < tokens.length && !endsItem(tokens[j]) && !startsHere(j)) j += 1;
  return j;
}

/** The name words of an item being closed, without leading and trailing noise; undefined if none. */
function trimItem(words: readonly Token[], quantity: SpokenQuantity | undefined): HeardItem | undefined {
  let first = 0;
  let last = words.length;
  while (first < last && LEADING_NOISE.has((words[first] as Token).fold)) first += 1;
  // "dois guaranás a mais": one more of what is on the list, said after the name.
  const extra = last - first > 2 && words[last - 1]?.fold === 'mais' && words[last - 2]?.fold === 'a';
  if (extra) last -= 2;
  // ("arroz tipo um", "vela número um": a number that names the kind is no trailing article, look68b.)
  const noise = (k: number): boolean =>
    TRAILING_NOISE.has((words[k] as Token).fold) &&
    !SPEC_WORDS.has(words[k - 1]?.fold ?? '') &&
    !SIZE_LABELS.has(words[k - 1]?.fold ?? '');
  while (last > first && noise(last - 1)) last -= 1;
  if (last === first) return undefined;
  const lead = words.slice(0, first);
  return { words: words.slice(first, last), lead, quantity, more: extra || lead.some((w) => MORE_WORDS.has(w.fold)) };
}

/**
 * The name of an item said in place of `before` (after a self-correction, or the new side
 * of a swap). A modifier alone keeps the product said before: "leite integral não
 * desnatado" → "leite desnatado", "iogurte de morango não de coco" → "iogurte de coco",
 * "leite pelo de soja" → "leite de soja", "cerveja skol não brahma" → "cerveja brahma".
 * A product of its own replaces it. On the new side of a swap (`swap`), "de X" is always
 * a modifier ("troca o pão francês pelo de forma" → "pão de forma"); after a correction it
 * may be the link of the amount said before ("2 kg de tomate não de batata" → "batata").
 * `kindAsked`: the talk pass found a request for only another kind of the rejected item.
 */
export function revisedWords(before: readonly Token[], item: HeardItem, swap = false, kindAsked = false): Token[] {
  const last = item.lead.at(-1);
  // ("pizza de calabresa não … põe duas de muçarela": a count said with "de" for only another kind.)
  const countOf = kindAsked && item.quantity?.linked === true && item.quantity.unit === undefined;
  const link = last && MODIFIER_LINKS.has(last.fold) ? last : countOf ? OF_LINK : undefined;
  if (link) {
    // "leite de soja não de leite de aveia": a "de" before the whole product said again is no modifier link.
    const noun = (t: Token | undefined): string => t?.sing.split(' ')[0] ?? '';
    const whole = item.words.length > 1 || (item.words[0]?.raw.includes(' ') ?? false);
    if (whole && before.length > 0 && noun(item.words[0]) === noun(before[0])) return item.words;
    const at = before.findLastIndex((w, k) => k > 0 && w.fold === link.fold);
    // "peito de frango não de sobrecoxa", "peito de peru digo de presunto": after a cut of a meat, a product replaces the whole.
    const cut = /^(peito|coxa|file|asa|lombo)$/.test(before[0]?.fold ?? '') && at === 1;
    // ("peito de frango não de peru": another animal keeps the cut.)
    const other = item.words[0]?.head && !/^(frango|peru|porco|boi)$/.test(item.words[0].fold);
    if (cut && before[2]?.head && other) return item.words;
    if (at > 0) return [...before.slice(0, at + 1), ...item.words];
  }
  // ("linguiça calabresa não … então frango": another kind of the product, said as a product word.)
  const instead = kindSaidInstead(before, item.words);
  if (instead) return instead;
  const head = before.findIndex((w) => w.head && !w.brand);
  // "detergente ypê neutro não limão": a flavour of the product is a modifier, though "limão" is a product too.
  const flavour =
    item.words.length === 1 && head >= 0 && isFlavourOf(item.words[0]?.sing ?? '', before[head]?.sing ?? '');
  // "troca o açúcar pelo xilitol": on the new side of a swap, one word the lexicon does not know and
  // that is shaped like no modifier (desnatado, integral, orgânico, francês, light) is a product of its own.
  const only = item.words.length === 1 ? item.words[0] : undefined;
  // (Not when asked for with its article after a rejection the talk pass read as asking only for another
  // kind: "azeite português não … pega o espanhol"; "… acrescenta xilitol" is a product.)
  const kindSaid = kindAsked && ITEM_ARTICLES.has(item.lead.at(-1)?.fold ?? '');
  if (swap && !kindSaid && !link && only && !only.brand && !isKnownWord(only.sing) && !MODIFIER_SHAPE.test(only.fold)) {
    return item.words;
  }
  // "farinha de mandioca crua não torrada": a participle for a modifier is a modifier, though "torrada" is a product too.
  const participle =
    only !== undefined && /(ad|id)[oa]s?$/.test(only.fold) && before.length > head + 1 && !before.at(-1)?.head;
  const modifier =
    (swap && link !== undefined) ||
    flavour ||
    participle ||
    QUALIFIERS.has(item.words[0]?.fold ?? '') ||
    !item.words.some((w) => w.head && !w.brand);
  // "troca a coca pela zero": a modifier alone after a brand said as the product goes with it.
  if (head < 0) return item.words.some((w) => w.head) ? item.words : [...before, ...item.words];
  if (!modifier) return item.words;
  // "tinta spray preta não prata", "lâmpada led branca não amarela": the last modifier said is the one corrected.
  const final = before.at(-1);
  // ("café extra forte não tradicional": an intensifier goes with the modifier it strengthens.)
  const intensified = INTENSIFIERS.has(before.at(-2)?.fold ?? '');
  // ("leite em pó zero lactose não … o integral": a kind said in two words is the modifier corrected, kind66.)
  const twoWordKind =
    before.length >= head + 3 && KIND_OPENERS.has(before.at(-2)?.fold ?? '') && (!final?.head || !item.words[0]?.head);
  if (twoWordKind && !link && item.words.length === 1 && !item.words[0]?.brand) {
    return [...before.slice(0, -2), ...item.words];
  }
  // Another word before it must stay: a second modifier, or the head's own ("queijo minas frescal não padrão").
  const keeps = before.length > head + 2 || (before.length === head + 2 && (before[head]?.raw.includes(' ') ?? false));
  const lastModifier = keeps && final !== undefined && (!final.head || flavour) && !final.brand && !intensified;
  // ("leite em pó desnatado não … pega integral": only another kind asked for after a rejection, too.)
  if (!link && (!swap || kindAsked) && item.words.length === 1 && !item.words[0]?.brand && lastModifier) {
    return [...before.slice(0, -1), ...item.words];
  }
  // A brand replaces the brand said before: "sabão em pó omo ou melhor ariel"; with none
  // before, it is added to the whole name: "troca o sabão em pó pelo omo" → "sabão em pó omo".
  const brand = before.findIndex((w, k) => k > head && w.brand);
  if (item.words.every((w) => w.brand)) return [...(brand > 0 ? before.slice(0, brand) : before), ...item.words];
  return [...before.slice(0, head), nounOf(before[head] as Token), ...(link ? [link] : []), ...item.words];
}

/**
 * Whether `item` says `previous` again with only another kind (kind66): in the same container, with no product or
 * brand of its own, a word or two ("um pote de um litro puro" after "um pote de açaí … não sem banana").
 */
function kindSaidAgain(previous: HeardItem, item: HeardItem): boolean {
  const unit = item.quantity?.unit;
  return (
    item.quantity?.linked === true &&
    typeof unit === 'string' &&
    unit === previous.quantity?.unit &&
    item.words.length <= 2 &&
    item.words.every((w) => !w.head && w.brand !== true && !/\d/.test(w.fold))
  );
}

/** The "de" a count read with it ("duas de muçarela"), as the link of the kind it names. */
const OF_LINK: Token = { raw: 'de', fold: 'de', sing: 'de', separator: false, head: false };

/** The noun of a compound said as noun and modifier ("pão francês" → "pão"); other tokens as they are. */
function nounOf(token: Token): Token {
  const words = token.raw.split(' ');
  if (words.length !== 2) return token;
  const sing = token.sing.split(' ')[0] ?? token.sing;
  return { ...token, raw: words[0] ?? token.raw, fold: token.fold.split(' ')[0] ?? token.fold, sing };
}

/**
 * After a self-correction at `start`: the index of the item the speaker starts the list
 * over from ("arroz e feijão não arroz e macarrão" → 0), or -1.
 */
function restatedItem(items: readonly HeardItem[], tokens: readonly Token[], start: number): number {
  let j = start;
  while (LEADING_NOISE.has(tokens[j]?.fold ?? '')) j += 1;
  j = readQuantity(tokens, j, true)?.end ?? j;
  while (LEADING_NOISE.has(tokens[j]?.fold ?? '')) j += 1;
  const first = tokens[j];
  return first === undefined ? -1 : items.findIndex((item) => item.words[0]?.sing === first.sing);
}

/**
 * Where an amount said last in the item ends (its pack size too: "três garrafas de dois litros",
 * "dois fardos de seis"), or -1 when more of the item follows.
 */
function lastAmountEnd(tokens: readonly Token[], amount: SpokenQuantity): number {
  const container = amount.linked && typeof amount.unit === 'string' && !isMeasure(amount.unit);
  const size = container ? readQuantity(tokens, amount.end, false) : undefined;
  const sized = size !== undefined && !size.linked && (typeof size.unit !== 'string' || isMeasure(size.unit));
  const end = sized ? size.end : amount.linked ? -1 : amount.end;
  return end > 0 && endsItem(tokens[end]) ? end : -1;
}

/**
 * "pacote de 5 kg", "caixa de 1 kg", "galão de 20 litros", "pacote com 40", said after the name: one
 * container (the sizes are dropped); undefined when the words at `i` are not that.
 */
function containerWithSize(tokens: readonly Token[], i: number): SpokenQuantity | undefined {
  const word = tokens[i]?.fold ?? '';
  const unit = isDozen(word) ? undefined : unitFor(word);
  const link = tokens[i + 1]?.fold;
  if (unit === undefined || isMeasure(unit) || (link !== 'de' && link !== 'com')) return undefined;
  const size = readQuantity(tokens, i + 2, false);
  // "fralda pacote com 40": with "com", a count is the size too.
  // ("papel higiênico pacote de doze creme dental", "ovos bandeja de trinta": with "de", a count is the size
  // too, where the item ends or the next product starts, amt6.)
  const next = tokens[size?.end ?? -1];
  const ends = endsItem(next) || (next?.head === true && !next.brand);
  const counted = size !== undefined && size.unit === undefined && !size.money && size.value >= 2 && ends;
  const sized = size?.unit !== undefined || link === 'com' || counted;
  if (!size || size.linked || !sized || !(endsItem(tokens[size.end]) || counted)) return undefined;
  return { value: 1, unit, money: false, linked: false, end: size.end };
}

/**
 * Length of a self-correction marker at `i` ("não", "digo", "quer dizer", "ou melhor",
 * "ou" between two numbers), or 0. Only a marker when something of the item was already
 * said (`inProgress`) and something follows.
 */
export function correctionAt(tokens: readonly Token[], i: number, inProgress: boolean): number {
  const word = (k: number): string => tokens[k]?.fold ?? '';
  const next = tokens[i + 1];
  if (!inProgress || next === undefined || next.separator) return 0;
  const marker = (k: number): number => {
    // "não melhor de coco", "não pera duas latas": after another marker, "melhor" and "pera" are one too.
    const single = CORRECTION_WORDS.has(word(k)) || (k > i && AFTER_MARKER.has(word(k)));
    const length = single ? 1 : CORRECTION_PAIRS.has(`${word(k)} ${word(k + 1)}`) ? 2 : 0;
    return length > 0 && tokens[k + length] && !tokens[k + length]?.separator ? length : 0;
  };
  let length = marker(i);
  // "três não não quatro", "três não quer dizer quatro": markers in a row are one correction.
  for (let more = length > 0 ? marker(i + length) : 0; more > 0; more = marker(i + length)) length += more;
  if (length > 0) return length;
  // "dois pacotes melhor três": "melhor" corrects only an amount.
  if (word(i) === 'melhor' && readNumber(word, i + 1)) return 1;
  // "uns dois ou três": a range is read as its upper bound.
  if (word(i) === 'ou' && readNumber(word, i - 1)?.end === i && readNumber(word, i + 1)) return 1;
  return 0;
}

/**
 * How many words at the end of `tokens` are a self-correction marker ("uma coca aliás", "arroz não",
 * "leite quer dizer"), said right before the next request; 0 if none. ("aliás não" is one.)
 */
export function trailingCorrection(tokens: readonly Token[]): number {
  const word = (k: number): string => tokens[k]?.fold ?? '';
  let end = tokens.length;
  for (;;) {
    if (CORRECTION_WORDS.has(word(end - 1))) end -= 1;
    else if (CORRECTION_PAIRS.has(`${word(end - 2)} ${word(end - 1)}`)) end -= 2;
    else break;
  }
  return end > 0 ? tokens.length - end : 0;
}

/**
 * Writes a heard item the way it goes on the list, without what its name still says of it (the name
 * pass, `rules/left-in-name.ts`; `others`: the items said with it).
 */
export function toAddedItem(item: HeardItem, others: readonly HeardItem[] = []): AddedItem {
  const { words, quantity } = withoutDescriptions(
    item.words,
    item.quantity,
    others.map((other) => other.words),
  );
  const text = words.map((w) => w.raw).join(' ');
  const counted = quantity !== undefined && !quantity.money;
  return {
    name: text.charAt(0).toUpperCase() + text.slice(1),
    quantity: counted ? quantity.value : 1,
    unit: counted ? (quantity.unit ?? null) : null,
  };
}

/**
 * Where an amount said as a correction ends when it corrects only the amount ("três não quatro",
 * "dois sacos não 3 sacos 1 pacote de sal"): at the end of the item, after a comment, purpose or
 * talk with no product in it ("não 12 que vem a turma", "não oito vem gente hoje"), or where
 * another amount or correction starts. -1 when a product follows: the amount is the next item's.
 */
function amountCorrectionEnd(tokens: readonly Token[], after: number, product: Token | undefined): number {
  const word = (k: number): string => tokens[k]?.fold ?? '';
  const nextStarts = (k: number): boolean => readNumber(word, k) !== undefined || correctionAt(tokens, k, true) > 0;
  if (endsItem(tokens[after]) || nextStarts(after)) return after;
  const purpose = purposeEnd(tokens, after, product);
  if (purpose > after) return purpose;
  let stop = after;
  while (stop < tokens.length && !endsItem(tokens[stop]) && !tokens[stop]?.head && !nextStarts(stop)) stop += 1;
  return tokens[stop]?.head ? -1 : stop;
}

/** The word a purpose is read against: the item's product word, or its first word. */
function productOf(words: readonly Token[]): Token | undefined {
  return words.find((w) => w.head) ?? words.find((w) => !LEADING_NOISE.has(w.fold));
}
