import { isItemStart } from './diminutive';
import { mindChangedSaidAsNo } from './rules/mind-changed-said-as-no';
import { foldText } from '../text/fold-text';
import { categoriseItem } from '../categories/categorise-item';
import {
  isBrandWord,
  isKnownWord,
  isNonGroceryCommand,
  isNonGroceryWord,
  isOccasionWord,
  isOtherProductBrand,
  isPersonWord,
  isPlaceWord,
  isTalkWord,
} from './lexicon-index';
import { SWAP_SEPARATORS } from './intent-phrases';
import { matchKey, matchRemoval, toListEntries, type ListEntry } from './match-removal';
import { mergeCompounds } from './merge-compounds';
import { KIND_ASKED } from './not-to-buy';
import { readNumber } from './number-words';
import { readQuantity, type SpokenQuantity } from './read-quantity';
import { withoutReportedSpeech } from './reported-speech';
import { purposeEnd } from './purpose';
import { isTalkVerb, withoutSituations } from './situation-talk';
import { segmentIntents, type Segment } from './segment-intents';
import { singularize } from './singularize';
import type { SpeechResult } from './speech-types';
import {
  correctionAt,
  headingEnd,
  headsItsKind,
  revisedWords,
  splitItems,
  toAddedItem,
  trailingCorrection,
  type HeardItem,
} from './split-items';
import { tokenize, type Token } from './tokenize';
import { REMOVAL_REASON } from './talk-state';
import { notNeededSaidLast } from './rules/not-needed-last';
import { CHOSEN_INSTEAD, HEADING_WORDS, ITEM_ARTICLES, RAN_OUT_PHRASES, SPEC_WORDS } from './lexicon-items';
import { PARTY_PHRASES, PLACE_LINKS } from './lexicon-talk';
import { GIVEN_NAMES, PURPOSE_LINKS } from './lexicon-purpose';
import { isMeasure } from './units';
import {
  AMOUNT_LEADS,
  CALL_POSSESSIVES,
  CHATTER,
  GOING_LINKS,
  GOING_VERBS,
  ITEM_PRONOUNS,
  KIND_LINKS,
  ORDINAL_TAIL,
  SETTING_LINKS,
  SETTING_WORDS,
  TALK_CLAUSE_OPENERS,
  WHEN_WORDS,
  LEFT_OUT_AFTER,
  NOT_NEEDED,
  SINGLED_OUT,
} from './lexicon-requests';
import { saidAgainWithAmount } from './rules/said-again-with-amount';
import { isCollectionHeading } from './rules/collection-heading';

const SWAP_SPLIT = new Set(SWAP_SEPARATORS);

/** "o último", "a primeira", "o penúltimo": the position on the list a removal points to. */
const ORDINALS = new Map([
  ['ultimo', -1],
  ['ultima', -1],
  ['penultimo', -2],
  ['penultima', -2],
  ['primeiro', 0],
  ['primeira', 0],
  ['segundo', 1],
  ['segunda', 1],
  ['terceiro', 2],
  ['terceira', 2],
  ['quarto', 3],
  ['quarta', 3],
  ['quinto', 4],
  ['quinta', 4],
  ['sexto', 5],
  ['sexta', 5],
]);

/**
 * "mexendo a panela", "tô chegando": what the speaker is doing, not a product; a name is none ("a cerveja do
 * Fernando", "do fernando", "do Orlando": written with a capital letter or a given name, pur68).
 */
const isGerund = (token: Token): boolean =>
  !token.head &&
  token.fold.length > 5 &&
  /(ando|endo|indo)$/.test(token.fold) &&
  token.capital !== true &&
  !GIVEN_NAMES.has(token.fold);

/** "os dois últimos", "as três primeiras": a count of names from the end or the start of the list. */
const PLURAL_ORDINALS = new Map([
  ['ultimos', -1],
  ['ultimas', -1],
  ['primeiros', 0],
  ['primeiras', 0],
]);

/**
 * The offline speech engine: one pt-BR transcript (as Chrome writes it: lower case,
 * digits, no punctuation) and the names on the list → what to add and what to remove.
 * Pure and synchronous so the web app can run it offline; see README.md beside this
 * file for the decisions (units, dozens, money, ambiguity).
 */
export function extractSpeech(transcript: string, currentItems: readonly string[]): SpeechResult {
  const result: SpeechResult = { add: [], remove: [] };
  // "é dois dois quilos de arroz", "o o leite": a word said twice in a row is said once (a
  // product word may end one item and start the next: "creme de leite leite condensado").
  const heard = mindChangedSaidAsNo(tokenize(transcript, isItemStart, isBrandWord));
  const tokens = withoutSituations(
    withoutReportedSpeech(
      heard.filter(
        // ("então não leva leva shampoo": a verb said again after its "não" is another request; "arroz tipo um
        // um pacote de feijão": the kind's number, then the next item's amount, i27g.)
        (token, i, all) =>
          token.separator ||
          token.head ||
          token.fold !== all[i + 1]?.fold ||
          all[i - 1]?.fold === 'nao' ||
          all[i - 1]?.fold === 'tipo',
      ),
    ),
  );
  if (tokens.length === 0) return result;
  let entries: ListEntry[] | undefined;
  const remove = (words: Token[]): void => {
    entries ??= toListEntries(currentItems);
    for (const name of ordinalTargets(words, currentItems) ?? mixedTargets(words, currentItems, entries)) {
      if (!result.remove.includes(name)) result.remove.push(name);
    }
    // "um achocolatado… na verdade não precisa de achocolatado": a removal takes back an add said before it.
    const said = toListEntries(result.add.map((item) => item.name));
    for (const name of removalTargets(words, said))
      result.add.splice(
        result.add.findIndex((item) => item.name === name),
        1,
      );
  };
  const add = (words: Token[], replacing?: HeardItem, brandStands = false, asked = false, kindAsked = false): void => {
    // Words of a purpose phrase ("carne pra hoje à noite") do not make the talk non-grocery.
    const purpose = words.findIndex((_, i) => purposeEnd(words, i) > i);
    const said = purpose < 0 ? words : words.slice(0, purpose);
    const nonGrocery = said.findIndex((t, i) => isNonGroceryWord(t.fold) && correctionAt(words, i, i > 0) === 0);
    // ("arroz feijão e ovos como sempre": said after a product, it is talk of that item only, i27g.)
    const firstProduct = said.findIndex((t) => t.head);
    const command = said.some((t, i) => isNonGroceryCommand(t.fold) && correctionAt(words, i, i > 0) === 0);
    if (nonGrocery >= 0 && (command || firstProduct < 0 || nonGrocery < firstProduct)) return;
    const talkAt = nonGrocery >= 0 ? said[nonGrocery] : undefined;
    const items = splitItems(words);
    for (const [index, whole] of items.entries()) {
      // (The item it is said in keeps the words before it, when they name a product: "ovos como sempre".)
      const cut = talkAt === undefined ? -1 : whole.words.indexOf(talkAt);
      if (cut === 0 || (talkAt !== undefined && whole.lead.includes(talkAt))) continue;
      if (cut > 0 && !whole.words.slice(0, cut).some((w) => w.head)) continue;
      const spoken = cut > 0 ? { ...whole, words: whole.words.slice(0, cut) } : whole;
      // ("põe xilitol e arroz": one unknown word asked for and listed with "e" is a product; so is one right
      // before a product said with no amount, "pega cartolina cola bastão", not a name or a verb, i27g.)
      const last = spoken.words.at(-1);
      const next = items[index + 1];
      const listedBare =
        last !== undefined &&
        last.capital !== true &&
        !/(ar|er|ir)$/.test(last.fold) &&
        next?.quantity === undefined &&
        next?.words[0]?.head === true &&
        next.lead.length === 0;
      const listed = asked && last !== undefined && (words[words.indexOf(last) + 1]?.fold === 'e' || listedBare);
      if (index === 0 && isSettingSaid(spoken, items, listed)) continue;
      const heard = withoutTalkAfter(spoken);
      // "primeiro arroz depois feijão": an order word said alone in an add is not an item.
      // ("… não a mãe reclama pega um pacote de cinco quilos tipo um": a kind named by its number revises the item.)
      const numberKind = kindAsked && index === 0 && replacing !== undefined && namesKindByNumber(heard.words);
      const ordinal = heard.quantity === undefined && heard.words.every((w) => ORDINALS.has(w.fold));
      if (!numberKind && (isTalk(heard) || ordinal || isCollectionHeading(heard, items[index + 1]))) continue;
      // "ração do thor um saco de ração de cachorro adulto": said again right away with its amount.
      const following = words[words.indexOf(heard.words.at(-1) as Token) + 1];
      if (saidAgainWithAmount(heard, items[index + 1], following)) continue;
      // "troca o leite pelo desnatado", "pelo de uva": a modifier alone keeps the product it replaces.
      // After a removal verb, a brand alone names its product: "no lugar do detergente ypê põe o limpol".
      // ("troca o café pelo nescau": a brand said as its own product stands too.)
      const generic = replacing?.words.find((w) => w.head && !w.brand)?.sing;
      const own = heard.words.length === 1 && isOtherProductBrand(heard.words[0]?.sing ?? '', generic);
      const completes =
        index === 0 &&
        replacing &&
        !own &&
        !spoken.headed &&
        !(brandStands && heard.words.every((w) => w.brand)) &&
        (kindAsked || !namesOwnProduct(heard, items.length));
      // ("uma caixa de vinho branco não … pega tinto seco": only another kind keeps the amount said first.)
      const quantity = kindAsked && heard.quantity === undefined ? replacing?.quantity : heard.quantity;
      const item = completes
        ? { ...heard, words: revisedWords(replacing.words, heard, true, kindAsked), quantity }
        : heard;
      const added = toAddedItem(
        item,
        items.filter((other) => other !== spoken),
      );
      // "em vez do omo põe ariel" with "Sabão em pó Omo" on the list: Sabão em pó Ariel.
      if (index === 0 && replacing && brandStands)
        added.name = brandSwapped(result.remove.at(-1), replacing.words, item.words, added.name);
      // "um fardo de itaipava e outro de heineken": one more of the container just said.
      const container = result.add.at(-1)?.unit;
      const another = item.lead.at(-1)?.fold === 'de' && item.lead.some((w) => /^outr[oa]$/.test(w.fold));
      if (another && item.quantity === undefined && container && !/^(kg|g|l|ml)$/.test(container)) {
        added.unit = container;
      }
      if (item.more) {
        entries ??= toListEntries(currentItems);
        added.name = incremented(item, entries) ?? added.name;
        // "asa de frango dois quilos … pega mais um quilo de asa": more of an item said earlier in this utterance.
        const earlier = result.add.find((other) => other.unit === added.unit && namesFirst(other.name, added.name));
        if (earlier) {
          earlier.quantity += added.quantity;
          continue;
        }
      }
      result.add.push(added);
    }
  };

  const segments = segmentIntents(tokens);
  // "em vez do queijo prato pega o de minas", "tira o leite integral e põe o desnatado":
  // what the add right after a removal says names the removed product's kind when it names no product.
  let removed: HeardItem | undefined;
  // Whether a reason was said after that removal (`REMOVAL_REASON`).
  let removedWithReason = false;
  // The item a correction said at the end of the last segment takes back, or -1.
  let takenBackAt = -1;
  // Where the adds of the segment that said it start: the item taken back goes there too when said twice.
  let takenBackFrom = 0;
  // The item that correction takes back: a kind alone said after it names its product ("manteiga com sal
  // … aliás pega sem sal" → Manteiga sem sal).
  let kindTakenBack: HeardItem | undefined;
  for (const [index, segment] of segments.entries()) {
    // ("exclui o biscoito que a dentista proibiu e põe maçã": after a removal's reason, a product asked for
    // is an item of its own; "… e põe o integral" still names the removed one's other kind.)
    const replacing = removed && !(removedWithReason && asksForProduct(segment.tokens)) ? removed : undefined;
    removed = undefined;
    if (segment.intent === 'implicit' && index < segments.length - 1 && !mentionsItem(segment.tokens)) continue;
    const next = segments[index + 1];
    // "leite coloca mais três": the item said first, then its increment.
    const count = next?.tokens[0]?.fold === 'mais' ? readNumber((k) => next.tokens[k]?.fold ?? '', 1) : undefined;
    if (segment.intent === 'implicit' && next?.intent === 'add' && count?.end === next.tokens.length) {
      next.tokens.push(...segment.tokens);
      continue;
    }
    const words = mergeCompounds(segment.tokens);
    // "peixe pra sexta né pega merluza": a general kind with a purpose, said alone before a request, heads it.
    if (segment.intent === 'implicit' && next?.intent === 'add' && isHeading(words)) continue;
    // "ah e lâmpada pega uma lâmpada de led", "feijão não pode esquecer um pacote de feijão carioca": a
    // product said alone, then asked for again more precisely, is one item.
    // ("o sal acabou pega sal refinado": past a request said with nothing, "acabou"; "o café não precisa e o
    // sal acabou pega sal refinado": the item said after a not-needed phrase's "e" too.)
    const asked = next?.intent === 'add' && next.tokens.length === 0 ? segments[index + 2] : next;
    const saidAfterNotNeeded =
      segment.intent === 'remove' && NOT_NEEDED.has(segment.phrase ?? '') && words[0]?.fold === 'e';
    const restated = saidAfterNotNeeded ? words.slice(1) : words;
    if (
      (segment.intent !== 'remove' || saidAfterNotNeeded) &&
      asked?.intent === 'add' &&
      (restatedNext(restated, asked.tokens) ||
        ranOutHeading(restated, next, asked) ||
        countOfKindHeading(restated, asked.tokens))
    )
      continue;
    // "uma coca aliás não põe guaraná": a correction said before the next request; what follows replaces
    // the last item (or, an amount alone, its amount: "meia dúzia de ovos não põe uma dúzia").
    const corrected = takenBackAt;
    const correctedFrom = takenBackFrom;
    const correctedItem = kindTakenBack;
    takenBackAt = -1;
    kindTakenBack = undefined;
    const marker = segment.intent !== 'remove' && next?.intent === 'add' ? trailingCorrection(words) : 0;
    const addedFrom = result.add.length;
    const markerWords = marker > 0 ? words.splice(words.length - marker) : [];
    // "meio quilo de presunto é muito põe só 200 g": an amount alone, in a unit, corrects the item just said.
    const amount =
      segment.intent === 'add' ? readQuantity(words, AMOUNT_LEADS.has(words[0]?.fold ?? '') ? 1 : 0, false) : undefined;
    const last = result.add.at(-1);
    // ("traz um fardo que o pessoal vem sábado": with a comment after it.)
    const said = amount ? Math.max(amount.end, purposeEnd(words, amount.end)) : 0;
    // ("não põe uma dúzia": a dozen too.)
    // ("cajuína são geraldo pega umas quatro": a count alone, for an item said with no amount.)
    // ("seis cervejas não a cerveja tá cara pega só três": after a change of mind, a count alone too.)
    const counts = amount?.unit !== undefined || (last?.quantity === 1 && last.unit === null) || corrected >= 0;
    // ("aquele danone pra lancheira dele põe uma bandeja e pega …": or with the "e" before the next request, pur68.)
    const alone = said === words.length || (said === words.length - 1 && words[said]?.fold === 'e');
    if (last && amount && counts && !amount.money && !amount.linked && alone) {
      last.quantity = amount.value;
      last.unit = amount.unit ?? last.unit;
      continue;
    }
    // ("aquela cerveja … põe umas seis e um queijo coalho": that count, then the next items.)
    const countThen =
      counts && !amount?.money && !amount?.linked && words[said]?.fold === 'e' && said + 1 < words.length;
    if (last && amount && countThen) {
      last.quantity = amount.value;
      last.unit = amount.unit ?? last.unit;
      words.splice(0, said + 1);
    }
    // ("arroz pega dois pacotes de cinco e um óleo": containers with their size, then the next items.)
    const packEnd = last?.quantity === 1 && last.unit === null && amount ? sizedPackEnd(words, amount) : -1;
    if (last && amount && packEnd > 0) {
      last.quantity = amount.value;
      last.unit = amount.unit ?? null;
      words.splice(0, packEnd + 1);
      if (words.length === 0) continue;
    }
    // A removal that names nothing comes next ("… não precisa", "já comprei").
    const removalNext = next?.intent === 'remove' && namesNothing(next.tokens);
    // "arroz feijão e macarrão não macarrão não precisa": after a correction, the last item said is taken back.
    const takenBack =
      removalNext &&
      (segment.intent === 'implicit' || segment.intent === 'add') &&
      words.some((w) => w.fold === 'nao') &&
      splitItems(words).length > 1;
    // "o leite já comprei", "o arroz pode tirar": a removal said after what it removes ("o queijo pode
    // tirar e o café também": and before what it removes next).
    const removedAfter =
      segment.intent === 'implicit' && next?.intent === 'remove' && (removalNext || next.tokens[0]?.fold === 'e');
    // "o tomate troca por tomate italiano": a swap said after what it replaces.
    const swappedAfter =
      segment.intent === 'implicit' && next?.intent === 'swap' && SWAP_SPLIT.has(next.tokens[0]?.fold ?? '');
    // "tira o último e mais dois leites": "e mais" turns back to adding.
    const more =
      segment.intent === 'remove' ? words.findIndex((t, k) => t.fold === 'e' && words[k + 1]?.fold === 'mais') : -1;
    // "banana maçã a uva não precisa": a not-needed phrase after several items takes only the last one
    // ("o café e o açúcar já tem": both, when "e" joins them).
    const notNeededNext = removedAfter && saidNotNeeded(next?.phrase);
    const lastSaid = notNeededNext ? lastItemStart(words) : -1;
    // "o café não precisa e açúcar": after a not-needed phrase, "e" and an item add it ("e o açúcar
    // também" removes both).
    const previous = segments[index - 1];
    const addedAfter =
      segment.intent === 'remove' &&
      saidNotNeeded(segment.phrase) &&
      words[0]?.fold === 'e' &&
      words.at(-1)?.fold !== 'tambem' &&
      // ("o bacon esquece e o leite também": "também", a filler the segment drops, removes it too.)
      tokens[tokens.indexOf(segment.tokens.at(-1) as Token) + 1]?.fold !== 'tambem' &&
      // ("arroz não precisa e feijão também não precisa e óleo precisa": after the item "também" said not needed.)
      previous !== undefined &&
      previous.tokens.length > 0 &&
      (previous.intent === 'implicit' ||
        tokens[tokens.indexOf(previous.tokens.at(-1) as Token) + 1]?.fold === 'tambem') &&
      // ("o iogurte não precisa e o suco pode tirar": the removal said next takes it off.)
      !removalNext;
    // "põe arroz branco e a lentilha também pode cancelar": after an add, "e", an article and an item, then a
    // removal that names nothing: that item goes off the list (`removal-said-next`).
    const removedLast = segment.intent === 'add' && removalNext && !takenBack ? joinedLastItem(words) : -1;
    if (more > 0) {
      remove(words.slice(0, more));
      add(words.slice(more + 1));
    } else if (removedLast > 0) {
      add(words.slice(0, removedLast));
      remove(words.slice(removedLast + 1));
    } else if (addedAfter) {
      add(words.slice(1));
    } else if (lastSaid > 0) {
      add(words.slice(0, lastSaid));
      remove(words.slice(lastSaid));
    } else if (takenBack) {
      // "arroz feijão e macarrão não macarrão não precisa": the last item said is the one taken back.
      add(words);
      remove(splitItems(words).at(-1)?.words ?? []);
    } else if (segment.intent === 'remove' || removedAfter || swappedAfter) {
      remove(words);
      removed = segment.intent === 'remove' || swappedAfter ? splitItems(words).at(-1) : undefined;
      removedWithReason = words.includes(REMOVAL_REASON);
    } else if (segment.intent === 'swap') {
      // "aumenta mais meio quilo na carne moída": an increment.
      const at = words.findIndex((t) => t.fold === 'na' || t.fold === 'no');
      if (words[0]?.fold === 'mais' && at > 1 && readQuantity(words, 1, false)?.end === at) {
        add(words.filter((_, k) => k !== at));
        continue;
      }
      const cut = words.findIndex((t) => SWAP_SPLIT.has(t.fold));
      const old = cut < 0 ? words : words.slice(0, cut);
      const removedBefore = result.remove.length;
      remove(old);
      const replaced = cut === 0 ? replacing : splitItems(old).at(-1);
      const amount = cut >= 0 ? readQuantity(words, cut + 1, false) : undefined;
      if (replaced && amount && amount.end === words.length && !amount.money) {
        // "muda o leite pra 2 litros": the same item, in the amount said.
        const name = result.remove[removedBefore] ?? toAddedItem(replaced).name;
        result.add.push({ name, quantity: amount.value, unit: amount.unit ?? replaced.quantity?.unit ?? null });
      } else if (cut >= 0) {
        const added = result.add.length;
        add(words.slice(cut + 1), replaced);
        const brand = result.add[added];
        const said = splitItems(words.slice(cut + 1))[0]?.words ?? [];
        if (brand) brand.name = brandSwapped(result.remove[removedBefore], old, said, brand.name);
      }
    } else {
      if (corrected >= 0) takeBack(result, corrected, correctedFrom);
      const asked = segment.intent === 'add';
      add(words, asked ? (replacing ?? correctedItem) : undefined, true, asked, asked && !replacing && !!correctedItem);
      // ("pede frango teriyaki não melhor carne então põe contra filé": a general kind chosen instead, right
      // before a request, is the heading of what is asked for next, no item.)
      const heading = words.at(-1)?.fold ?? '';
      const chosen = CHOSEN_INSTEAD.has(words.at(-2)?.fold ?? '') && HEADING_WORDS.has(heading);
      if (chosen && next?.intent === 'add' && foldText(result.add.at(-1)?.name ?? '') === heading) result.add.pop();
    }
    if (marker > 0) {
      takenBackAt = result.add.length - 1;
      takenBackFrom = addedFrom;
      kindTakenBack = markerWords.includes(KIND_ASKED) ? splitItems(words).at(-1) : undefined;
    }
  }
  // ("… e a farinha não precisa": an item on the list said not needed last goes off it.)
  const notNeeded =
    currentItems.length > 0 ? notNeededSaidLast(heard, (entries ??= toListEntries(currentItems))) : undefined;
  if (notNeeded !== undefined && !result.remove.includes(notNeeded)) {
    result.remove.push(notNeeded);
    result.add = result.add.filter((item) => foldText(item.name) !== foldText(notNeeded));
  }
  return withoutRepeats(result);
}

/**
 * Takes back the item a correction rejects (`rejected-with-reason`, `change-of-mind-with-reason`), and the
 * same product said earlier in its segment: "um saco de carvão ah carvão não que o gringo vai trazer pega
 * sal grosso", "vassoura nova ah vassoura não que a velha ainda dá pega um rodo" add neither.
 */
function takeBack(result: SpeechResult, at: number, from: number): void {
  const [rejected] = result.add.splice(at, 1);
  if (rejected === undefined) return;
  const key = (said: string): string => foldText(said).split(' ').map(singularize).join(' ');
  const name = key(rejected.name);
  for (let k = at - 1; k >= from; k -= 1) {
    const said = key(result.add[k]?.name ?? '');
    if (said === name || said.startsWith(`${name} `)) result.add.splice(k, 1);
  }
}

/** Where the "e" before the last item said with its article is ("… e a lentilha"), or -1. */
function joinedLastItem(words: readonly Token[]): number {
  const k = words.findLastIndex((t) => t.fold === 'e');
  const rest = words.slice(k + 1);
  const one =
    k > 0 && ITEM_ARTICLES.has(rest[0]?.fold ?? '') && rest[1]?.head === true && splitItems(rest).length === 1;
  return one && readQuantity(rest, 1, false) === undefined ? k : -1;
}

/** Where the last of several items said starts, or -1 when there is one or "e" joins the last to the one before. */
function lastItemStart(words: readonly Token[]): number {
  const items = splitItems(words);
  const last = items.at(-1);
  // ("cebolinha salsinha não precisa": a bare list of products said together, all of them; "a uva",
  // "essa" single the last one out.)
  const bare = items.every((item) => item.quantity === undefined) && !words.some((w) => SINGLED_OUT.has(w.fold));
  if (bare) return -1;
  const first = last?.lead[0] ?? last?.words[0];
  const start = first ? words.indexOf(first) : -1;
  // ("o café e o açúcar já tem": both, when "e" joins items said with their articles; "cachaça uma garrafa
  // limão e açúcar não precisa": the last of a list said with amounts.)
  const topical = items.every((item) => ITEM_ARTICLES.has(item.lead.at(-1)?.fold ?? ''));
  return start > 0 && (words[start - 1]?.fold !== 'e' || !topical) ? start : -1;
}

/**
 * "troca a skol por brahma", "em vez do omo põe ariel": one brand said for another, with "Cerveja Skol" or
 * "Sabão em pó Omo" on the list, takes the list name's head (Cerveja Brahma, Sabão em pó Ariel).
 */
function brandSwapped(
  listName: string | undefined,
  old: readonly Token[],
  brand: readonly Token[],
  name: string,
): string {
  const said = old.filter((w) => !['o', 'a', 'do', 'da'].includes(w.fold));
  const last = foldText(listName ?? '')
    .split(' ')
    .at(-1);
  // ("troca o pilão pelo três corações": a brand of two words too.)
  const one = said.length === 1 && brand.length === 1 && brand[0]?.brand === true;
  return one && listName?.includes(' ') && last === said[0]?.fold ? listName.replace(/\S+$/, name) : name;
}

/**
 * Whether an item heard is talk: small talk, a person called ("menino desce daí", "calma
 * filha"; a person after "de" or "pra" names a kind, "lenço de bebê"), or an occasion named
 * with no product and no amount ("semana de prova então café").
 */
function isTalk({ words, quantity }: HeardItem): boolean {
  const noProduct = quantity === undefined && !words.some((w) => w.head);
  // "semana de prova", "cadê meus óculos": an occasion, or something of the speaker's, with no product.
  // ("acabou a feira anota aí chuchu": a place said alone, where things are bought.)
  const place = words.length === 1 && isPlaceWord(words[0]?.sing ?? '');
  // ("a lista do chá de bebê fralda …": a party named by a product word.)
  if (quantity === undefined && PARTY_PHRASES.has(words.map((w) => w.sing).join(' '))) return true;
  // ("… e compra lá no salão e o desodorante": where, said with "no/na" and no amount, is no product, i27g.)
  if (quantity === undefined && PLACE_LINKS.has(words[0]?.fold ?? '')) return true;
  const aside =
    noProduct && (isOccasionWord(words[0]?.sing ?? '') || CALL_POSSESSIVES.has(words[0]?.fold ?? '') || place);
  return (
    aside ||
    words.some(
      (w, i) =>
        // ("um caderno de desenho": a talk word that is a product too, counted and said first, is the product, i27.)
        (isTalkWord(w.fold) && !(i === 0 && w.head && quantity !== undefined)) ||
        isGerund(w) ||
        (isPersonWord(w.sing) && !KIND_LINKS.has(words[i - 1]?.fold ?? '')),
    )
  );
}

/**
 * Where containers said with their size ("dois pacotes de cinco", "três sacos de 15 kg") end, when
 * the words end there or "e" follows; -1 otherwise.
 */
function sizedPackEnd(words: readonly Token[], amount: SpokenQuantity): number {
  if (!amount.linked || typeof amount.unit !== 'string' || isMeasure(amount.unit)) return -1;
  const size = readQuantity(words, amount.end, false);
  if (!size || size.linked || (typeof size.unit === 'string' && !isMeasure(size.unit))) return -1;
  return size.end === words.length || words[size.end]?.fold === 'e' ? size.end : -1;
}

/** Whether a word names a product: a product word or a brand. */
const namesProduct = (w: Token): boolean => w.head || w.brand === true;

/**
 * "aqui no ônibus cebola tomate", "na banca da feira algumas maçãs", "escolhe umas quatro mangas":
 * words said before the products, with no product, brand or amount of their own, are where, when or
 * how the speaker is, not an item: a place or time, or one word the lexicon does not know (a verb).
 * Unknown products of more words stay ("lã de aço e sabão").
 */
function isSettingSaid(first: HeardItem, items: readonly HeardItem[], listed: boolean): boolean {
  const named = (item: HeardItem): boolean => item.words.some(namesProduct);
  if (named(first) || first.quantity !== undefined || !items.slice(1).some(named)) return false;
  const [word] = first.words;
  return (
    // ("nos frios presunto": the aisle after a link the item dropped.)
    SETTING_WORDS.has(word?.raw ?? '') ||
    SETTING_WORDS.has(first.lead[0]?.raw ?? '') ||
    first.words.some((w) => WHEN_WORDS.has(w.fold)) ||
    SETTING_LINKS.has(first.lead[0]?.fold ?? '') ||
    (first.words.length === 1 &&
      ((!isKnownWord(word?.sing ?? '') && !articled(first) && !(listed && !ITEM_PRONOUNS.has(word?.fold ?? ''))) ||
        isPlaceWord(word?.sing ?? '')))
  );
}

/** "leva o cetaphil e um sabonete": one unknown word said with an article is a product, not how the speaker is. */
const articled = (item: HeardItem): boolean => ITEM_ARTICLES.has(item.lead.at(-1)?.fold ?? '');

/**
 * "yakult as coisas das crianças", "cebola roxa ó tá barato aqui", "limão isso não pode faltar":
 * a product said first keeps its name when a clause of talk opens after it in the same item
 * ("esponja ainda tem", "fruteira tá vazia" stay talk: they say the item is not needed).
 */
function withoutTalkAfter(heard: HeardItem): HeardItem {
  const { words } = heard;
  if (!words[0]?.head) return heard;
  const opens = (k: number): boolean =>
    k > 0 && TALK_CLAUSE_OPENERS.has(words[k]?.fold ?? '') && words[k - 1]?.fold !== 'de';
  // ("cotonete o banheiro tá zerado": the clause may open a few words before its talk.)
  const talk = isTalk(heard) ? words.findIndex((_, k) => isTalk({ ...heard, words: words.slice(0, k + 1) })) : -1;
  const end = words.findIndex((_, k) => opens(k) && k <= talk);
  // ("activia os lanches da semana": a clause with no product of its own, talk or not.)
  const cut = end > 0 ? end : words.findIndex((_, k) => opens(k) && !words.slice(k).some(namesProduct));
  return cut > 0 ? { ...heard, words: words.slice(0, cut) } : heard;
}

/**
 * The same product said twice in one utterance is one item, in the amount said last
 * ("cadê o requeijão ah põe um requeijão aí", "olha esse morango põe duas caixas de morango").
 */
function withoutRepeats(result: SpeechResult): SpeechResult {
  const add: SpeechResult['add'] = [];
  // ("uma dúzia de ovos que a receita pede muito ovo": singular or plural, the same product.)
  const key = (name: string): string => foldText(name).split(' ').map(singularize).join(' ');
  for (const item of result.add) {
    const same = add.findIndex((kept) => key(kept.name) === key(item.name));
    if (same < 0) add.push(item);
    // "quatro tomates hã cinco tomates": an amount said again corrects the first.
    else if (item.quantity !== 1 || item.unit !== null || (add[same]!.quantity === 1 && add[same]!.unit === null))
      add[same] = item;
  }
  return { add, remove: result.remove };
}

/**
 * Whether words said before a verb can hold an item: "leite coloca pão" does,
 * "vou ter que comprar" (an unlisted way of saying "add") does not.
 */
function mentionsItem(tokens: readonly Token[]): boolean {
  // ("farinha pra fazer pizza traz açúcar", "queijo pra vó fazer lasanha": a verb in a product's purpose is no chatter.)
  const purpose = (k: number): boolean =>
    [k - 1, k - 2].some((j) => PURPOSE_LINKS.has(tokens[j]?.fold ?? '') && tokens.slice(0, j).some((t) => t.head));
  // ("vai no pet pro simba aquele brinquedo …": going to a shop says where the items are bought, own6.)
  const goingTo = (k: number): boolean =>
    GOING_VERBS.has(tokens[k]?.fold ?? '') && GOING_LINKS.has(tokens[k + 1]?.fold ?? '');
  return (
    tokens.some((t) => t.head || /\d/.test(t.fold) || ORDINALS.has(t.fold) || PLURAL_ORDINALS.has(t.fold)) &&
    !tokens.some((t, k) => (CHATTER.has(t.fold) && !purpose(k) && !goingTo(k)) || isGerund(t))
  );
}

/** Whether a phrase said after items leaves them out: "não precisa", "já tem", "esquece" (`LEFT_OUT_AFTER`). */
const saidNotNeeded = (phrase: string | undefined): boolean =>
  NOT_NEEDED.has(phrase ?? '') || LEFT_OUT_AFTER.has(phrase ?? '');

/**
 * After a removal, an add said with no article, in a container of its own or listed with more items, names
 * a product of its own, not the removed one's kind ("cancela o frango … e coloca um galão de lava roupas",
 * "anula o picolé e põe canja pronta e gelatina"; "… e põe o desnatado" still names the removed one's kind).
 */
function namesOwnProduct(item: HeardItem, itemsSaid: number): boolean {
  if (item.lead.some((w) => ITEM_ARTICLES.has(w.fold))) return false;
  const unit = item.quantity?.unit;
  return (typeof unit === 'string' && !isMeasure(unit)) || itemsSaid > 1;
}

/** Whether the first item of an add names a product of its own ("põe maçã", not "põe o integral"). */
function asksForProduct(tokens: readonly Token[]): boolean {
  // ("lã de aço": words the lexicon does not know, said as "X de Y", name a product too; "o de soja" is a kind.)
  const words = splitItems(mergeCompounds(tokens))[0]?.words ?? [];
  const first = words[0];
  const named = first !== undefined && first.fold !== 'de' && words[1]?.fold === 'de' && !isKnownWord(first.sing);
  return named || words.some((w) => w.head && !w.brand);
}

/**
 * Whether the words of a segment hold no item at all: "já comprei" said after the item, or a
 * comment ("o leite pode tirar que eu ainda tenho").
 */
function namesNothing(tokens: readonly Token[]): boolean {
  const words = mergeCompounds(tokens);
  // ("a picanha tá cara tira ela": the pronoun is the item said before.)
  return splitItems(words.slice(purposeEnd(words, 0))).every(
    (item) => isTalk(item) || item.words.every((w) => ITEM_PRONOUNS.has(w.fold)),
  );
}

/**
 * "tira o último", "apaga o primeiro da lista", "tira o último e o primeiro": the names at
 * those positions of the list; undefined when the words are not only ordinal references.
 */
function ordinalTargets(words: readonly Token[], currentItems: readonly string[]): string[] | undefined {
  // "tira o último que tá errado", "o segundo por favor ganhei da minha sogra": what follows "que" or
  // a verb of talk only describes the position.
  const talk = (w: Token): boolean => (isTalkVerb(w) || /^[a-z]{3,}ei$/.test(w.fold)) && !ORDINAL_TAIL.has(w.fold);
  const clause = words.findIndex((w, i) => i > 0 && (w.fold === 'que' || talk(w)));
  const said = (clause < 0 ? words : words.slice(0, clause)).filter(
    (w) => !w.separator && w.fold !== 'os' && w.fold !== 'as',
  );
  const plural = said.findIndex((w) => PLURAL_ORDINALS.has(w.fold));
  if (plural > 0) {
    // "tira os dois últimos": the count said just before the ordinal.
    const count = readNumber((k) => said[k]?.fold ?? '', plural - 1);
    const rest = said.slice(plural + 1);
    if (!count || count.end !== plural || !rest.every((w) => ORDINAL_TAIL.has(w.fold))) return undefined;
    const n = Math.min(count.value, currentItems.length);
    return PLURAL_ORDINALS.get(said[plural]?.fold ?? '') === 0
      ? currentItems.slice(0, n)
      : currentItems.slice(currentItems.length - n);
  }
  if (!said.some((w) => ORDINALS.has(w.fold))) return undefined;
  if (!said.every((w) => ORDINALS.has(w.fold) || ORDINAL_TAIL.has(w.fold))) return undefined;
  return said.flatMap((w) => {
    const position = ORDINALS.get(w.fold);
    const name = position === undefined ? undefined : currentItems.at(position);
    return name === undefined ? [] : [name];
  });
}

/**
 * "tira a banana e o primeiro também": a named item and a position joined by "e", each found on its own;
 * without a position, the targets of the whole removal.
 */
function mixedTargets(
  words: readonly Token[],
  currentItems: readonly string[],
  entries: readonly ListEntry[],
): string[] {
  if (!words.some((w) => ORDINALS.has(w.fold))) return removalTargets(words, entries);
  const parts: Token[][] = [[]];
  for (const w of words) {
    if (w.fold === 'e' || w.separator) parts.push([]);
    else parts[parts.length - 1]?.push(w);
  }
  return parts
    .filter((part) => part.length > 0)
    .flatMap((part) => ordinalTargets(part, currentItems) ?? removalTargets(part, entries));
}

/**
 * "mais dois leites" with "Leite integral" on the list: an increment is an add under the
 * list's own name, found as a removal target would be; undefined when nothing matches.
 */
function incremented(item: HeardItem, entries: readonly ListEntry[]): string | undefined {
  return matchRemoval(matchKey(item.words.map((w) => w.raw).join(' ')), entries);
}

/**
 * List names meant by the words of a remove segment: the whole segment when it names
 * one list item exactly ("tira o arroz e feijão" with "Arroz e feijão" on the list),
 * otherwise each item heard in it.
 */
function removalTargets(words: readonly Token[], entries: readonly ListEntry[]): string[] {
  const heard = splitItems(words);
  if (heard.length > 1) {
    const whole = matchKey(words.map((w) => w.raw).join(' '));
    const exact = entries.find((e) => e.key.length === whole.length && e.key.every((w, i) => w === whole[i]));
    if (exact) return [exact.name];
  }
  const names: string[] = [];
  for (const item of heard) {
    const name = matchRemoval(matchKey(item.words.map((w) => w.raw).join(' ')), entries);
    if (name !== undefined) names.push(name);
  }
  return names;
}

/**
 * "o tempero pronto acabou anota sazon caldo de galinha": a general kind (`HEADING_WORDS`) said alone to have
 * run out (`RAN_OUT_PHRASES`), then asked for by products of its aisle (`headsItsKind`), is their heading.
 */
function ranOutHeading(words: readonly Token[], ranOut: Segment | undefined, asked: Segment): boolean {
  if (ranOut?.intent !== 'add' || ranOut.tokens.length > 0 || !RAN_OUT_PHRASES.has(ranOut.phrase ?? '')) return false;
  const items = splitItems(words);
  const kind = items[0]?.words[0];
  if (items.length !== 1 || kind === undefined || items[0]?.quantity !== undefined || !HEADING_WORDS.has(kind.sing))
    return false;
  const first = splitItems(mergeCompounds(asked.tokens))[0];
  const product = first?.words[0];
  return (
    product !== undefined && (product.head || product.brand === true) && headsItsKind(kind, product, first?.words[1])
  );
}

/**
 * count-of-kind-heading (kind66): a product said alone, then asked for as a count "de" a product of its aisle
 * ("macarrão põe dois de espaguete", "queijo pega um de minas"), is the heading of that product, no item.
 */
function countOfKindHeading(words: readonly Token[], next: readonly Token[]): boolean {
  const items = splitItems(words);
  const kind = items[0]?.words[0];
  if (items.length !== 1 || items[0]?.words.length !== 1 || items[0]?.quantity !== undefined || !kind?.head)
    return false;
  const count = readQuantity(next, 0, false);
  const product = count === undefined ? undefined : next[count.end];
  if (!count?.linked || count.unit !== undefined || count.money || product === undefined || product.brand === true)
    return false;
  // (A product word of the lexicon after a general kind only, "fruta põe dois de banana"; else a product the
  // categoriser knows in the kind's aisle, "espaguete" after "macarrão": "arroz põe dois de feijão" lists both.)
  const known = product.head ? HEADING_WORDS.has(kind.sing) : categoriseItem(product.sing).known;
  return known && product.sing !== kind.sing && categoriseItem(kind.sing).known && headsItsKind(kind, product);
}

/**
 * Whether the segment's one item, said bare, is said again first in the next request with more words
 * ("lâmpada" → "uma lâmpada de led", "feijão" → "um pacote de feijão carioca").
 */
function restatedNext(words: readonly Token[], next: readonly Token[]): boolean {
  const items = splitItems(words);
  const said = items[0];
  if (items.length !== 1 || said === undefined || said.quantity !== undefined || said.words.length === 0) return false;
  const again = splitItems(mergeCompounds(next))[0];
  const key = (item: HeardItem) => item.words.map((w) => w.sing).join(' ');
  return again !== undefined && again.words.length > said.words.length && key(again).startsWith(`${key(said)} `);
}

/** Whether the words are only a kind named by its number ("tipo um", "tipo 2"), kind66. */
function namesKindByNumber(words: readonly Token[]): boolean {
  const number = readNumber((k) => words[k]?.fold ?? '', 1);
  return SPEC_WORDS.has(words[0]?.fold ?? '') && number !== undefined && number.end === words.length;
}

/** "peixe pra sexta", "carne pro churrasco do sábado": a general kind or meal and only its purpose after it (`headingEnd`). */
function isHeading(words: readonly Token[]): boolean {
  const kind = words[0];
  return kind !== undefined && words.length > 1 && headingEnd(kind, words, 1) === words.length;
}

/** Whether `name` starts with all the words of `short` ("Asa de frango" and "asa"). */
function namesFirst(name: string, short: string): boolean {
  const words = name.toLowerCase().split(' ');
  const start = short.toLowerCase().split(' ');
  return start.every((w, k) => words[k] === w);
}
