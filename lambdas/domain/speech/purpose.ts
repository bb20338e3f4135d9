import {
  isKnownWord,
  isOccasionWord,
  isPersonWord,
  isPlaceWord,
  isPurposeVerb,
  isPurposeWord,
  mayNameKind,
} from './lexicon-index';
import { categoriseItem } from '../categories/categorise-item';
import { readNumber } from './number-words';
import { applyFirst, type Rule } from './rules/rule';
import { endsItem, type Token } from './tokenize';
import { isDozen, isMeasure, unitFor } from './units';
import {
  CONDITION_LINKS,
  CONDITION_VERBS,
  HOW_WANTED,
  OF_LINKS,
  PET_PRODUCTS,
  PET_PRODUCT_NAMES,
  PLACE_ADVERBS,
  PLACE_DETERMINERS,
  PLACE_VERBS,
  PURPOSE_ARTICLES,
  PURPOSE_DOERS,
  PURPOSE_LINKS,
  PURPOSE_PLACE_LINKS,
  PURPOSE_POSSESSIVES,
  WHICH_ONE,
  WHICH_SIZE,
  LOOK_OPENERS,
  LOOK_ARTICLES,
  LOOK_LINKS,
  AUGMENTATIVES,
  OWNERS,
  GIFT_WORDS,
  GIFT_WRAPS,
  PURPOSE_TIMES,
  PURPOSE_WHEN,
  AGE_WORDS,
  MAKING_VERBS,
  OBJECTLESS_VERBS,
  GIVEN_NAMES,
  FRESH_FOOD_AISLES,
  ARTICLE_LINKS,
  SOMEONE_DENIES,
  WORKS_BY,
  KIND_PARTICIPLES,
} from './lexicon-purpose';
import { DESCRIPTIONS, ITEM_ARTICLES, LINKS_TO_SIZE } from './lexicon-items';
import { baseWords } from './diminutive';
import { descriptionEnd, describingWord, isPackagePart, packagePart, saysWhichOnes } from './descriptions';
import { packageMaterial, printedOnIt, whichBrand, whichStrength } from './rules/purpose-descriptions';
import { whatSomeoneDenies } from './rules/purpose-owners';
import { whatItLacks } from './rules/what-it-lacks';
import { theOneWith } from './rules/the-one-with';
import { isThingColour } from './rules/look-after-size';
import { kindWithout } from './rules/said-of-its-look';

/** A folded word shaped like an infinitive: "marinar", "deixar", "cozinhar". */
const INFINITIVE = /^[a-z]{3,}[aei]r$/;

/**
 * Where a purpose phrase starting at `start` ends (exclusive), or `start` when the words there
 * are none: "pro bolo", "para o churrasco", "pra fazer (um) pão", "pra fritar" ("shampoo pra
 * cachorro" names a kind of shampoo). Conditions ("se tiver"), places ("lá na feira"), whose the
 * item is ("da minha filha"), descriptions ("bem gelado", "daquele bom") and comments ("que esse
 * acaba rápido") are read the same way: not part of the item. With the item's product word
 * (`product`), any "pra" phrase after a product that cannot be named by one is a purpose, up to
 * the end of the item or the next product ("açúcar pro apê"); said before any item (`'list'`),
 * any "pra" phrase is the list's purpose ("pra mochila do trabalho creme dental"). The rules are
 * `PURPOSE_RULES`, tried in order; the first that matches decides.
 */
export function purposeEnd(tokens: readonly Token[], start: number, product?: Token | 'list'): number {
  const state = new PurposeState(tokens, start, product);
  return applyFirst(PURPOSE_RULES, state) ? state.end : start;
}

/**
 * The explicit state of the purpose pass: the tokens, where the phrase starts, the product it
 * follows, and where it ends (set by the rule that matches; `start` when that rule says the words
 * name a kind of the product). For a "pra" phrase, `link` is the "pra" (after an optional "que")
 * and `target` the word the phrase is about (after an article, and who will do it).
 */
class PurposeState {
  end: number;
  /** The "pra"/"pro" of a purpose phrase at `start` (or after its "que"), or -1. */
  readonly link: number;
  /** The first word after the link, its article and who will do it. */
  readonly target: number;

  constructor(
    readonly tokens: readonly Token[],
    readonly start: number,
    readonly product: Token | 'list' | undefined,
  ) {
    this.end = start;
    const link = this.word(start) === 'que' ? start + 1 : start;
    this.link = PURPOSE_LINKS.has(this.word(link)) ? link : -1;
    this.target = this.link < 0 ? -1 : afterArticle(tokens, link + 1);
  }

  readonly word = (k: number): string => this.tokens[k]?.fold ?? '';

  /** Ends the phrase at `to`. */
  endAt(to: number): true {
    this.end = to;
    return true;
  }

  /** Whether a "pra" phrase about some word is here. */
  get linked(): boolean {
    return this.link >= 0 && this.tokens[this.target] !== undefined;
  }

  /** Whether a "pra" phrase's target may name a kind of the product ("biscoito pra cachorro"). */
  get canNameKind(): boolean {
    const { product } = this;
    // ("whiskas pra gata": a brand said as the product names its kind already.)
    return (
      product !== 'list' &&
      !product?.brand &&
      !this.kindSaid &&
      (!product?.head || mayNameKind(product.sing, this.tokens[this.target]?.sing ?? ''))
    );
  }

  /**
   * Whether the kind of a product whose "pra" phrase could name one is said already, between it and
   * the phrase ("óleo de amêndoas pra massagem", "sabonete líquido pra mão"): the phrase is then what
   * it is for.
   */
  get kindSaid(): boolean {
    const { product } = this;
    if (typeof product !== 'object' || !product.head || !mayNameKind(product.sing, '')) return false;
    const at = this.tokens.indexOf(product);
    return at >= 0 && at < this.start - 1;
  }
}

type PurposeRule = Rule<PurposeState>;

/** Skips an article ("para o churrasco") and who will do it ("pra gente comer", "pra mim levar"). */
function afterArticle(tokens: readonly Token[], k: number): number {
  let j = k;
  if (PURPOSE_ARTICLES.has(tokens[j]?.fold ?? '')) j += 1;
  if (PURPOSE_DOERS.has(tokens[j]?.fold ?? '') && INFINITIVE.test(tokens[j + 1]?.fold ?? '')) j += 1;
  return j;
}

/**
 * "ricota se tiver", "caso tenha", "mandioquinha se não tiver traz batata": a condition on the item, and what
 * follows it up to the next item.
 */
const condition: PurposeRule = {
  name: 'condition',
  apply: (s) => {
    const not = s.word(s.start + 1) === 'nao' ? 1 : 0;
    return (
      CONDITION_LINKS.has(s.word(s.start)) &&
      CONDITION_VERBS.has(s.word(s.start + 1 + not)) &&
      s.endAt(s.start + 2 + not)
    );
  },
};

/**
 * "lá na feira", "ali do lado", "no balcão", "da farmácia", "tá tudo aqui no mesmo corredor": where
 * the item is, to the end of the item, or to an amount or a product that is not the place's own
 * ("lá na padaria pão", "na padaria r$ 15 de mortadela").
 */
const wherePlace: PurposeRule = {
  name: 'where-it-is',
  apply: (s) => {
    const end = placeEnd(s.tokens, s.start);
    return end > s.start && s.endAt(end);
  },
};

/**
 * "o iogurte das crianças", "o café da copa", "o absorvente da minha filha": whose the item is or
 * where it goes ("da minha" said last is left alone).
 */
const whose: PurposeRule = {
  name: 'whose-it-is',
  apply: (s) => {
    const { tokens, start } = s;
    if (!OF_LINKS.has(s.word(start))) return false;
    const who = tokens[start + 1]?.sing ?? '';
    // ("o vinho do jantar de sábado uma garrafa", "o carvão do churrasco": a meal or dish it is for, pur68.)
    const meal = isPurposeWord(who) && tokens[start + 1]?.head !== true;
    if (isPersonWord(who) || isOccasionWord(who) || meal) return s.endAt(start + 2);
    // ("o leite do café do teu pai", "o açúcar do chá da vó": what it goes in, said with whose that is, i27f.)
    const ofSomeone = (k: number): boolean =>
      OF_LINKS.has(s.word(k)) && (isPersonWord(tokens[k + 1]?.sing ?? '') || PURPOSE_POSSESSIVES.has(s.word(k + 1)));
    if (tokens[start + 1]?.head === true && ofSomeone(start + 2)) return s.endAt(start + 2);
    if (!PURPOSE_POSSESSIVES.has(s.word(start + 1))) return false;
    return s.endAt(endsItem(tokens[start + 2]) ? start : start + 3);
  },
};

/** ("farinha bem torradinha", "pão bem torrado": a product word said as an adjective after "bem", desc66.) */
const adjectiveLike = (t: Token): boolean => /(?:ad|id)[oa]s?$|inh[oa]s?$/.test(t.fold);

/**
 * How the speaker wants it or which one, up to the end of the item: "guaraná bem gelado", "pães
 * quentinhos", "presunto fatiado fininho", "azeite daquele bom", "sabão desse aqui", "uma melancia
 * das grandes", "muçarela da boa", "café do mais barato", "o mais barato que tiver".
 */
const howWanted: PurposeRule = {
  name: 'how-wanted',
  apply: (s) => {
    const { tokens, start, word } = s;
    const next = tokens[start + 1];
    const described =
      (word(start) === 'bem' && !endsItem(next) && (!next?.head || adjectiveLike(next))) ||
      HOW_WANTED.has(tokens[start]?.sing ?? '') ||
      (/(ad|id)[oa]s?$/.test(word(start)) && !KIND_PARTICIPLES.has(word(start)) && HOW_WANTED.has(next?.sing ?? '')) ||
      WHICH_ONE.has(word(start)) ||
      // ("macaxeira das boa": the plural said once.)
      (['dos', 'das'].includes(word(start)) &&
        // ("das gordinhas": said smaller too.)
        [word(start + 1), ...baseWords(next?.sing ?? '')].some((w) => WHICH_SIZE.has(w) || WHICH_SIZE.has(`${w}s`))) ||
      whichOnes(s) ||
      (['do', 'da'].includes(word(start)) && ['bom', 'boa'].includes(word(start + 1)) && endsItem(tokens[start + 2])) ||
      ((OF_LINKS.has(word(start)) || word(start) === 'o' || word(start) === 'a') &&
        word(start + 1) === 'mais' &&
        !endsItem(tokens[start + 2]) &&
        !tokens[start + 2]?.head &&
        !/\d/.test(word(start + 2)));
    // ("bem torradinha": the product word said as an adjective is the description's.)
    const after = word(start) === 'bem' && next?.head === true ? start + 1 : start;
    if (!described) return false;
    const end = describedEnd(tokens, after, false);
    // ("pão de forma daquele do saquinho verde sem casca": a kind said with "sem" after which one is the name's, look68b.)
    let kind = WHICH_ONE.has(word(start)) ? Math.min(start + 2, end) : end;
    while (kind < end && !kindWithout(tokens, kind)) kind += 1;
    return s.endAt(kind);
  },
};

/**
 * What the product looks like, which says which one, up to the end of the item: "aquele de
 * embalagem vermelha", "aquela amarelinha", "aquele do tubo laranja", "ração aquele laranja" (an opener and words that name
 * no product of their own, up to an amount said after them); "de 800 g a dourada", "o azul", "a
 * verde escura" (an article and only words of colour, size or shape,
 * `DESCRIPTIONS`, said smaller or bigger too: "o rosinha", "o grandão").
 */
const whatItLooksLike: PurposeRule = {
  name: 'what-it-looks-like',
  apply: (s) => {
    const { tokens, start, word } = s;
    const next = tokens[start + 1];
    if (next === undefined || endsItem(next)) return false;
    if (LOOK_OPENERS.has(word(start))) {
      // ("ração golden aquele laranja e …": a thing's colour named like a product, said last, look68b.)
      const { product } = s;
      if (typeof product === 'object' && isThingColour(next, [product]) && endsItem(tokens[start + 2]))
        return s.endAt(start + 2);
      // ("pão de forma aquele integral": a modifier after it is the name's, and "aquele" a hesitation.)
      if (!LOOK_LINKS.has(next.fold) && !isLookWord(next) && !looksLater(tokens, start + 1)) return false;
      let end = start + 1;
      const amount = (k: number): boolean => readNumber(word, k) !== undefined && !LINKS_TO_SIZE.has(word(k - 1));
      while (end < tokens.length && !endsItem(tokens[end]) && !amount(end)) end += 1;
      // ("amaciante aquele da embalagem rosa multiuso": or a product said after it, not after a link.)
      return s.endAt(Math.min(end, descriptionEnd(tokens, start + 1)));
    }
    // ("cebola das roxas": after "dos/das", colours and sizes go by `howWanted`.)
    if (!LOOK_ARTICLES.has(word(start))) return false;
    let end = start + 1;
    while (end < tokens.length && !endsItem(tokens[end]) && isLookWord(tokens[end] as Token)) end += 1;
    return end > start + 1 && (endsItem(tokens[end]) || readNumber(word, end) !== undefined) && s.endAt(end);
  },
};

/** "aquele argentino de rótulo preto": what the product looks like said after another word. */
function looksLater(tokens: readonly Token[], start: number): boolean {
  return tokens.slice(start, descriptionEnd(tokens, start)).some((t) => isLookWord(t) || isPackagePart(t));
}

/** A word of colour, size or shape, or one said smaller or bigger ("amarelinho", "grandão"). */
function isLookWord(token: Token): boolean {
  const { sing, fold } = token;
  if (DESCRIPTIONS.has(fold) || DESCRIPTIONS.has(sing)) return true;
  const bigger = AUGMENTATIVES.filter((end) => sing.endsWith(end) && sing.length > end.length + 2).flatMap((end) => {
    const said = sing.slice(0, -end.length);
    return [said, `${said}e`, `${said}o`, `${said}a`];
  });
  return [...baseWords(sing), ...bigger].some((word) => DESCRIPTIONS.has(word));
}

/**
 * "que esse acaba rápido", "que eu vou fazer pudim": a comment, up to the end of the item or a
 * product named after it ("ela falou que quer biscoito"); after a verb of preparation, the dish
 * goes too ("que vou fazer dois bolos", "que vou fazer pudim e bolo").
 */
const comment: PurposeRule = {
  name: 'comment',
  apply: (s) => {
    const { tokens, start } = s;
    const next = tokens[start + 1];
    const said =
      s.word(start) === 'que' &&
      next !== undefined &&
      !endsItem(next) &&
      !next.head &&
      !PURPOSE_LINKS.has(next.fold) &&
      !/\d/.test(next.fold);
    if (!said) return false;
    // ("lenço umedecido que não tem perfume e …": what it has not is no item, pur68.)
    const denied = SOMEONE_DENIES.has(next.fold) && !tokens[start + 2]?.head && tokens[start + 3]?.head === true;
    if (denied) return s.endAt(nextProductOrAmount(s, start + 4));
    return s.endAt(describedEnd(tokens, start, true));
  },
};

/** "ovos caipira dos vermelhos", "carne moída da magrinha": after a whole name, which ones (`saysWhichOnes`). */
function whichOnes(s: PurposeState): boolean {
  return typeof s.product === 'object' && saysWhichOnes(s.tokens, s.start);
}

/** Where a description or comment at `start` ends (see `howWanted`, `comment`). */
function describedEnd(tokens: readonly Token[], start: number, comment: boolean): number {
  // ("biscoito daquele e pão": nothing of its own; "uva bem docinha dois quilos de tomate": up to the next item.)
  if (!comment) return endsItem(tokens[start + 1]) ? start + 1 : descriptionEnd(tokens, start + 1);
  let end = endsItem(tokens[start + 1]) ? start + 1 : start + 2;
  while (end < tokens.length && !endsItem(tokens[end]) && !(comment && tokens[end]?.head) && !nextAmount(tokens, end)) {
    end += 1;
    if (comment && isVerb(tokens[end - 1])) {
      end = readNumber((k) => tokens[k]?.fold ?? '', end)?.end ?? end;
      if (PURPOSE_ARTICLES.has(tokens[end]?.fold ?? '')) end += 1;
      if (!endsItem(tokens[end])) end += 1;
      while (tokens[end]?.fold === 'e' && isPurposeWord(tokens[end + 1]?.sing ?? '')) end += 2;
    }
  }
  return end;
}

/**
 * Whether an amount of the next item starts at `k` inside a comment ("que derrete bem duzentos
 * gramas de presunto"): a number and a unit or a product, not the object of a verb ("que vou fazer
 * dois bolos") nor a size ("de dois litros").
 */
function nextAmount(tokens: readonly Token[], k: number): boolean {
  const word = (j: number): string => tokens[j]?.fold ?? '';
  const amount = readNumber(word, k);
  if (amount === undefined || isVerb(tokens[k - 1]) || LINKS_TO_SIZE.has(word(k - 1))) return false;
  const next = tokens[amount.end];
  return unitFor(word(amount.end)) !== undefined || next?.head === true;
}

/** "receita de escondidinho", "receita de bolo de cenoura": the dish a list is for, said first. */
const recipe: PurposeRule = {
  name: 'recipe',
  apply: (s) => {
    const { tokens, start } = s;
    const of = s.word(start + 1);
    if (tokens[start]?.sing !== 'receita' || !(of === 'de' || OF_LINKS.has(of)) || endsItem(tokens[start + 2]))
      return false;
    let end = start + 3;
    while (tokens[end]?.fold === 'de' && !endsItem(tokens[end + 1])) end += 2;
    return s.endAt(end);
  },
};

/**
 * "laranja pro suco", "laranja pera pra suco", "hortelã pro suco de abacaxi": with its article, or
 * after a fruit's variety or a pack's size ("de cinco quilos pra suco"), the juice is a purpose (and its
 * fruit goes with it); "laranja pra suco" names a kind.
 */
const forJuice: PurposeRule = {
  name: 'for-juice',
  apply: (s) => {
    const { tokens, target: j, link, product } = s;
    if (!s.linked || tokens[j]?.sing !== 'suco') return false;
    const ofFruit = tokens[j + 1]?.fold === 'de' && !endsItem(tokens[j + 2]) && endsItem(tokens[j + 3]) ? 2 : 0;
    const variety = typeof product === 'object' && product.sing.includes(' ');
    // ("um saco de laranja de cinco quilos pra suco": after the pack's size, a measure, too, i27c.)
    const unit = unitFor(s.word(link - 1));
    const afterSize = unit !== undefined && isMeasure(unit);
    const specific = s.word(link) === 'pro' || j > link + 1 || variety || afterSize;
    // ("seis laranjas pro suco uma bandeja de morango": or before the next product or amount.)
    const end = j + 1 + ofFruit;
    return specific && nextProductOrAmount(s, end) === end && s.endAt(end);
  },
};

/**
 * "ovos pro bolo", "carne pro almoço de domingo", "iogurte pro meu filho", "queijo pro pão de
 * queijo", "pro cachorro quente": a dish, an occasion or a person (`isPurposeWord`; a compound counts
 * by both words or its first); "rapadura pra mainha fazer cuscuz amanhã": what the person will do
 * with it, to the end of the item or a product after the verb's object.
 */
const forDishOrPerson: PurposeRule = {
  name: 'for-dish-or-person',
  apply: (s) => {
    const { tokens, target: j } = s;
    if (!s.linked) return false;
    const token = tokens[j] as Token;
    if (isPurposeWord(`${token.sing} ${tokens[j + 1]?.sing ?? ''}`)) return s.endAt(j + 2);
    if (!isPurposeWord(token.sing) && !isPurposeWord(token.sing.split(' ')[0] ?? '')) return false;
    if (!isPersonWord(token.sing) || !INFINITIVE.test(s.word(j + 1))) return s.endAt(j + 1);
    // ("salgadinho pros meninos jogar videogame refrigerante": the verb's object, then up to the next product.)
    let object = PURPOSE_ARTICLES.has(s.word(j + 2)) ? j + 3 : j + 2;
    // ("chá pra mãe dormir biscoito pras visitas": a verb with no object leaves the product to the next item, pur68.)
    const objectless = OBJECTLESS_VERBS.has(s.word(j + 1));
    if (!objectless && !endsItem(tokens[object]) && readNumber(s.word, object) === undefined) object += 1;
    return s.endAt(Math.min(itemEnd(tokens, j + 2), nextProductOrAmount(s, object)));
  },
};

/**
 * "fralda pra noite", "leite pra semana toda", "café pro mês", "bolo pros 15 anos da bia": when it
 * is for (a time of day, a stretch of time, a birthday's age) is a purpose after any product, up to
 * the next product or amount ("15 anos" is no amount).
 */
const forATime: PurposeRule = {
  name: 'for-a-time',
  apply: (s) => {
    const { target: j, word } = s;
    if (!s.linked) return false;
    const age = readNumber(word, j);
    if (age && AGE_WORDS.has(word(age.end))) return s.endAt(nextProductOrAmount(s, age.end + 1));
    return PURPOSE_TIMES.has(word(j)) && s.endAt(nextProductOrAmount(s, j + 1));
  },
};

/**
 * "sopa instantânea pra quando o beto tá doente gelatina", "remédio pra quando der dor de cabeça": when
 * the item is for, a clause, after any product, up to the next product or amount.
 */
const forWhen: PurposeRule = {
  name: 'for-when',
  apply: (s) => s.linked && PURPOSE_WHEN.has(s.word(s.target)) && s.endAt(nextProductOrAmount(s, s.target + 1)),
};

/** Whether the "pra" phrase's target is a verb of preparation, or an infinitive that may be one. */
function verbTarget(s: PurposeState): boolean {
  const { tokens, target: j } = s;
  const token = tokens[j] as Token;
  // "desinfetante pra limpar o banheiro": a verb with its object is a purpose even after a product
  // whose "pra" phrase may name a kind ("creme pra pentear" stays).
  const withObject = !endsItem(tokens[j + 1]) && !mayNameKind('', token.sing);
  // ("papel celofane pra embrulhar": after a kind said already, a verb is what it is for.)
  const kindSaid = typeof s.product === 'object' && s.start > 0 && tokens[s.start - 1] !== s.product;
  const infinitive = (!s.canNameKind || withObject || kindSaid) && !token.head && INFINITIVE.test(token.fold);
  // ("gelo pro cooler vodka": "pro/pros/pras" hold an article, so the word after them is no verb, pur68.)
  const article = ARTICLE_LINKS.has(s.word(s.link)) && j === s.link + 1;
  return !article && (isPurposeVerb(token.fold) || infinitive);
}

/**
 * "shoyu pra marinar o frango", "farinha pra fazer pão", "maçãs pra deixar na gaveta", "batata pra
 * cozinhar e amassar": a verb of preparation (after a food, any infinitive) and its object;
 * "pinhão pra assar no fogão a lenha": where, to the end of the item; "óleo pra fritar dois
 * frascos": an amount after the verb is the item's.
 */
const toPrepare: PurposeRule = {
  name: 'to-prepare',
  apply: (s) => {
    const { tokens } = s;
    if (!s.linked || !verbTarget(s)) return false;
    let j = s.target + 1;
    // ("mate pra levar no isopor protetor solar": the place goes, up to the next product or amount.)
    if (['no', 'na', 'nos', 'nas', 'em'].includes(s.word(j)))
      return s.endAt(Math.min(itemEnd(tokens, j), nextProductOrAmount(s, j + 2)));
    const verbEnd = j;
    // ("bombom pra dar de presente pra professora": what it is given as goes with the verb.)
    if (s.word(j) === 'de' && GIFT_WORDS.has(s.word(j + 1))) return s.endAt(j + 2);
    // ("charque pra fazer com o açaí meio quilo": what it is made with is the verb's, pur68.)
    const withWhat = s.word(j) === 'com' ? afterArticle(tokens, j + 1) : -1;
    if (withWhat > 0 && tokens[withWhat]?.head) return s.endAt(withWhat + 1);
    j = afterArticle(tokens, j);
    const object = tokens[j];
    const isWord =
      object !== undefined &&
      !startsNextItem(s, j) &&
      // ("frango pra desfiar uma caixa de creme de leite": a container starts the next item.)
      !(unitFor(object.fold) !== undefined && s.word(j + 1) === 'de') &&
      !object.separator &&
      object.fold !== 'e' &&
      !isDozen(object.fold) &&
      !/\d/.test(object.fold) &&
      // ("farinha de rosca pra empanar meia dúzia de ovos": a dozen is the next item's amount, i27f.)
      !(readNumber(s.word, j) && (unitFor(s.word(j + 1)) !== undefined || isDozen(s.word(j + 1))));
    // (An article before what is not the verb's object is the next item's: "pra desfiar uma caixa de".)
    j = isWord ? j + 1 : verbEnd;
    while (s.word(j) === 'e' && isVerb(tokens[j + 1])) j += 2;
    return s.endAt(j);
  },
};

/**
 * Whether the product after a verb of preparation is the next item, not the verb's object: said bare
 * with a purpose of its own that has its verb ("frango pra assar batata pra fazer maionese"), or
 * with "um/uma" when it is no dish ("molho pra acompanhar um queijo ralado pro joão"); never what
 * is made ("farinha pra fazer um bolo", "açúcar pra fazer doce de leite pra vender").
 */
function startsNextItem(s: PurposeState, j: number): boolean {
  const object = s.tokens[j];
  if (!object?.head || object.brand) return false;
  // ("açúcar pra fazer doce de leite pra vender": what is made is the verb's.)
  if (MAKING_VERBS.has(s.word(s.target))) return false;
  // ("chá pra ela dormir bolacha maria": a verb with no object leaves the product to the next item.)
  if (OBJECTLESS_VERBS.has(s.word(j - 1))) return true;
  // ("frango pra assar batata bolinha um quilo": a product with its own amount said after its name is the next item.)
  if (j === s.target + 1 && amountAfterName(s, j)) return true;
  const verb = s.tokens[afterArticle(s.tokens, j + 2)];
  const ownPurpose = PURPOSE_LINKS.has(s.word(j + 1)) && isVerb(verb) && !isPurposeWord(verb?.sing ?? '');
  // ("batata pra fritar óleo pra fritura": a fresh food is what its verb prepares, so a product with any purpose
  // of its own after the verb is the next item, pur68.)
  if (j === s.target + 1) return ownPurpose || (purposeAfterName(s.tokens, j) && preparedItself(s.product));
  // ("vinho pra cozinhar uma cerveja pra tomar": a drink with a purpose of its own is the next item.)
  return ['um', 'uma'].includes(s.word(j - 1)) && (!isPurposeWord(object.sing) || ownPurpose);
}

/** Whether an amount with its unit ("um quilo", "dois pacotes") follows the product at `j` and a word or two of its name. */
function amountAfterName(s: PurposeState, j: number): boolean {
  for (let k = j + 1; k < j + 4 && !endsItem(s.tokens[k]); k += 1) {
    if (readNumber(s.word, k) !== undefined) return unitFor(s.word(k + 1)) !== undefined;
    if (s.tokens[k]?.head && s.word(k - 1) !== 'de') return false;
  }
  return false;
}

/** Whether a "pra" phrase follows the product at `j` and a few words of its name ("farinha de rosca pra empanar"). */
export function purposeAfterName(tokens: readonly Token[], j: number): boolean {
  let k = j + 1;
  // (A product word after "de" is the name's: "creme de leite pro estrogonofe".)
  const nextProduct = (t: Token | undefined): boolean => t?.head === true && tokens[k - 1]?.fold !== 'de';
  while (k < j + 4 && !endsItem(tokens[k]) && !nextProduct(tokens[k]) && !PURPOSE_LINKS.has(tokens[k]?.fold ?? ''))
    k += 1;
  return PURPOSE_LINKS.has(tokens[k]?.fold ?? '');
}

/** Whether the item is a fresh food (`FRESH_FOOD_AISLES`), the thing its verb of preparation prepares ("batata pra fritar"). */
function preparedItself(product: Token | 'list' | undefined): boolean {
  return typeof product === 'object' && FRESH_FOOD_AISLES.has(categoriseItem(product.sing).category);
}

/**
 * "ração pedigree pro thor", "coleira pro rex", "fralda pro joãozinho dois pacotes", "dog chow pro
 * rex": after a pet's product, a brand, or as a diminutive, a word the lexicon does not know, said
 * last (or before the amount), is someone's name ("sabão pra roupa", "creme pra pentear" stay).
 */
const forSomeoneNamed: PurposeRule = {
  name: 'for-someone-named',
  apply: (s) => {
    const { tokens, target: j, product } = s;
    if (!s.linked) return false;
    const token = tokens[j] as Token;
    const named =
      typeof product === 'object' && (isPetProduct(product) || product.brand === true || /z?inh[oa]$/.test(token.fold));
    const unknown = !isKnownWord(token.sing) && /^[a-z]+$/.test(token.fold) && !INFINITIVE.test(token.fold);
    const last = endsItem(tokens[j + 1]) || readNumber(s.word, j + 1) !== undefined;
    return named && unknown && last && s.endAt(j + 1);
  },
};

/**
 * "ração pro gato", "areia pra caixinha dela", "tapete higiênico pro filhote", "petisco pros dois
 * gatos", "ração pro pastor alemão": after a product that is only for pets (`PET_PRODUCTS`,
 * `PET_PRODUCT_NAMES`), a "pra" phrase says which animal it is for, a purpose up to the next
 * product or amount; the animal (after a count) goes even when it is a product word ("pro peixe").
 * Who it is for is not the name (issue 27); after a general product the phrase stays with the item
 * and the name pass drops it ("shampoo pra cachorro" → Shampoo).
 */
const forOwnPets: PurposeRule = {
  name: 'for-own-pets',
  apply: (s) => {
    if (!s.linked || !isPetProduct(s.product)) return false;
    // ("ração pro gato e ração pro cachorro": the same product said again for another animal; the
    // animals tell the two apart and stay.)
    const { product, tokens } = s;
    const forAnother = (token: Token, k: number) =>
      token !== product && token.sing === (product as Token).sing && PURPOSE_LINKS.has(tokens[k + 1]?.fold ?? '');
    if (tokens.some(forAnother)) return false;
    const count = readNumber(s.word, s.target);
    const animal = count && !endsItem(s.tokens[count.end]) ? count.end : s.target;
    return s.endAt(nextProductOrAmount(s, animal + 1));
  },
};

/** Whether the item's product is only for pets: "ração", "areia higiênica", "tapete higiênico". */
function isPetProduct(product: Token | 'list' | undefined): boolean {
  return (
    typeof product === 'object' &&
    (PET_PRODUCTS.has(product.sing.split(' ')[0] ?? '') || PET_PRODUCT_NAMES.has(product.sing))
  );
}

/**
 * "fralda de presente pro bebê dela", "vinho de lembrancinha": what the item is given as, up to the
 * next product or amount ("papel de presente", "fita de presente" name a product: `GIFT_WRAPS`).
 */
const asAGift: PurposeRule = {
  name: 'as-a-gift',
  apply: (s) => {
    const { start, word, product } = s;
    const wrap = typeof product === 'object' && GIFT_WRAPS.has(product.sing.split(' ')[0] ?? '');
    return (
      word(start) === 'de' && GIFT_WORDS.has(word(start + 1)) && !wrap && s.endAt(nextProductOrAmount(s, start + 2))
    );
  },
};

/**
 * "lenço umedecido pra bolsa dele", "óleo pra ela", "osso pra ele roer", "shampoo pra minha mãe", "pasta
 * pra lancheira da bia", "escova pro davi que ele perdeu a dele": a "pra" phrase made particular names no
 * kind of the product, whatever the product, and goes up to the next product or amount. Particular: a
 * possessive or a pronoun after the link; a possessor after a target that names no kind ("dele", "da
 * bia", "do vô"; not after a pet's product); or, after "pro/pros" (or before a verb; or after "pra" a given name,
 * `GIVEN_NAMES`: "fralda pra maria", where "shampoo pra caspa" stays), a word the lexicon does not know, said last,
 * before a description, a comment or a verb (or after a kind said with "de": "escova de cabelo pra maitê"):
 * someone's name. (After a pet's product, `for-own-pets` takes any "pra" phrase.)
 */
const forSomeoneInParticular: PurposeRule = {
  name: 'for-someone-in-particular',
  apply: (s) => {
    const { tokens, link, target: j, word } = s;
    // (After a product whose "pra" phrase cannot name a kind, `any-purpose` takes it.)
    if (!s.linked || !s.canNameKind) return false;
    const lead = word(link + 1);
    const token = tokens[j] as Token;
    const kind = mayNameKind('', token.sing);
    const possessor = (k: number): boolean =>
      OWNERS.has(word(k)) ||
      (OF_LINKS.has(word(k)) &&
        (PURPOSE_POSSESSIVES.has(word(k + 1)) || isPersonWord(tokens[k + 1]?.sing ?? '') || isName(tokens[k + 1])));
    const after = word(j + 1);
    const verbAfter = /^[a-z]{2,}[aei]r$/.test(after);
    // ("escova de cabelo pra maitê": the product's kind is said already.)
    let k = s.start - 1;
    while (k > 0 && !endsItem(tokens[k]) && !(word(k - 1) === 'de' && mayNameKind('', tokens[k]?.sing ?? ''))) k -= 1;
    const kindSaid = k > 0 && word(k - 1) === 'de' && !endsItem(tokens[k]);
    const named =
      isName(token) &&
      (word(link) === 'pro' || word(link) === 'pros' || GIVEN_NAMES.has(token.fold) || verbAfter || kindSaid) &&
      (endsItem(tokens[j + 1]) ||
        readNumber(word, j + 1) !== undefined ||
        tokens[j + 1]?.head === true ||
        LOOK_OPENERS.has(after) ||
        WHICH_ONE.has(after) ||
        after === 'que' ||
        verbAfter);
    // ("sabonete pra pele dela", "óleo pra pele da tua mãe": a possessive makes even a kind's target someone's;
    // "creme pra cabelo cacheado da minha filha": also after a word that describes the target.)
    const ownedAt = (k: number): boolean =>
      OWNERS.has(word(k)) || (OF_LINKS.has(word(k)) && PURPOSE_POSSESSIVES.has(word(k + 1)));
    const describedTarget = /^[a-z]{3,}$/.test(after) && !tokens[j + 1]?.head && !OF_LINKS.has(after);
    const owned = ownedAt(j + 1) || (describedTarget && ownedAt(j + 2));
    // ("cerveja pros adultos", "shampoo pros cachorros": "pros/pras" and a plural, the ones at home.)
    const group = ['pros', 'pras'].includes(word(link)) && j === link + 1 && token.fold !== token.sing;
    const particular =
      PURPOSE_POSSESSIVES.has(lead) ||
      PURPOSE_DOERS.has(lead) ||
      (!kind && (possessor(j + 1) || (describedTarget && possessor(j + 2)))) ||
      owned ||
      named ||
      group;
    return particular && s.endAt(nextProductOrAmount(s, j + 1));
  },
};

/** A word the lexicon does not know, of letters only and no infinitive: someone's name ("bia", "thor"). */
function isName(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    !token.head &&
    !token.brand &&
    /^[a-z]{2,}$/.test(token.fold) &&
    !isKnownWord(token.sing) &&
    !INFINITIVE.test(token.fold)
  );
}

/** From `k`, the next product, amount, what it looks like or end of the item. */
function nextProductOrAmount(s: PurposeState, k: number): number {
  let j = k;
  // ("pomada pro bumbum do bebê aquela do tubo laranja": up to what it looks like, too.)
  // ("ração pra cachorro adulto sabor carne": and up to its flavour, which names its kind.)
  const stops = (n: number): boolean =>
    !!s.tokens[n]?.head ||
    !!readNumber(s.word, n) ||
    LOOK_OPENERS.has(s.word(n)) ||
    WHICH_ONE.has(s.word(n)) ||
    s.word(n) === 'sabor';
  while (j < s.tokens.length && !endsItem(s.tokens[j]) && !stops(j)) j += 1;
  // ("mel pra garganta da bia o chá de boldo": an article before the next product is that item's, own6.)
  // ("pra assar no fogão a lenha": not "a" said of what a thing works by, `WORKS_BY`.)
  const article = ITEM_ARTICLES.has(s.word(j - 1)) && !(s.word(j - 1) === 'a' && WORKS_BY.has(s.word(j)));
  return j > k && s.tokens[j]?.head === true && article ? j - 1 : j;
}

/**
 * "laranja pro suco do vô", "milho pra pipoca das crianças": a kind's target extended by a
 * possessor or a complement is a purpose ("laranja pra suco" stays; after a product named by its
 * kind, "shampoo pro cabelo da minha vó", only whose it is goes, by `whose`).
 */
const kindTargetOfSomeone: PurposeRule = {
  name: 'kind-target-of-someone',
  apply: (s) => {
    const { tokens, target: j, product } = s;
    if (!s.linked) return false;
    const token = tokens[j] as Token;
    const kindProduct = typeof product === 'object' && mayNameKind(product.sing, '') && isKnownWord(token.sing);
    if (!s.canNameKind || kindProduct || endsItem(token) || !OF_LINKS.has(s.word(j + 1))) return false;
    let end = j + 1;
    while (OF_LINKS.has(s.word(end))) {
      end += 1;
      if (PURPOSE_POSSESSIVES.has(s.word(end))) end += 1;
      const word = tokens[end];
      if (word === undefined || endsItem(word) || /\d/.test(word.fold)) return s.endAt(s.start);
      end += 1;
    }
    return s.endAt(end);
  },
};

/**
 * "shampoo pra cabelo cacheado", "biscoito pra cachorro": a "pra" phrase that could name a kind of the
 * product does not end the item (the phrase ends where it starts); the name pass drops it from the name
 * (`purpose-left-in-name`, `rules/left-in-name.ts`: "Shampoo", "Biscoito").
 */
const namesKind: PurposeRule = {
  name: 'names-a-kind',
  apply: (s) => {
    const token = s.tokens[s.target];
    return s.linked && (s.canNameKind || endsItem(token) || /\d/.test(token?.fold ?? '')) && s.endAt(s.start);
  },
};

/**
 * "coentro pro peixe", "açúcar pro apê", "linguiça pro rolê de sábado": after a product whose "pra"
 * phrase cannot name a kind of it, any "pra" phrase is a purpose, up to the next product or amount
 * (its own word may be a product: "pro peixe").
 */
const anyPurpose: PurposeRule = {
  name: 'any-purpose',
  apply: (s) => s.linked && s.endAt(nextProductOrAmount(s, s.target + 1)),
};

/** The rules of the purpose pass, in the order they are tried; the first that matches decides. */
export const PURPOSE_RULES: readonly PurposeRule[] = [
  condition,
  wherePlace,
  whose,
  theOneWith,
  howWanted,
  whatItLooksLike,
  describingWord,
  packagePart,
  printedOnIt,
  whichBrand,
  whichStrength,
  packageMaterial,
  whatItLacks,
  comment,
  recipe,
  forJuice,
  whatSomeoneDenies,
  forDishOrPerson,
  forATime,
  forWhen,
  toPrepare,
  forSomeoneNamed,
  forOwnPets,
  forSomeoneInParticular,
  asAGift,
  kindTargetOfSomeone,
  namesKind,
  anyPurpose,
];

/** Where the item being said ends, from `start`: at its end or at the next amount. */
function itemEnd(tokens: readonly Token[], start: number): number {
  let end = start;
  while (end < tokens.length && !endsItem(tokens[end]) && !readNumber((k) => tokens[k]?.fold ?? '', end)) end += 1;
  return end;
}

/** A verb of preparation, or a word shaped like an infinitive that names no product ("amassar"). */
function isVerb(token: Token | undefined): boolean {
  return token !== undefined && (isPurposeVerb(token.fold) || (!token.head && INFINITIVE.test(token.fold)));
}

/**
 * Where a phrase saying where the item is ends (exclusive), or `start`: "lá na feira", "ali do lado",
 * "embaixo", "no balcão", "da farmácia", "tá tudo aqui no mesmo corredor". It runs to the end of the
 * item, or to an amount or a product said after it that is not the place's own ("lá na padaria pão").
 */
function placeEnd(tokens: readonly Token[], start: number): number {
  let j = start;
  if (PLACE_VERBS.has(tokens[j]?.fold ?? '')) j += 1;
  if (j > start && tokens[j]?.fold === 'tudo') j += 1;
  const adverb = PLACE_ADVERBS.has(tokens[j]?.raw ?? '');
  if (adverb) j += 1;
  else {
    if (!PURPOSE_PLACE_LINKS.has(tokens[j]?.fold ?? '')) return start;
    let k = j + 1;
    if (PLACE_DETERMINERS.has(tokens[k]?.fold ?? '')) k += 1;
    if (!isPlaceWord(tokens[k]?.sing ?? '')) return start;
    j = k + 1;
  }
  const word = (k: number): string => tokens[k]?.fold ?? '';
  // "pede no balcão 200 g de queijo", "do açougue pediu pra avisar um quilo de músculo": an amount starts the item.
  // ("na padaria r$ 15 de mortadela": money too.)
  const startsItem = (k: number): boolean =>
    (tokens[k]?.head === true && !PURPOSE_PLACE_LINKS.has(word(k - 1))) ||
    readNumber(word, k) !== undefined ||
    (word(k) === 'r$' && readNumber(word, k + 1) !== undefined);
  // ("o desinfetante do banheiro o repelente": or an article and a product, own27.)
  const article = (k: number): boolean => ITEM_ARTICLES.has(word(k)) && tokens[k + 1]?.head === true;
  while (j < tokens.length && !endsItem(tokens[j]) && !startsItem(j) && !article(j)) j += 1;
  return j;
}
