import { baseWords } from '../diminutive';
import { isFlavourOf, isKnownWord } from '../lexicon-index';
import { WHOLE } from '../lexicon-items';
import { SIZES_OF_A_KIND } from '../lexicon-kind-asked';
import { COLOUR_IS_KIND, ORIGIN_WORDS, PET_OWNERS, PETS_NAMED_LIKE_FOOD } from '../lexicon-left-in-name';
import { OF_LINKS, PET_PRODUCT_NAMES, PET_PRODUCTS } from '../lexicon-purpose';
import {
  FOOD_PACKAGE_MATERIALS,
  MEAL_TIMES,
  MEAL_WORDS,
  USES_WHOSE_COLOUR_GOES,
  SERVED_LOOKS,
  SIZE_LOOKS,
} from '../lexicon-said-after-name';
import type { Token } from '../tokenize';
import { isColour, namesAThing } from './look-after-size';
import type { Rule } from './rule';
import { isShapeLook } from './said-of-its-look';

/** What these rules read of the name pass's state (`NameState`, `rules/left-in-name.ts`). */
export interface SaidAfterNameState {
  readonly i: number;
  readonly words: readonly Token[];
  readonly kept: Token[];
  readonly token: Token;
  word(k: number): string;
  dropTo(to: number): true;
  isThing(): boolean;
}

/** The masculine singular forms a word may come from: "miúda" → miudo, "grandinha" → grande. */
const forms = (t: Token): string[] =>
  [t.fold, t.sing, ...baseWords(t.sing)].flatMap((w) => {
    const one = w.replace(/s$/, '');
    return one.endsWith('a') ? [one, `${one.slice(0, -1)}o`] : [one];
  });

/** Whether a thing's colour is only how it looks: not of a thing bought by its colour ("bexiga vermelha"), unless named by its use (a paper, a tape). */
export function thingColourGoes(kept: readonly Token[]): boolean {
  const first = kept[0]?.sing.split(' ') ?? [];
  if (!COLOUR_IS_KIND.has(first[0] ?? '')) return true;
  const uses = USES_WHOSE_COLOUR_GOES.get(first[0] ?? '');
  return uses !== undefined && [...first.slice(1), ...kept.slice(1).map((w) => w.sing)].some((w) => uses.has(w));
}

/**
 * Whether a word only says how the product named by `kept` looks or is served: a size (`SIZE_LOOKS`: "grande",
 * "miúda"), a shape of produce or a thing ("compridos"), how it is served (`SERVED_LOOKS`: "separado"), the colour of
 * a thing ("branco" after "papel toalha"); a product or brand word never does.
 */
function isLookWord(t: Token | undefined, kept: readonly Token[]): boolean {
  if (t === undefined || t.head || t.brand === true) return false;
  if (forms(t).some((w) => SIZE_LOOKS.has(w) || SERVED_LOOKS.has(w))) return true;
  if (isShapeLook(t, kept)) return true;
  return isColour(t) && namesAThing(kept) && thingColourGoes(kept);
}

/**
 * "três pepinos japoneses compridos", "um quilo de cebola branca miúda", "queijo gouda separado", "uma mochila grande
 * rosa", "uma couve-flor grande inteira", "um melão amarelo inteiro", "dois rolos de papel toalha branco": words said
 * last that only say how the product looks or is served (a size, a shape, how it is served, a thing's colour;
 * `isLookWord`), and "inteiro" after a size said of it, go from the name. "Abóbora cabotiá inteira",
 * "frango inteiro" (said right after the kind) and "cebola roxa" (a food's colour) stay.
 */
export const looksSaidLast: Rule<SaidAfterNameState> = {
  name: 'looks-said-last',
  apply: (s) => {
    const { i, words, kept } = s;
    // ("uma mochila grande rosa": a thing the lexicon knows only by the categoriser's aisle.)
    if (i === 0 || !(kept.some((w) => w.head) || s.isThing())) return false;
    const whole = (t: Token | undefined): boolean => t !== undefined && WHOLE.has(t.fold);
    // ("um melão grande amarelo inteiro": "inteiro" goes after a size said of it; "melão amarelo inteiro" keeps it.)
    const product = words.findIndex((w) => w.head);
    const sized = words.slice(product + 1, i).some((w) => forms(w).some((f) => SIZE_LOOKS.has(f)));
    if (whole(s.token) ? !sized : !isLookWord(s.token, kept)) return false;
    // ("ração filhote raças pequenas": a plural size after a plural noun says which ones it is for.)
    const before = words[i - 1];
    if (SIZES_OF_A_KIND.has(s.token.fold) && before !== undefined && !before.head && /s$/.test(before.fold)) {
      if (!isColour(before) && !isLookWord(before, kept.slice(0, -1))) return false;
    }
    for (let k = i + 1; k < words.length; k += 1) if (!isLookWord(words[k], kept) && !whole(words[k])) return false;
    return s.dropTo(words.length);
  },
};

/** Whether the word after "do/da" names someone or somewhere the recogniser wrote in lower case ("da nana", "do fogão"). */
const unknownWord = (t: Token): boolean =>
  !t.head && t.brand !== true && /^[a-z]{2,}$/.test(t.fold) && !isKnownWord(t.sing) && !ORIGIN_WORDS.has(t.sing);

/**
 * "o biscoito de polvilho da nana", "a ração light do mingau", "a ração da mel", "a pilha do controle do portão", "o
 * fósforo do fogão", "a vela do bolo", "o queijo da marmita do pai", "o leite do café da manhã", "o detergente da pia",
 * "o copo descartável do tema da frozen": after the product, "do/da" and whose or what it is for go from the name, to
 * its end: a word the lexicon does not know (a name or a place said in lower case); any word after a pet's product (the
 * pet's name, "o antipulgas da mel"); a pet after a word the lexicon has no product of ("comida do peixe", `PET_OWNERS`,
 * `PETS_NAMED_LIKE_FOOD`); a product after a thing that is no flavour of it ("pilha do controle", "vela do bolo"); a meal
 * (`MEAL_WORDS`, "café da manhã"). An origin ("castanha do pará", "queijo do reino") and a food after a food ("coxinha
 * da asa") stay.
 */
export const whoseOrForSaidWithDo: Rule<SaidAfterNameState> = {
  name: 'whose-or-for-said-with-do',
  apply: (s) => {
    const { i, words, kept } = s;
    const who = words[i + 1];
    const first = kept[0]?.sing ?? '';
    const forPets = PET_PRODUCTS.has(first.split(' ')[0] ?? '') || PET_PRODUCT_NAMES.has(first);
    // ("o antipulgas da mel", "a comida do peixe": a pet's product or a pet after a name the lexicon has no product of.)
    const pet = who !== undefined && (PET_OWNERS.has(who.sing) || PETS_NAMED_LIKE_FOOD.has(who.sing));
    const product = kept.find((w) => w.head) ?? (forPets || pet ? kept[0] : undefined);
    if (i === 0 || product === undefined || !OF_LINKS.has(s.word(i)) || who === undefined) return false;
    if (who.brand === true || ORIGIN_WORDS.has(who.sing)) return false;
    const meal =
      MEAL_WORDS.has(who.sing) || (who.sing === 'cafe' && s.word(i + 2) === 'da' && MEAL_TIMES.has(s.word(i + 3)));
    const thingsUse = who.head && s.isThing() && !isFlavourOf(who.sing, product.sing);
    const forPet = pet && !product.head;
    if (!unknownWord(who) && !forPets && !meal && !thingsUse && !forPet) return false;
    // ("o suco da bolsa do Theo": a name written with a capital later is `whose-left-in-name`'s, with the thing before it.)
    const laterName = words.some((w, k) => k > i + 1 && OF_LINKS.has(w.fold) && words[k + 1]?.capital === true);
    if (laterName && !forPets && !meal && !thingsUse) return false;
    // ("o detergente da pia aquele de limão": a flavour of the product said last after it stays.)
    const flavourOf = (k: number): boolean =>
      k > i + 1 &&
      words[k]?.fold === 'de' &&
      k + 2 === words.length &&
      isFlavourOf(words[k + 1]?.sing ?? '', product.sing);
    const flavour = words.findIndex((_, k) => flavourOf(k));
    return s.dropTo(flavour > 0 ? flavour : words.length);
  },
};

/**
 * "um pacote de açúcar daquele de papel", "o arroz de plástico": what a food's package is made of
 * (`FOOD_PACKAGE_MATERIALS`), said with "de" last, goes; "lenço de papel", "saco de papel" (things) stay.
 */
export const foodPackageMaterial: Rule<SaidAfterNameState> = {
  name: 'food-package-material',
  apply: (s) => {
    const { i, words } = s;
    if (i === 0 || s.word(i) !== 'de' || i + 2 !== words.length) return false;
    const material = words[i + 1];
    if (material === undefined || !FOOD_PACKAGE_MATERIALS.has(material.sing) || s.isThing()) return false;
    return s.kept.some((w) => w.head) && s.dropTo(words.length);
  },
};
