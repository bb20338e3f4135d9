import { LACK_VERBS } from './lexicon-descriptions';
import { COMPOUNDS, longestPhraseAt, requestPhraseAt } from './lexicon-index';
import { CLOSERS, OPENERS, OPENING_CANCEL_PHRASES, type PhraseKind } from './intent-phrases';
import { LOOK_OPENERS, PURPOSE_LINKS } from './lexicon-purpose';
import { purposeEnd } from './purpose';
import type { Token } from './tokenize';
import {
  ONLY_AFTER,
  OPENER_POSSESSIVES,
  REQUEST_CONJUNCTIONS,
  REMOVAL_MODALS,
  REQUEST_SUBJECTS,
  VERB_SHAPED_BRANDS,
} from './lexicon-requests';
import { readNumber } from './number-words';
import { unitFor } from './units';
import { ATTENTION_CALLS } from './lexicon-names';
import { wordList } from './word-list';
import { namesKindAt } from './rules/amount-said-after';

const OPENER_SET = new Set([...OPENERS, ...wordList(ATTENTION_CALLS)]);
const CLOSER_SET = new Set(CLOSERS);

const PUT = { kind: 'add', words: ['por'] } as const;

/** What a run of words is for: items to add, to remove, a swap, or no verb at all. */
export type SegmentIntent = Exclude<PhraseKind, 'filler'> | 'implicit';

/** A run of words governed by one verb ("tira o leite e" / "coloca iogurte"). */
export interface Segment {
  intent: SegmentIntent;
  tokens: Token[];
  /** The request phrase that opened it, folded ("nao precisa"); none for the implicit segment. */
  phrase?: string;
}

/**
 * Cuts the utterance at each intent phrase, dropping fillers, the interjections and
 * forms of address that open a segment ("pronto", "amor") and the tags that close the
 * utterance ("tá", "viu"). Words before the first verb
 * form an "implicit" segment ("arroz feijão e macarrão", "15 reais de pão").
 */
export function segmentIntents(tokens: readonly Token[]): Segment[] {
  const segments: Segment[] = [{ intent: 'implicit', tokens: [] }];
  // "laranja pera que tá acabando": the words of a compound item are never a phrase ("pera que").
  let compoundEnd = 0;
  let i = 0;
  while (i < tokens.length) {
    const covered = i < compoundEnd;
    const compound = compoundLength(tokens, i);
    if (compound > 1) compoundEnd = Math.max(compoundEnd, i + compound);
    // "pode tirar a batata e pôr dois quilos de mandioca": "pôr" folds to the "por" of a swap; as said, it adds.
    const phrase = tokens[i]?.raw === 'pôr' ? PUT : requestPhraseAt(tokens.length, i, (k) => tokens[k]?.fold);
    // "detergente pra tirar a gordura": a removal or swap verb after "pra" is a purpose, not a request.
    // "queijo ralado pra colocar no macarrão": after an item, an adding verb too.
    const item = segments[segments.length - 1]?.tokens.some((t) => t.head);
    const purpose =
      (item || phrase?.kind !== 'add') && phrase?.kind !== 'filler' && PURPOSE_LINKS.has(tokens[i - 1]?.fold ?? '');
    // "xampu e condicionador não só o condicionador": "só" after a correction keeps only what follows.
    const only = tokens[i]?.fold === 'so' && ONLY_AFTER.has(tokens[i - 1]?.fold ?? '');
    // "café aquele de embalagem vermelha": "aquele" opens what the item looks like, not a hesitation.
    // ("ração golden aquele laranja": the product said tells a thing's colour from a fruit, look68b.)
    const product = segments[segments.length - 1]?.tokens.find((t) => t.head);
    const looks =
      item &&
      phrase?.kind === 'filler' &&
      LOOK_OPENERS.has(tokens[i]?.fold ?? '') &&
      purposeEnd(tokens, i, product) > i;
    const brand = phrase !== undefined && brandOfItem(segments[segments.length - 1]?.tokens ?? [], tokens, i);
    // ("arroz tipo um cinco quilos": "tipo" and a number name the product's kind.)
    const kind = phrase?.kind === 'filler' && namesKindAt(tokens, i);
    // ("o médico mandou cortar açúcar": a cancelling infinitive said later is a reason's.)
    const reasons = i > 0 && OPENING_CANCEL_PHRASES.has(phrase?.words.join(' ') ?? '');
    if (
      !phrase ||
      compound > 1 ||
      covered ||
      purpose ||
      only ||
      looks ||
      brand ||
      kind ||
      reasons ||
      opensComment(tokens, i, phrase)
    ) {
      segments[segments.length - 1]?.tokens.push(tokens[i] as Token);
      i += 1;
      continue;
    }
    const current = segments[segments.length - 1] as Segment;
    // ("iogurte que não leva lactose": what the product lacks, `what-it-lacks`, is no removal.)
    if (phrase.words[0] === 'nao' && LACK_VERBS.has(phrase.words[1] ?? '') && tokens[i - 1]?.fold === 'que') {
      current.tokens.push(...tokens.slice(i, i + phrase.words.length));
      i += phrase.words.length;
      continue;
    }
    if (tokens[i]?.fold === 'entao' && phrase.words.length === 1 && i + 1 < tokens.length) {
      // "vai vir gente então mais três cocas": what is said before "então" is a new run of words,
      // talk when it names no item; "o café acabou né então café pilão": a product said to have
      // run out before "então" is the situation, and the items after it are what to buy.
      const previous = segments[segments.length - 2];
      // ("tempero não precisa então cebolinha não precisa": after a removal with nothing, too.)
      const talkedOf = current.tokens.length > 0 ? current.intent === 'implicit' : current.intent === 'remove';
      if (talkedOf) segments.push({ intent: 'implicit', tokens: [] });
      else if (current.intent === 'add' && current.tokens.length === 0 && previous?.intent === 'implicit')
        previous.tokens = [];
    }
    // ("cloro não precisa mas põe lã de aço": "mas" before a request joins the two requests, no item's word.)
    if (phrase.kind !== 'filler' && REQUEST_CONJUNCTIONS.has(current.tokens.at(-1)?.fold ?? '')) current.tokens.pop();
    // ("e a lentilha também pode cancelar": "pode" right before a removal is the removal's, no item's word.)
    if (phrase.kind === 'remove' && REMOVAL_MODALS.has(current.tokens.at(-1)?.fold ?? '')) current.tokens.pop();
    // ("não precisa comprar alho também não mas cebola pega dois quilos": after a removal, "mas" and a
    // product said before an add request are that request's item.)
    const but = current.tokens.findLastIndex((t) => REQUEST_CONJUNCTIONS.has(t.fold));
    if (
      phrase.kind === 'add' &&
      current.intent === 'remove' &&
      but >= 0 &&
      current.tokens.slice(but).some((t) => t.head)
    )
      segments.push({ intent: 'implicit', tokens: current.tokens.splice(but).slice(1) });
    if (phrase.kind !== 'filler') segments.push({ intent: phrase.kind, tokens: [], phrase: phrase.words.join(' ') });
    i += phrase.words.length;
  }
  for (const segment of segments) segment.tokens = withoutOpeners(segment.tokens);
  const last = segments[segments.length - 1] as Segment;
  while (last.tokens.length > 0 && CLOSER_SET.has(last.tokens[last.tokens.length - 1]?.raw ?? '')) last.tokens.pop();
  return segments;
}

/**
 * "milho verde quero", "molho de tomate quero um queijo ralado": a brand spelled like a request
 * verb, right after its generic in the item being said; "molho eu quero", "molho quero dois" (an
 * amount of no other product after it) ask.
 */
function brandOfItem(said: readonly Token[], tokens: readonly Token[], i: number): boolean {
  const generics = VERB_SHAPED_BRANDS.get(tokens[i]?.fold ?? '');
  if (generics === undefined || REQUEST_SUBJECTS.has(said.at(-1)?.fold ?? '')) return false;
  const amount = readNumber((k) => tokens[k]?.fold ?? '', i + 1);
  const counted = amount === undefined ? undefined : tokens[amount.end];
  if (amount !== undefined && !(counted?.head && unitFor(counted.fold) === undefined)) return false;
  // ("molho de tomate quero": the generic within the item's last four words.)
  for (let k = said.length - 1; k >= Math.max(0, said.length - 4); k -= 1) {
    if (said[k]?.separator || said[k]?.fold === 'e') return false;
    if (generics.has(said[k]?.sing ?? '')) return true;
  }
  return false;
}

/** The segment without the interjections and forms of address it starts with. */
function withoutOpeners(tokens: Token[]): Token[] {
  const opens = (k: number): boolean => {
    const raw = tokens[k]?.raw ?? '';
    return OPENER_SET.has(raw) && (!OPENER_POSSESSIVES.has(raw) || opens(k + 1));
  };
  let k = 0;
  while (opens(k)) k += 1;
  return k === 0 ? tokens : tokens.slice(k);
}

/**
 * How many words the compound item or brand starting at `i` has (0 when none does): a compound of
 * more than one word is never read as a phrase ("tira manchas" is a product, not a removal).
 */
function compoundLength(tokens: readonly Token[], i: number): number {
  const compound = longestPhraseAt(COMPOUNDS, tokens.length, i, (k) => tokens[k]?.sing);
  // ("o bom ar": a brand of more words too, so "bom" is no filler.)
  return compound !== undefined && compound.kind !== 'tail' ? compound.words.length : 0;
}

/**
 * Whether a filler starting with "que" opens a comment on the word said before it instead:
 * "arroz que é mais barato" (the hesitation "é" is gone) is a comment, not "que mais".
 */
function opensComment(
  tokens: readonly Token[],
  i: number,
  phrase: { kind: PhraseKind; words: readonly string[] },
): boolean {
  const before = tokens[i - 1];
  // "me lembra de beber água": a reminder of something to do ("me lembra do pão", "me lembra de
  // comprar pão" still add).
  // ("me lembra de duas latas de sardinha", "de um detergente": an amount or a product after "de" adds.)
  const after = i + phrase.words.length;
  const then = tokens[after + 1];
  const todo = then !== undefined && !then.head && /^[a-z]{3,}[aei]r$/.test(then.fold);
  if (phrase.words.at(-1) === 'lembra' && tokens[after]?.fold === 'de' && todo) return true;
  return (
    phrase.kind === 'filler' &&
    tokens[i]?.fold === 'que' &&
    before !== undefined &&
    !before.separator &&
    (before.head || before.brand === true) &&
    tokens[i + phrase.words.length] !== undefined
  );
}
