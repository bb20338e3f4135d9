import { meantChoiceEnd } from './rules/change-of-mind';
import { isKnownWord, isPersonWord, isPlaceWord } from './lexicon-index';
import {
  AFTER_REJECTION,
  BUY_VERBS,
  OTHER_WORDS,
  CLAUSE_TAGS,
  FOR_ALL_LINKS as FOR_LINKS,
  DEFINITE_ARTICLES,
  HAVE_VERBS,
  ITEM_COPULAS,
  OF_WORDS,
  PLACE_LINKS,
  POSSESSIVES,
  PRONOUNS,
  REASON_OPENERS,
  REASON_STATES,
  REASON_VERBS,
  REJECTIONS,
  TAIL_VERBS,
  VERB_ADVERBS,
  VOCATIVES,
} from './lexicon-talk';
import { CORRECTION_PAIRS, CORRECTION_WORDS, HALF_WORDS, RAN_OUT_PHRASES } from './lexicon-items';
import { LACK_VERBS } from './lexicon-descriptions';
import { ITEM_PRONOUNS, NOT_NEEDED } from './lexicon-requests';
import {
  AFTER_VERB_ADVERBS,
  BUT_REOPENS,
  MAKE_INFINITIVES,
  NOT_FROM_HERE,
  NOT_THAT_ONE,
  PROMISE_LEADS,
  SOMEONE_LINKS,
  AMOUNT_ALONE_TAILS,
  BACK_TO_LIST,
  BACK_TO_LIST_PHRASES,
  BRING_INFINITIVES,
  HAD_FIRST_PHRASES,
  DEGREE_WORDS,
  LIKING_VERBS,
  ELSEWHERE_PLACES,
  MAKE_VERBS,
  NOT_SOMEONE,
  NOT_TO_BUY_PHRASES,
  NOT_TO_PUT_VERBS,
  KIND_ENDINGS,
  KIND_CORRECTION_LINKS,
  KIND_ONLY_LEADS,
  ONLY_WORDS,
  OPINION_WORDS,
  PROVIDE_VERBS,
  PROVIDERS,
  REJECTED_POINTERS,
  SAYING_VERBS,
  SHOP_GOODS,
  SHOP_KINDS,
  BUT_WORDS,
  CLAUSE_CLOSERS,
  HAD_DESCRIPTIONS,
  THE_LIST_WORDS,
  ALSO_REMOVAL_LEADS,
  INDEFINITE_ARTICLES,
  THE_OF_WORDS,
  WITH_LINKS,
  YOUR_POSSESSIVES,
} from './lexicon-not-to-buy';
import { BROUGHT_IN_VESSELS } from './lexicon-not-to-buy-said';
import { ALL_OF_THEM, HERE } from './lexicon-change-of-mind';
import { OWNERS, PURPOSE_LINKS } from './lexicon-purpose';
import { mergeCompounds } from './merge-compounds';
import { otherPlaceEnd } from './other-place-said';
import { readNumber } from './number-words';
import { readQuantity } from './read-quantity';
import { keepOnlyAt } from './rules/keep-only-these';
import { thenNotEnd } from './rules/then-not';
import { MOST_REASON_WORDS, THEN_KIND_LEADS } from './lexicon-kind-asked';
import type { Rule } from './rules/rule';
import { splitItems } from './split-items';
import { namesItem, POSITION, type TalkState } from './talk-state';
import { isTalkVerb } from './talk-verb';
import { endsItem, type Token } from './tokenize';
import { isDozen, isMeasure, isMoneyWord, unitFor } from './units';

/** Whether a shop or a place where things are bought is named at `k` ("padaria", "atacado", "feirinha"). */
const placeAt = (s: TalkState, k: number): boolean =>
  isPlaceWord(s.tokens[k]?.sing ?? '') || ELSEWHERE_PLACES.has(s.word(k));

/** The not-to-buy phrases by their first word, so a word starts the search only among its own. */
const PHRASES_BY_FIRST = new Map<string, Array<readonly string[]>>();
for (const phrase of NOT_TO_BUY_PHRASES) {
  const first = phrase[0] ?? '';
  PHRASES_BY_FIRST.set(first, [...(PHRASES_BY_FIRST.get(first) ?? []), phrase]);
}

/**
 * How many words of a not-to-buy phrase ("não precisa", "ainda tem", "tá sobrando") start at `k`, 0 if none.
 * `again`: said right after another one ("detergente tem ainda não precisa um galão de água sanitária"),
 * so an item after it is no correction.
 */
function notToBuyAt(s: TalkState, k: number, again = false): number {
  let longest = 0;
  for (const phrase of PHRASES_BY_FIRST.get(s.word(k)) ?? []) {
    if (phrase.length > longest && phrase.every((w, n) => s.word(k + n) === w)) longest = phrase.length;
  }
  if (longest === 0) return 0;
  // ("tem que comprar": no "tem" of having; "não põe uma dúzia", "não põe cerveja": a correction.)
  if (s.word(k + longest - 1).startsWith('tem') && ['que', 'se'].includes(s.word(k + longest))) return 0;
  // ("shampoo pra ana que ela tem cabelo cacheado": what the one it is for has, a plain word after "tem", own6.)
  if (theyHave(s, k, longest)) return 0;
  const next = s.tokens[k + longest];
  const corrects = next !== undefined && (namesItem(next) || readNumber(s.word, k + longest) !== undefined);
  return ['nao', 'nem', 'num'].includes(s.word(k)) && corrects && !again ? 0 : longest;
}

/**
 * Whether "que ele/ela tem" and a plain word (no amount, product or link) are at `k`: what someone has ("que ela tem
 * cabelo cacheado", "que ele tem diabetes"), not the item had.
 */
function theyHave(s: TalkState, k: number, phrase: number): boolean {
  const next = s.tokens[k + 1];
  const plain = next !== undefined && !next.head && !next.brand && !next.separator && /^[a-z]{3,}$/.test(next.fold);
  return (
    phrase === 1 &&
    s.word(k) === 'tem' &&
    s.word(k - 2) === 'que' &&
    ITEM_PRONOUNS.has(s.word(k - 1)) &&
    plain &&
    readNumber(s.word, k + 1) === undefined &&
    !NOT_TO_BUY_PHRASES.some((p) => p[0] === 'tem' && p[1] === next?.fold)
  );
}

/** Whether a not-to-buy phrase ends right before `k` ("tem ainda" before "não precisa"). */
const notToBuyBefore = (s: TalkState, k: number): boolean =>
  NOT_TO_BUY_PHRASES.some((phrase) => phrase.every((w, n) => s.word(k - phrase.length + n) === w));

/** Whether the word at `k` is a verb of a reason: conjugated, a copula, a verb of having or providing. */
const verbAt = (s: TalkState, k: number): boolean => {
  const t = s.tokens[k];
  if (t === undefined || t.head || t.brand) return false;
  return (
    isTalkVerb(t) ||
    REASON_VERBS.has(t.fold) ||
    REASON_STATES.has(t.fold) ||
    TAIL_VERBS.has(t.fold) ||
    ITEM_COPULAS.has(t.fold) ||
    HAVE_VERBS.has(t.fold) ||
    PROVIDE_VERBS.has(t.fold) ||
    LIKING_VERBS.has(t.fold)
  );
};

/** Whether a word of the item said in the run is named again at `k` ("chinelo não chinelo", "não o ralado"). */
const saidAgain = (s: TalkState, k: number): boolean => {
  const t = s.tokens[k];
  if (t === undefined || t.separator || t.fold.length < 3 || OF_WORDS.has(t.fold) || /\d/.test(t.fold)) return false;
  // ("semidesnatado não semi não": a word of the item said again in part, cut short.)
  const part = (o: Token): boolean => t.fold.length >= 4 && !t.head && o.fold.startsWith(t.fold);
  return s.out.slice(s.runStart).some((o) => o.sing === t.sing || part(o));
};

/** The product word a rejection says again after "não" (and its pause words), if any ("não o arroz integral"). */
function repeatedAt(s: TalkState, k: number): string | undefined {
  let j = k;
  while (j < k + 4 && !saidAgain(s, j)) j += 1;
  return j < k + 4 ? s.tokens[j]?.sing : undefined;
}

/**
 * The item said again right after "mas", last in the run ("ela quer também gelatina mas gelatina ainda tem"):
 * what is not to buy is the one named before too; undefined when it is not.
 */
function butSaidAgain(s: TalkState): string | undefined {
  const last = s.out.at(-1);
  if (last === undefined || !last.head || !BUT_REOPENS.has(s.out.at(-2)?.fold ?? '')) return undefined;
  return s.out.slice(s.runStart, -2).some((t) => t.sing === last.sing) ? last.sing : undefined;
}

/** How many words a subject has at `k` ("a gente", "cada um", "a tua mãe", "o vô", "ela"), 0 if none. */
function someoneAt(s: TalkState, k: number): number {
  if (PROVIDERS.has(s.word(k))) return s.word(k) === 'cada' ? 2 : 1;
  if (DEFINITE_ARTICLES.has(s.word(k)) && PROVIDERS.has(s.word(k + 1))) return 2;
  if (NOT_SOMEONE.has(s.word(k + 1))) return 0;
  const n = s.subjectAt(k);
  // ("a tia neide traz", "o seu zé manda": a kin word or title and the name after it.)
  const name = s.tokens[k + n];
  const named = name !== undefined && !name.head && !name.brand && !isKnownWord(name.sing) && !verbAt(s, k + n);
  if (n === 2 && isPersonWord(s.tokens[k + 1]?.sing ?? '') && named) return 3;
  if (n > 0) return n;
  // ("a tua irmã", "o seu joão": a possessive of the one spoken to.)
  const possessive = YOUR_POSSESSIVES.has(s.word(k + 1)) || POSSESSIVES.has(s.word(k + 1));
  return DEFINITE_ARTICLES.has(s.word(k)) && possessive && s.tokens[k + 2] !== undefined ? 3 : 0;
}

/**
 * Where the reason starts when a not-to-buy marker is said at `k` after an item, or -1: a
 * not-to-buy phrase ("não precisa", "ainda tem", "tá sobrando", "a gente nem precisa"), someone
 * who provides it ("a vó faz", "a gente compra na feira"), where else it is bought ("o pão na
 * padaria"), or "não" and a reason ("não esse tá caro demais", "não quarenta reais o quilo", "não o
 * teu irmão detesta alho"). A "não" before a product of its own is a correction, not this.
 */
function markerEnd(s: TalkState, k: number): number {
  const { word } = s;
  // ("iogurte que não leva lactose": what the item lacks says which one, `what-it-lacks`.)
  if (word(k - 1) === 'que' && word(k) === 'nao' && LACK_VERBS.has(word(k + 1))) return -1;
  const phrase = notToBuyAt(s, k);
  if (phrase > 0) return k + phrase;
  // ("o copo tem bastante": a product said with its article is the item had, not someone who has it.)
  const itemSaid =
    DEFINITE_ARTICLES.has(word(k)) &&
    (s.tokens[k + 1]?.head === true || unitFor(word(k + 1)) !== undefined) &&
    notToBuyAt(s, k + 2) > 0;
  const someone = itemSaid ? 0 : someoneAt(s, k);
  if (someone > 0) {
    let verb = k + someone;
    // ("a avó deles já comprou": whose, after someone.)
    if (OWNERS.has(word(verb))) verb += 1;
    while (VERB_ADVERBS.has(word(verb)) && verb < k + someone + 3) verb += 1;
    // ("o zé ficou de trazer": a promise, then the infinitive.)
    const promised = PROMISE_LEADS.has(word(verb)) && word(verb + 1) === 'de' && /[aei]r$/.test(word(verb + 2));
    if (promised) verb += 2;
    const said = notToBuyAt(s, verb);
    if (said > 0) return verb + said;
    // ("o leite ela falou que tem bastante", "ela falou que a conceição trouxe": what someone said of it.)
    if (SAYING_VERBS.has(word(verb)) && word(verb + 1) === 'que') {
      const reported = markerEnd(s, verb + 2);
      if (reported > 0) return reported;
    }
    // ("a gente faz purê": making something of the item is no providing it.)
    const made = MAKE_VERBS.has(word(verb)) && (s.tokens[verb + 1]?.head || s.tokens[verb + 1]?.brand);
    // ("o tio vai trazer", "a vó vai fazer": the infinitive after "vai" or a promise; making, with no product after it.)
    const infinitive = word(verb - 1) === 'vai' || promised;
    // ("a gente vai fazer assado": the speaker's own making needs the item.)
    const makes =
      MAKE_INFINITIVES.has(word(verb)) &&
      !PROVIDERS.has(word(k + someone - 1)) &&
      s.request(verb + 1) > 0 &&
      s.phraseAt[verb + 1]?.kind === 'add';
    const brings = infinitive && (BRING_INFINITIVES.has(word(verb)) || makes);
    // ("a gente compra na feira": buying is said of where, or it is just buying it: "leite a gente compra sempre".)
    const where = (j: number): boolean => placeAt(s, j) || word(j) === 'la' || OTHER_WORDS.has(word(j));
    const elsewhere = !BUY_VERBS.has(word(verb)) || [1, 2, 3, 4, 5, 6].some((n) => where(verb + n));
    return (PROVIDE_VERBS.has(word(verb)) && !made && elsewhere) || brings ? verb + 1 : -1;
  }
  // "o pão na padaria", "a fruta no sacolão" (the "é" is gone): said of an item with its article, first in its run.
  const topical = DEFINITE_ARTICLES.has(s.out[s.runStart]?.fold ?? '') && s.lastKind !== 'add';
  if (topical && PLACE_LINKS.has(word(k)) && placeAt(s, k + 1)) return k + 2;
  // ("a tinta é coisa de loja de construção": what another shop sells, said of the item.)
  if (topical && SHOP_GOODS.has(word(k)) && anotherShopsAt(s, k)) return k;
  // ("não pode faltar", "não põe cerveja", "não deixa a cebolinha pra lá": a phrase of its own.)
  if (word(k) !== 'nao' || s.phraseAt[k] !== undefined || s.request(k + 1) > 0) return -1;
  // ("sabonete de glicerina que não resseca", "xampu que não arde o olho": a clause saying which one.)
  if (word(k - 1) === 'que') return -1;
  // ("leite sem lactose pra marina que ela não pode tomar o outro": someone's clause says why this one.)
  if ([1, 2, 3].some((n) => word(k - n - 1) === 'que' && someoneAt(s, k - n) === n)) return -1;
  // ("não quer dizer nanica", "não pensando bem um quilo": a correction.)
  if (
    CORRECTION_PAIRS.has(`${word(k + 1)} ${word(k + 2)}`) ||
    (word(k + 1) !== 'nao' && CORRECTION_WORDS.has(word(k + 1)))
  )
    return -1;
  let j = k + 1;
  while (j < k + 4 && (AFTER_REJECTION.has(word(j)) || VOCATIVES.has(word(j)) || REJECTED_POINTERS.has(word(j))))
    j += 1;
  // ("estrogonofe de carne não de carne não que…": the item said again in part, and "não" again.)
  while (OF_WORDS.has(word(j)) && saidAgain(s, j + 1) && j < k + 4) j += 1;
  // ("não o ralado é só óleo": the item said again with its article is the reason's subject.)
  const subject = DEFINITE_ARTICLES.has(word(j)) && saidAgain(s, j + 1);
  if (subject) j += 1;
  const before = j;
  while (saidAgain(s, j) && j < k + 8) j += 1;
  const repeated = j > before;
  if (word(j) === 'nao' && j > k + 1 && saidAgain(s, j - 1) && notToBuyAt(s, j) === 0) j += 1;
  // ("carvão não carvão também pego lá": it goes with the item said not to buy before it.)
  const also = word(j) === 'tambem' && j > k + 1;
  if (also) j += 1;
  // ("não o shampoo é pantene": another product or brand for it is a correction; "sucrilhos não sucrilhos
  // também é açúcar": not after "também", what it is too.)
  const other = (s.tokens[j]?.head === true || s.tokens[j]?.brand === true) && !also;
  const had = notToBuyAt(s, j);
  if (had > 0) return j + had;
  // (What it also is, "também é açúcar", is the reason's first word, no item.)
  if (also && repeated && s.tokens[j]?.head && askedAfterReason(s, j)) return j + 1;
  return (subject && !other) || reasonOpens(s, j) || (repeated && !other && askedAfterReason(s, j)) ? j : -1;
}

/** How far a reason said after the item said again may run before the request that follows it. */
const MAX_REASON_WORDS = 8;

/**
 * Whether, after the item said again ("brigadeiro não brigadeiro …"), a request for another item comes
 * within a few words, with no pause: what is said between is the reason ("ela também encomenda",
 * "também é processado", "é muita gordura"), whatever its words.
 */
function askedAfterReason(s: TalkState, k: number): boolean {
  for (let j = k + 1; j < Math.min(s.tokens.length, k + MAX_REASON_WORDS); j += 1) {
    if (s.tokens[j]?.separator || (s.word(j) === 'e' && s.amountAt(j + 1, false))) return false;
    // ("a tia sempre leva": a request said of someone is the reason's.)
    if (s.request(j) > 0 && asksAt(s, j)) return true;
  }
  return false;
}

/** Whether a reason opens at `k`, right after a rejecting "não" (its first word says so). */
function reasonOpens(s: TalkState, k: number): boolean {
  const { word } = s;
  // ("não esse é muito caro": a price said with its degree.)
  if (DEGREE_WORDS.has(word(k)) && REASON_OPENERS.has(word(k + 1))) return true;
  if (REASON_OPENERS.has(word(k)) || notToBuyAt(s, k) > 0) return true;
  // ("não melhor fazer", "não é melhor comprar na feira": an opinion and what to do instead.)
  const todo = s.tokens[k + 1];
  if (OPINION_WORDS.has(word(k)) && todo !== undefined && !todo.head && /^[a-z]{2,}[aei]r$/.test(todo.fold))
    return true;
  // ("não era três", "não faz duas dúzias": a verb before an amount corrects the amount.)
  const amount = readNumber(word, k + 1);
  if (verbAt(s, k)) return amount === undefined || isMoneyWord(word(amount.end));
  // ("não quarenta e cinco reais o quilo", "não cento e vinte conto num ovo": its price.)
  const price = readNumber(word, k);
  if (price !== undefined && isMoneyWord(word(price.end))) return true;
  if (PLACE_LINKS.has(word(k)) && placeAt(s, k + 1)) return true;
  // ("a vela não é daqui é coisa do mercadinho": not from the shop the speaker means.)
  if (NOT_FROM_HERE.has(word(k))) return true;
  if (anotherShopsAt(s, k) || (word(k) === 'tambem' && anotherShopsAt(s, k + 1))) return true;
  // Someone, and their verb within a few words ("o teu irmão detesta alho", "a lu disse").
  const someone = someoneAt(s, k) || (isPersonWord(s.tokens[k]?.sing ?? '') ? 1 : 0);
  if (someone === 0) return false;
  for (let j = k + someone; j < k + someone + 3; j += 1) if (verbAt(s, j) || REJECTIONS.has(s.word(j))) return true;
  return false;
}

/**
 * Whether what another shop sells is said at `k` ("de loja", "não de mercado", "coisa de farmácia", "do pet
 * shop", "de outra loja"; the "é" is gone): after a rejecting "não", the item is not bought here.
 */
function anotherShopsAt(s: TalkState, k: number): boolean {
  let j = s.word(k) === 'nao' ? k + 1 : k;
  if (SHOP_GOODS.has(s.word(j))) j += 1;
  // ("não isso é da tabacaria outra loja", "não isso é com o caminhão do gás é outra coisa".)
  if (otherPlaceEnd(s, j) > 0) return true;
  // ("isso é loja de festa", "isso é outra loja": a shop said without "de" too, after what is rejected.)
  const of = OF_WORDS.has(s.word(j)) ? 1 : 0;
  const other = OTHER_WORDS.has(s.word(j + of)) ? 1 : 0;
  const shop = s.word(j + of + other);
  // ("pega só meia não também é loja": "também" after the "não" points at the item as well.)
  const pointed = REJECTED_POINTERS.has(s.word(k - 1)) || (s.word(k - 1) === 'tambem' && s.word(k - 2) === 'nao');
  if (of === 0) return pointed && SHOP_KINDS.has(shop);
  return SHOP_KINDS.has(shop) || ELSEWHERE_PLACES.has(shop) || (other === 1 && placeAt(s, j + 2));
}

/** Where the product said at `k` ends: its words and the words that name its kind, up to what is said of it. */
function productEnd(s: TalkState, k: number): number {
  let j = k + 1;
  const stops = (n: number): boolean => {
    const t = s.tokens[n];
    return (
      t === undefined ||
      t.separator ||
      t.fold === 'e' ||
      BACK_TO_LIST.has(t.fold) ||
      DEFINITE_ARTICLES.has(t.fold) ||
      s.request(n) > 0 ||
      s.amountAt(n, false) ||
      notToBuyEither(s, n)
    );
  };
  while (j < k + 5 && !stops(j)) j += 1;
  return j;
}

/**
 * Whether, right after an item at `k`, a removal is said of it: "não precisa", "também não precisa", "pode
 * tirar", "também apaga", "também pode cancelar" (`ALSO_REMOVAL_LEADS`, then a removal request; "também tem" stays
 * not to buy).
 */
function removalSaidNext(s: TalkState, k: number): boolean {
  let m = k;
  while (ALSO_REMOVAL_LEADS.has(s.word(m))) m += 1;
  return s.phraseAt[m]?.kind === 'remove';
}

/** Whether what follows the product ending at `k` says it is not to buy either ("também", a verb, someone). */
function notToBuyEither(s: TalkState, k: number): boolean {
  const { word } = s;
  return (
    word(k) === 'tambem' ||
    // ("… e canela em pau não em pó mesmo": "não" and another kind of the product is its correction.)
    (word(k) === 'nao' && !(KIND_CORRECTION_LINKS.has(word(k + 1)) && /^[a-z]{2,}$/.test(word(k + 2)))) ||
    notToBuyAt(s, k) > 0 ||
    verbAt(s, k) ||
    // ("e o desinfetante a mari falou que o cheiro é forte pega o de eucalipto": a reason, then another kind.)
    (someoneAt(s, k) > 0 && kindAskedAfterReason(s, k) < 0) ||
    (PLACE_LINKS.has(word(k)) && placeAt(s, k + 1))
  );
}

/** Whether an add request said at `k` asks for an item, not said of someone ("ela traz pra gente"). */
function asksAt(s: TalkState, k: number): boolean {
  if (s.phraseAt[k]?.kind !== 'add') return false;
  const before = s.word(k - 1);
  // ("a gente sempre compra", "que ela traz": said of someone; "só pega" asks; "faz pra gente bota": no subject.)
  const object = FOR_LINKS.has(s.word(k - 2));
  if (
    (!object && (PRONOUNS.has(before) || PROVIDERS.has(before))) ||
    (VERB_ADVERBS.has(before) && before !== 'so') ||
    before === 'que'
  )
    return false;
  // ("o vizinho traz", "a minha sogra manda": after someone.)
  // ("nove reais o quilo põe": a unit is no one.)
  const unit = unitFor(s.word(k - 1)) !== undefined;
  // ("fica com o pedro põe gelo", "é por conta do tio põe carvão": someone after a link is no subject.)
  const subject = (n: number): boolean => someoneAt(s, k - n) === n && !SOMEONE_LINKS.has(s.word(k - n - 1));
  for (let n = 2; n <= 3; n += 1) if (subject(n) && !unit) return false;
  let j = k + s.request(k);
  while (j < k + 6 && (s.word(j) === 'so' || s.word(j) === 'ai' || DEFINITE_ARTICLES.has(s.word(j)))) j += 1;
  const t = s.tokens[j];
  // ("acrescenta xilitol um pacote": any word but someone, a link or a verb names what is asked for.)
  const where = PLACE_LINKS.has(s.word(j)) || ['em', 'la'].includes(s.word(j));
  const other =
    PRONOUNS.has(s.word(j)) || PROVIDERS.has(s.word(j)) || FOR_LINKS.has(s.word(j)) || where || verbAt(s, j);
  return t !== undefined && !t.separator && !other;
}

/**
 * Where the reason that starts at `k` ends, where talk returns to the list: a pause, "então" (kept:
 * it ends the run), "mas" (dropped with the reason), "o que falta", an add request that names an item,
 * "e" and an amount or an item said with nothing after it. "(e) o X também ...", "e o X a gente
 * compra na feira": another item not to buy, with its own reason, goes with it. -1 when a removal or
 * a swap is said in it (left to the requests).
 */
function reasonClauseEnd(s: TalkState, k: number): number {
  const { tokens, word } = s;
  let j = k;
  while (j < tokens.length) {
    const t = tokens[j] as Token;
    if (t.separator) return j;
    const closed = clauseClosedAt(s, j);
    if (closed > 0) return closed;
    // ("tem bastante não compra só o café": what is bought instead, `not-that-only-this`.)
    if (t.fold === 'nao' && NOT_TO_PUT_VERBS.has(word(j + 1)) && ONLY_WORDS.has(word(j + 2))) return j;
    // ("não precisa põe sabonete": a not-to-buy phrase said again is the clause's.)
    const phrase = notToBuyAt(s, j, j === k && notToBuyBefore(s, k));
    if (phrase > 0) {
      j += phrase;
      continue;
    }
    // ("… também é lá deixa só o sabonete": what is kept is asked for, `keep-only-these`.)
    if (keepOnlyAt(s, j)) return j;
    // ("o que falta é um rodo": talk turns back to what to buy.)
    const back = BACK_TO_LIST_PHRASES.find((words) => words.every((w, n) => word(j + n) === w));
    if (back !== undefined) return j + back.length;
    // ("ainda tem macarrão": a product right after the phrase, alone, is the next item; "tem filme
    // plástico tem": one said not to buy either is not.)
    // ("não a kombucha é cara demais": a price word is no product, though "cará" is one.)
    const product = t.head && !REASON_OPENERS.has(t.fold);
    if (j === k && product && !OF_WORDS.has(word(j - 1)) && !notToBuyEither(s, productEnd(s, j))) return j;
    // ("esponja não precisa mais tira ela": a removal or a swap of its own is left to the requests.)
    const kind = s.phraseAt[j]?.kind;
    // ("a nutricionista mandou trocar então …", "ela pediu pra tirar então …": a swap someone told of,
    // with nothing after it before "então", is the reason's.)
    const told = SAYING_VERBS.has(word(j - 1)) || (PURPOSE_LINKS.has(word(j - 1)) && SAYING_VERBS.has(word(j - 2)));
    const toldOnly = told && BACK_TO_LIST.has(word(j + (s.request(j) || 1)));
    if ((kind === 'remove' || kind === 'swap') && !objectOfNoProduct(s, j) && !toldOnly) return -1;
    // ("cebola ainda tem um saco alho também": what is left, then another item said not to buy either.)
    const left = s.amountAt(j, false) ? readQuantity(tokens, j, false) : undefined;
    if (left && tokens[left.end]?.head && notToBuyEither(s, productEnd(s, left.end))) {
      j = productEnd(s, left.end);
      continue;
    }
    // ("tem ainda um galão de água sanitária": right after the verb and its "ainda".)
    const afterVerb = verbAt(s, j - 1) || (AFTER_VERB_ADVERBS.has(word(j - 1)) && verbAt(s, j - 2));
    if ((j > k || afterVerb) && listAmountAt(s, j)) return j;
    // ("não cento e vinte conto": a number's "e" is no boundary.)
    const number = readNumber(word, j);
    if (number !== undefined && number.end > j + 1) {
      j = number.end;
      continue;
    }
    // ("a farinha a lurdinha vai mandar então deixa e também …": "então deixa" said last is the clause's.)
    // (Only after someone providing it: "ah tem então não precisa anota …" leaves "então" to end the run.)
    const thenNotTail = t.fold === 'entao' ? thenNotEnd(s, j) : -1;
    if (thenNotTail > 0 && tokens.slice(s.i, j).some((w) => PROVIDE_VERBS.has(w.fold) || BRING_INFINITIVES.has(w.fold)))
      return thenNotTail;
    // ("então" stays: it ends the run for the other rules too.)
    if (BACK_TO_LIST.has(t.fold)) return t.fold === 'entao' ? j : j + 1;
    if (asksAt(s, j)) return j;
    // ("o sal não precisa que a vó tem eu ia pegar granola mas ela prefere aveia então …": a change of mind said
    // without "não" is left to its rule, `changed-mind-without-no`, mind27.)
    if (j > k && meantChoiceEnd(s, j) >= 0) return j;
    const and = t.fold === 'e' ? 1 : 0;
    const article = DEFINITE_ARTICLES.has(word(j + and)) ? 1 : 0;
    const item = tokens[j + and + article];
    const named = item !== undefined && (item.head || item.brand === true) && !OF_WORDS.has(word(j - 1));
    if (and === 1 && asksAt(s, j + 1)) return j + 1;
    // ("a tia vai trazer uma travessa e cancela a salada": "e" and a removal or swap of its own end the reason.)
    const next = s.phraseAt[j + 1]?.kind;
    if (and === 1 && (next === 'remove' || next === 'swap') && j > k) return j;
    if (and === 1 && s.amountAt(j + 1, false)) return j;
    // ("que a tia rosa faz e um pó de café": "e", "um/uma" and a word that names a product with its kind.)
    if (and === 1 && INDEFINITE_ARTICLES.has(word(j + 1)) && OF_WORDS.has(word(j + 3)) && tokens[j + 4]?.head) return j;
    // ("que ela trouxe da viagem e folhas de rúcula": "e", a part said in the plural, "de" and a product.)
    const part = tokens[j + 1];
    const partOf = part !== undefined && part.fold !== part.sing && !verbAt(s, j + 1) && OF_WORDS.has(word(j + 2));
    if (and === 1 && partOf && tokens[j + 3]?.head) return j;
    // ("porque eu faço o meu em casa com alho e sal": what the reason's own is made with, joined by "e".)
    if (and === 1 && article === 0 && named && madeWithAt(s, k, j)) {
      j = productEnd(s, j + 1);
      continue;
    }
    // ("o alho não precisa que a tia trouxe e o pimentão também não precisa": one more removal said after the
    // reason, `removal-said-next`; the requests take it off the list when it is there.)
    if (and === 1 && article === 1 && named && removalSaidNext(s, productEnd(s, j + 2))) return j;
    // ("… e óleo também não precisa", "… na volta manteiga também não precisa": with no "e" or article, "também".)
    const also = named && j > k && word(productEnd(s, j + and + article)) === 'tambem';
    if (also && removalSaidNext(s, productEnd(s, j + and + article))) return j;
    // (A product right after the reason's verb is its object: "o teu irmão detesta alho".)
    if (named && (and === 1 || article === 1 || !verbAt(s, j - 1))) {
      const end = productEnd(s, j + and + article);
      // ("o desodorante tem ainda o shampoo acabou pega …": another item said to have run out is to buy, kind66.)
      if (RAN_OUT_PHRASES.has(s.phraseAt[end]?.words.join(' ') ?? '')) return j;
      if (notToBuyEither(s, end)) {
        j = end;
        continue;
      }
      // "e o sabonete": an item said after the reason is to buy; so is one said with its amount after
      // it ("faz de frango peito de frango dois quilos").
      // ("abóbora não ela disse que abóbora dá gases mandioquinha meio quilo": the item said again is the
      // reason's subject, not an item with its amount.)
      const bare = article === 0 && !DEFINITE_ARTICLES.has(word(j - 1)) && !saidAgain(s, j);
      // ("o café ainda tem dois pacotes arroz feijão": what is had, counted, then a product with no "de": the next item.)
      const afterCount = unitFor(word(j - 1)) !== undefined && readNumber(word, j - 2) !== undefined;
      const next = listAmountAt(s, end) || countedAlone(s, end) || afterCount || hadDescribedBefore(s, k, j);
      if (and === 1 || (bare && next)) return j;
    }
    j += 1;
  }
  return j;
}

/**
 * `clause-closed`: where the clause of what is had ends when "(então) não precisa" closes it at `k` and an item
 * follows ("fralda ainda tem dois pacotes não precisa lenço umedecido três pacotes", "café a gente tem dois
 * pacotes então não precisa açúcar um quilo", "o sabão ainda tem não precisa e um rodo"): a product, an amount
 * or "e" after it starts the next item, even with no request; -1 if none.
 */
function clauseClosedAt(s: TalkState, k: number): number {
  const phrase = CLAUSE_CLOSERS.find((words) => words.every((w, n) => s.word(k + n) === w));
  if (phrase === undefined) return -1;
  const j = k + phrase.length;
  const next = s.tokens[j];
  if (next === undefined || next.separator) return -1;
  // ("… e o tomate é no sacolão": an item with a reason of its own is left to the clause; a product right
  // after it is the next item when said with its amount: "não precisa banana nem maçã põe pão" lists what
  // is not needed.)
  const and = next.fold === 'e' && !DEFINITE_ARTICLES.has(s.word(j + 1));
  const product = (next.head || next.brand === true) && s.amountAt(productEnd(s, j), false);
  return (product || and || s.amountAt(j, false)) && !verbAt(s, j) ? j : -1;
}

/**
 * `counted-alone`: whether a count said alone, with no unit, starts at `k` right after a product said bare in a
 * reason ("que a tia vai trazer da horta dela beterraba duas e pepino"): the product and its count are the
 * next item (`AMOUNT_ALONE_TAILS` or the end after the number).
 */
function countedAlone(s: TalkState, k: number): boolean {
  const number = readNumber(s.word, k);
  if (number === undefined) return false;
  const after = s.tokens[number.end];
  return after === undefined || after.separator || AMOUNT_ALONE_TAILS.has(after.fold);
}

/**
 * `had-described`: whether what is had, counted, is described right before `k`, in the reason that starts at
 * `from` ("ainda tem um pacote fechado pimenta do reino", "uma trança inteira pendurada tomate"): the
 * description (`HAD_DESCRIPTIONS`) ends the clause, so a product said bare at `k` is the next item.
 */
function hadDescribedBefore(s: TalkState, from: number, k: number): boolean {
  let h = k - 1;
  while (h > from && HAD_DESCRIPTIONS.has(s.word(h))) h -= 1;
  const what = s.tokens[h];
  const counted = [h - 1, h - 2].some((n) => n >= from && readNumber(s.word, n)?.end === h);
  return h < k - 1 && what !== undefined && !what.head && counted;
}

/**
 * Whether the removal verb at `k` is said of something of someone's ("chá mate tira o sono dela"): its
 * article, a word the lexicon does not know as a product, and whose it is (`OWNERS`).
 */
function objectOfNoProduct(s: TalkState, k: number): boolean {
  const n = s.request(k);
  const object = s.tokens[k + n + 1];
  return (
    n === 1 &&
    DEFINITE_ARTICLES.has(s.word(k + n)) &&
    object !== undefined &&
    !namesItem(object) &&
    !POSITION.test(object.fold) &&
    !isKnownWord(object.sing) &&
    OWNERS.has(s.word(k + n + 2))
  );
}

/**
 * Whether the product said right before the "e" at `k`, in the reason that starts at `from`, is what
 * something is made with ("com alho"): a product joined to it by "e" is the reason's too.
 */
function madeWithAt(s: TalkState, from: number, k: number): boolean {
  let h = k - 1;
  while (h > from && !s.tokens[h]?.head) h -= 1;
  return h > from && s.tokens[h]?.head === true && WITH_LINKS.has(s.word(h - 1)) && h >= k - 3;
}

/**
 * Whether an amount of an item to buy starts at `k`, in a reason: a number and its unit, dozen or
 * product ("que ainda tem duas latas no armário um quilo de carne moída", "tem na geladeira duas
 * bananas e um toddy"). It is the reason's own (what is had or was given) right after its verb ("tem
 * duas latas", "o vizinho deu um saco", "tem ainda três"), a size or price ("um saco de cinco quilos",
 * "quinze reais três bombons"), or when talk returns to the list right after its words ("tem no
 * freezer dois litros de guaraná então", "a tia mandou um saco do interior bota").
 */
function listAmountAt(s: TalkState, k: number): boolean {
  const { word, tokens } = s;
  if (!s.amountAt(k, false)) return false;
  const end = readNumber(word, k)?.end ?? k + 1;
  const counted = unitFor(word(end)) !== undefined || isDozen(word(end)) || tokens[end]?.head === true;
  const verb = VERB_ADVERBS.has(word(k - 1)) || AFTER_VERB_ADVERBS.has(word(k - 1)) ? k - 2 : k - 1;
  if (!counted || OF_WORDS.has(word(k - 1)) || isMoneyWord(word(k - 1))) return false;
  // ("a tia vai trazer uma travessa": what the dish is brought in is the reason's.)
  const bringing = PROVIDE_VERBS.has(word(verb)) || BRING_INFINITIVES.has(word(verb));
  if (bringing && BROUGHT_IN_VESSELS.has(tokens[end]?.sing ?? '') && !OF_WORDS.has(word(end + 1))) return false;
  if (verbAt(s, verb)) return otherProductAt(s, end, HAVE_VERBS.has(word(verb)) || notToBuyAt(s, verb) > 0);
  for (let j = end; j < k + 10; j += 1) {
    const t = tokens[j];
    if (t === undefined || t.fold === 'e' || t.fold === 'nao' || (j > end && s.amountAt(j, false))) return true;
    if (t.separator || s.request(j) > 0 || BACK_TO_LIST.has(t.fold)) return false;
  }
  return true;
}

/**
 * Whether the amount whose number ends at `k` names a product other than the items of the run ("que
 * tem um galão de 5 litros de água sanitária" after "amaciante"): what is had is the item itself, so
 * another product is the next item. After a verb that is no having, the same word with another kind
 * is another product too ("pão integral não o joão não gosta dois pacotes de pão de forma").
 */
function otherProductAt(s: TalkState, k: number, had: boolean): boolean {
  const { word, tokens } = s;
  let j = k;
  while (j < k + 6 && (unitFor(word(j)) !== undefined || OF_WORDS.has(word(j)) || /\d/.test(word(j)))) j += 1;
  const t = tokens[j];
  const run = s.out.slice(s.runStart).map((o) => o.sing);
  // ("tem ainda uma esponja": one of a product right after the verb, not of the run, is another item too;
  // "tem ainda três shampoo e …" may count the item had. "tem ainda dois pacotes arroz": the pack is the item's,
  // a product after it with no "de" is the next item, said with no amount.)
  const one = j === k && INDEFINITE_ARTICLES.has(word(k - 1));
  if (t?.head !== true || (j <= k && (!one || run.includes(t.sing))) || (j > k && !OF_WORDS.has(word(j - 1))))
    return false;
  // ("sobrou um pacote do café da manhã de ontem": what is had, from something said with its article.)
  if (had && THE_OF_WORDS.has(word(j - 1))) return false;
  // ("sabão não precisa que tem um balde cheio": one thing described as had, `HAD_DESCRIPTIONS`, holds the item.)
  if (had && one && HAD_DESCRIPTIONS.has(word(j + 1))) return false;
  // ("pão integral não … o joão não gosta dois pacotes de pão de forma": the same word with another kind.)
  const kind = OF_WORDS.has(word(j + 1)) ? tokens[j + 2] : tokens[j + 1];
  const otherKind =
    kind !== undefined && /^[a-z]{3,}$/.test(kind.fold) && !s.amountWord(kind === tokens[j + 1] ? j + 1 : j + 2);
  return !run.includes(t.sing) || (!had && otherKind && !run.includes(kind.sing) && !notToBuyEither(s, j + 1));
}

/** The items said in the run, cut at "e" and pauses. */
function runItems(s: TalkState): Token[][] {
  const parts: Token[][] = [[]];
  const run = s.out.slice(s.runStart);
  run.forEach((t, k) => {
    if ((t.fold === 'e' && !halfSaid(run, k)) || t.separator) parts.push([]);
    else parts[parts.length - 1]?.push(t);
  });
  return parts.filter((p) => p.some(namesItem));
}

/**
 * Whether the last part of the run (after its last "e" or pause) lists several products said back to back
 * ("… e pomada luva não que a cuidadora traz", "cebola tomate pimentão verde alho não precisa"): the
 * not-to-buy marker is said of the last of them only, as the item pass splits them.
 */
const lastPartListed = (items: readonly Token[][]): boolean => listed(items.at(-1) ?? []);
const listed = (part: readonly Token[]): boolean =>
  splitItems(mergeCompounds(part)).filter((item) => item.words.some(namesItem)).length > 1;

/** Whether the run lists only items with their articles ("o arroz e o feijão"), said together. */
const topicalRun = (items: readonly Token[][]): boolean =>
  items.length > 1 && items.every((p, n) => DEFINITE_ARTICLES.has(p[0]?.fold ?? '') || aboutThe(p, n));

/** "isso aí da vela e do fósforo não é daqui": what is talked about, said with "do/da" after a pointer word. */
const aboutThe = (part: readonly Token[], n: number): boolean => {
  const k = n === 0 ? part.findIndex((t) => !NOT_THAT_ONE.has(t.fold) && t.fold !== 'ai') : 0;
  return THE_OF_WORDS.has(part[k]?.fold ?? '') && (n > 0 || k > 0);
};

/**
 * Whether the "e" at `k` joins a half to the amount before it ("contra filé um quilo e meio carvão a
 * gente tem", "dúzia e meia", "2 e meio"): part of that amount, no pause between two items.
 */
const halfSaid = (out: readonly Token[], k: number): boolean =>
  HALF_WORDS.has(out[k + 1]?.fold ?? '') && out[k - 1] !== undefined && amountWord(out[k - 1] as Token);

/** The pause left where an item not to buy was said between two items ("ovos uma dúzia, meio quilo de mortadela"). */
/** A pause put where what is said of an item ends before the next item. */
export const PAUSE: Token = { raw: ',', fold: ',', sing: ',', separator: true, head: false };

/** Whether a word said before a product is part of its amount or article ("um pacote de 1 kg de", "o", "duas"). */
const amountWord = (t: Token): boolean =>
  /\d/.test(t.fold) ||
  OF_WORDS.has(t.fold) ||
  DEFINITE_ARTICLES.has(t.fold) ||
  unitFor(t.fold) !== undefined ||
  isDozen(t.fold) ||
  readNumber((n) => (n === 0 ? t.fold : ''), 0) !== undefined;

/**
 * Where the last item of the run starts, when several are said one after another with no "e" or pause
 * ("um pacote de arroz um quilo de feijão carioca óleo", "detergente esponja sabão em pó"): as the item
 * pass splits them, with its amount and article before it.
 */
function lastItemStart(out: readonly Token[], from: number): number {
  // ("alcatra e batata palha a gente tem ainda": a compound's words are one item.)
  const merged = mergeCompounds(out.slice(from));
  const items = splitItems(merged);
  const last = items.at(-1);
  const first = last?.lead[0] ?? last?.words[0];
  const m = first === undefined ? -1 : merged.lastIndexOf(first);
  let h = from + unmergedIndex(out.slice(from), merged, m);
  if (m < 0 || h < from) return from;
  // ("uma costela uns três quilos cerveja", "cebola um quilo pimentão verde dois": an amount the item
  // pass gives the item before, said after its name, is not this one's.)
  const previous = items.at(-2)?.quantity;
  const owned = previous !== undefined && !previous.linked && previous.end === m;
  // ("dois iogurtes de potinho granola não precisa": a package said with "de" right after a name is that item's.)
  const packageOfPrevious = (k: number): boolean =>
    out[k - 1]?.fold === 'de' && isPackageUnit(out[k]) && out[k - 2] !== undefined && !amountWord(out[k - 2] as Token);
  while (h > from && !owned && amountWord(out[h - 1] as Token) && !packageOfPrevious(h - 1)) h -= 1;
  // ("o pão cacetinho", "um gás mas o gás é com o moço": one item said with its article, or said again.)
  const before = out.slice(from, h);
  // ("leite condensado creme de leite": a word of its kind said in another product is no saying it again.)
  const again = before.some((t) => t.head && last?.words[0]?.sing === t.sing);
  // ("pra lavar as roupinhas da nenê amaciante": an article in a purpose is no item said with one.)
  const purpose = before.findIndex((t) => FOR_LINKS.has(t.fold));
  // ("olha a lista shampoo condicionador a gente ainda tem": the list said with its article is no item.)
  const article = before.some(
    (t, n) =>
      DEFINITE_ARTICLES.has(t.fold) && (purpose < 0 || n < purpose) && !THE_LIST_WORDS.has(before[n + 1]?.fold ?? ''),
  );
  // ("o arroz camil dois pacotes feijão não precisa": an item closed by its own amount is not this one.)
  return (again || article) && !owned ? from : h;
}

/** Where the merged token at `m` starts among the words it was merged from (-1 stays -1). */
function unmergedIndex(words: readonly Token[], merged: readonly Token[], m: number): number {
  if (m < 0) return -1;
  let k = 0;
  for (const t of merged.slice(0, m)) k += t === words[k] ? 1 : t.sing.split(' ').length;
  return k;
}

/**
 * The item just said is not to buy: from the last "e" or pause of the run, or the whole run when it
 * lists only items with their articles ("o arroz e o feijão já tem"). A rejected item said again
 * ("alho cebola batata não batata") goes from where it was said, with its amount. Its words go.
 */
export function dropLastItem(s: TalkState, again: string | undefined, onlyNext = false): void {
  const { out, runStart } = s;
  let start = out.length;
  const repeated = again === undefined ? -1 : out.findLastIndex((t, k) => k >= runStart && t.sing === again);
  const pause = (k: number): boolean => (out[k]?.fold === 'e' && !halfSaid(out, k)) || out[k]?.separator === true;
  // ("presunto a mussarela não precisa": an article after another item singles the last one out.)
  // ("gelo em cubo o copo": after what is said of an item too, before a product or a container not said
  // already: "um gás mas o gás" is one item.)
  const another = (k: number): boolean =>
    (out[k]?.head === true || unitFor(out[k]?.fold ?? '') !== undefined) &&
    !out.slice(runStart, k).some((t) => t.sing === out[k]?.sing);
  const singled = (k: number): boolean =>
    DEFINITE_ARTICLES.has(out[k]?.fold ?? '') &&
    (namesItem(out[k - 1] as Token) ||
      ((!amountWord(out[k - 1] as Token) || unitFor(out[k - 1]?.fold ?? '') !== undefined) && another(k + 1)));
  // (After a request, "pega o café e o açúcar" asks for each: only the last goes.)
  // ("fralda e leite ninho a gente pega no atacadão": said first, of someone who provides them all.)
  const items = runItems(s);
  // ("um fardo de água e o pão ele pega na padaria": after items said with their amounts, only the last.)
  const bare = items.slice(0, -1).every((p) => !p.some((t) => amountWord(t) && !OF_WORDS.has(t.fold)));
  // ("massa de lasanha presunto queijo e o pão italiano eu pego na padaria": a product said with its article
  // after bare ones, or after several listed back to back, is singled out: only it goes.)
  const article = (p: readonly Token[] | undefined): boolean => DEFINITE_ARTICLES.has(p?.[0]?.fold ?? '');
  const singledLast = article(items.at(-1)) && !article(items[0]);
  const listedBefore = items.slice(0, -1).some(listed);
  const provided =
    s.lastKind === undefined &&
    someoneAt(s, s.i) > 0 &&
    !lastPartListed(items) &&
    bare &&
    !singledLast &&
    !listedBefore;
  // ("sabonete e shampoo não põe que eu compro na farmácia": bare items said first, joined by "e", go together.)
  const bareFirst =
    s.lastKind === undefined && items.length > 1 && items.every((p) => !p.some(amountWord) && !listed(p));
  // ("ketchup mostarda tem não precisa então só …", "cerveja refrigerante e gelo fica pro marcão … então aqui
  // pega só …": bare items said first, then only what follows is asked for: none of them.)
  const onlyFirst = onlyNext && s.lastKind === undefined && items.every((p) => !p.some(amountWord));
  // ("duas latas de sardinha e o ketchup e a mostarda não precisa": the items said last with their articles
  // and no amount, joined by "e", go together; those said before them stay.)
  const counted = (p: readonly Token[]): boolean => p.slice(1).some((t) => amountWord(t) && !OF_WORDS.has(t.fold));
  const tail = items.length - 1 - items.findLastIndex((p) => !article(p) || counted(p));
  const firstOfTail = items[items.length - tail]?.[0];
  if (again === undefined && s.lastKind !== 'add' && (provided || bareFirst || onlyFirst || topicalRun(items)))
    start = runStart;
  else if (again === undefined && s.lastKind !== 'add' && tail > 1 && tail < items.length && firstOfTail) {
    start = out.lastIndexOf(firstOfTail);
    if (out[start - 1]?.fold === 'e') start -= 1;
  } else if (repeated >= 0 && out[repeated]?.head && !out[repeated]?.brand) {
    start = repeated;
    // (Its amount and links before it: "um pacote de 1 quilo de arroz integral".)
    let k = start;
    while (k > runStart && amountWord(out[k - 1] as Token) && !pause(k - 1)) k -= 1;
    // ("cebola um quilo pimentão verde dois não pimentão": an amount said plainly after the product
    // before, with no "de" around it, is that one's; "macarrão de meio quilo talharim" is a pack size.)
    const saidAfter =
      k < start &&
      k > runStart &&
      out[k - 1]?.head === true &&
      ![out[k], out[start - 1]].some((t) => OF_WORDS.has(t?.fold ?? ''));
    if (!saidAfter) start = k;
    // ("estrogonofe de carne não de carne": the kind said again names the whole item.)
    const head = out[start - 1];
    if (OF_WORDS.has(out[start]?.fold ?? '') && head && !amountWord(head) && !pause(start - 1)) start -= 1;
    if (/\d/.test(out[start - 1]?.fold ?? '')) while (start > runStart && !pause(start - 1)) start -= 1;
  } else {
    while (start > runStart && !pause(start - 1) && !singled(start)) start -= 1;
    start = lastItemStart(out, start);
  }
  // ("arroz feijão e carne a carne a gente compra no açougue": said again with its article, after a bare list.)
  const singledAgain = DEFINITE_ARTICLES.has(out[start]?.fold ?? '');
  const dropped = out.splice(start).filter(namesItem);
  // ("e algodão mas o termômetro não precisa": the "mas" before the item goes with it too.)
  if (start > runStart && BUT_WORDS.has(out[start - 1]?.fold ?? '')) out[start - 1] = PAUSE;
  // ("e arroz ah o arroz ele tem lá": the item said again, of someone who has it.)
  if (again !== undefined || (someoneAt(s, s.i) > 0 && !bare) || singledAgain) dropSaidBefore(s, dropped);
  s.runItem = out.slice(runStart).some(namesItem);
}

/**
 * The item rejected by saying it again was said earlier in the run too ("rodo vassoura pano de chão e
 * balde vassoura não espera vassoura não precisa", "lasanha e sorvete sorvete não espera sorvete"):
 * that earlier item, the same product, goes as well.
 */
function dropSaidBefore(s: TalkState, dropped: readonly Token[]): void {
  const { out, runStart } = s;
  const name = dropped.map((t) => t.sing).join(' ');
  if (name === '') return;
  for (const item of splitItems(out.slice(runStart)).reverse()) {
    if (item.words.map((t) => t.sing).join(' ') !== name) continue;
    const first = out.indexOf(item.lead[0] ?? (item.words[0] as Token), runStart);
    const last = out.indexOf(item.words.at(-1) as Token, first);
    if (first < 0 || last < 0) continue;
    // ("e sorvete" said last: its "e" goes with it; a pause stays between the items around it.)
    const and = out[first - 1]?.fold === 'e' ? 1 : 0;
    out.splice(first - and, last - first + 1 + and);
  }
}

/**
 * After an item, a clause saying it is NOT to buy, and why: not needed or still had ("o sal não
 * precisa tem dois pacotes fechados no armário", "o amaciante ainda tem um galão inteiro lá na área"),
 * bought elsewhere or provided by someone ("não esse a gente pega na padaria do seu nelson", "a tua
 * mãe deu"), or rejected with its reason ("não esse tá caro demais oitenta conto"). The reason is one
 * clause: everything up to where talk returns to the list (`reasonClauseEnd`: "e" and a new amount,
 * "então", "mas", a request that names an item) names nothing to buy, amounts and products and all;
 * "X também" after it is not to buy either. The item goes, and the items after the clause stay.
 */
export const notToBuyClause: Rule<TalkState> = {
  name: 'not-to-buy-clause',
  apply: (s) => {
    if (s.out.length === s.runStart && !removalRun(s)) return hadFirst(s);
    // (A run with a correction in it is left to the correction; a removal's reason, to its rules.)
    // ("macaxeira opa não macaxeira já tem": an interjection right before the rejecting "não" is part of it.)
    const said = s.out.slice(s.runStart, s.word(s.i) === 'nao' ? -1 : undefined);
    // ("… aliás um pote de sorvete um pacote de granulado e o bolo não o bolo é outra loja": an item joined
    // with "e" after the correction is no longer the correction's.)
    const corrected = said.findLastIndex((t) => CORRECTION_WORDS.has(t.fold));
    // ("… então três caixas de leite desnatado achocolatado não precisa …": or a second product said after the
    // correction's, i27g.)
    const joinedAfter = (): boolean => {
      const sinceCorrection = s.out.slice(s.runStart + corrected + 1);
      const products = sinceCorrection.filter(
        (t, n) => t.head && !(OF_WORDS.has(sinceCorrection[n - 1]?.fold ?? '') && sinceCorrection[n - 2]?.head),
      );
      return said[corrected]?.fold === 'alias' && (sinceCorrection.some((t) => t.fold === 'e') || products.length > 1);
    };
    if (!s.runItem || removalRun(s) || (corrected >= 0 && !joinedAfter())) return false;
    const k = markerEnd(s, s.i);
    if (k < 0) return false;
    const end = reasonClauseEnd(s, k);
    if (end < 0) return false;
    // A not-to-buy phrase alone, with nothing said after it, is left to the requests ("o leite já tem",
    // "a coca não precisa mais não").
    const reason = s.tokens.slice(k, end).some((t) => t.fold !== 'nao' && !CLAUSE_TAGS.has(t.fold));
    if ((!reason && s.request(s.i) > 0 && s.lastKind !== 'add') || asksForAnother(s, k, end)) return false;
    // ("dois quilos de tomate não espera o tomate tá nove reais o quilo põe um quilo só": a new amount.)
    const amount = s.word(s.i) === 'nao' ? newAmountAsked(s, end) : -1;
    if (amount > 0) {
      s.out.push(NOT_NEEDED_SAID[0] as Token);
      return s.skipTo(amount);
    }
    // (Rejected with "não", after a request, or last of several items, the item said last goes; else
    // "não precisa" says it, and the requests take it off the list when it is there.)
    const rejected = s.word(s.i) === 'nao' && notToBuyAt(s, s.i) === 0;
    // ("manteiga com sal não a tua mãe tá com pressão alta pega sem sal": the item stays for the request
    // after the reason, which says only another kind of it; the requests revise it.)
    if (rejected && s.lastKind !== 'remove' && kindOnlyAsked(s, end)) {
      s.out.push(KIND_ASKED);
      return s.skipTo(end);
    }
    const items = runItems(s);
    const several = items.length > 1 || (reason && lastPartListed(items));
    // ("arroz e feijão ele já comprou então risca os dois": a removal of them all said next takes them off the list.)
    const after = s.word(end) === 'entao' ? end + 1 : end;
    const them = after + s.request(after) + (DEFINITE_ARTICLES.has(s.word(after + s.request(after))) ? 1 : 0);
    const removedAfter = several && s.phraseAt[after]?.kind === 'remove' && ALL_OF_THEM.has(s.word(them));
    if (!removedAfter && (s.lastKind === 'add' || rejected || (several && !topicalRun(items)))) {
      dropLastItem(s, rejected ? repeatedAt(s, s.i + 1) : butSaidAgain(s), onlyAskedAfter(s, end));
      // ("põe cerveja e azeite a Helena traz então não põe e pega …": "não põe" after "então" says the dropped
      // item again, no removal of the items before it; "então" still ends the run, i27g.)
      // (A verb said after "então não": "então não" alone or "então deixa" says nothing more.)
      const thenNot = s.word(end) === 'entao' ? thenNotEnd(s, end) : -1;
      if (thenNot >= end + 3) {
        s.out.push(s.tokens[end] as Token);
        return s.skipTo(thenNot);
      }
    } else sayNotNeeded(s, k, end);
    return s.skipTo(end);
  },
};

/**
 * Whether, after the reason ending at `k`, the speaker asks for only what follows: "então só …",
 * "então aqui pega só …" (`HERE`, an add request, `ONLY_WORDS`).
 */
function onlyAskedAfter(s: TalkState, k: number): boolean {
  if (s.word(k) !== 'entao') return false;
  let j = k + 1;
  const here = HERE.find((phrase) => phrase.every((w, n) => s.word(j + n) === w));
  j += here?.length ?? 0;
  if (s.phraseAt[j]?.kind === 'add') j += s.request(j);
  return ONLY_WORDS.has(s.word(j));
}

/**
 * Stands for the rejection when only another kind is asked for after it: the requests read "aliás".
 * Its own object, not situation-talk's marker: extract-speech.ts knows this case by identity.
 */
export const KIND_ASKED: Token = { raw: 'aliás', fold: 'alias', sing: 'alias', separator: false, head: false };

/**
 * Whether the add request at `k` asks only for another kind of the item rejected before it, naming no
 * product: "pega integral uma lata", "pega sem sal", "pega o de eucalipto", "põe duas de muçarela",
 * "pega uma garrafa de tinto seco" (`KIND_ONLY_LEADS`: "sem", "com"; or "de" after an article or amount).
 */
export function kindOnlyAsked(s: TalkState, k: number): boolean {
  const n = s.request(k);
  if (n === 0 || s.phraseAt[k]?.kind !== 'add') return false;
  let j = k + n;
  while (ONLY_WORDS.has(s.word(j)) || DEFINITE_ARTICLES.has(s.word(j))) j += 1;
  const article = j > k + n;
  const amount = readQuantity(s.tokens, j, false);
  if (amount !== undefined) j = amount.end;
  // ("pega um pacote de cinco quilos tipo um": a container and its size, then words of no product, kind66.)
  const size = amount?.linked === true && amount.unit !== undefined ? readQuantity(s.tokens, j, false) : undefined;
  if (amount !== undefined && size !== undefined && !size.linked && size.unit !== undefined && !size.money) {
    const t = s.tokens[size.end];
    return (
      t !== undefined &&
      !t.separator &&
      !t.head &&
      t.brand !== true &&
      s.request(size.end) === 0 &&
      !OF_WORDS.has(t.fold)
    );
  }
  // ("duas de muçarela", "uma garrafa de tinto seco": the amount read its "de"; a count names the kind after
  // it, a container only a kind said already, no product: "um quilo e meio de dourada" is one.)
  if (amount?.linked === true && s.tokens[j] !== undefined && !s.tokens[j]?.separator) {
    const t = s.tokens[j] as Token;
    return amount.unit === undefined || (!t.head && !t.brand && saidAgain(s, j));
  }
  // ("o de eucalipto": "de" after an article or a count, not after "um quilo".)
  if (OF_WORDS.has(s.word(j)))
    return (article || (amount !== undefined && amount.unit === undefined)) && s.tokens[j + 1] !== undefined;
  const t = s.tokens[j];
  if (t === undefined || t.separator || /\d/.test(t.fold)) return false;
  if (KIND_ONLY_LEADS.has(t.fold)) return true;
  // ("acrescenta um brie": a word counted is a product of its own.)
  if (amount !== undefined) return false;
  // ("desnatado … pega integral", "português … pega o espanhol": a word of no product, after an item
  // said with a word of its kind; "hidratante nívea … leva o cetaphil" names another product.)
  const run = s.out.slice(s.runStart);
  const kindSaid = run.some(
    (w, m) =>
      !w.head &&
      !w.brand &&
      !amountWord(w) &&
      w.fold.length > 3 &&
      !FOR_LINKS.has(w.fold) &&
      run.slice(0, m).some((h) => h.head && !h.brand),
  );
  // ("branco não que a vera só bebe tinto pega tinto seco": the kind the reason names.)
  const named = s.tokens.slice(s.i, k).some((w) => w.fold === t.fold);
  // ("detergente de limão não … pega o neutro": said with its article after an item of a kind said with "de",
  // which one of the item, i27g.)
  return (
    (kindSaid || (article && run.some((w, m) => OF_WORDS.has(w.fold) && run[m - 1]?.head && run[m + 1]?.head))) &&
    (KIND_ENDINGS.some((end) => t.fold.endsWith(end)) || named || (article && endsItem(s.tokens[j + 1]))) &&
    !t.head &&
    !t.brand &&
    t.fold.length > 3 &&
    !PRONOUNS.has(t.fold) &&
    !PROVIDERS.has(t.fold) &&
    !verbAt(s, j) &&
    s.request(j) === 0 &&
    s.tokens[j + 1]?.head !== true
  );
}

/**
 * Where the request for only another kind (or the kind chosen alone) starts, when someone's reason said at `i`
 * leads to it ("a mari falou que o cheiro é muito forte pega o de eucalipto"); -1 otherwise. The clause of what
 * is not to buy asks it too: such a reason is no one who provides the item.
 */
export function kindAskedAfterReason(s: TalkState, i: number): number {
  const subject = s.subjectAt(i);
  const said = SAYING_VERBS.has(s.word(i + subject)) ? i + subject + 1 : s.verbAt(i + subject);
  if (subject === 0 || said < 0) return -1;
  let k = said;
  const stops = (j: number): boolean => s.request(j) > 0 || THEN_KIND_LEADS.has(s.word(j));
  while (k < s.tokens.length && k < i + MOST_REASON_WORDS && !stops(k) && !s.tokens[k]?.separator) k += 1;
  // ("… o caíque falou que rosé ninguém gosta então tinto": the kind the reason names again, then another.)
  if (THEN_KIND_LEADS.has(s.word(k))) return kindChosenAt(s, i, k);
  return s.request(k) > 0 && kindOnlyAsked(s, k) ? k : -1;
}

/**
 * Where the kind chosen after the lead at `k` ("então tinto", "melhor o seco") starts, when the reason from `i`
 * names again a word that said the kind of the run's item ("vinho rosé o caíque falou que rosé ninguém gosta
 * então tinto"); -1 otherwise. The kind is one word of no product, brand or verb, said last in the item.
 */
function kindChosenAt(s: TalkState, i: number, k: number): number {
  const run = s.out.slice(s.runStart);
  const product = run.findIndex((t) => t.head);
  const kinds = new Set(run.slice(product + 1).map((t) => t.sing));
  if (product < 0 || !s.tokens.slice(i, k).some((t) => kinds.has(t.sing) && t.fold.length > 3)) return -1;
  const j = DEFINITE_ARTICLES.has(s.word(k + 1)) ? k + 2 : k + 1;
  const t = s.tokens[j];
  const next = s.tokens[j + 1];
  const bare =
    t !== undefined &&
    !t.head &&
    t.brand !== true &&
    t.fold.length > 3 &&
    !/\d/.test(t.fold) &&
    s.verbAt(j) < 0 &&
    s.request(j) === 0 &&
    (next === undefined || next.separator || next.fold === 'e');
  return bare ? j : -1;
}

/**
 * Where the amount asked for after the reason starts, when an add request at `k` asks for an amount
 * with no product of its own ("põe um quilo só", "pega só dois"): the reason changed the amount, not
 * the item, which stays (with "não" before the amount, the item pass corrects it); -1 otherwise.
 */
export function newAmountAsked(s: TalkState, k: number): number {
  const n = s.request(k);
  if (n === 0 || s.phraseAt[k]?.kind !== 'add') return -1;
  const start = s.word(k + n) === 'so' ? k + n + 1 : k + n;
  const amount = readQuantity(s.tokens, start, false);
  if (amount === undefined || amount.money || amount.linked) return -1;
  const next = s.tokens[amount.end];
  return next === undefined || next.separator || AMOUNT_ALONE_TAILS.has(next.fold) ? start : -1;
}

/**
 * Whether the run follows a removal ("tira o segundo que esfiha a tia vai trazer", "não precisa mais da
 * ração não que a vizinha deu"), not the "não precisa" this rule says.
 */
function removalRun(s: TalkState): boolean {
  return s.lastKind === 'remove' && s.notToBuyRun !== s.runStart;
}

/**
 * Whether someone in the clause asks for another product ("não perai ela falou pão integral"): a
 * verb of saying right before a product or an amount is a correction, not a reason.
 */
function asksForAnother(s: TalkState, k: number, end: number): boolean {
  for (let j = k; j < end; j += 1) {
    if (!SAYING_VERBS.has(s.word(j))) continue;
    // ("a tia mandou uma lata": a verb of sending with an amount of no product names what was provided.)
    // ("a comadre mandou duas garrafas e o queijo a gente compra na feira": up to "e", the next item's own clause.)
    const upTo = s.tokens.findIndex((t, n) => n > j && n < end && (t.fold === 'e' || t.separator));
    const named = s.tokens.slice(j + 1, upTo > 0 ? upTo : end).some((t) => t.head || t.brand === true);
    if (PROVIDE_VERBS.has(s.word(j)) && !named) continue;
    const n = DEFINITE_ARTICLES.has(s.word(j + 1)) ? j + 2 : j + 1;
    const t = s.tokens[n];
    // ("o leo falou que prefere maracujá uma garrafa de suco de maracujá": asked for after the reason.)
    if (t !== undefined && t.head && s.tokens.slice(end, end + 6).some((w) => w.sing === t.sing)) continue;
    if (t !== undefined && (t.head || t.brand === true)) return true;
    // ("o médico falou integral seis pães integrais": the amount of what is asked for.)
    if (readNumber(s.word, j + 1) !== undefined || readNumber(s.word, j + 2) !== undefined) return true;
  }
  return false;
}

/** "não precisa", which the requests read after an item with no request before it ("o café ainda tem"). */
const NOT_NEEDED_SAID: readonly Token[] = [
  { raw: 'não', fold: 'nao', sing: 'nao', separator: false, head: false },
  { raw: 'precisa', fold: 'precisa', sing: 'precisa', separator: false, head: false },
];
const AND_SAID: Token = { raw: 'e', fold: 'e', sing: 'e', separator: false, head: false };

/**
 * With no request before the item, says "não precisa" for it (the requests then take it off the
 * list when it is there), and "e" when an item follows the clause with none ("mas arroz pega dois").
 */
function sayNotNeeded(s: TalkState, marker: number, end: number): void {
  // (As said when the requests read the phrase: "já tem" takes the item off the list, "ainda tem" is talk.)
  const said = s.tokens.slice(s.i, marker);
  const asSaid = NOT_NEEDED.has(said.map((t) => t.fold).join(' '));
  // ("leite em pó da bebê ainda tem uma lata coloca mamadeira": a phrase the requests read as talk, no removal,
  // says only that the item is had; it goes here, where what is said of it, "da bebê", cannot hide the phrase.)
  // ("amaciante ainda tem não precisa": "não precisa" said after it is a removal, when the item is on the list.)
  const notNeededAfter = s.phraseAt.slice(marker, end).some((p) => p?.kind === 'remove' && p.words[0] === 'nao');
  const talk = asSaid && !said.some((_, n) => s.phraseAt[s.i + n]?.kind === 'remove') && !notNeededAfter;
  if (talk) dropHadItem(s);
  else s.out.push(...(asSaid && !notNeededAfter ? said : NOT_NEEDED_SAID));
  s.endRun('remove');
  s.notToBuyRun = s.runStart;
  const next = s.tokens[end];
  // ("o que falta é saco de lixo": a container word that starts the next product's name.)
  const container = next !== undefined && unitFor(next.fold) !== undefined && OF_WORDS.has(s.word(end + 1));
  const item = next !== undefined && (namesItem(next) || s.amountAt(end, false) || container);
  // ("o sal a gente ainda tem mas o tempero pronto acabou": "mas" reopens the list with an item said with its
  // article; "mas é pouco" is talk of the same item.)
  const named = s.tokens[DEFINITE_ARTICLES.has(s.word(end)) ? end + 1 : end];
  const reopened = named !== undefined && namesItem(named) && end > marker && BUT_REOPENS.has(s.word(end - 1));
  if ((item || reopened) && next?.fold !== 'e' && s.request(end) === 0) s.out.push(AND_SAID);
}

/**
 * The item said last, which the speaker still has, goes as the item pass splits it, from the last "e" or
 * pause of the run ("… e a manteiga ainda tem pega café": only the manteiga); words before it in the run
 * that name no item go with it ("escuta o amaciante tem ainda").
 */
export function dropHadItem(s: TalkState): void {
  const { out, runStart } = s;
  let from = out.length;
  while (from > runStart && !(out[from - 1]?.separator || (out[from - 1]?.fold === 'e' && !halfSaid(out, from - 1))))
    from -= 1;
  let start = lastItemStart(out, from);
  if (!out.slice(runStart, start).some(namesItem)) start = runStart;
  out.splice(start);
  if (start > runStart && BUT_WORDS.has(out[start - 1]?.fold ?? '')) out[start - 1] = PAUSE;
  s.runItem = out.slice(runStart).some(namesItem);
}

/**
 * Said before the item: "a gente ainda tem em casa o molho de tomate umas quatro caixinhas então …",
 * "já tem o arroz": the phrase, the item and what is said of it go, up to where talk returns to the list.
 */
function hadFirst(s: TalkState): boolean {
  const someone = someoneAt(s, s.i);
  const phrase = HAD_FIRST_PHRASES.find((words) => words.every((w, n) => s.word(s.i + someone + n) === w));
  if (phrase === undefined) return false;
  let j = s.i + someone + phrase.length;
  // ("em casa", "lá no armário": where it is had.)
  while (j < s.i + someone + phrase.length + 3 && !s.tokens[j]?.head && !DEFINITE_ARTICLES.has(s.word(j))) j += 1;
  if (DEFINITE_ARTICLES.has(s.word(j))) j += 1;
  const item = s.tokens[j];
  if (item === undefined || !(item.head || item.brand)) return false;
  let last = productEnd(s, j);
  // ("já tem o arroz e o feijão": the items said under the phrase.)
  for (;;) {
    const next = s.word(last) === 'e' ? last + 1 + (DEFINITE_ARTICLES.has(s.word(last + 1)) ? 1 : 0) : -1;
    if (next < 0 || !(s.tokens[next]?.head || s.tokens[next]?.brand)) break;
    last = productEnd(s, next);
  }
  const end = reasonClauseEnd(s, last);
  return end >= 0 && s.skipTo(end);
}

/** Whether `token` is a package (a unit that is no measure: "potinho", "caixinha"). */
function isPackageUnit(token: Token | undefined): boolean {
  const unit = unitFor(token?.fold ?? '');
  return unit !== undefined && !isMeasure(unit);
}
