import { categoriseItem } from '../../categories/categorise-item';
import { baseWords } from '../diminutive';
import { isFlavourOf, isKnownWord, isPersonWord } from '../lexicon-index';
import {
  CLOTHING_SIZES,
  KIN_SAID_WITH_DE,
  MATERIAL_PACKAGES,
  NAMED_BY_PACKAGE,
  ORIGIN_WORDS,
  PACKAGE_FORMS,
  PACKAGE_SEALS,
  PET_OWNERS,
  SIZE_WORDS,
  THING_LOOKS,
  WORN_AISLES,
} from '../lexicon-left-in-name';
import { BRAND_WORD_LINKS, BRAND_WORDS_SAID, KIND_AFTER_PACKAGE, PACKAGE_MATERIALS } from '../lexicon-descriptions';
import { SIZE_LABELS } from '../lexicon-items';
import { THING_PATTERNS } from '../lexicon-size-said';
import { TITLES } from '../lexicon-requests';
import { GIVEN_NAMES, OF_LINKS, OWNERS, PET_PRODUCT_NAMES, PET_PRODUCTS, PURPOSE_LINKS } from '../lexicon-purpose';
import { readNumber } from '../number-words';
import type { SpokenQuantity } from '../read-quantity';
import type { Token } from '../tokenize';
import { isMeasure, isPackageSaidSmaller, unitFor } from '../units';
import { isDescribingWord } from './look-after-amount';
import { namesAThing } from './look-after-size';
import { colourSaidWithCor, isProduceState, namesProduce, notDoneAt } from './said-of-its-look';
import { applyFirst, type Rule } from './rule';
import { foodPackageMaterial, looksSaidLast, thingColourGoes, whoseOrForSaidWithDo } from './said-after-name';

/**
 * The name pass: what an item's name still says after its product that describes the item rather than
 * names it (issue 27's settled conventions), read over the name's words once the item pass has split
 * the items. Each rule looks at the word at the pass's position; the first that applies drops words
 * (and may give the amount its unit); a word no rule takes stays in the name.
 */
export class NameState {
  i = 0;
  readonly kept: Token[] = [];
  quantity: SpokenQuantity | undefined;

  constructor(
    readonly words: readonly Token[],
    quantity: SpokenQuantity | undefined,
  ) {
    this.quantity = quantity;
  }

  get token(): Token {
    return this.words[this.i] as Token;
  }

  readonly word = (k: number): string => this.words[k]?.fold ?? '';

  /** Drops the words up to `to` (exclusive). */
  dropTo(to: number): true {
    this.i = to;
    return true;
  }

  /** Whether the name said so far is a thing (`namesAThing`). */
  isThing(): boolean {
    return namesAThing(this.kept);
  }
}

type NameRule = Rule<NameState>;

/**
 * "fralda tamanho G", "fralda geriátrica tamanho M", "fralda XG", "camiseta tamanho grande", "mamão de tamanho
 * grande": the size of
 * clothes or diapers is no part of the name ("tamanho" and the size after it; a size letter after a
 * product that is worn, by the categoriser's aisle). A number that names the product stays ("vela número
 * cinco", "espaguete número oito").
 */
const clothingSize: NameRule = {
  name: 'clothing-size',
  apply: (s) => {
    const { i, word } = s;
    if (i === 0) return false;
    // ("mamão de tamanho grande": the size said with "de".)
    const sized = (k: number): boolean => k >= s.words.length || SIZE_WORDS.has(word(k)) || CLOTHING_SIZES.has(word(k));
    if (word(i) === 'de' && word(i + 1) === 'tamanho' && sized(i + 2)) return s.dropTo(Math.min(i + 3, s.words.length));
    if (word(i) === 'tamanho') {
      const size = CLOTHING_SIZES.has(word(i + 1)) || SIZE_WORDS.has(word(i + 1)) || readNumber(word, i + 1);
      return s.dropTo(size ? (typeof size === 'object' ? size.end : i + 2) : i + 1);
    }
    return (
      CLOTHING_SIZES.has(word(i)) && WORN_AISLES.has(categoriseItem(s.kept[0]?.raw ?? '').category) && s.dropTo(i + 1)
    );
  },
};

/**
 * "suco de caixinha", "leite de saquinho", "água em garrafinha", "sabonete líquido de refil", "cerveja de
 * latão", "antitérmico de gotinha": the package said after the product goes from the name; when the
 * amount was counted with no unit, the package is its unit ("dois sucos de caixinha" → Sucos, 2 caixa). A
 * flavour said after it keeps a "de" ("suco de caixinha uva três" → Suco de uva, 3 caixa).
 */
const packageSaidAfter: NameRule = {
  name: 'package-said-after',
  apply: (s) => {
    const { i, word } = s;
    const form = word(i + 1);
    if (i === 0 || !['de', 'em'].includes(word(i))) return false;
    const unit = unitFor(form);
    const smaller = isPackageSaidSmaller(form);
    // ("dois sucos de caixinha da Dani", "um leite de caixa pro café": whose it is or what for, said after the
    // package, is no flavour; the rules after this one take it.)
    const whoseNext = theirsOrForAt(s, i + 2);
    // ("refrigerante de lata zero açúcar": the package's material before a kind, which keeps no "de", i27g.)
    const kindAfter = word(i) === 'de' && PACKAGE_MATERIALS.has(form) && KIND_AFTER_PACKAGE.has(word(i + 2));
    // ("suco de caixa de maracujá": a package said with "de" before the product's flavour said with "de", i27g.)
    const beforeFlavour =
      word(i) === 'de' &&
      unit !== undefined &&
      !isMeasure(unit) &&
      word(i + 2) === 'de' &&
      isFlavourOf(s.words[i + 3]?.sing ?? '', s.kept[0]?.sing ?? '');
    if (
      !smaller &&
      !kindAfter &&
      !beforeFlavour &&
      !PACKAGE_FORMS.has(form) &&
      !packageSaidLast(s, unit, whoseNext) &&
      !canCounted(s, form)
    )
      return false;
    // ("suco de caixinha de maçã", "suco de caixinha uva": the flavour after it keeps a "de".)
    const flavour = s.words[i + 2] !== undefined && !saysOfPackage(s.words, i + 2) && !whoseNext;
    if (flavour && !kindAfter && !beforeFlavour && (!smaller || word(i) !== 'de')) return false;
    const { quantity } = s;
    if (quantity && quantity.unit === undefined && !quantity.money && unit !== undefined && !isMeasure(unit))
      s.quantity = { ...quantity, unit };
    if (flavour && !kindAfter && word(i + 2) !== 'de') s.kept.push(s.token);
    return s.dropTo(flavour || whoseNext ? i + 2 : s.words.length);
  },
};

/**
 * "sardinha em lata três latas", "um fardo de cerveja em lata" (pack27): the can said with "em" names a kind
 * ("sardinha em lata" four is that kind), but once a container counts the amount, the can is only its package.
 */
function canCounted(s: NameState, form: string): boolean {
  const unit = s.quantity?.unit;
  return (
    s.word(s.i) === 'em' &&
    PACKAGE_MATERIALS.has(form) &&
    typeof unit === 'string' &&
    !isMeasure(unit) &&
    !s.quantity?.money &&
    saysOfPackage(s.words, s.i + 2)
  );
}

/** Whether whose the item is ("da Dani", "dele") or what it is for ("pro lanche") is said at `k`. */
function theirsOrForAt(s: NameState, k: number): boolean {
  const link = s.word(k);
  return OWNERS.has(link) || (s.words[k + 1] !== undefined && (OF_LINKS.has(link) || PURPOSE_LINKS.has(link)));
}

/**
 * "requeijão de copo", "suco de laranja de garrafa", "pomada de assadura de tubo pequeno", "café de pacote a
 * vácuo" (look6): any container said with "de" last in the name, or with only words said of it after it (a size or
 * look, `isDescribingWord`; `PACKAGE_SEALS`), is the package, unless it names the product's kind (`NAMED_BY_PACKAGE`:
 * "manteiga de garrafa").
 */
function packageSaidLast(s: NameState, unit: string | undefined, whoseNext: boolean): boolean {
  const { i, word } = s;
  if (word(i) !== 'de' || unit === undefined || isMeasure(unit)) return false;
  if (!whoseNext && !saysOfPackage(s.words, i + 2)) return false;
  if (NAMED_BY_PACKAGE.has(`${s.kept[0]?.sing ?? ''} ${s.words[i + 1]?.sing ?? ''}`)) return false;
  // ("limpador de vidro": what a thing is for.)
  return !MATERIAL_PACKAGES.has(s.words[i + 1]?.sing ?? '') || !s.isThing();
}

/** Whether the words from `k` on are only said of the package ("pequeno", "a vácuo"), or none is. */
function saysOfPackage(words: readonly Token[], k: number): boolean {
  // ("de garrafa de plástico": what it is made of, said with "de", pack27.)
  const madeOf = (j: number): boolean => words[j]?.fold === 'de' && PACKAGE_SEALS.has(words[j + 1]?.fold ?? '');
  return words.slice(k).every((w, j) => isDescribingWord(w) || PACKAGE_SEALS.has(w.fold) || madeOf(k + j));
}

/**
 * "hidratante pra estria", "xampu pra cachorro", "biscoito pro cachorro", "laranja pra suco", "condicionador
 * pro cabelo da yasmin": what the item is for, or who, left in its name after the product, goes to the end
 * of the name (a flavour said after it stays: "ração pra cachorro adulto sabor carne" → Ração sabor carne).
 */
const purposeLeftInName: NameRule = {
  name: 'purpose-left-in-name',
  apply: (s) => {
    const { i, word } = s;
    if (i === 0 || !PURPOSE_LINKS.has(word(i))) return false;
    let end = i + 1;
    while (end < s.words.length && word(end) !== 'sabor') end += 1;
    return s.dropTo(end);
  },
};

/**
 * "xampu do cachorro", "o shampoo do lucas aquele anticaspa", "xarope da sofia", "o iogurte da Ju", "o
 * queijo coalho de painho", "o sabonete dele de erva doce": whose the item is goes from its name: a person,
 * a pet, a given name, or a name the recogniser wrote with a capital letter that the lexicon does not know
 * as a product or brand, after "do/da" (kin also after "de"), or "dele/dela". A thing of theirs said
 * before it goes too ("o arroz da marmita do Everton" → Arroz); what is said after the name stays when it
 * describes the item ("o leite da Bruna desnatado" → Leite desnatado).
 */
const whoseLeftInName: NameRule = {
  name: 'whose-left-in-name',
  apply: (s) => {
    const { i, word } = s;
    if (i === 0) return false;
    if (OWNERS.has(word(i))) return s.dropTo(i + 1);
    const who = s.words[i + 1];
    if (who === undefined) return false;
    // ("coleira anti pulga da Mel": a capitalised product word after a thing is a name, look6.)
    const named = (!who.head && isWrittenName(who)) || (who.head && who.capital === true && thingNamed(who));
    const someone = OF_LINKS.has(word(i))
      ? named ||
        (!who.head && (isPersonWord(who.sing) || PET_OWNERS.has(who.sing) || GIVEN_NAMES.has(who.fold))) ||
        petNamed(s, who) ||
        // ("o pão da dona maria", "o café do seu zé": a title and a name, own6.)
        (TITLES.has(who.fold) && s.words[i + 2] !== undefined) ||
        // ("a cerveja dos adultos", "o leite das gêmeas": a group at home, said in the plural, pur68.)
        (['dos', 'das'].includes(word(i)) && who.fold !== who.sing && !who.head && !who.brand)
      : word(i) === 'de' && KIN_SAID_WITH_DE.has(who.sing);
    if (!someone) return false;
    let end = i + 2;
    while (restOfName(s.words[end])) end += 1;
    const { kept } = s;
    const theirs =
      kept.length >= 3 && OF_LINKS.has(kept[kept.length - 2]?.fold ?? '') && isTheirs(kept[kept.length - 1]);
    if (theirs) kept.splice(kept.length - 2);
    return s.dropTo(describesItem(s.words[end]) ? end : s.words.length);
  },
};

/**
 * Whether what is said after whose the item is still describes it: a kind ("desnatado", "congelado", "integral") or a
 * "de/sem/com" phrase ("de erva doce", "sem açúcar"); anything else ("anticaspa que vem no vidro azul") goes.
 */
function describesItem(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    (['de', 'sem', 'com'].includes(token.fold) || /(?:ad[oa]|id[oa]|[ai]l|iv[oa])s?$/.test(token.fold))
  );
}

/** A thing of theirs said before whose it is ("da marmita do Everton"), not a brand or an origin ("do Reino"). */
function isTheirs(token: Token | undefined): boolean {
  return token !== undefined && !token.brand && !ORIGIN_WORDS.has(token.sing);
}

/** A name the recogniser wrote with a capital letter ("Raquel", "Thor"), not a product or brand the lexicon knows. */
function isWrittenName(token: Token | undefined): boolean {
  const { capital, head, brand, sing } = token ?? {};
  return capital === true && !head && !brand && !isKnownWord(sing ?? '') && !ORIGIN_WORDS.has(sing ?? '');
}

/**
 * Whether a product word the recogniser wrote with a capital letter after a product is a name ("coleira da Mel",
 * "escova da Rosa", "o patê da Mel", own6): the recogniser writes a product in lower case, so no brand or origin
 * is meant.
 */
function thingNamed(who: Token): boolean {
  return who.brand !== true && !ORIGIN_WORDS.has(who.sing);
}

/**
 * Whether the word after "do/da" is a pet's name after a product only for pets ("ração do thor", "areia da mel",
 * pur68): a word the lexicon does not know, of letters only, the recogniser's lower case notwithstanding.
 */
function petNamed(s: NameState, who: Token): boolean {
  const product = s.kept[0]?.sing ?? '';
  const forPets = PET_PRODUCTS.has(product.split(' ')[0] ?? '') || PET_PRODUCT_NAMES.has(product);
  return forPets && !who.head && !who.brand && /^[a-z]{2,}$/.test(who.fold) && !isKnownWord(who.sing);
}

/** The rest of a name written with capitals ("da Ana Clara", "do Pedro Henrique", "da tia Rosa"). */
function restOfName(token: Token | undefined): boolean {
  return token?.capital === true && !token.head && !token.brand;
}

/**
 * "saco de lixo preto", "amaciante azul", "coleira vermelha", "copo branco", "aparelho de barbear
 * azulzinho", "escova cor de rosa": a colour (also said with "cor") said of a thing, by the categoriser's aisle (cleaning, hygiene, paper, pets, baby,
 * home, party), is how it looks and goes; said of a food it names a kind and stays ("cebola roxa", "vinho
 * tinto", "uva verde"), and so for things bought by their colour (`COLOUR_IS_KIND`: "tinta preta",
 * "bexiga vermelha").
 */
const lookOfAThing: NameRule = {
  name: 'look-of-a-thing',
  apply: (s) => {
    const { i, token } = s;
    // ("toalha de mesa xadrez": a pattern is how a thing looks, as its colour, look69.)
    const colour = [token.fold, token.sing, ...baseWords(token.fold)].some(
      (w) => THING_LOOKS.has(w) || THING_PATTERNS.has(w),
    );
    // ("escova de dente cor de rosa", "toalha na cor azul": a colour said with "cor", look68b.)
    const said = colour ? 1 : colourSaidWithCor(s.words, i);
    if (i === 0 || token.head || said === 0) return false;
    // ("vela número 5 azul": after the number that names it, the colour is only how it looks, look68b.)
    const numbered = SIZE_LABELS.has(s.kept.at(-2)?.fold ?? '') && isNumberWord(s.kept.at(-1));
    if (!numbered && !thingColourGoes(s.kept)) return false;
    return s.isThing() && s.dropTo(i + said);
  },
};

/** Whether a word is a number, in digits or words ("5", "cinco", "um"). */
const isNumberWord = (t: Token | undefined): boolean =>
  t !== undefined && readNumber((k) => (k === 0 ? t.fold : ''), 0) !== undefined;

/**
 * "pão italiano inteiro sem fatiar", "abacaxi sem descascar", "frango sem temperar" (look68b): a preparation not
 * done (`NOT_DONE_LINKS` and an infinitive) says how the item is wanted and goes; "sem açúcar", "sem osso" stay.
 */
const notDoneYet: NameRule = {
  name: 'not-done-yet',
  apply: (s) => s.i > 0 && notDoneAt(s.words, s.i) > 0 && s.dropTo(s.i + 2),
};

/**
 * "dois maços de rúcula fresca", "uma cabeça de alho graúda" (look68b): how fresh or big produce is
 * (`PRODUCE_STATES`), by the categoriser's aisle, describes it and goes; "queijo fresco", "sardinha fresca" stay.
 */
const howProduceIs: NameRule = {
  name: 'how-produce-is',
  apply: (s) => s.i > 0 && isProduceState(s.token) && namesProduce(s.kept) && s.dropTo(s.i + 1),
};

/**
 * "arroz da marca do mercado", "o da marca que a pediatra indicou" said as the kind asked for after a rejection
 * (look6): the brand said but not named is no part of the name, to its end ("leite da marca ninho" names it).
 */
const brandNotNamed: NameRule = {
  name: 'brand-not-named',
  apply: (s) => {
    const { i, word } = s;
    if (i === 0 || !BRAND_WORD_LINKS.has(word(i)) || !BRAND_WORDS_SAID.has(word(i + 1))) return false;
    return s.words[i + 2]?.brand !== true && s.dropTo(s.words.length);
  },
};

/** The rules of the name pass, in the order they are tried at each word. */
export const NAME_RULES: readonly NameRule[] = [
  clothingSize,
  packageSaidAfter,
  purposeLeftInName,
  whoseLeftInName,
  lookOfAThing,
  notDoneYet,
  howProduceIs,
  brandNotNamed,
  whoseOrForSaidWithDo,
  foodPackageMaterial,
  looksSaidLast,
];

/**
 * The name's words without what describes the item, and its amount (with the package's unit). When
 * another item said with it would be written the same (`others`), what is said after the product tells
 * the two apart and stays ("ração pro gato e ração pro cachorro"; not "fita isolante e fita dupla face do Beto").
 */
export function withoutDescriptions(
  words: readonly Token[],
  quantity: SpokenQuantity | undefined,
  others: ReadonlyArray<readonly Token[]> = [],
): { words: Token[]; quantity: SpokenQuantity | undefined } {
  const product = words[0]?.sing;
  const written = namePass(words, quantity);
  const same = (other: readonly Token[]): boolean =>
    other !== words && other[0]?.sing === product && sameWords(namePass(other, undefined).words, written.words);
  return others.some(same) ? { words: [...words], quantity } : written;
}

function namePass(
  words: readonly Token[],
  quantity: SpokenQuantity | undefined,
): { words: Token[]; quantity: SpokenQuantity | undefined } {
  const state = new NameState(words, quantity);
  while (state.i < words.length) {
    if (applyFirst(NAME_RULES, state)) continue;
    state.kept.push(state.token);
    state.i += 1;
  }
  return { words: state.kept.length > 0 ? state.kept : [...words], quantity: state.quantity };
}

const sameWords = (a: readonly Token[], b: readonly Token[]): boolean =>
  a.length === b.length && a.every((w, k) => w.sing === b[k]?.sing);
