import { dismissedBeforeOnlyThese } from './rules/dismissed-before-only';
import { notThatOnlyThis } from './rules/not-that-only-this';
import { thenNot } from './rules/then-not';
import { COMPOUNDS, isKnownWord, isPersonWord, isPlaceWord } from './lexicon-index';
import { NAME_JOINS } from './lexicon-names';
import {
  BRING_VERBS,
  BUY_INFINITIVES,
  BUY_VERBS,
  GROUP_NOUNS,
  GROUP_WORDS,
  HAVE_VERBS,
  STILL_HAVE,
  VERB_ADVERBS,
  CHEAP,
  CANCEL_REASON_OPENERS,
  AMOUNT_JUDGEMENTS,
  CANCEL_VERBS,
  GAVE_VERBS,
  OTHER_POSSESSIVES,
  CLAUSE_ARTICLES,
  CLAUSE_OPENERS,
  COUNTED_PEOPLE,
  DEFINITE_ARTICLES,
  FOR_ALL_LINKS,
  FOR_HOW_MANY,
  HOW_FAST,
  INTERJECTIONS,
  ITEM_COPULAS,
  JUDGING_INTENSIFIERS,
  JUDGING_WORDS,
  KEEP_ONLY,
  NAME_LINKS,
  OF_WORDS,
  OTHER_LINKS,
  OTHER_WORDS,
  NO_BARE_OBJECT,
  OPENING_COPULAS,
  PLACE_LINKS,
  PLACE_POINTERS,
  AFTER_REJECTION,
  POSSESSIVES,
  PRICE_VERBS,
  PRONOUNS,
  RAN_OUT_WORDS,
  REASON_OPENERS,
  REASON_STATES,
  REASON_VERBS,
  REJECTIONS,
  TAIL_VERBS,
  VOCATIVE_LINKS,
  VERB_LEADS,
  VOCATIVES,
  WRITTEN_VERBS,
} from './lexicon-talk';
import { calledByTitle } from './called-by-title';
import { kindBeforeExamples } from './kind-before-examples';
import { productThenKind, reasonThenKind, sizedKindAsked } from './rules/reason-then-kind';
import { dropHadItem, KIND_ASKED, kindOnlyAsked, newAmountAsked, notToBuyClause, PAUSE } from './not-to-buy';
import {
  CLAUSE_CLOSERS,
  LIKING_VERBS,
  OPINION_WORDS,
  PROVIDERS,
  REJECTED_POINTERS,
  SOMEONE_OBJECT_LINKS,
} from './lexicon-not-to-buy';
import { readNumber } from './number-words';
import { otherPlaceEnd } from './other-place-said';
import { boughtAtAnotherShop, notButThat } from './rules/bought-at-another-shop';
import { boughtThere } from './rules/bought-there';
import { purposeEnd } from './purpose';
import { OF_LINKS, PURPOSE_LINKS, PURPOSE_TIMES } from './lexicon-purpose';
import { ITEM_ARTICLES } from './lexicon-items';
import { CONSUMING_VERBS } from './lexicon-left-in-name';
import {
  AGAINST_WORDS,
  COOK_VERBS,
  EXCESS_INTENSIFIERS,
  GOOD_WORDS,
  PURPOSE_FIRST,
  TAGS_BETWEEN_ITEMS,
  TOO_MUCH,
} from './lexicon-change-of-mind';
import {
  almostForgot,
  checkAskedFirst,
  butBeforeRequest,
  meantChoiceEnd,
  moreAfterRemoval,
  moreItemsAt,
  phraseAt,
  startAdding,
} from './rules/change-of-mind';
import { changedMindWithoutNo } from './rules/changed-mind-without-no';
import { keepOnlyAt, keepOnlyThese } from './rules/keep-only-these';
import { keptOnList, keptSaidAfter } from './rules/kept-on-list';
import { removalSaidAgain } from './rules/removal-said-again';
import { notThatOne } from './rules/not-that-one';
import { notToPutFirst } from './rules/not-to-put-first';
import { notNeededDone } from './rules/not-needed-done';
import { oneForEach } from './rules/one-for-each';
import { packageClause } from './rules/package-clause';
import { speakerRestarts } from './rules/speaker-restarts';
import { listQuestionFirst } from './rules/list-question-first';
import { whatWeWillDo } from './rules/what-we-will-do';
import { clauseEndsAtItem } from './rules/clause-ends-at-item';
import { runPass } from './rules/pass-state';
import type { Rule } from './rules/rule';
import { namesItem, POSITION, REMOVAL_REASON, TalkState } from './talk-state';
import { isTalkVerb } from './talk-verb';
import { endsItem, isInfinitive, type Token } from './tokenize';
import { isCountWord, unitFor } from './units';

export { isTalkVerb } from './talk-verb';

/**
 * The situation pass: reasons and situations said around the items, by the shape of the
 * clause rather than its words (a run of words with a conjugated verb that is no request, a
 * place said first, "tá/tô" and "a gente" opening the utterance, a "que" clause after a
 * complete item...). Each rule below looks at the state's position; the first that applies
 * drops (or keeps) words and moves on; when none does, the word is kept. A clause ends at the
 * next amount, request, "então", pause or product, so the items around it stay. The rules'
 * examples: `rules/examples/situation-talk.ts`.
 */
type TalkRule = Rule<TalkState>;

/**
 * "uma melancia não esquece a melancia": "não" before "esquece" and an item already said goes (the item is
 * taken back). A reason after the item said again goes too, up to the next request or "então" and the next
 * item ("presunto não esquece presunto o júlio disse que aquele de lá tava azedo anota salame", "orelha não
 * esquece orelha a dani disse que ninguém come então só costela"), which is asked for.
 */
const notForgetAgain: TalkRule = {
  name: 'not-forget-item-again',
  apply: (s) => {
    const { i, word } = s;
    if (s.token.fold !== 'nao' || word(i + 1) !== 'esquece') return false;
    if (s.again(i + 2) || s.again(i + 3)) return s.skipTo(i + 1);
    // (The item may be said in part or in the singular: "orelha de porco não esquece orelha", "mangas … manga".)
    const said = s.out.slice(s.runStart).filter((t) => t.head || t.fold.length > 3);
    const item = [i + 2, i + 3].find((k) => said.some((t) => t.sing === s.tokens[k]?.sing));
    if (item === undefined || !reasonOpens(s, item + 1)) return false;
    const end = restartAt(s, item + 1);
    if (end < 0) return false;
    s.out.push(...s.tokens.slice(i + 1, item + 1));
    if (s.phraseAt[end]?.kind === 'add') return s.skipTo(end);
    // ("então só costela": only instead of the item taken back, not only of the list.)
    s.out.push(ASKED);
    return s.skipTo(KEEP_ONLY.has(word(end)) ? end + 1 : end);
  },
};

/** The correction marker a change of mind leaves behind, so the item pass replaces the item before it. */
const CHANGE_OF_MIND: Token = { raw: 'não', fold: 'nao', sing: 'nao', separator: false, head: false };

/**
 * Where a reason said after a rejected item ends, or -1: from `k` (the item said again may open it,
 * "picanha tá muito cara"), a clause with a verb and no product of its own ("a médica cortou o açúcar
 * dele", "tá muito cara", "ninguém gosta"), up to "então" or an add request that names the next product.
 * `said` (a reason with no "não"): a verb of saying counts as the clause's verb too ("o zé falou que aquela é
 * ruim"), and the next item may be only another kind ("pega o de limão").
 */
function reasonEnd(s: TalkState, k: number, said = false): number {
  const { tokens, word } = s;
  const saidBefore = (t: Token): boolean => s.out.slice(s.runStart).some((o) => o.head && o.sing === t.sing);
  let j = k;
  while (tokens[j]?.head && saidBefore(tokens[j] as Token)) j += 1;
  let end = j;
  let verb = false;
  while (end < tokens.length && !tokens[end]?.separator && s.request(end) === 0 && word(end) !== 'entao') {
    const t = tokens[end] as Token;
    // ("cortou o açúcar": a product after the verb and an article is the verb's object.)
    const object = verb && (CLAUSE_ARTICLES.has(word(end - 1)) || isTalkVerb(tokens[end - 1]));
    // ("é muito doce": a product's word after an intensifier is an adjective.)
    const adjective = verb && EXCESS_INTENSIFIERS.has(word(end - 1));
    if ((namesItem(t) && !saidBefore(t) && !CHEAP.has(t.fold) && !object && !adjective) || s.amountAt(end, false))
      return -1;
    verb ||=
      isTalkVerb(t) ||
      ITEM_COPULAS.has(t.fold) ||
      OPENING_COPULAS.has(t.fold) ||
      TAIL_VERBS.has(t.fold) ||
      (said && REASON_VERBS.has(t.fold));
    end += 1;
  }
  const then = word(end) === 'entao' ? end + 1 : s.phraseAt[end]?.kind === 'add' ? end + s.request(end) : -1;
  // ("… o cheiro é ruim pega o de limão": with no "não", only another kind, named past its article and "de".)
  const kindWord = (t: Token): boolean => said && (DEFINITE_ARTICLES.has(t.fold) || t.fold === 'de');
  const next = then >= 0 ? s.tokens.slice(then).find((t) => !t.separator && !kindWord(t)) : undefined;
  const named = next !== undefined && (next.head || next.brand === true || /\d/.test(next.fold));
  // ("… tá muito seco pega o integral": with no "não", a request for only another kind of it.)
  const kindAsked = said && s.phraseAt[end]?.kind === 'add' && kindOnlyAsked(s, end);
  return verb && end - j >= 2 && (named || kindAsked) ? end : -1;
}

/**
 * A change of mind with its reason between: an item, "não" (or "ah não", "pensando bem"), the reason,
 * then "então" or a request and the next item ("coloca picanha ah não picanha tá muito cara põe
 * fraldinha", "refrigerante não a médica cortou o açúcar então suco de uva"): the reason goes and "não"
 * stays, so the next item replaces the rejected one. (Tried after `rejected-with-reason`, which takes
 * "não" and a reason naming products of its own; this one takes "pensando bem" and a reason said with
 * no marker: "picanha tá cara demais então fraldinha".)
 */
const changeOfMind: TalkRule = {
  name: 'change-of-mind-with-reason',
  apply: (s) => {
    const { i, word } = s;
    if (!s.runItem || s.request(i) > 0) return false;
    const marker = word(i) === 'nao' ? 1 : word(i) === 'pensando' && word(i + 1) === 'bem' ? 2 : 0;
    // With no marker, the reason says the item is no good: someone's "não"/"ninguém" or its price
    // ("o joão falou que não gosta mais então bisnaguinha", "picanha tá cara demais então fraldinha").
    // (The cheap checks first: this rule is tried at every word.)
    if (marker === 0 && !(s.subjectAt(i) > 0 || ITEM_COPULAS.has(word(i)))) return false;
    // (With no marker, any verb of saying opens it: "o zé falou que aquela é ruim".)
    const end = reasonEnd(s, i + marker, marker === 0);
    if (end < 0) return false;
    // ("a lu disse que é muito doce", "o zé falou que aquela é ruim": a judgement against it, said of someone.)
    // ("pão de forma tá vencido": or of the item itself.)
    // (A good word or a diminutive after the intensifier praises it: "muito bom", "muito fresquinho".)
    const praised = (w: string): boolean => GOOD_WORDS.has(w) || /inh[oa]s?$/.test(w);
    const judging = marker === 0 && (s.subjectAt(i) > 0 || ITEM_COPULAS.has(word(i)));
    const judged = (t: Token, n: number): boolean =>
      judging && (AGAINST_WORDS.has(t.fold) || (TOO_MUCH.has(t.fold) && !praised(word(i + n + 1))));
    const against = s.tokens.slice(i, end).some((t, n) => REJECTIONS.has(t.fold) || CHEAP.has(t.fold) || judged(t, n));
    if (marker === 0 && !against) return false;
    // ("… não que o médico cortou a gordura pega margarina": "não" and "pega" would be the removal "não pega".)
    // ("o desinfetante pinho sol a mari falou que o cheiro é muito forte pega o de eucalipto": only another kind.)
    const asked = s.phraseAt[end]?.kind === 'add';
    s.out.push(asked && kindOnlyAsked(s, end) ? KIND_ASKED : asked ? REJECTED : CHANGE_OF_MIND);
    return s.skipTo(word(end) === 'entao' ? end + 1 : end);
  },
};

/** The correction marker a rejection leaves before the next request ("não" and "pega" would be the removal "não pega"). */
const REJECTED: Token = { raw: 'aliás', fold: 'alias', sing: 'alias', separator: false, head: false };
/** The add request a restart said without one stands for ("… então tixan"). */
const ASKED: Token = { raw: 'põe', fold: 'poe', sing: 'poe', separator: false, head: false };

/** Whether an item, a brand or an amount is said at `k`, past articles and fillers ("pega o toddy", "leva só pão"). */
function namesNext(s: TalkState, k: number): boolean {
  let j = k;
  // ("então só vela de aniversário": only the next item.)
  while (j < k + 3 && (DEFINITE_ARTICLES.has(s.word(j)) || KEEP_ONLY.has(s.word(j)) || s.filler(j) > 0))
    j += Math.max(1, s.filler(j));
  const t = s.tokens[j];
  if (t === undefined) return false;
  // ("põe cream cheese": a compound's first word names no product alone.)
  if (t.head || t.brand === true || COMPOUNDS.has(t.sing)) return true;
  // ("pega o neve um fardo", "pega parmesão 200 gramas": a word the lexicon does not know, said with its amount.)
  if (unknownWithAmount(s, j)) return true;
  // An amount names an item with its product ("pega dois quilos de tilápia"); alone it is the amount
  // of the item just said ("feijão não tá caro pega dois").
  if (!s.amountAt(j, false) && readNumber(s.word, j) === undefined) return false;
  // ("pega um quilo e meio de cupim": the "e" of "e meio" is the amount's, i27g.)
  const half = (n: number): boolean => s.word(n) === 'e' && ['meio', 'meia'].includes(s.word(n + 1));
  for (
    let n = j + 1;
    n < Math.min(s.tokens.length, j + 6) && (s.word(n) !== 'e' || half(n)) && s.request(n) === 0;
    n += 1
  )
    if (s.tokens[n]?.head || s.tokens[n]?.brand || COMPOUNDS.has(s.tokens[n]?.sing ?? '')) return true;
  return false;
}

/**
 * Whether the word at `k` is one the lexicon does not know (no verb, place, person or number) said right
 * before an amount: a product named as the recogniser heard it ("o neve um fardo", "parmesão 200 gramas").
 */
function unknownWithAmount(s: TalkState, k: number): boolean {
  const t = s.tokens[k];
  if (t === undefined || t.separator || t.fold.length < 3 || s.request(k) > 0 || readNumber(s.word, k) !== undefined)
    return false;
  if (isKnownWord(t.sing) || isTalkVerb(t) || isPlaceWord(t.sing) || isPersonWord(t.sing)) return false;
  return s.amountAt(k + 1, false);
}

/**
 * Whether a reason opens at `k`: "que", "porque", a price word, or within a few words a verb said
 * of someone or of the item ("a tua irmã falou", "o pediatra mandou", "tá caríssimo", "a gente tá
 * de dieta", "o nescau tá caro"), before any other product, amount or request.
 */
function reasonOpens(s: TalkState, k: number): boolean {
  const { tokens, word } = s;
  if (REASON_OPENERS.has(word(k))) return true;
  const said = s.out.slice(s.runStart);
  // ("não é na pet shop que é mais barato": where else it is bought, and why.)
  // ("não esse é muito doce": the one pointed at, judged.)
  const pointed = REJECTED_POINTERS.has(word(k)) && JUDGING_INTENSIFIERS.has(word(k + 1));
  if (pointed && tokens[k + 2] !== undefined && !tokens[k + 2]?.head && s.request(k + 2) === 0) return true;
  const place = PLACE_LINKS.has(word(k));
  // ("não o eritritol é caro demais": the item said again is left to `not-to-buy-clause`.)
  const itemAgain = [k, k + 1].some((j) => said.some((o) => o.fold.length > 3 && o.sing === tokens[j]?.sing));
  // ("bombom não bombom todo ano é a mesma coisa o lipe disse": the item said again right after "não" is
  // rejected; its reason may take longer to reach its verb, with no other "não" before it.)
  let reach = itemAgain ? 11 : 6;
  for (let j = k; j < Math.min(tokens.length, k + reach + 2); j += 1) {
    if (j > k && word(j) === 'nao') reach = 6;
    const t = tokens[j] as Token;
    // ("não é pesada demais", "não o da padaria aqui do lado é melhor": a judgement, the copula dropped.)
    if (JUDGING_WORDS.has(t.fold) && j > k && !itemAgain) return true;
    // ("peru de cinco quilos não é muito pra gente": too much or too little for someone, the copula dropped.)
    if (j === k && AMOUNT_JUDGEMENTS.has(t.fold) && word(j + 1) === 'pra') return true;
    if (place && j > k && (CANCEL_REASON_OPENERS.has(t.fold) || CHEAP.has(t.fold))) return true;
    // ("não a encomenda da padaria sai mais barato": a price said of something else is a reason too.)
    const price = PRICE_VERBS.has(t.fold) && CHEAP.has(word(j + 1 + (word(j + 1) === 'mais' ? 1 : 0)));
    // ("não a cecília alérgica a leite": how someone is, the copula dropped.)
    const state = REASON_STATES.has(t.fold);
    const written = WRITTEN_VERBS.has(t.raw);
    const verb = REASON_VERBS.has(t.fold) || TAIL_VERBS.has(t.fold) || isTalkVerb(t) || price || state || written;
    if (verb && j < k + reach) return true;
    // ("não a carne no atacadão tá mais barata": a product with its article may be the reason's subject.)
    const subject = DEFINITE_ARTICLES.has(word(j - 1)) && !/\d/.test(t.fold);
    const again = subject || said.some((o) => (o.head || o.brand) && o.sing === t.sing);
    if (t.separator || s.request(j) > 0 || (namesItem(t) && !again) || s.amountAt(j, false)) return false;
  }
  return false;
}

/**
 * Where the reason that opens at `k` ends, or -1: at the next add request that names an item ("pega
 * o toddy"), or after "então" or a pause before a request or an item. The reason may name products of
 * its own ("o nescau tá caro no atacadão", "cortou o refrigerante"); a removal or a swap in it, or no
 * restart at all, leaves it to the other rules.
 */
function restartAt(s: TalkState, k: number): number {
  const { tokens, word } = s;
  const addsAt = (j: number): boolean => s.phraseAt[j]?.kind === 'add' && namesNext(s, j + s.request(j));
  // ("o rodrigo disse que é melhor pegar um vinho pra janta uma garrafa de vinho tinto": a request someone
  // said is the reason's when the item is said again after it; else it restarts.)
  let reported = -1;
  // ("fondue de queijo não fondue dá trabalho queijo gruyère duzentos gramas": the item said again after "não".)
  const again = s.out.slice(s.runStart).some((t) => t.fold.length > 3 && t.sing === tokens[k]?.sing);
  for (let j = k + 1; j < Math.min(tokens.length, k + 30); j += 1) {
    const kind = s.phraseAt[j]?.kind;
    // "tá caro demais esquece pega hidratante": "esquece" before the next request closes the reason.
    if (kind === 'remove' && addsAt(j + s.request(j))) return j + s.request(j);
    // ("… a regina disse que não tira mancha": a verb said with "não" in the reason is no request.)
    const negated = word(j - 1) === 'nao' && j - 1 > k;
    if ((kind === 'remove' || kind === 'swap') && !toldToDo(s, j) && !negated) return reported;
    if (addsAt(j) && reported < 0 && askedBySomeone(s, k, j)) reported = j;
    else if (addsAt(j)) return j;
    // ("… a mãe reclama pega um pacote de cinco quilos tipo um": a request for only another kind, kind66.)
    if (s.phraseAt[j]?.kind === 'add' && !negated && sizedKindAsked(s, j)) return j;
    // ("… não que é muita carne pra quatro pessoas meio quilo de picanha só": the item said again with its amount.)
    if (j > k + 1 && amountOfItemSaid(s, j, k, reported >= 0)) return j;
    if (again && j > k + 2 && tokens[j]?.sing !== tokens[k]?.sing && newItemWithAmount(s, j)) return j;
    // ("… o ivo não gosta melhor uma lata de doce de leite": an opinion and the next item.)
    // ("… a caseira é melhor então ovos": the "então" after the opinion goes with it.)
    if (OPINION_WORDS.has(word(j)) && namesNext(s, j + 1)) return word(j + 1) === 'entao' ? j + 2 : j + 1;
    const pause = word(j) === 'entao' || tokens[j]?.separator === true;
    if (pause && (addsAt(j + 1) || namesNext(s, j + 1))) return j + 1;
    // ("… então faz espetinho de carne trinta": what will be cooked instead is the next item.)
    const cook = pause ? cookVerbAt(s, j + 1) : 0;
    if (cook > 0 && namesNext(s, j + 1 + cook)) return j + 1 + cook;
  }
  return reported;
}

/**
 * Whether a product starts at `k` with its amount right after it and its kind words
 * ("queijo gruyère duzentos gramas"), not as a verb's object ("dá trabalho", "cortou o queijo").
 */
function newItemWithAmount(s: TalkState, k: number): boolean {
  const t = s.tokens[k];
  if (!t?.head || t.brand || CLAUSE_ARTICLES.has(s.word(k - 1)) || isTalkVerb(s.tokens[k - 1])) return false;
  for (let j = k + 1; j <= k + 4; j += 1) {
    if (s.amountAt(j, false)) return true;
    // ("pão de queijo um quilo": "de" and a product name its kind.)
    const kindOf = OF_WORDS.has(s.word(j - 1)) && s.tokens[j]?.head === true;
    if (endsItem(s.tokens[j]) || (s.tokens[j]?.head && !kindOf) || s.request(j) > 0) return false;
  }
  return false;
}

/** A word shaped like an infinitive ("de cortar", "mandou trocar"), no kind. */
const INFINITIVE_SHAPE = /^[a-z]{3,}[aei]r$/;

/** Whether the word at `k` is a verb of saying or telling ("disse", "mandou", "falou"). */
const toldAt = (s: TalkState, k: number): boolean => REASON_VERBS.has(s.word(k)) || isTalkVerb(s.tokens[k]);

/** Where the product of the amount at `k` starts, past its number, unit and "de" ("meio quilo de picanha"). */
function productAfterAmount(s: TalkState, k: number): number {
  let j = readNumber(s.word, k)?.end ?? k + 1;
  if (unitFor(s.word(j)) !== undefined) j += 1;
  if (OF_WORDS.has(s.word(j))) j += 1;
  return j;
}

/**
 * Whether the add request at `j` is an infinitive someone said in the reason that opens at `k`: after
 * "melhor" or a verb of saying, with "disse que"/"acha que" before it ("o rodrigo disse que é melhor pegar um vinho").
 */
function askedBySomeone(s: TalkState, k: number, j: number): boolean {
  const after = OPINION_WORDS.has(s.word(j - 1)) || toldAt(s, j - 1) || (s.word(j - 1) === 'pra' && toldAt(s, j - 2));
  const saying = s.tokens.slice(k, j).some((t, n) => t.fold === 'que' && toldAt(s, k + n - 1));
  return after && saying && INFINITIVE_SHAPE.test(s.word(j));
}

/**
 * Whether an amount at `k` is of a product the run said already ("meio quilo de picanha" after "uma picanha
 * inteira não …", "uma melancia só"), its own item: the first product after the amount is that one, and
 * nothing but a pause, "só", "e", a request or the end follows it.
 */
function amountOfItemSaid(s: TalkState, k: number, from: number, kindsNamed: boolean): boolean {
  // ("um pacote de 5 quilos de arroz": not a size inside another amount.)
  if (!s.amountAt(k, false) || OF_WORDS.has(s.word(k - 1))) return false;
  // (The run's products, and those the reason named: "… disse que é melhor um vinho … uma garrafa de vinho tinto".)
  const said = [...s.out.slice(s.runStart), ...s.tokens.slice(from, k)].filter((t) => t.head);
  // (Only the amount's own words before it: "meio quilo de", "uma"; not "pra nós dois um quilo de frango".)
  const j = productAfterAmount(s, k);
  if (!s.tokens[j]?.head || !said.some((t) => t.sing === s.tokens[j]?.sing)) return false;
  // (Its kind may follow: "um vinho tinto então", "uma garrafa de suco de maracujá e".)
  for (let after = j + 1; after <= j + 3; after += 1) {
    const t = s.tokens[after];
    if (t === undefined || endsItem(t) || KEEP_ONLY.has(t.fold) || t.fold === 'entao' || s.request(after) > 0)
      return true;
    // ("pegar suco um litro de suco de uva": after a request someone said, "de" and a product too; else
    // "prefere laranja dois litros de suco de laranja" is `not-to-buy-clause`'s.)
    const kindOf = kindsNamed && t.head && OF_WORDS.has(s.word(after - 1));
    if ((t.head && !kindOf) || isTalkVerb(t) || REASON_VERBS.has(t.fold) || s.amountAt(after, false)) return false;
  }
  return false;
}

/**
 * Whether the removal or swap at `k` is one someone told of, an infinitive after a verb of saying or "pra"
 * ("a veterinária falou pra trocar pela light", "o médico mandou tirar o sal"), with its object: the
 * reason's, no request.
 */
function toldToDo(s: TalkState, k: number): boolean {
  // (With nothing after it before "então", "mandou trocar então azeite" is `not-to-buy-clause`'s.)
  const object = s.word(k + 1) !== 'entao' && k + 1 < s.tokens.length;
  const told = toldAt(s, k - 1) || (s.word(k - 1) === 'pra' && toldAt(s, k - 2));
  return object && INFINITIVE_SHAPE.test(s.word(k)) && told;
}

/** How many words of a cooking verb (`COOK_VERBS`: "faz", "vamos fazer") start at `k`, 0 if none. */
function cookVerbAt(s: TalkState, k: number): number {
  let best = 0;
  for (const verb of COOK_VERBS)
    if (verb.length > best && verb.every((w, n) => s.word(k + n) === w)) best = verb.length;
  return best;
}

/**
 * An item rejected with its reason, then the next one: the item, "não" (and "pera", "não", a
 * vocative), a reason ("a tua irmã falou que o nescau tá caro", "tá caríssimo o quilo", "que o pai
 * parou de comer carne de porco") up to the next add request that names an item, "então" or a
 * pause: the reason goes, products and all, and a correction marker stays, so the rejected item
 * goes and the items after the request stay ("pega nescau não a vó disse que tá caro pega toddy e
 * leite" → `Toddy`, `Leite`).
 */
const rejectedWithReason: TalkRule = {
  name: 'rejected-with-reason',
  apply: (s) => {
    const { i, word } = s;
    if (!s.runItem || word(i) !== 'nao') return false;
    const reminder = s.request(i) > 0 && forgetAgainst(s, i);
    if (s.request(i) > 0 && !reminder) return false;
    let k = i + (reminder ? 2 : 1);
    while (k < i + 4 && (AFTER_REJECTION.has(word(k)) || VOCATIVES.has(word(k))) && s.request(k) === 0) k += 1;
    // ("frango empanado não fritura não o médico falou pra cortar": what is rejected named again, one word.)
    if (word(k + 1) === 'nao' && namedAgain(s, k)) k += 2;
    // ("goiabada não doce de goiaba o ivo não gosta": what is rejected named in other words, then a dislike.)
    const named = productNamedEnd(s, k);
    if (named > k && !reasonOpens(s, k) && reasonOpens(s, named) && dislikeAt(s, named)) k = named;
    if (!reasonOpens(s, k)) return false;
    const end = restartAt(s, k);
    if (end < 0) return false;
    // ("seis latas de cerveja não a cerveja tá cara pega só três": a new amount for the item.)
    const amount = newAmountAsked(s, end);
    if (amount > 0) {
      s.out.push(CHANGE_OF_MIND);
      return s.skipTo(amount);
    }
    // ("pizza de calabresa não de calabresa o tom não come põe duas de muçarela": only another kind of it.)
    const kind = kindOnlyAsked(s, end);
    // ("suco de uva pro caio não ele disse que prefere laranja …": who or what the rejected item was for goes
    // with it, so the marker follows the item itself, mind27.)
    const run = s.out.slice(s.runStart);
    // (Only a purpose said last, of someone or something that is no product: "pro caio", "pra fernanda".)
    const purpose = run.findLastIndex((t) => PURPOSE_FIRST.has(t.fold));
    const tail = run.slice(purpose + 1);
    const ofItem =
      purpose > 0 &&
      run[purpose - 1]?.head === true &&
      tail.length > 0 &&
      tail.length <= 3 &&
      !tail.some((t) => t.head || t.brand === true || t.separator || t.fold === 'e' || /\d/.test(t.fold));
    if (!kind && ofItem) s.out.length = s.runStart + purpose;
    s.out.push(kind ? KIND_ASKED : REJECTED);
    // ("sabão em pó omo não a vó falou que o tixan lava igual então tixan": a brand said alone after the reason is
    // asked for as said, no other brand of the product rejected.)
    if (!kind && s.phraseAt[end]?.kind !== 'add' && brandAskedAt(s, end)) s.out.push(ASKED);
    return s.skipTo(end);
  },
};

/** Whether a brand is said alone at `k`, after its amount or not ("tixan", "um fardo de heineken"). */
function brandAskedAt(s: TalkState, k: number): boolean {
  const j = s.amountAt(k, false) ? productAfterAmount(s, k) : k;
  return s.tokens[j]?.brand === true;
}

/**
 * An amount rejected with its reason, then the new amount: "uma caixa de cerveja de doze latas não doze é
 * pouco são vinte pessoas duas caixas" → the reason goes and "não" stays before the new amount, said in a
 * unit or container of the run, so it corrects the item's amount (`Cerveja`, 2 caixa).
 */
const amountRejectedWithReason: TalkRule = {
  name: 'amount-rejected-with-reason',
  apply: (s) => {
    const { i, word, tokens } = s;
    if (!s.runItem || word(i) !== 'nao' || s.request(i) > 0) return false;
    const said = s.out.slice(s.runStart);
    // The amount said again right after "não" ("não doze").
    const rejected = readNumber(word, i + 1);
    if (rejected === undefined || !said.some((t) => t.fold === word(i + 1))) return false;
    const k = rejected.end;
    if (unitFor(word(k)) !== undefined || tokens[k]?.head || !reasonOpens(s, k)) return false;
    const units = new Set(said.map((t) => unitFor(t.fold)));
    units.delete(undefined);
    for (let j = k + 1; j < Math.min(tokens.length, k + 12); j += 1) {
      if (tokens[j]?.separator || s.request(j) > 0 || tokens[j]?.head) return false;
      const n = s.amountAt(j, false) ? readNumber(word, j) : undefined;
      if (n === undefined || !units.has(unitFor(word(n.end)))) continue;
      s.out.push(CHANGE_OF_MIND);
      return s.skipTo(j);
    }
    return false;
  },
};

/**
 * "queijo gorgonzola não esquece o bruno odeia gorgonzola pega parmesão": "não esquece", then someone
 * who dislikes the item named again (a liking verb, or "não"/"ninguém"), is a rejection, not a reminder.
 */
function forgetAgainst(s: TalkState, i: number): boolean {
  if (s.word(i + 1) !== 'esquece') return false;
  const said = s.out.slice(s.runStart).filter((t) => t.head || t.fold.length > 3);
  let disliked = false;
  for (let j = i + 2; j < Math.min(s.tokens.length, i + 8); j += 1) {
    const t = s.tokens[j] as Token;
    if (t.separator || s.request(j) > 0) break;
    disliked ||= LIKING_VERBS.has(t.fold) || REJECTIONS.has(t.fold);
    if (disliked && said.some((o) => o.sing === t.sing)) return true;
  }
  return false;
}

/** Where a product said at `k` ends ("doce de goiaba"), or -1 when none starts there. */
function productNamedEnd(s: TalkState, k: number): number {
  // ("doce de goiaba": a word that names a product with its kind.)
  const compound = OF_WORDS.has(s.word(k + 1)) && s.tokens[k + 2]?.head === true && isKnownWord(s.word(k));
  if (!(s.tokens[k]?.head || compound) || s.request(k) > 0 || readNumber(s.word, k) !== undefined) return -1;
  let j = k + 1;
  while (j < k + 5) {
    if (s.tokens[j]?.head === true && s.request(j) === 0) j += 1;
    else if (OF_WORDS.has(s.word(j)) && s.tokens[j + 1]?.head === true) j += 2;
    else break;
  }
  return j;
}

/** Whether the reason at `k` says no one likes or takes it: "o ivo não gosta", "ninguém come" (`REJECTIONS`). */
function dislikeAt(s: TalkState, k: number): boolean {
  for (let j = k; j < Math.min(s.tokens.length, k + 5) && s.request(j) === 0; j += 1)
    if (REJECTIONS.has(s.word(j))) return true;
  return false;
}

/** Whether the word at `k` is one word naming what is rejected, not an amount, request or pause. */
function namedAgain(s: TalkState, k: number): boolean {
  const t = s.tokens[k];
  return t !== undefined && !t.separator && s.request(k) === 0 && readNumber(s.word, k) === undefined;
}

/** The removal phrase "não precisa" that a "not this time" clause stands for. */
const NOT_NEEDED_SAID: readonly Token[] = [
  { raw: 'não', fold: 'nao', sing: 'nao', separator: false, head: false },
  { raw: 'precisa', fold: 'precisa', sing: 'precisa', separator: false, head: false },
];

/** The "e" after it when a product follows the clause ("o café não precisa e açúcar" adds the açúcar). */
const AND_SAID: Token = { raw: 'e', fold: 'e', sing: 'e', separator: false, head: false };

/**
 * Says "não precisa" for the clause that ends at `end`: not when a removal phrase follows it (that
 * one says it), and with "e" when a product follows it (the product is the next item).
 */
function notNeeded(s: TalkState, end: number): void {
  // ("verdura é pra pegar na feira não precisa alface nem rúcula": a removal of its own naming items after
  // it; the item said first goes here, with what is said before it.)
  const removal = s.request(end);
  if (removal > 0 && s.phraseAt[end]?.kind === 'remove' && namesItem(s.tokens[end + removal] ?? AND_SAID))
    dropHadItem(s);
  if (s.phraseAt[end]?.kind === 'remove') return;
  s.out.push(...NOT_NEEDED_SAID);
  const next = s.tokens[end];
  if (next !== undefined && (next.head || next.brand)) s.out.push(AND_SAID);
}

/**
 * After a complete item, a clause saying it is bought elsewhere or another time, or brought by
 * someone: "é pra outra loja", "fica pra outra vez", "a gente compra na farmácia", "a gente pega
 * amanhã cedo na padaria", "eu pego na conveniência do posto", "o tio traz lá de vacaria", "é
 * pra comprar no açougue" (the hesitation "é" is gone). It stands for "não
 * precisa", so the item is not added; the clause goes up to the next pause, request, "então", "e"
 * and a product, or a product said after it (`notBoughtEnd`).
 */
const boughtElsewhere: TalkRule = {
  name: 'bought-elsewhere',
  apply: (s) => {
    if (!s.runItem || s.request(s.i) > 0) return false;
    const end = elsewhereEnd(s, s.i);
    if (end < 0) return false;
    notNeeded(s, end);
    return s.skipTo(end);
  },
};

/** Where a clause at `k` saying the item is bought elsewhere or brought by someone ends, or -1. */
function elsewhereEnd(s: TalkState, k: number): number {
  const { word } = s;
  const lead = word(k) === 'fica' ? 1 : 0;
  // ("é da farmácia outra loja", "é com o caminhão do gás é outra coisa": the shop or someone, then "outra loja".)
  const other = otherPlaceEnd(s, k);
  // ("a pilha é pra outra loja deixa só o sabonete": up to what is kept, `keep-only-these`.)
  if (other > 0) return keptEnd(s, other, s.tailEnd(other));
  if (OTHER_LINKS.has(word(k + lead)) && OTHER_WORDS.has(word(k + lead + 1))) {
    return k + lead + 3 <= s.tokens.length ? keptEnd(s, k + lead + 3, s.tailEnd(k + lead + 3)) : -1;
  }
  // "pra comprar na feira", "pra pegar na padaria".
  if (FOR_ALL_LINKS.has(word(k)) && BUY_INFINITIVES.has(word(k + 1)) && OTHER_LINKS.has(word(k + 2))) {
    return notBoughtEnd(s, k + 3);
  }
  const subject = word(k) === 'eu' ? 1 : s.subjectAt(k);
  if (subject === 0) return -1;
  let verb = k + subject;
  while (VERB_ADVERBS.has(word(verb)) && verb < k + subject + 2) verb += 1;
  // ("o tio vai trazer": the infinitive after "vai".)
  const brings = BRING_VERBS.has(word(verb)) || (word(verb - 1) === 'vai' && /^(trazer|mandar)$/.test(word(verb)));
  if (!brings && !BUY_VERBS.has(word(verb))) return -1;
  const end = notBoughtEnd(s, verb + 1);
  // Buying is said of where: a link before the place, within the clause ("a gente compra direto do produtor").
  const where = s.tokens.slice(verb + 1, end).some((t) => OTHER_LINKS.has(t.fold));
  return brings || where ? end : -1;
}

/** The end of a clause from `k` to `end`, cut where "deixa só" and an item start (`keepOnlyAt`). */
function keptEnd(s: TalkState, k: number, end: number): number {
  for (let j = k; j < end; j += 1) if (keepOnlyAt(s, j)) return j;
  return end;
}

/**
 * Where a clause about an item not to buy ends, from `k`: at the next pause, request or "então",
 * at "e" and a product or an amount, or at a product said not after "de" ("ainda tem dois embaixo
 * da pia sabão em pó também tem": the next item said not needed).
 */
function notBoughtEnd(s: TalkState, k: number): number {
  const { tokens, word } = s;
  let end = k;
  // ("que a gente compra direto da fazenda": a verb of buying said of someone is the clause's, no request.)
  const request = (j: number): boolean =>
    s.request(j) > 0 &&
    !(PRONOUNS.has(word(j - 1)) || ['eu', 'gente'].includes(word(j - 1)) || VERB_ADVERBS.has(word(j - 1)));
  while (end < tokens.length && !tokens[end]?.separator && !request(end) && word(end) !== 'entao') {
    const t = tokens[end] as Token;
    // ("feijão ainda tem só o arroz": what is kept instead.)
    if (KEEP_ONLY.has(t.fold)) break;
    // ("ainda tem um balde na lavanderia": a product counted is what is had.)
    if (t.head && readNumber(word, end - 1) !== undefined) {
      end += 1;
      continue;
    }
    if (t.fold === 'e' && (tokens[end + 1]?.head || s.amountAt(end + 1, false))) break;
    if ((t.head || t.brand) && !OF_WORDS.has(word(end - 1)) && !OTHER_LINKS.has(word(end - 1))) break;
    // ("… não precisa que ele tem eu ia pegar aveia mas ele prefere farelo então …": a change of mind said
    // without "não" is left to its rule, `changed-mind-without-no`, mind27.)
    if (end > k && meantChoiceEnd(s, end) >= 0) break;
    end += 1;
  }
  return end;
}

/**
 * After a complete item, what the speaker still has of it: "ainda tem meia lata", "a gente ainda
 * tem no freezer dois litros de guaraná", "também tem", "tem ainda uma caixa fechada no banheiro",
 * "a gente tem na horta". It stands for "não precisa", with what is had and where, up to the end
 * of the clause (`notBoughtEnd`): the item is not added, the items after it are.
 */
const whatWeStillHave: TalkRule = {
  name: 'what-we-still-have',
  apply: (s) => {
    // ("macarrão não pera macarrão ainda tem": an item taken back in a correction is left to it.)
    if (!s.runItem || s.out.slice(s.runStart).some((t) => t.fold === 'nao')) return false;
    const said = stillHaveEnd(s, s.i);
    if (said < 0) return false;
    let end = notBoughtEnd(s, said);
    // ("feijão ainda tem": the phrase alone is left to the requests, which read it.)
    if (end === said) return false;
    // ("multiuso ainda tem dois frascos não precisa mais uma esponja": "não precisa (mais)" said again of what is
    // had goes with it; an amount after it is the next item to buy, mind27.)
    const again = s.request(end);
    const amount = s.amountAt(end + again, false) || readNumber(s.word, end + again) !== undefined;
    if (again > 0 && s.phraseAt[end]?.kind === 'remove' && s.word(end) === 'nao' && amount) end += again;
    // The phrase as said ("ainda tem", which the requests read), without its subject; "tem" alone is "não precisa".
    const phrase = s.word(said - 1) === 'ainda' || STILL_HAVE.has(s.word(said - 2));
    if (phrase) s.out.push(...s.tokens.slice(said - 2, said));
    else notNeeded(s, end);
    s.endRun('remove');
    // ("multiuso ainda tem dois frascos não precisa mais uma lã de aço": "não precisa" said again closes the
    // clause, and an amount or a product after it is the next item, after a pause.)
    const closer = phraseAt(s, end, CLAUSE_CLOSERS);
    const next = s.tokens[end + closer];
    if (closer > 0 && next !== undefined && (namesItem(next) || readNumber(s.word, end + closer) !== undefined)) {
      s.out.push(PAUSE);
      return s.skipTo(end + closer);
    }
    return s.skipTo(end);
  },
};

/** Where the words at `k` saying the speaker still has the item end (before what is had and where), or -1. */
function stillHaveEnd(s: TalkState, k: number): number {
  const { word } = s;
  const subject = word(k) === 'eu' ? 1 : s.subjectAt(k);
  const j = k + subject;
  let said = -1;
  if (STILL_HAVE.has(word(j)) && HAVE_VERBS.has(word(j + 1))) said = j + 2;
  else if (HAVE_VERBS.has(word(j)) && word(j + 1) === 'ainda') said = j + 2;
  // ("a gente tem na horta": with its subject, where it is had.)
  else if (subject > 0 && HAVE_VERBS.has(word(j)) && (PLACE_LINKS.has(word(j + 1)) || word(j + 1) === 'em'))
    said = j + 1;
  return said;
}

/**
 * A removal said after its item, and why, with a request after it: "mel não precisa que a gente
 * compra do apicultor põe aveia", "o queijo não põe não que o tio traz": the reason goes, up to
 * the end of its clause (`notBoughtEnd`); the removal stays.
 */
const whyNotNeeded: TalkRule = {
  name: 'why-not-needed',
  apply: (s) => {
    const { i, word } = s;
    const n = s.request(i);
    if (n === 0 || !s.runItem || s.phraseAt[i]?.kind !== 'remove') return false;
    const that = word(i + n) === 'nao' && word(i + n + 1) === 'que' ? i + n + 1 : word(i + n) === 'que' ? i + n : -1;
    if (that < 0 || s.commentEnd(that) >= s.tokens.length) return false;
    s.out.push(...s.tokens.slice(i, i + n));
    s.endRun('remove');
    return s.skipTo(notBoughtEnd(s, that + 1));
  },
};

/**
 * "tomate cebola alho essas coisas não precisa", "maçã banana mamão isso eu compro no sacolão",
 * "isso tudo a gente ainda tem": the items of the run, said together as not needed, all go.
 */
const allNotNeeded: TalkRule = {
  name: 'all-not-needed',
  apply: (s) => {
    const { i, word } = s;
    if (!s.runItem || !GROUP_WORDS.has(word(i))) return false;
    let j = i + 1;
    while (GROUP_NOUNS.has(word(j)) && j < i + 3) j += 1;
    const removal = s.phraseAt[j]?.kind === 'remove';
    const had = stillHaveEnd(s, j);
    const end = removal ? j : had >= 0 ? notBoughtEnd(s, had) : elsewhereEnd(s, j);
    if (end < 0) return false;
    s.out.length = s.runStart;
    s.runItem = false;
    if (removal) {
      // ("… não precisa que o seu joão traz da feira então": and why.)
      const n = s.request(j);
      const that = word(j + n) === 'que' ? notBoughtEnd(s, j + n + 1) : j + n;
      return s.skipTo(that);
    }
    return s.skipTo(end);
  },
};

/**
 * After a complete item, someone and what they do or say ("cotonete o banheiro tá zerado",
 * "fermento ela vai arriscar fazer pão", "que ela quer fazer vitamina", "foi ela que pediu"):
 * dropped up to the next pause, request, amount or "e" and a product; the item before stays.
 * ("o fubá ela disse que tem" takes the item back: not here.)
 */
const someonesClause: TalkRule = {
  name: 'someones-clause-after-item',
  apply: (s) => {
    const { i, word } = s;
    const que = s.token.fold === 'que' ? 1 : 0;
    const someone = s.subjectAt(i + que);
    const verbFirst = s.token.fold === 'foi' && PRONOUNS.has(word(i + 1));
    const verbEnd = someone > 0 ? s.verbAt(i + que + someone) : verbFirst ? i + 2 : -1;
    // ("lenço que a pediatra indicou pomada de assadura", "biscoito que ele gosta suco": after "que" a verb
    // in the past, or one that takes no bare object (`NO_BARE_OBJECT`), has its object in the "que"; a
    // product right after it starts the next item.)
    const said = word(verbEnd - 1);
    const past = verbEnd === i + que + someone + 1 && (/[oei]u$/.test(said) || NO_BARE_OBJECT.has(said));
    // ("leite que o gabriel gosta o achocolatado dele": or, after a verb with no bare object, an article and a
    // product, pur68; "que o médico cortou o açúcar" names what was cut.)
    const bare = NO_BARE_OBJECT.has(said) && ITEM_ARTICLES.has(word(verbEnd));
    const article = bare && s.tokens[verbEnd + 1]?.head === true ? 1 : 0;
    const next = que === 1 && past && s.tokens[verbEnd + article]?.head === true && !s.tokens[verbEnd + article]?.brand;
    // ("o beto tá doente gelatina": after "tá" and a word that says how someone is, a product is the next item.)
    // ("que ele tá tomando antibiótico": a gerund is no state, its object is the clause's, own6.)
    const state = OPENING_COPULAS.has(word(verbEnd - 1)) && !s.tokens[verbEnd]?.head && !GERUND.test(word(verbEnd));
    const stated = state && s.tokens[verbEnd + 1]?.head === true && !s.tokens[verbEnd + 1]?.brand;
    // ("que o téo leva pra escola a pomada": an article and a product after the clause's words, `clauseEndsAtItem`.)
    const tail = (): number => clauseEndsAtItem(s.tokens, verbEnd, s.tailEnd(verbEnd));
    const end = s.runItem && verbEnd > 0 ? (next ? verbEnd : stated ? verbEnd + 1 : tail()) : i;
    if (end <= i || word(end - 1) === 'tem' || purposeOnly(s)) return false;
    // ("cancela o picolé que a bruna tá de garganta inflamada põe mel": a removal's reason.)
    if (s.lastKind === 'remove') s.out.push(REMOVAL_REASON);
    return s.skipTo(que === 1 ? kindSaidLast(s, verbEnd, end) : end);
  },
};

/**
 * Whether the run so far is only a purpose said first ("pro enxoval do bebê da thaís a gente vai dar um kit então
 * fralda …", own6): what is said after it is the list's, not someone's clause after an item.
 */
function purposeOnly(s: TalkState): boolean {
  const run = s.out.slice(s.runStart);
  return run.length > 0 && PURPOSE_LINKS.has(run[0]?.fold ?? '') && purposeEnd(run, 0, 'list') >= run.length;
}

/** A folded word shaped like a gerund: "tomando", "comendo", "saindo". */
const GERUND = /^[a-z]{2,}[aei]ndo$/;

/**
 * "aquele leite que ela toma sem lactose", "aquele chá que a vó toma pra dormir de erva cidreira": the kind
 * of the item said last in someone's clause about it ("sem"/"de" and its words, after the verb and what it
 * is for) is the item's; where it starts, or `end` when there is none.
 */
function kindSaidLast(s: TalkState, verbEnd: number, end: number): number {
  // ("o biscoito que a vó gosta o de polvilho": or a liking, and the kind said with its article, pur68.)
  const liking = NO_BARE_OBJECT.has(s.word(verbEnd - 1)) && ITEM_ARTICLES.has(s.word(verbEnd));
  if (!CONSUMING_VERBS.has(s.word(verbEnd - 1)) && !liking) return end;
  let k = liking ? verbEnd + 1 : verbEnd;
  if (PURPOSE_LINKS.has(s.word(k)) && k + 2 < end) k += 2;
  const lead = s.word(k);
  const words = s.tokens.slice(k + 1, end);
  const kind = (lead === 'sem' || lead === 'de') && words.length > 0 && words.length <= 2;
  const named = (t: Token): boolean => !t.separator && /^[a-z]{3,}$/.test(t.fold) && !PURPOSE_TIMES.has(t.fold);
  // ("o chocolate que a clara gosta o branco", "o vinho que o pai gosta o tinto suave": after a liking, a word or
  // two said with their article, pur68.)
  const saidKind = s.tokens.slice(k, end);
  const plain = (t: Token): boolean => !t.head && named(t) && !INFINITIVE_SHAPE.test(t.fold);
  if (liking && saidKind.length > 0 && saidKind.length <= 2 && saidKind.every(plain)) return k;
  return kind && words.every(named) && !INFINITIVE_SHAPE.test(words[0]?.fold ?? '') ? k : end;
}

/**
 * "ô moça 200 g de salame", "ô joaquim olha a uva": whom the speaker calls, first in a run, up
 * to the next item or request; "ô meu deus do céu mais dois leites": "ô" before a filler.
 */
const callSomeone: TalkRule = {
  name: 'call-someone',
  apply: (s) => {
    const { i, tokens, word } = s;
    if (s.token.raw !== 'ô' || s.out.length !== s.runStart) return false;
    let end = i + 1;
    const item = (k: number): boolean => !!tokens[k]?.head || readNumber(word, k) !== undefined;
    const stops = (k: number): boolean => item(k) || !!tokens[k]?.brand || !!tokens[k]?.separator || s.request(k) > 0;
    // ("ô Marta olha aí o que falta detergente": fillers said after the name do not count, i27g.)
    for (let words = 0; end < tokens.length && words < 4 && !stops(end);) {
      const filler = s.filler(end);
      end += filler > 0 ? filler : 1;
      if (filler === 0) words += 1;
    }
    const called = end < tokens.length && (item(end) || s.request(end) > 0);
    const exclaims = s.phraseAt[i + 1]?.kind === 'filler';
    return (called || exclaims) && s.skipTo(called && !exclaims ? end : i + 1);
  },
};

/** "saco de lixo rapidinho que eu tô na fila", "aqui devagarinho 1 kg de farinha": how fast, not an item. */
const howFast: TalkRule = {
  name: 'how-fast',
  apply: (s) =>
    (HOW_FAST.has(s.token.fold) || (s.token.fold === 'rapido' && s.i === s.tokens.length - 1 && s.runItem)) &&
    s.skipTo(s.i + 1),
};

/** "macaxeira égua tá tudo bonito", "pinhão tchê e uma cuca": a regional interjection between the items. */
const interjection: TalkRule = {
  name: 'interjection',
  apply: (s) => INTERJECTIONS.has(s.token.raw) && s.i > 0 && s.word(s.i - 1) !== 'de' && s.skipTo(s.i + 1),
};

/**
 * "sabonete desodorante tá tudo acabando", "a picanha tá cara demais tira ela": after a complete
 * item, what is said of it with no product of its own, up to the next pause or request. ("o
 * carrinho tá pesado coloca 2 kg de arroz": a subject said first is talk, unless a removal of
 * it follows.)
 */
const saidOfTheItem: TalkRule = {
  name: 'said-of-the-item',
  apply: (s) => {
    const { i, out } = s;
    if (!ITEM_COPULAS.has(s.token.fold) || !s.runItem || s.request(i) !== 0) return false;
    const end = s.tailEnd(i + 1);
    // ("leva o café três corações que tá na promoção dois pacotes": after "que", with an amount after it, the
    // item's, the clause is left to `comment`, which keeps the amount, mind27.)
    const amountAfter = (k: number): boolean => s.amountAt(k, false) && readNumber(s.word, k) !== undefined;
    if (s.word(i - 1) === 'que' && s.tokens.slice(i + 2, end + 1).some((_, n) => amountAfter(i + 2 + n))) return false;
    const subject = out.slice(Math.max(s.runStart, out.length - 4)).some((t) => DEFINITE_ARTICLES.has(t.fold));
    const kept = !subject || s.phraseAt[end]?.kind === 'remove';
    // ("tá cara demais": "cara" is also the root "cará", a price here.)
    const own = (t: Token): boolean => namesItem(t) && !CHEAP.has(t.fold);
    return kept && end > i + 1 && !s.tokens.slice(i + 1, end).some(own) && s.skipTo(end);
  },
};

/** "um sabonete protex meu filho", "granulado hoje é dia de brigadeiro": whom the speaker talks to, or what today is, after a complete item. */
const callOrToday: TalkRule = {
  name: 'call-or-today-after-item',
  apply: (s) => {
    const { i, tokens, word } = s;
    if (!s.runItem || NAME_LINKS.has(word(i - 1))) return false;
    const called = isPersonWord(tokens[i + 1]?.sing ?? '') || VOCATIVES.has(word(i + 1)) || word(i + 1) === 'bem';
    const calls = POSSESSIVES.has(s.token.fold) && called && i + 2 === tokens.length;
    if (calls) return s.skipTo(i + 2);
    return s.token.fold === 'hoje' && s.skipTo(s.tailEnd(i + 1));
  },
};

/** "né amor", "não amor iogurte grego": a vocative (not "pão de mel"-like after a link). */
const vocative: TalkRule = {
  name: 'vocative',
  apply: (s) => VOCATIVES.has(s.token.fold) && !VOCATIVE_LINKS.has(s.word(s.i - 1)) && s.skipTo(s.i + 1),
};

/** "deixa eu ver com ela": whom the speaker checks with. */
const withSomeone: TalkRule = {
  name: 'with-someone',
  apply: (s) => s.token.fold === 'com' && PRONOUNS.has(s.word(s.i + 1)) && s.skipTo(s.i + 2),
};

/** "meia dúzia de ovos não põe uma dúzia logo": "logo" (right away) after a request or an amount said last. */
const rightAway: TalkRule = {
  name: 'right-away',
  apply: (s) =>
    s.token.fold === 'logo' &&
    (s.request(s.i - 1) === 1 || (s.i === s.tokens.length - 1 && s.amountWord(s.i - 1))) &&
    s.skipTo(s.i + 1),
};

/** "acabou tudo omo ypê bombril" ("acabou tudo de uma vez arroz"): "tudo" right after the request, before the items. */
const allAfterRequest: TalkRule = {
  name: 'all-after-request',
  apply: (s) => {
    const { i, tokens } = s;
    const skip = s.filler(i + 1);
    const itemNext = tokens[i + 1 + skip]?.head || tokens[i + 1 + skip]?.brand;
    return s.token.fold === 'tudo' && i > 0 && s.request(i - 1) === 1 && !!itemNext && s.skipTo(i + 1);
  },
};

/** "não precisa mais da ração não que a vizinha deu um saco": an emphatic "não" and the reason, after a removal. */
const reasonAfterRemoval: TalkRule = {
  name: 'reason-after-removal',
  apply: (s) =>
    s.runItem &&
    s.lastKind === 'remove' &&
    s.token.fold === 'nao' &&
    s.word(s.i + 1) === 'que' &&
    s.skipTo(s.commentEnd(s.i + 1)),
};

/**
 * The reason after a removal's item, up to the next removal said with its items first: "cancela o
 * vinho que a tua irmã tá grávida e o salame também tira", "risca o jiló que ninguém come e o quiabo
 * também". The reason goes from "que" (or "porque") to the "e" whose words up to a removal verb or
 * "também" are only items (articles, names), so both removals stand; or up to the next add request or
 * cancelling verb, products and all ("cancela a vodka que a mãe falou que só pode suco e coloca
 * guaraná", "corta o refri porque o médico mandou cortar açúcar e corta o suco também"). A request
 * said as an infinitive is the reason's ("que o marcos vai pegar no sábado", "que a gente vai trocar
 * por adoçante"), unless "pode" says it. "e", an item with its article and someone's clause ("e o
 * sabão em pó a tua avó trouxe") is one more removal: the item stays, its reason goes.
 */
const reasonBeforeNextRemoval: TalkRule = {
  name: 'reason-before-next-removal',
  apply: (s) => {
    const { i, tokens, word } = s;
    if (!CANCEL_REASON_OPENERS.has(s.token.fold) || !s.runItem || s.lastKind !== 'remove') return false;
    // ("que o pediatra mandou trocar pelo aptamil": "trocar" is the reason's.)
    const infinitive = (k: number): boolean => INFINITIVE_SHAPE.test(word(k));
    // ("porque a marta vai passar na padaria e pegar pão francês": "e" and one more infinitive of buying is
    // the reason's; a list verb, "e acrescentar", is the request.)
    const chained = (k: number): boolean =>
      word(k - 1) === 'e' && BUY_INFINITIVES.has(word(k)) && [...Array(k - i).keys()].some((n) => infinitive(i + n));
    // ("que tá faltando no estoque": the shop ran out of it.)
    const ranOut = (k: number): boolean =>
      (s.phraseAt[k]?.words.some((w) => RAN_OUT_WORDS.has(w)) ?? false) && PLACE_LINKS.has(word(k + s.request(k)));
    // ("que a receita da elza pede demerara": a request word that is a reason's verb, after the reason's subject.)
    const reasonVerb = (k: number): boolean => k > i + 2 && REASON_VERBS.has(word(k)) && word(k - 1) !== 'e';
    // ("porque a gente compra na loja de eletrônico", "que ela pega no atacado": someone's buying is the reason's.)
    const someoneBuys = (k: number): boolean =>
      s.phraseAt[k]?.kind === 'add' &&
      (PRONOUNS.has(word(k - 1)) || PROVIDERS.has(word(k - 1))) &&
      !SOMEONE_OBJECT_LINKS.has(word(k - 2)) &&
      !SOMEONE_OBJECT_LINKS.has(word(k - 3));
    const said = (k: number): boolean =>
      s.request(k) > 0 &&
      ((infinitive(k) && (!['pode', 'e'].includes(word(k - 1)) || chained(k))) ||
        ranOut(k) ||
        reasonVerb(k) ||
        someoneBuys(k));
    const talk = (t: Token, k: number): boolean =>
      t.fold === 'nao' ||
      isTalkVerb(t) ||
      [REASON_VERBS, TAIL_VERBS, BRING_VERBS, GAVE_VERBS].some((set) => set.has(t.fold)) ||
      said(k);
    let e = i + 1;
    for (; e < Math.min(tokens.length, i + 30) && (s.request(e) === 0 || said(e)); e += 1) {
      // ("… que ninguém comeu e um creme dental também", "… no domingo ah e pão sírio um pacote": more items.)
      const more = moreItemsAt(s, e, true);
      if (more >= 0 && tokens.slice(i + 1, e).some((t, k) => talk(t, i + 1 + k))) {
        s.out.push(REMOVAL_REASON);
        s.skipTo(e);
        return startAdding(s, more);
      }
      // ("tira o alho que a dona cida deu uma réstia inteira a cebola também pode tirar": with no "e", an
      // item said with its article, then "também", after the reason's verb.)
      const alsoAt = [2, 3, 4].find((n) => word(e + n) === 'tambem') ?? 0;
      const named = tokens.slice(e + 1, e + alsoAt);
      const also =
        alsoAt > 0 &&
        DEFINITE_ARTICLES.has(word(e)) &&
        tokens[e + 1]?.head === true &&
        !named.some((t, k) => t.fold === 'e' || talk(t, e + 1 + k));
      if (also && tokens.slice(i + 1, e).some((t, k) => talk(t, i + 1 + k))) return s.skipTo(e);
      if (word(e) !== 'e') continue;
      let end = e + 1;
      while (end < Math.min(tokens.length, e + 7) && s.request(end) === 0 && word(end) !== 'tambem') end += 1;
      const items = tokens.slice(e + 1, end);
      const closes = s.phraseAt[end]?.kind === 'remove' || word(end) === 'tambem';
      if (closes && items.some((t) => t.head || t.brand === true) && !items.some((t, k) => talk(t, e + 1 + k)))
        return s.skipTo(e);
      // ("… que ninguém comeu o último e também o salame e põe …": "e também", an article and a product.)
      if (word(e + 1) === 'tambem' && alsoItemAt(s, e + 2)) return s.skipTo(e);
      const [theirs, verb] = someonesItem(s, e + 1);
      if (verb > 0 && tokens.slice(i + 1, e).some((t, k) => talk(t, i + 1 + k))) {
        s.skipTo(e);
        while (s.i < theirs) s.keep();
        return s.skipTo(s.tailEnd(verb));
      }
    }
    // "cancela a vodka que a mãe falou que só pode refrigerante e suco e coloca guaraná": up to the
    // next add request or cancelling verb, products and all.
    const reason = tokens.slice(i + 1, e).some((t, k) => talk(t, i + 1 + k));
    // ("risca o arroz porque a gente vai comprar no atacado": said last, a reason with a request of its own goes to the end.)
    const last = e >= tokens.length && tokens.slice(i + 1, e).some((_, k) => said(i + 1 + k));
    const next = last || s.phraseAt[e]?.kind === 'add' || CANCEL_VERBS.has(word(e));
    if (!reason || !next) return false;
    s.out.push(REMOVAL_REASON);
    return s.skipTo(word(e - 1) === 'e' ? e - 1 : e);
  },
};

/**
 * At `k`, an article and a product said as one more removal after "e também", up to the next "e",
 * request or the end ("… e também o salame e põe …").
 */
function alsoItemAt(s: TalkState, k: number): boolean {
  if (!DEFINITE_ARTICLES.has(s.word(k)) || !s.tokens[k + 1]?.head) return false;
  let end = k + 2;
  while (end < Math.min(s.tokens.length, k + 6) && s.request(end) === 0 && s.word(end) !== 'e') end += 1;
  const after = s.tokens[end];
  return (
    (after === undefined || s.request(end) > 0 || s.word(end) === 'e') &&
    s.tokens.slice(k + 1, end).every((t) => t.head || t.brand === true || isKnownWord(t.fold))
  );
}

/**
 * At `k`, an article and a product followed by someone and their verb ("o sabão em pó a tua avó
 * trouxe"): where the item ends and where the verb ends; [-1, -1] when not.
 */
function someonesItem(s: TalkState, k: number): [number, number] {
  const { word } = s;
  if (!DEFINITE_ARTICLES.has(word(k)) || !s.tokens[k + 1]?.head) return [-1, -1];
  for (let end = k + 2; end < Math.min(s.tokens.length, k + 6) && s.request(end) === 0; end += 1) {
    const someone = s.subjectAt(end);
    if (someone === 0) continue;
    // ("a tua avó": a possessive the subject does not know.)
    let v = end + someone + (OTHER_POSSESSIVES.has(word(end + 1)) ? 1 : 0);
    if (VERB_LEADS.has(word(v))) v += 1;
    const verb =
      isTalkVerb(s.tokens[v]) || [REASON_VERBS, TAIL_VERBS, BRING_VERBS, GAVE_VERBS].some((set) => set.has(word(v)));
    return verb ? [end, v + 1] : [-1, -1];
  }
  return [-1, -1];
}

/** "guaraná jesus que é mais barato", "nanica que é mais docinha" (the "é" is gone): why this one. */
const thatIsMore: TalkRule = {
  name: 'that-is-more',
  apply: (s) => {
    const { i, tokens, word } = s;
    const described = !tokens[i + 2]?.head && (i + 3 === tokens.length || endsItem(tokens[i + 3]));
    return (
      s.runItem &&
      s.token.fold === 'que' &&
      word(i + 1) === 'mais' &&
      (CHEAP.has(word(i + 2)) || described) &&
      s.skipTo(i + 3)
    );
  },
};

/** "100 g de azeitona viu e 150 g de peito de peru", "uma manteiga tá e meio quilo de carne": a tag between the items. */
const tagBetweenItems: TalkRule = {
  name: 'tag-between-items',
  apply: (s) =>
    s.runItem &&
    TAGS_BETWEEN_ITEMS.has(s.token.fold) &&
    (s.i + 1 === s.tokens.length || endsItem(s.tokens[s.i + 1])) &&
    s.skipTo(s.i + 1),
};

/** "refrigerante coisa de estudante né": what kind of list it is. */
const kindOfList: TalkRule = {
  name: 'kind-of-list',
  apply: (s) =>
    s.runItem &&
    s.token.fold === 'coisa' &&
    ['de', 'da', 'do'].includes(s.word(s.i + 1)) &&
    s.skipTo(s.clauseEnd(s.i + 2)),
};

/** "heineken sei lá o que tiver gelado": whatever there is, to the next pause or request. */
const whateverThereIs: TalkRule = {
  name: 'whatever-there-is',
  apply: (s) =>
    s.runItem &&
    s.word(s.i) === 'o' &&
    s.word(s.i + 1) === 'que' &&
    s.word(s.i + 2) === 'tiver' &&
    s.skipTo(s.tailEnd(s.i + 3)),
};

/**
 * "acho que feijão": a filler phrase goes through whole (segment-intents drops it later; what "we"
 * or "I" will do with the item after "pra gente" goes by `what-we-will-do`).
 */
const fillerThrough: TalkRule = {
  name: 'filler-goes-through',
  apply: (s) => {
    const filler = s.phraseAt[s.i];
    if (s.request(s.i) > 0 || filler === undefined || s.token.separator || s.token.fold === 'entao') return false;
    s.out.push(...s.tokens.slice(s.i, s.i + filler.words.length));
    s.i += filler.words.length;
    return true;
  },
};

/** "a receita da torta pede": a subject and "pede" drop the run. */
const subjectAsks: TalkRule = {
  name: 'subject-asks',
  apply: (s) => {
    if (!s.runSubject() || s.token.fold !== 'pede') return false;
    s.out.length = s.runStart;
    return s.skipTo(s.i + 1);
  },
};

/**
 * A request, pause or "então" ends the run and is kept. "coloca iogurte não pera ela não gosta
 * põe coalhada": "não pera" and another add take the item back. "o nescau tira que tá muito
 * caro" (also after a position, "os dois últimos tira que a horta tá dando"): a removal said
 * after its item, then its reason to the end, ends the pass.
 */
const runBoundary: TalkRule = {
  name: 'run-boundary',
  apply: (s) => {
    const { i, out, tokens, word } = s;
    const phrase = s.request(i);
    if (phrase === 0 && !s.token.separator && s.token.fold !== 'entao') return false;
    const n = Math.max(phrase, 1);
    const kind = s.phraseAt[i]?.kind;
    if (kind === 'add' && out.at(-1)?.fold === 'pera' && out.at(-2)?.fold === 'nao') out.length = s.runStart;
    const named = s.runItem || out.slice(s.runStart).some((t) => POSITION.test(t.fold));
    if (kind === 'remove' && named && word(i + n) === 'que' && i + n + 1 < tokens.length) {
      if (s.commentEnd(i + n) === tokens.length) {
        // ("a mussarela não precisa que ainda tem e requeijão": up to "e" and the next item.)
        const end = s.tailEnd(i + n + 1);
        out.push(...tokens.slice(i, i + n));
        if (end < tokens.length && word(end) === 'e') return s.skipTo(end);
        s.done = true;
        return true;
      }
    }
    out.push(...tokens.slice(i, i + n));
    if (phrase > 0) s.lastKind = kind;
    s.i += n;
    s.runStart = out.length;
    s.runItem = false;
    return true;
  },
};

/** "dois sabonetes dove não era três": "era" is no name. */
const notWas: TalkRule = {
  name: 'not-was-amount',
  apply: (s) =>
    s.token.fold === 'era' && s.word(s.i - 1) === 'nao' && !!readNumber(s.word, s.i + 1) && s.skipTo(s.i + 1),
};

/** "meia dúzia de ovos não faz uma dúzia logo": "faz" corrects the amount; "logo" said last goes. */
const notMakeIt: TalkRule = {
  name: 'not-make-it-amount',
  apply: (s) =>
    ((s.token.fold === 'faz' && s.word(s.i - 1) === 'nao' && !!readNumber(s.word, s.i + 1)) ||
      (s.token.fold === 'logo' && s.i === s.tokens.length - 1 && s.runItem)) &&
    s.skipTo(s.i + 1),
};

/** "trinta reais de picanha o resto de linguiça": the rest of the money buys another item. */
const theRestOf: TalkRule = {
  name: 'the-rest-of-money',
  apply: (s) =>
    s.token.fold === 'o' &&
    s.word(s.i + 1) === 'resto' &&
    s.word(s.i + 2) === 'de' &&
    !!s.tokens[s.i + 3]?.head &&
    s.skipTo(s.i + 3),
};

/** "três pacotes de hã dois pacotes de macarrão": the amount said again with its unit. */
const amountSaidAgain: TalkRule = {
  name: 'amount-said-again',
  apply: (s) => {
    const { i, word } = s;
    const unit = unitFor(word(i + 1));
    return (
      !!unit &&
      word(i + 2) === 'de' &&
      !!readNumber(word, i) &&
      !!readNumber(word, i + 3) &&
      unitFor(word(i + 4)) === unit &&
      s.skipTo(i + 3)
    );
  },
};

/** "de um litro cada", "com 100 unidades cada": "cada" after a unit. */
const each: TalkRule = {
  name: 'each-after-unit',
  apply: (s) =>
    s.token.fold === 'cada' &&
    (unitFor(s.word(s.i - 1)) !== undefined || isCountWord(s.word(s.i - 1))) &&
    s.skipTo(s.i + 1),
};

/** "patinho moído duas vezes": how many times, not an amount. */
const howManyTimes: TalkRule = {
  name: 'how-many-times',
  apply: (s) => {
    const times = s.runItem ? readNumber(s.word, s.i) : undefined;
    return !!times && ['vez', 'vezes'].includes(s.word(times.end)) && s.skipTo(times.end + 1);
  },
};

/** "4 kg de picanha pra 10 pessoas": for how many people. */
const forHowMany: TalkRule = {
  name: 'for-how-many-people',
  apply: (s) => {
    const people = s.runItem && FOR_HOW_MANY.has(s.token.fold) ? readNumber(s.word, s.i + 1) : undefined;
    return !!people && COUNTED_PEOPLE.has(s.word(people.end)) && s.skipTo(people.end + 1);
  },
};

/** "do mais barato", "é mais em conta", "o mais barato": a price, no item. */
const cheapest: TalkRule = {
  name: 'cheapest',
  apply: (s) => {
    const { i, word, out } = s;
    const priceWords = CHEAP.has(word(i + 1)) ? 2 : word(i + 1) === 'em' && word(i + 2) === 'conta' ? 3 : 0;
    if (s.token.fold !== 'mais' || priceWords === 0 || !s.runItem) return false;
    if (['do', 'da', 'o', 'a', 'que'].includes(out[out.length - 1]?.fold ?? '')) out.pop();
    return s.skipTo(i + priceWords);
  },
};

/**
 * "que acabou a daqui": what ran out, with no item of its own, said last, ends the pass; before an
 * amount in a unit ("que acabou ontem um pacote de meio quilo") it is the item's, and goes up to it.
 */
const whatRanOut: TalkRule = {
  name: 'what-ran-out',
  apply: (s) => {
    const { i, tokens, word } = s;
    if (s.token.fold !== 'que' || !s.runItem || !/^acab/.test(word(i + 1))) return false;
    let end = i + 2;
    while (end < tokens.length && !tokens[end]?.separator && !tokens[end]?.head && !/\d/.test(word(end))) {
      // ("café que acabou ontem um pacote de meio quilo": the item's amount, said after the clause, ends it.)
      if (s.amountAt(end, false) && unitFor(word(end + 1)) !== undefined) return s.skipTo(end);
      end += 1;
    }
    if (end !== tokens.length) return false;
    s.done = true;
    return true;
  },
};

/** "escreve aí pra mim que eu tô sem óculos alface couve": why, said before any item, up to the first one. */
const whyBeforeItems: TalkRule = {
  name: 'why-before-items',
  apply: (s) => {
    const { i, word } = s;
    const speaker = word(i + 1) === 'eu' || PRONOUNS.has(word(i + 1));
    if (s.token.fold !== 'que' || s.runItem || s.out.length <= s.runStart || !speaker) return false;
    const end = s.clauseEnd(i + 1);
    return end < s.tokens.length && !!s.tokens[end]?.head && s.skipTo(end);
  },
};

/**
 * "que abacate engorda", "que tá 18 e 90 aqui": a comment after a complete item, to the next
 * request or pause; "que o totó tá precisando de banho": someone's need, with no product of its
 * own, is theirs, request and all.
 */
const commentAfterItem: TalkRule = {
  name: 'comment-after-item',
  apply: (s) => {
    const { i, tokens, word } = s;
    const afterWait = word(i - 1) === 'pera' && s.out.length - s.runStart === 1;
    if (s.token.fold !== 'que' || !s.runItem || afterWait || CLAUSE_ARTICLES.has(word(i - 1))) return false;
    // ("que tem intolerância o pão de forma": an article and a product after the comment's words start the next item, i27f.)
    let end = s.subjectAt(i + 1) > 0 ? s.commentEnd(i) : clauseEndsAtItem(tokens, i + 2, s.commentEnd(i));
    if (s.subjectAt(i + 1) > 0 && s.request(end) > 0) {
      let last = end + s.request(end);
      while (last < tokens.length && !tokens[last]?.separator && s.request(last) === 0) last += 1;
      if (!tokens.slice(end, last).some(namesItem)) end = last;
    }
    const rest = tokens.slice(i + 1, end);
    const price = PRICE_VERBS.has(word(i + 1)) ? /\d/.test(word(i + 2)) : /\d/.test(word(i + 1));
    // ("que é só pra mim e a comadre": an "e" before no product stays in the comment.)
    const nextItem = (k: number): boolean => !!tokens[k]?.head || s.amountAt(k, false);
    const plain = !rest.some((t, k) => (t.fold === 'e' && nextItem(i + 2 + k)) || s.amountAt(i + 1 + k, false));
    return (price || plain) && end > i + 1 && rest.some((t) => isTalkVerb(t) || !t.head) && s.skipTo(end);
  },
};

const openerAt = (s: TalkState): readonly string[] | undefined =>
  CLAUSE_OPENERS.find((words) => words.every((w, k) => s.word(s.i + k) === w));

/** "quiabo tudo fresquinho viu": what is said of all the items, with no product of its own. */
const allOfThem: TalkRule = {
  name: 'said-of-all-items',
  apply: (s) => {
    if (openerAt(s) !== undefined || !s.runItem || s.token.fold !== 'tudo') return false;
    const end = s.tailEnd(s.i + 1);
    return end > s.i + 1 && !s.tokens.slice(s.i + 1, end).some(namesItem) && s.skipTo(end);
  },
};

/**
 * A clause opened by `CLAUSE_OPENERS` ("por causa do", "o resto eu vejo depois", "tudo que a
 * minha filha usa"), not first: dropped to the clause's end. "tudo pro café da manhã", "tudo pro
 * misto quente": the purpose of the whole list, dish and all, up to the next item.
 */
const clauseOpener: TalkRule = {
  name: 'clause-opener',
  apply: (s) => {
    const { i, tokens } = s;
    const opener = openerAt(s);
    if (opener === undefined || (!s.runItem && i === 0)) return false;
    let forAll = opener[0] === 'tudo' && FOR_ALL_LINKS.has(opener[1] ?? '') ? purposeEnd(tokens, i + 1, 'list') : 0;
    while (forAll > i + 1 && forAll < tokens.length && !endsItem(tokens[forAll]) && s.request(forAll) === 0) {
      if (tokens[forAll]?.head || s.amountAt(forAll, false)) break;
      forAll += 1;
    }
    return s.skipTo(forAll > i + 1 ? forAll : s.clauseEnd(i + opener.length));
  },
};

/**
 * "pra festa da firma o refrigerante a empresa dá …", "pra viagem de Porto Seguro o protetor …": what the
 * whole list is for, said first, up to a definite article that starts what follows (not one after "de",
 * "da", …), is no part of the first run: the talk after it reads as said first (i27g).
 */
const listPurposeFirst: TalkRule = {
  name: 'list-purpose-said-first',
  apply: (s) => {
    const { i, tokens, word } = s;
    if (i !== 0 || !PURPOSE_FIRST.has(word(i)) || (isInfinitive(word(i + 1)) && !tokens[i + 1]?.head)) return false;
    for (let k = i + 2; k < Math.min(tokens.length - 1, i + 7); k += 1) {
      // ("pra fazer o bolo tipo farinha …": the article after a verb is its object.)
      if (tokens[k]?.separator || s.request(k) > 0 || (isInfinitive(word(k)) && !tokens[k]?.head)) return false;
      if (
        DEFINITE_ARTICLES.has(word(k)) &&
        !OF_LINKS.has(word(k - 1)) &&
        (tokens[k + 1]?.head || isPersonWord(tokens[k + 1]?.sing ?? ''))
      )
        return s.skipTo(k);
    }
    return false;
  },
};

/** "hora do almoço aqui ó", "na hora da janta": a time of day said first. */
const timeSaidFirst: TalkRule = {
  name: 'time-said-first',
  apply: (s) => {
    const lead = s.word(s.i) === 'aqui' || PLACE_POINTERS.has(s.token.raw) ? 1 : 0;
    const timeLead = s.word(s.i) === 'na' ? 1 : lead;
    return (
      s.out.length === s.runStart && s.word(s.i + timeLead) === 'hora' && s.skipTo(s.clauseEnd(s.i + timeLead + 1))
    );
  },
};

/**
 * A situation said before the items, dropped (with the run said before it) up to the clause's
 * end: a verb with nothing of an item before it ("a nutri cortou o álcool"), "tá"/"tô"/"a gente"
 * opening the run ("tá tudo gripado em casa"), a place said first ("em cuiabá", "aqui em bh",
 * "na barraca do seu zé" before an amount, "ó na feira macaxeira", "lá nos frios 200 g de
 * presunto"), or a subject and its verb ("o miguel tá aqui", "a júlia pediu fruta então"). With
 * "então" ahead and items after it, all before "então" is the situation ("tô pensando em fazer
 * um bolo então farinha").
 */
const situationFirst: TalkRule = {
  name: 'situation-said-first',
  apply: (s) => {
    const { i, tokens, word, out } = s;
    const lead = word(i) === 'aqui' || PLACE_POINTERS.has(s.token.raw) ? 1 : 0;
    const link = word(i + lead);
    const placeName = tokens[i + lead + 1];
    // ("pode ser no Pão de Açúcar mesmo pega …": a shop's name the recogniser wrote in capitals, i27g.)
    const shopName =
      placeName?.capital === true &&
      (!placeName.head || (NAME_JOINS.has(word(i + lead + 2)) && tokens[i + lead + 3]?.capital === true));
    const shopPlace = PLACE_LINKS.has(link) && (isPlaceWord(placeName?.sing ?? '') || shopName);
    const place =
      out.length === s.runStart &&
      (shopPlace ||
        ((link === 'em' || (['na', 'no'].includes(link) && s.amountAhead(i + lead))) &&
          !placeName?.head &&
          !isKnownWord(placeName?.sing ?? '')));
    const opening =
      out.length === s.runStart && (OPENING_COPULAS.has(s.token.fold) || (word(i) === 'a' && word(i + 1) === 'gente'));
    const goes = s.token.fold === 'vai' && /(ar|er|ir)$/.test(word(i + 1));
    // ("leva o arroz camil que tá barato três pacotes": after an add request, "que tá" says what the item is
    // like, its object's relative clause, no subject's situation.)
    const relative = word(i - 1) === 'que' && s.runAfterAdd();
    const subjectVerb =
      s.runSubject() && !relative && (OPENING_COPULAS.has(s.token.fold) || s.token.fold === 'pediu' || goes);
    // "o último que eu botei": a position's relative clause.
    const verb = isTalkVerb(s.token) && !out.slice(s.runStart).some((t) => POSITION.test(t.fold));
    if (!subjectVerb && (s.runItem || !(verb || place || opening))) return false;
    // ("o Lucas pediu o shampoo dele o desodorante": what someone asked for is the items, no object of the clause, i27f.)
    const askedFor = subjectVerb && s.token.fold === 'pediu' && word(i + 2) !== 'entao';
    let end =
      subjectVerb && word(i + 2) === 'entao'
        ? i + 3
        : askedFor
          ? i + 1
          : // ("na padaria pão francês dez": after a shop, a product is an item even with its amount after it, i27f.)
            s.clauseEnd(
              i + (place ? lead + 2 : goes ? 2 : opening && !subjectVerb && word(i) === 'a' ? 2 : 1),
              place && !shopPlace,
            );
    let then = end;
    while (then < tokens.length && !tokens[then]?.separator && s.request(then) === 0 && word(then) !== 'entao')
      then += 1;
    // ("os meninos pediram nescau sucrilhos então bota tudo aí": not when nothing is named after it.)
    const named = tokens.slice(then + 1).some((t, k) => (t.head || /\d/.test(t.fold)) && s.request(then + 1 + k) === 0);
    // ("a Júlia vai fazer brigadeiro pra festa então anota …": what someone is going to do, i27g.)
    if ((verb || opening || goes) && word(then) === 'entao' && named) end = then + 1;
    // ("a gente vai fazer churrasco e eu pensei em heineken mas … então pega brahma": the change of
    // mind said after the situation is left to its rule.)
    for (let j = i + 1; j < end; j += 1) if (meantChoiceEnd(s, j) >= 0) end = j;
    if (end >= tokens.length) return false;
    out.length = s.runStart;
    return s.skipTo(end);
  },
};

/** The rules of the situation pass, in the order they are tried at each word. */
export const SITUATION_RULES: readonly TalkRule[] = [
  listPurposeFirst,
  dismissedBeforeOnlyThese,
  kindBeforeExamples,
  boughtAtAnotherShop,
  boughtThere,
  notButThat,
  notThatOnlyThis,
  thenNot,
  notToPutFirst,
  notForgetAgain,
  almostForgot,
  checkAskedFirst,
  changedMindWithoutNo,
  butBeforeRequest,
  rejectedWithReason,
  amountRejectedWithReason,
  changeOfMind,
  reasonThenKind,
  productThenKind,
  packageClause,
  notNeededDone,
  notToBuyClause,
  allNotNeeded,
  whatWeStillHave,
  boughtElsewhere,
  moreAfterRemoval,
  notThatOne,
  keptSaidAfter,
  removalSaidAgain,
  reasonBeforeNextRemoval,
  keepOnlyThese,
  keptOnList,
  whyNotNeeded,
  someonesClause,
  callSomeone,
  howFast,
  interjection,
  speakerRestarts,
  listQuestionFirst,
  saidOfTheItem,
  callOrToday,
  vocative,
  calledByTitle,
  withSomeone,
  rightAway,
  allAfterRequest,
  reasonAfterRemoval,
  thatIsMore,
  tagBetweenItems,
  kindOfList,
  whateverThereIs,
  whatWeWillDo,
  fillerThrough,
  subjectAsks,
  runBoundary,
  notWas,
  notMakeIt,
  theRestOf,
  amountSaidAgain,
  each,
  oneForEach,
  howManyTimes,
  forHowMany,
  cheapest,
  whatRanOut,
  whyBeforeItems,
  commentAfterItem,
  allOfThem,
  clauseOpener,
  timeSaidFirst,
  situationFirst,
];

/** The tokens without the reasons and situations said around the items. */
export function withoutSituations(tokens: readonly Token[]): Token[] {
  return runPass(SITUATION_RULES, new TalkState(tokens));
}
