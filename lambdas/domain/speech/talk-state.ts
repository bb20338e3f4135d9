import { OPENING_CANCEL_PHRASES, type PhraseKind } from './intent-phrases';
import { isKnownWord, isPersonWord, requestPhraseAt } from './lexicon-index';
import {
  CANCEL_REASON_OPENERS,
  CLAUSE_ARTICLES,
  CLAUSE_TAGS,
  DEFINITE_ARTICLES,
  GROUPS,
  JUST_DONE,
  OPENING_COPULAS,
  POSSESSIVES,
  PRONOUNS,
  TAIL_VERBS,
  VERB_LEADS,
} from './lexicon-talk';
import { readNumber } from './number-words';
import { purposeEnd } from './purpose';
import { PURPOSE_LINKS } from './lexicon-purpose';
import { NAME_JOINS } from './lexicon-names';
import { PassState } from './rules/pass-state';
import { isTalkVerb } from './talk-verb';
import { endsItem, type Token } from './tokenize';
import { isCountWord, isDozen, unitFor } from './units';

/** A list position: "o terceiro", "os dois últimos". */
export const POSITION = /^(primeir|segund|terceir|ultim|penultim)[oa]s?$/;

/**
 * The pause a removal's reason leaves where it was said ("exclui o biscoito que a dentista proibiu e põe
 * maçã"): a product asked for after it is an item of its own, never the removed one's other kind
 * (`extract-speech.ts` knows it by identity).
 */
export const REMOVAL_REASON: Token = { raw: ',', fold: ',', sing: ',', separator: true, head: false };

/** Whether a token names an item of its own: a product, a brand or an amount in digits. */
export const namesItem = (t: Token): boolean => t.head || t.brand === true || /\d/.test(t.fold);

/**
 * The explicit state of the situation pass (`situation-talk.ts`): the tokens, the position
 * `i`, the tokens kept so far (`out`), where the current run of words started (after a pause,
 * a request or "então") and whether it names an item yet, and the kind of the last request.
 * Its methods are the queries the rules share: where a clause, a comment or someone's clause
 * ends, whether an amount or a subject is at a position.
 */
export class TalkState extends PassState {
  /** Start of the current run of words in `out`. */
  runStart = 0;
  /** Whether the current run holds an item. */
  runItem = false;
  /** The kind of the last request said ("tira", "põe"). */
  lastKind: PhraseKind | undefined;
  /** Where in `out` the run after the last item said not to buy starts (`not-to-buy-clause`), -1 if none. */
  notToBuyRun = -1;
  /** The phrase (request or filler) that starts at each word, found once. */
  readonly phraseAt: ReadonlyArray<{ kind: PhraseKind; words: readonly string[] } | undefined>;

  constructor(tokens: readonly Token[]) {
    super(tokens);
    // ("que acabou de chegar": "acabar de" and an infinitive says what was just done, no request.)
    const justDone = (k: number): boolean =>
      JUST_DONE.has(this.word(k)) && this.word(k + 1) === 'de' && /^[a-z]{2,}[aei]r$/.test(this.word(k + 2));
    // ("o médico mandou cortar açúcar": a cancelling infinitive after the first word is a reason's.)
    const reasons = (k: number): boolean => k > 0 && OPENING_CANCEL_PHRASES.has(this.word(k));
    this.phraseAt = tokens.map((_, k) =>
      justDone(k) || reasons(k) ? undefined : requestPhraseAt(tokens.length, k, this.word),
    );
  }

  /** Keeps the word, and notes that the run names an item when it does. */
  override keep(): void {
    if (namesItem(this.token) || this.rejectedAgain() || this.removedByName()) this.runItem = true;
    super.keep();
  }

  /**
   * Whether the word, one the lexicon may not know, is what a cancelling verb and its article name before the
   * reason ("exclui a romã que ninguém achou"): a removal names an item of the list (not a position).
   */
  private removedByName(): boolean {
    const run = this.out.length - this.runStart;
    return (
      this.lastKind === 'remove' &&
      run === 1 &&
      DEFINITE_ARTICLES.has(this.out.at(-1)?.fold ?? '') &&
      !POSITION.test(this.token.fold) &&
      CANCEL_REASON_OPENERS.has(this.word(this.i + 1))
    );
  }

  /**
   * Whether a word of the run, one the lexicon may not know, is said again right after "não" and its
   * article ("compra xilitol não o xilitol é caro demais"): what is rejected is an item.
   */
  private rejectedAgain(): boolean {
    if (this.word(this.i + 1) !== 'nao') return false;
    const run = [...this.out.slice(this.runStart), this.token].map((t) => t.sing);
    return [2, 3].some((n) => {
      const t = this.tokens[this.i + n];
      return t !== undefined && t.fold.length > 3 && run.includes(t.sing);
    });
  }

  /** Ends the current run, as a request of `kind` does. */
  endRun(kind: PhraseKind): void {
    this.runStart = this.out.length;
    this.runItem = false;
    this.lastKind = kind;
  }

  /** The words of a request phrase at `k`, 0 if none (fillers are not requests). */
  request(k: number): number {
    const phrase = this.phraseAt[k];
    return phrase && phrase.kind !== 'filler' ? phrase.words.length : 0;
  }

  /** The words of a filler phrase at `k`, 0 if none. */
  filler(k: number): number {
    const phrase = this.phraseAt[k];
    return phrase?.kind === 'filler' ? phrase.words.length : 0;
  }

  /** Whether an amount starts at `k` ("R$ 20", "2 kg", "um quilo", "uma cebola"). */
  amountAt(k: number, articleOk: boolean): boolean {
    const { word, tokens } = this;
    if (word(k) === 'r$') return readNumber(word, k + 1) !== undefined;
    const n = readNumber(word, k);
    if (n === undefined) return false;
    if (!['um', 'uma'].includes(word(k))) return true;
    const next = tokens[k + 1];
    const unit = unitFor(word(k + 1)) !== undefined || isDozen(word(k + 1));
    return unit || next?.head === true || (!articleOk && next?.brand === true);
  }

  /** Whether an amount comes before the next pause, "e" or request: "é chimarrão um quilo de erva". */
  amountAhead(k: number): boolean {
    for (let j = k + 1; j < this.tokens.length && !endsItem(this.tokens[j]) && this.request(j) === 0; j += 1) {
      if (this.amountAt(j, false)) return true;
    }
    return false;
  }

  /** Where the clause that starts at `k` ends: the next amount, request, "então", pause or product. */
  clauseEnd(k: number, place = false): number {
    const { word, tokens } = this;
    let j = k;
    // "em porto alegre é chimarrão um quilo de erva": a place's clause names a thing of the place.
    let own = place ? -1 : 0;
    while (j < tokens.length) {
      const t = tokens[j] as Token;
      if (t.separator || this.request(j) > 0 || this.amountAt(j, j === k)) break;
      // "tô grávida sabe ácido fólico": a tag closes the clause.
      if (t.fold === 'entao' || (j > k && CLAUSE_TAGS.has(t.fold))) return j + 1;
      if (t.fold === 'e' && (this.amountAt(j + 1, false) || tokens[j + 1]?.head)) break;
      // "enquanto escovo os dentes aqui o terceiro pode apagar": a list position.
      if (j > k && POSITION.test(word(j + 1)) && CLAUSE_ARTICLES.has(t.fold)) break;
      // "tô batendo a massa", "a mão na massa", "bergamota viu": the clause's own words.
      // ("tô sem café põe um três corações": what the speaker is out of.)
      const ownObject =
        (CLAUSE_ARTICLES.has(word(j - 1)) && (isTalkVerb(tokens[j - 2]) || ['na', 'no'].includes(word(j - 1)))) ||
        (word(j - 1) === 'sem' && OPENING_COPULAS.has(word(j - 2)));
      // ("passa no Pão de Açúcar e traz": a name said in capitals runs on through its "de", i27.)
      const properName = t.capital === true && NAME_JOINS.has(word(j - 1)) && tokens[j - 2]?.capital === true;
      if ((t.head && (ownObject || CLAUSE_TAGS.has(word(j + 1)))) || properName) {
        j += 1;
        continue;
      }
      // "cortou o álcool", "comem muita fruta": the verb's object; "passou peito de frango": an item.
      if (t.head && (own >= 1 || (place ? !this.amountAhead(j) : !CLAUSE_ARTICLES.has(word(j - 1)) || j === k))) break;
      if (!CLAUSE_ARTICLES.has(t.fold)) own += 1;
      j += 1;
    }
    return j;
  }

  /** Where a "que" comment at `k` ends: the next request or pause. */
  commentEnd(k: number): number {
    let end = k + 1;
    while (
      end < this.tokens.length &&
      this.request(end) === 0 &&
      !this.tokens[end]?.separator &&
      !this.rejectionAt(end)
    )
      end += 1;
    return end;
  }

  /**
   * Whether "não" at `k` rejects an item of the run by naming it again ("whey pro meu irmão que tá na
   * academia não whey não que é caro", "que o pessoal vem não a linguiça o tio traz"): a comment or
   * someone's clause ends there, and the rejection is left to its rules.
   */
  rejectionAt(k: number): boolean {
    if (this.word(k) !== 'nao') return false;
    const said = new Set(
      this.out
        .slice(this.runStart)
        .filter((t) => t.head)
        .map((t) => t.sing),
    );
    return [1, 2].some((n) => {
      const t = this.tokens[k + n];
      return t?.head === true && said.has(t.sing) && (n === 1 || CLAUSE_ARTICLES.has(this.word(k + 1)));
    });
  }

  /** How many words the subject at `k` has ("ela" 1, "a gente" 2, "a minha filha" 3), 0 if none. */
  subjectAt(k: number): number {
    const { word } = this;
    if (PRONOUNS.has(word(k))) return 1;
    if (!DEFINITE_ARTICLES.has(word(k))) return 0;
    const n = POSSESSIVES.has(word(k + 1)) ? 2 : 1;
    const noun = this.tokens[k + n];
    if (noun === undefined || /\d/.test(noun.fold)) return 0;
    // "que o rexona me dá alergia": the product just said, as the subject of a reason.
    if ((noun.head || noun.brand) && this.out.some((t) => t.fold === noun.fold)) return n + 1;
    const named = !noun.head && !noun.brand;
    return named && (GROUPS.has(noun.fold) || isPersonWord(noun.sing) || !isKnownWord(noun.sing)) ? n + 1 : 0;
  }

  /**
   * Where a verb said of someone at `k` ends (after "não", "já", "que"...), or -1; a one-word
   * request verb counts, as someone else's: "o menino leva".
   */
  verbAt(k: number): number {
    const { word } = this;
    const j = VERB_LEADS.has(word(k)) ? k + 1 : k;
    const t = this.tokens[j];
    // ("me dá alergia": "dá" folds to the "da" of "da tua irmã", so only after "me".)
    const gives = word(k) === 'me' && t?.fold === 'da';
    const verb = t !== undefined && (isTalkVerb(t) || OPENING_COPULAS.has(t.fold) || TAIL_VERBS.has(t.fold) || gives);
    return verb ? j + 1 : this.request(j) > 0 && this.phraseAt[j]?.words.length === 1 ? j + 1 : -1;
  }

  /**
   * Where a clause about someone, said after a complete item, ends: the next pause, request,
   * amount or "e" and a product ("que as crianças gostam e pão de hambúrguer").
   */
  tailEnd(k: number): number {
    const { word, tokens } = this;
    let end = k;
    // ("e um pouquinho de alho": a vague amount before it.)
    // ("que ela usa e pra casa dela detergente dois": or a purpose said first and its product, pur68.)
    const purposeFirst = (j: number): boolean => {
      let end = PURPOSE_LINKS.has(word(j)) ? purposeEnd(tokens, j, 'list') : j;
      if (end === j) return false;
      // ("pro lanche da escola biscoito": the purpose's own words, up to its product.)
      while (end < j + 6 && !endsItem(tokens[end]) && !tokens[end]?.head && !this.amountAt(end, false)) end += 1;
      return tokens[end]?.head === true || this.amountAt(end, false);
    };
    const nextItem = (j: number): boolean =>
      word(j) === 'e' &&
      (this.amountAt(j + 1, false) ||
        !!tokens[j + 1]?.head ||
        !!tokens[j + 2]?.head ||
        !!tokens[j + 1 + this.filler(j + 1)]?.head ||
        purposeFirst(j + 1));
    // An amount with its unit, count word or product ("ela corrigiu aqui 2 kg", "que ela gosta três
    // unidades"), not a time ("chega às sete").
    const amount = (j: number): boolean =>
      this.amountAt(j, false) &&
      (unitFor(word(j + 1)) !== undefined || isDozen(word(j + 1)) || isCountWord(word(j + 1)) || !!tokens[j + 1]?.head);
    // ("iogurte grego que a clarinha leva pro trabalho dois e um pacote de …": a bare count said last is the item's.)
    const countLast = (j: number): boolean => {
      const count = readNumber(word, j);
      // (Not a time or a number said with a link: "chega às sete", "de dois".)
      const linked = /^(as|das|ate|pras|pelas|de|do|da|no|na|em|com|o|a|um|uma)$/.test(word(j - 1));
      return count !== undefined && !count.half && !linked && (count.end >= tokens.length || nextItem(count.end));
    };
    while (
      end < tokens.length &&
      this.request(end) === 0 &&
      !tokens[end]?.separator &&
      !amount(end) &&
      !countLast(end)
    ) {
      if (nextItem(end) || this.rejectionAt(end)) return end;
      end += 1;
    }
    return end;
  }

  /** "põe uma dúzia logo", "três litros logo": an amount's last word. */
  amountWord(k: number): boolean {
    const { word } = this;
    return unitFor(word(k)) !== undefined || isDozen(word(k)) || readNumber(word, k) !== undefined;
  }

  /**
   * Whether the word at `k` is an item already said, ending there (said whole: "não esquece o
   * leite condensado" after "leite" still adds).
   */
  again(k: number): boolean {
    const { word, tokens } = this;
    return (
      this.out.some((t) => t.head && t.fold === word(k)) &&
      (k + 1 >= tokens.length || word(k + 1) === 'que' || this.request(k + 1) > 0)
    );
  }

  /** Whether the current run opened right after an add request ("leva o arroz …": its object). */
  runAfterAdd(): boolean {
    const first = this.out[this.runStart];
    const f = first === undefined ? -1 : this.tokens.indexOf(first);
    for (let k = Math.max(0, f - 3); k < f; k += 1) {
      if (this.phraseAt[k]?.kind === 'add' && k + this.request(k) === f) return true;
    }
    return false;
  }

  /** The words said in the current run, and whether they are a subject ("o miguel", "a receita da torta"). */
  runSubject(): boolean {
    const said = this.out.slice(this.runStart);
    return (
      said.length >= 2 &&
      said.length <= 4 &&
      ['o', 'a'].includes(said[0]?.fold ?? '') &&
      !said.some((t) => /\d/.test(t.fold))
    );
  }
}
