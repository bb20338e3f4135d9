import {
  AGAINST_WORDS,
  MEANT_INFINITIVE_LEADS,
  MEANT_TO,
  REASON_STARTS,
  TOO_MUCH,
  WANTS,
  WHICH_LINKS,
} from './lexicon-change-of-mind';
import {
  NOT_NEEDED_BEFORE_SOMEONE,
  NOT_TO_BUY_PHRASES,
  NOT_TO_PUT_VERBS,
  PROVIDE_VERBS,
  PROVIDERS,
} from './lexicon-not-to-buy';
import { isKnownWord, isPersonWord, longestPhraseAt, PHRASES } from './lexicon-index';
import {
  AFTER_REJECTION,
  CANCEL_REASON_OPENERS,
  CHEAP,
  DEFINITE_ARTICLES,
  POSSESSIVES,
  PRONOUNS,
  VOCATIVES,
} from './lexicon-talk';
import { PURPOSE_LINKS } from './lexicon-purpose';
import { ITEM_ARTICLES } from './lexicon-items';
import { PassState, runPass } from './rules/pass-state';
import type { Rule } from './rules/rule';
import { endsItem, isInfinitive, type Token } from './tokenize';
import { readNumber } from './number-words';
import {
  ACCORDING_TO,
  AFTER_REMOVALS,
  AISLES,
  AISLE_LINKS,
  NEXT_LINKS,
  PERSON_LEADS,
  POINTERS,
  REPORTERS,
  REPORT_VERBS,
  SECTIONS,
  SWAP_VERBS,
  REMOVAL_LEADS_AFTER,
  REQUEST_CONJUNCTIONS,
  TITLES,
} from './lexicon-requests';

/** "a médica do pai": the links of whose a person is. */
const OF_LINKS: ReadonlySet<string> = new Set(['do', 'da', 'dos', 'das']);

/**
 * The reported-speech pass: talk around the items, by the shape of the sentence rather than its
 * words: who wrote or asked for the list ("minha mulher escreveu aqui ó", "a vó quer", "seu antônio
 * pediu pra", "minha mãe falou" said last), who it is all for ("tudo pros netos"), the dish someone
 * will make ("a vó vai fazer bolo"), the reason a removal gives ("o feijão pode tirar que a vizinha
 * deu") and the aisle the speaker turns to ("agora limpeza", "na parte de higiene"). Dropped before
 * the utterance is cut into segments; "nem" joins two removals like "e". Each rule below looks at
 * the state's position; the first that applies drops (or rewrites) words and moves on; when none
 * does, the word is kept. The rules' examples: `rules/examples/reported-speech.ts`.
 */

export class ReportedState extends PassState {
  /** How many words the person said at `k` has ("a vó" 2, "seu antônio" 2, "a tua irmã" 3), 0 if none. */
  personLength(k: number): number {
    const { word, tokens } = this;
    if (TITLES.has(word(k)) && /^[a-z]+$/.test(word(k + 1)) && !tokens[k + 1]?.head) return 2;
    // "ele quer alcatra": the person said as a pronoun, before any item (after one, what a pronoun
    // says is a situation: situation-talk.ts).
    if (['ele', 'ela', 'eles', 'elas'].includes(word(k)))
      return tokens.slice(0, k).some((t) => t.head || /\d/.test(t.fold)) ? 0 : 1;
    let j = k;
    while (PERSON_LEADS.has(word(j)) && j < k + 2) j += 1;
    const sing = tokens[j]?.sing ?? '';
    if (sing !== '' && (isPersonWord(sing) || REPORTERS.has(sing))) return j + 1 - k;
    // ("regina falou pra cancelar …", "a bia disse que …": a name said first, before a verb of reporting.)
    const n = k === 0 && ['o', 'a'].includes(word(0)) ? 1 : 0;
    const name = tokens[k + n];
    const unknown =
      name !== undefined && !name.head && !name.brand && /^[a-z]+$/.test(name.fold) && !isKnownWord(name.sing);
    const verb = k + n + 1;
    const reports = REPORT_VERBS.has(word(verb)) && (PURPOSE_LINKS.has(word(verb + 1)) || word(verb + 1) === 'que');
    return k === 0 && unknown && reports ? n + 1 : 0;
  }

  /** Past "aqui ó" and "na letra dela", "no papel dele": where the speaker points. */
  afterPointers(start: number): number {
    const { word, tokens } = this;
    let j = start;
    while (POINTERS.has(word(j)) || tokens[j]?.raw === 'ó') j += 1;
    if (['na', 'no'].includes(word(j))) {
      const end = [j + 2, j + 3].find((k) => /^d(ele|ela|eles|elas)$/.test(word(k)));
      if (end !== undefined) j = end + 1;
    }
    while (tokens[j]?.raw === 'ó') j += 1;
    return j;
  }

  /**
   * Whether the words kept end with "não" after an item, and the person's leads ("nescau não não a
   * tua", "picanha não pera o"; the item said again, "nuggets não o nuggets a"): what the person says is the reason of a change of mind, left whole
   * to the situation pass (`rejected-with-reason`).
   */
  afterRejection(): boolean {
    const { out } = this;
    let k = out.length;
    let rejected = false;
    // ("não a médica do pai mandou": whose the person is, too.)
    const lead = ({ fold, sing }: Token): boolean =>
      PERSON_LEADS.has(fold) ||
      POSSESSIVES.has(fold) ||
      AFTER_REJECTION.has(fold) ||
      VOCATIVES.has(fold) ||
      OF_LINKS.has(fold) ||
      isPersonWord(sing) ||
      REPORTERS.has(sing);
    // ("queijo prato não espera queijo prato o pai falou", "nuggets não o nuggets a pediatra": the item said again.)
    const again = (t: Token, at: number): boolean =>
      t.fold.length > 2 && t.fold !== 'nao' && out.slice(0, at).some((o) => o.sing === t.sing);
    while (k > 0 && (lead(out[k - 1] as Token) || again(out[k - 1] as Token, k - 1))) {
      k -= 1;
      rejected ||= out[k]?.fold === 'nao';
    }
    return rejected && out.slice(0, k).some((t) => t.head || t.brand === true);
  }
}

type ReportedRule = Rule<ReportedState>;

/** The "e" said before an item whose removal follows it, where the speaker left it out. */
const AND_SAID: Token = { raw: 'e', fold: 'e', sing: 'e', separator: false, head: false };

/**
 * "o feijão pode tirar que a vizinha deu" ("porque", `CANCEL_REASON_OPENERS`): the reason after a removal said after its item ends the pass, or
 * runs up to "e" (or "mas") and an add request ("o café também pode riscar que sobrou meio pacote e anota um pote de
 * geleia"), an add request with its amount ("… que faz mal põe meio quilo de carne"), or one more removal said
 * after its item ("… que ninguém come e a salsicha também apaga"): talk returns to the list there.
 */
const reasonAfterPodeTirar: ReportedRule = {
  name: 'reason-after-pode-tirar',
  apply: (s) => {
    const { i, word } = s;
    // ("a areia pode tirar também que ele trouxe": "também" after the verb, i27f.)
    const verb = word(i - 1) === 'tambem' ? i - 2 : i - 1;
    // ("a calabresa pode tirar a Letícia agora é vegetariana": a reason said with no "que", opened by
    // someone, i27g.)
    if (!AFTER_REMOVALS.has(word(verb)) || !REMOVAL_LEADS_AFTER.has(word(verb - 1))) return false;
    const person = (t: Token | undefined): boolean =>
      t !== undefined && !t.head && (isPersonWord(t.sing) || t.capital === true);
    const someoneSays =
      PRONOUNS.has(word(i)) || person(s.tokens[i]) || (DEFINITE_ARTICLES.has(word(i)) && person(s.tokens[i + 1]));
    if (!CANCEL_REASON_OPENERS.has(word(i)) && !someoneSays) return false;
    const phraseAt = (k: number) => longestPhraseAt(PHRASES, s.tokens.length, k, word);
    const adds = (k: number): boolean => phraseAt(k)?.kind === 'add';
    // ("… que faz mal põe meio quilo de carne": an add request said with an amount, not by someone.)
    const asks = (k: number): boolean => {
      const before = s.tokens[k - 1];
      const said = phraseAt(k)?.words.length ?? 0;
      const amount = readNumber(word, k + said) !== undefined;
      const someone =
        before === undefined ||
        ['que', 'vai', 'vou'].includes(before.fold) ||
        PRONOUNS.has(before.fold) ||
        PROVIDERS.has(before.fold) ||
        isPersonWord(before.sing) ||
        /^\p{Lu}/u.test(before.raw);
      return adds(k) && amount && !someone;
    };
    // ("… que ninguém come e a salsicha também apaga": "e", an article and an item, then its removal.)
    const removedNext = (k: number): boolean => {
      if (word(k) !== 'e' || !DEFINITE_ARTICLES.has(word(k + 1)) || !s.tokens[k + 2]?.head) return false;
      // ("… que o Zeca trouxe da fazenda e o açúcar também": one more, said last with "também", i27g.)
      if (word(k + 3) === 'tambem' && k + 4 === s.tokens.length) return true;
      let m = k + 3;
      while (m < Math.min(s.tokens.length, k + 7) && phraseAt(m) === undefined) m += 1;
      while (REMOVAL_LEADS_AFTER.has(word(m))) m += 1;
      return phraseAt(m)?.kind === 'remove';
    };
    // ("… que eu passo na padaria na volta manteiga também não precisa": an item, "também" and its removal.)
    const alsoRemoved = (k: number): boolean => {
      if (!s.tokens[k]?.head || s.tokens[k - 1]?.head) return false;
      let m = k + 1;
      while (s.tokens[m]?.head) m += 1;
      // ("… da vizinha esponja não precisa que …": or its not-needed phrase right after it.)
      if (word(m) === 'nao' && phraseAt(m)?.kind === 'remove') return true;
      if (word(m) !== 'tambem') return false;
      while (REMOVAL_LEADS_AFTER.has(word(m))) m += 1;
      return phraseAt(m)?.kind === 'remove';
    };
    const joined = (k: number): boolean => (word(k) === 'e' || REQUEST_CONJUNCTIONS.has(word(k))) && adds(k + 1);
    // ("… que a tia trouxe ontem e pro bolo eu ia pôr cobertura mas …": "e", then what the speaker meant to buy
    // with its infinitive within a few words, a change of mind of its own.)
    const meantNext = (k: number): boolean =>
      word(k) === 'e' &&
      [1, 2, 3, 4, 5].some((n) => MEANT_INFINITIVE_LEADS.has(word(k + n)) && isInfinitive(word(k + n + 1)));
    const back = s.tokens.findIndex(
      (_, k) => k > i && (joined(k) || (k > i + 1 && asks(k)) || removedNext(k) || alsoRemoved(k) || meantNext(k)),
    );
    // ("e a bolacha também tira que ninguém come e põe uma fruta": said with "também", up to "e" and a
    // request, the talk pass's `why-not-needed` reads it; so does "o leite pode tirar também que …" after a
    // removal said with its verb first, "tira o doce de leite que …".)
    const cancelledBefore = s.tokens.some(
      (_, k) => k < verb - 2 && phraseAt(k)?.kind === 'remove' && word(k) !== 'nao',
    );
    const alsoSaid = word(i - 2) === 'tambem' || (word(i - 1) === 'tambem' && cancelledBefore);
    if (alsoSaid && (back < 0 || joined(back))) return false;
    // (An item said with no "e" before it is joined with one: its removal is its own.)
    if (back > 0 && alsoRemoved(back) && word(back - 1) !== 'e') s.out.push(AND_SAID);
    if (back > 0) return s.skipTo(back);
    s.done = true;
    return true;
  },
};

/** "o arroz pode tirar" with "Arroz integral" on the list: "pode" before a removal verb is not part of the item. */
const podeBeforeRemoval: ReportedRule = {
  name: 'pode-before-removal',
  apply: (s) => s.word(s.i) === 'pode' && AFTER_REMOVALS.has(s.word(s.i + 1)) && s.skipTo(s.i + 1),
};

/**
 * "não precisa mais do nescau nem do toddy": "nem" joins like "e" (not in "o óleo nem precisa", not to buy;
 * nor in "não compra nem feijão": not bought either, for `not-to-buy-clause`).
 */
const nemJoins: ReportedRule = {
  name: 'nem-joins',
  apply: (s) => {
    const { i, word } = s;
    if (word(i) !== 'nem' || s.out.length === 0 || i + 1 >= s.tokens.length) return false;
    if (NOT_TO_BUY_PHRASES.some((phrase) => phrase[0] === 'nem' && phrase[1] === word(i + 1))) return false;
    if (word(i - 2) === 'nao' && NOT_TO_PUT_VERBS.has(word(i - 1))) return false;
    s.out.push({ ...(s.tokens[i] as Token), raw: 'e', fold: 'e', sing: 'e', head: false, brand: false });
    return s.skipTo(i + 1);
  },
};

/** "segundo a nona", "conforme o médico": whom the speaker goes by; no item, no position ("o segundo"). */
const accordingTo: ReportedRule = {
  name: 'according-to',
  apply: (s) => {
    const { i, word } = s;
    if (!ACCORDING_TO.has(word(i)) || ITEM_ARTICLES.has(word(i - 1))) return false;
    const person = s.personLength(i + 1);
    return person > 0 && s.skipTo(i + 1 + person);
  },
};

/** "tá escrito aqui na letra dela": where the list is written, with the "tá" before it. */
const whereWritten: ReportedRule = {
  name: 'where-written',
  apply: (s) => {
    if (s.word(s.i) !== 'escrito') return false;
    if (['ta', 'esta'].includes(s.out[s.out.length - 1]?.fold ?? '')) s.out.pop();
    return s.skipTo(s.afterPointers(s.i + 1));
  },
};

/** "tudo pros netos", "tudo pro vô diabético": who it is all for, and what is said of them, up to the next item. */
const allForSomeone: ReportedRule = {
  name: 'all-for-someone',
  apply: (s) => {
    const { i, word, tokens } = s;
    const person = s.personLength(i + 2);
    if (word(i) !== 'tudo' || !PURPOSE_LINKS.has(word(i + 1)) || person === 0) return false;
    let end = i + 2 + person;
    while (end < tokens.length && !tokens[end]?.head && !endsItem(tokens[end]) && !/\d/.test(word(end))) end += 1;
    return s.skipTo(end);
  },
};

/**
 * A heading, not an item: "agora limpeza detergente", "na parte de higiene sabonete", "dos bichos
 * ração golden" ("do" and the aisle, said first), "agora a parte dos frios presunto", "o setor das
 * bebidas" (a section named first, any aisle), "omo qboa a parte da limpeza tá zerada" (after the
 * items too), "limpeza ó detergente", "açougue aqui dois quilos de alcatra" (an aisle said first,
 * then the items).
 */
const heading: ReportedRule = {
  name: 'heading',
  apply: (s) => {
    const { i, word, tokens, out } = s;
    const sectionFirst = ['a', 'o', 'da', 'do'].includes(word(i));
    const named = (['na', 'no'].includes(word(i)) || sectionFirst) && SECTIONS.has(word(i + 1));
    const section = named && AISLE_LINKS.has(word(i + 2)) ? 3 : out.length === 0 && AISLE_LINKS.has(word(i)) ? 1 : 0;
    const aisle = tokens[i + section];
    const next = tokens[i + 1];
    const first = out.length === 0 && (next?.raw === 'ó' || POINTERS.has(word(i + 1)) || next?.head === true);
    const said = section > 0 || word(i - 1) === 'agora' || first;
    return (
      said &&
      aisle !== undefined &&
      (AISLES.has(aisle.sing) || (section === 3 && !/\d/.test(aisle.fold))) &&
      i + section + 1 < tokens.length &&
      !NEXT_LINKS.has(word(i + section + 1)) &&
      s.skipTo(s.afterPointers(i + section + 1))
    );
  },
};

/** "a vó vai fazer bolo leite condensado": the person and the dish they will make are a purpose. */
const dishSomeoneMakes: ReportedRule = {
  name: 'dish-someone-makes',
  apply: (s) => {
    const { i, word, tokens } = s;
    const person = s.personLength(i);
    if (person === 0 || word(i + person) !== 'vai' || word(i + person + 1) !== 'fazer') return false;
    // ("bolo não bolo a madrinha vai fazer": after a rejection it is the reason, `not-to-buy-clause`'s.)
    if (s.afterRejection()) return false;
    let j = i + person + 2;
    // ("o bolo a vó vai fazer põe vela": no dish said, a request next; the item is provided, `not-to-buy-clause`'s.)
    if (NOT_TO_PUT_VERBS.has(word(j))) return false;
    // ("leite moça pro pudim que a tia vai fazer duas latas": an amount after it is the item's.)
    if (tokens[j] !== undefined && !tokens[j]?.separator && readNumber(word, j) === undefined) j += 1;
    if (word(j) === 'de' && tokens[j + 1] !== undefined) j += 2;
    return s.skipTo(j);
  },
};

/**
 * Who reported or asked for the items: a person and a verb of reporting or wanting ("minha mulher
 * escreveu aqui ó", "a vó quer", "a mãe disse que", "é isso que o vô pediu"), dropped with "que" or
 * "pra" after it ("seu antônio pediu pra trocar…": "pediu pra" only before a swap or removal verb,
 * which "pra" would make a purpose; "pediu" said last or after "que" too). "a mãe disse que não
 * precisa" ends the pass. Not a "que" clause after an item ("granulado que a menina quer fazer
 * docinho": situation-talk.ts), nor the reason of a change of mind (`afterRejection`).
 */
const someoneReports: ReportedRule = {
  name: 'someone-reports',
  apply: (s) => {
    const { i, word, tokens, out } = s;
    const person = s.personLength(i);
    const verb = word(i + person);
    if (person === 0 || !REPORT_VERBS.has(verb)) return false;
    const after = word(i + person + 1);
    const asked =
      verb !== 'pediu' ||
      (PURPOSE_LINKS.has(after) && SWAP_VERBS.has(word(i + person + 2))) ||
      i + person + 1 >= tokens.length ||
      word(i - 1) === 'que';
    // ("que a sogra mandou e pega …": "que" before the person's lead too, the verb said with no object.)
    const bare = PERSON_LEADS.has(word(i - 1)) && word(i - 2) === 'que' && word(i + person + 1) === 'e';
    // ("que a minha sogra mandou uma caixa": "que" before the person's leads, one or two, and a verb of sending.)
    let lead = i;
    while (lead > i - 2 && PERSON_LEADS.has(word(lead - 1))) lead -= 1;
    const sent = word(lead - 1) === 'que' && PROVIDE_VERBS.has(verb);
    const that = word(i - 1) === 'que' || bare || (PERSON_LEADS.has(word(i - 1)) && word(i - 2) === 'que') || sent;
    const clause = that && verb !== 'pediu' && i + person + 1 < tokens.length;
    // ("o arroz a gente não precisa a mãe mandou dez quilos": said right after "não precisa", why it is not needed.)
    if (NOT_NEEDED_BEFORE_SOMEONE.some((p) => p.every((w, n) => word(lead - p.length + n) === w))) return false;
    if (!asked || clause || s.afterRejection() || wantedButTurned(s, i + person)) return false;
    if (judgedAfterItem(s, i + person + 1)) return false;
    // "é isso que o vô pediu": the "que" before the person goes too.
    if (out[out.length - 1]?.fold === 'que') out.pop();
    let j = i + person + 1;
    if (PURPOSE_LINKS.has(word(j))) j += 1;
    else if (word(j) === 'que') {
      j += 1;
      // "ela disse que quer pão de mel".
      if (word(j) === 'quer') j += 1;
      if (word(j) === 'nao' && word(j + 1) === 'precisa') j = tokens.length;
    }
    return s.skipTo(s.afterPointers(j));
  },
};

/**
 * Whether someone's report after an item, from its "que" at `k`, judges the item ("a margarina o médico falou
 * que faz mal pega manteiga", "o sorvete a mãe disse que é muito caro então picolé"): a change of mind said
 * with no "não", left whole to `change-of-mind-with-reason` (situation-talk.ts).
 */
function judgedAfterItem(s: ReportedState, k: number): boolean {
  const { word, tokens, out } = s;
  if (word(k) !== 'que' || !out.slice(-3).some((t) => t.head || t.brand === true)) return false;
  for (let j = k + 1; j < Math.min(tokens.length, k + 6) && !tokens[j]?.separator; j += 1)
    if (AGAINST_WORDS.has(word(j)) || CHEAP.has(word(j)) || TOO_MUCH.has(word(j))) return true;
  return false;
}

/**
 * Whether what someone wants, said at `verb`, is a change of mind: "o léo quer refrigerante mas a mãe
 * disse que faz mal então pega suco" (what is wanted, then "mas"), or the reason after "mas" ("… mas a
 * mãe disse que faz mal"). Both are left to `changed-mind-without-no` (situation-talk.ts).
 */
function wantedButTurned(s: ReportedState, verb: number): boolean {
  const { word, tokens, out } = s;
  if (WANTS.has(word(verb))) {
    for (let j = verb + 2; j < Math.min(tokens.length, verb + 8) && !tokens[j]?.separator; j += 1)
      if (word(j) === 'mas') return REASON_STARTS.has(word(j + 1)) && !WHICH_LINKS.has(word(j + 2));
    return false;
  }
  const turn = out.findLastIndex((t) => t.fold === 'mas');
  if (turn < 0 || out.length - turn > 3) return false;
  const before = out.slice(Math.max(0, turn - 8), turn).map((t) => t.fold);
  // ("eu ia colocar suco pro davi mas a médica disse que não precisa põe água de coco", "eu ia pegar picanha mas
  // o pessoal prefere …": what was meant, with its infinitive after "ia", then "mas", i27g.)
  const meant = before.some((_, n) =>
    MEANT_TO.some(
      (phrase) =>
        phrase.every((p, m) => before[n + m] === p) && (phrase.join(' ') !== 'ia' || isInfinitive(before[n + 1] ?? '')),
    ),
  );
  return meant || before.some((w) => WANTS.has(w));
}

/** The rules of the reported-speech pass, in the order they are tried at each word. */
export const REPORTED_RULES: readonly ReportedRule[] = [
  reasonAfterPodeTirar,
  podeBeforeRemoval,
  nemJoins,
  whereWritten,
  accordingTo,
  allForSomeone,
  heading,
  dishSomeoneMakes,
  someoneReports,
];

/** The tokens without the reported speech and headings around the items. */
export function withoutReportedSpeech(tokens: readonly Token[]): Token[] {
  return runPass(REPORTED_RULES, new ReportedState(tokens));
}
