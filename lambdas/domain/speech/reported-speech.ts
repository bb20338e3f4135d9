import { isPersonWord } from './lexicon-index';
import { AFTER_REJECTION, POSSESSIVES, VOCATIVES } from './lexicon-talk';
import { PURPOSE_LINKS } from './purpose';
import { endsItem, type Token } from './tokenize';
import {
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
  TITLES,
} from './lexicon-requests';

/**
 * Talk around the items, by the shape of the sentence rather than its words (round 16): who
 * wrote or asked for the list ("minha mulher escreveu aqui ó", "a vó quer", "seu antônio pediu
 * pra", "minha mãe falou" said last), who it is all for ("tudo pros netos"), the dish someone
 * will make ("a vó vai fazer bolo"), the reason a removal gives ("o feijão pode tirar que a
 * vizinha deu") and the aisle the speaker turns to ("agora limpeza", "na parte de higiene").
 * Dropped before the utterance is cut into segments; "nem" joins two removals like "e".
 */

/** How many words the person said at `i` has ("a vó" 2, "seu antônio" 2, "minha sogra" 2), 0 if none. */
function personLength(tokens: readonly Token[], i: number): number {
  const word = (k: number): string => tokens[k]?.fold ?? '';
  if (TITLES.has(word(i)) && /^[a-z]+$/.test(word(i + 1)) && !tokens[i + 1]?.head) return 2;
  // "ele quer alcatra": the person said as a pronoun, before any item (after one, what a pronoun
  // says is a situation: situation-talk.ts).
  if (['ele', 'ela', 'eles', 'elas'].includes(word(i)))
    return tokens.slice(0, i).some((t) => t.head || /\d/.test(t.fold)) ? 0 : 1;
  let k = i;
  while (PERSON_LEADS.has(word(k)) && k < i + 2) k += 1;
  const sing = tokens[k]?.sing ?? '';
  return sing !== '' && (isPersonWord(sing) || REPORTERS.has(sing)) ? k + 1 - i : 0;
}

/** The tokens without the reported speech and headings around the items. */
export function withoutReportedSpeech(tokens: readonly Token[]): Token[] {
  const word = (k: number): string => tokens[k]?.fold ?? '';
  const out: Token[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    // "o feijão pode tirar que a vizinha deu": the reason after a removal said after its item.
    if (word(i) === 'que' && AFTER_REMOVALS.has(word(i - 1)) && word(i - 2) === 'pode') break;
    // "o arroz pode tirar" with "Arroz integral" on the list: "pode" is not part of the item.
    if (word(i) === 'pode' && AFTER_REMOVALS.has(word(i + 1))) {
      i += 1;
      continue;
    }
    // "não precisa mais do nescau nem do toddy": "nem" joins like "e".
    if (word(i) === 'nem' && out.length > 0 && i + 1 < tokens.length) {
      out.push({ ...token, raw: 'e', fold: 'e', sing: 'e', head: false, brand: false });
      i += 1;
      continue;
    }
    // "tá escrito aqui na letra dela": where the list is written.
    if (word(i) === 'escrito') {
      if (['ta', 'esta'].includes(out[out.length - 1]?.fold ?? '')) out.pop();
      i = afterPointers(tokens, i + 1);
      continue;
    }
    // "tudo pros netos": who it is all for.
    if (word(i) === 'tudo' && PURPOSE_LINKS.has(word(i + 1)) && personLength(tokens, i + 2) > 0) {
      i += 2 + personLength(tokens, i + 2);
      // "tudo pro vô diabético": what is said of the person goes too, up to the next item.
      while (i < tokens.length && !tokens[i]?.head && !endsItem(tokens[i]) && !/\d/.test(word(i))) i += 1;
      continue;
    }
    // "agora limpeza detergente", "na parte de higiene sabonete": a heading, not an item.
    // ("dos bichos ração golden": "do" and the aisle, said first.)
    // ("agora a parte dos frios presunto", "o setor das bebidas": a section named first, any aisle.)
    // ("omo qboa a parte da limpeza tá zerada": said after the items too.)
    const sectionFirst = ['a', 'o', 'da', 'do'].includes(word(i));
    const named = (['na', 'no'].includes(word(i)) || sectionFirst) && SECTIONS.has(word(i + 1));
    const section = named && AISLE_LINKS.has(word(i + 2)) ? 3 : out.length === 0 && AISLE_LINKS.has(word(i)) ? 1 : 0;
    const aisle = tokens[i + section];
    // ("limpeza ó detergente", "açougue aqui dois quilos de alcatra": an aisle said first, then the items.)
    const next = tokens[i + 1];
    const first = out.length === 0 && (next?.raw === 'ó' || POINTERS.has(word(i + 1)) || next?.head === true);
    const heading = section > 0 || word(i - 1) === 'agora' || first;
    if (
      heading &&
      aisle !== undefined &&
      (AISLES.has(aisle.sing) || (section === 3 && !/\d/.test(aisle.fold))) &&
      i + section + 1 < tokens.length &&
      !NEXT_LINKS.has(word(i + section + 1))
    ) {
      i = afterPointers(tokens, i + section + 1);
      continue;
    }
    const person = personLength(tokens, i);
    const verb = word(i + person);
    if (person > 0 && verb === 'vai' && word(i + person + 1) === 'fazer') {
      // "a vó vai fazer bolo leite condensado": the dish she will make is a purpose.
      let j = i + person + 2;
      if (tokens[j] !== undefined && !tokens[j]?.separator && !/\d/.test(word(j))) j += 1;
      if (word(j) === 'de' && tokens[j + 1] !== undefined) j += 2;
      i = j;
      continue;
    }
    // "seu antônio pediu pra trocar…": "pediu pra" goes before a swap or removal verb (which "pra"
    // would make a purpose); "pediu" said last or after "que" ("é isso que o vô pediu") too.
    const after = word(i + person + 1);
    const asked =
      verb !== 'pediu' ||
      (PURPOSE_LINKS.has(after) && SWAP_VERBS.has(word(i + person + 2))) ||
      i + person + 1 >= tokens.length ||
      word(i - 1) === 'que';
    // "granulado que a menina quer fazer docinho": a "que" clause after an item is a situation (situation-talk.ts).
    const clause = word(i - 1) === 'que' && verb !== 'pediu' && i + person + 1 < tokens.length;
    if (person > 0 && REPORT_VERBS.has(verb) && asked && !clause && !afterRejection(out)) {
      // "é isso que o vô pediu": the "que" before the person goes too.
      if (out[out.length - 1]?.fold === 'que') out.pop();
      let j = i + person + 1;
      // "seu antônio pediu pra trocar…", "a mãe disse que não precisa".
      if (PURPOSE_LINKS.has(word(j))) j += 1;
      else if (word(j) === 'que') {
        j += 1;
        // "ela disse que quer pão de mel".
        if (word(j) === 'quer') j += 1;
        if (word(j) === 'nao' && word(j + 1) === 'precisa') j = tokens.length;
      }
      i = afterPointers(tokens, j);
      continue;
    }
    out.push(token);
    i += 1;
  }
  return out;
}

/**
 * Whether the words kept end with "não" after an item, and the person's leads ("nescau não não a
 * tua", "picanha não pera o"): what the person says is the reason of a change of mind, left whole to
 * the situation pass (`rejected-with-reason`).
 */
function afterRejection(out: readonly Token[]): boolean {
  let k = out.length;
  let rejected = false;
  const lead = (fold: string): boolean =>
    PERSON_LEADS.has(fold) || POSSESSIVES.has(fold) || AFTER_REJECTION.has(fold) || VOCATIVES.has(fold);
  while (k > 0 && lead(out[k - 1]?.fold ?? '')) {
    k -= 1;
    rejected ||= out[k]?.fold === 'nao';
  }
  return rejected && out.slice(0, k).some((t) => t.head || t.brand === true);
}

/** Past "aqui ó" and "na letra dela", "no papel dele": where the speaker points. */
function afterPointers(tokens: readonly Token[], start: number): number {
  const word = (k: number): string => tokens[k]?.fold ?? '';
  let j = start;
  while (POINTERS.has(word(j)) || tokens[j]?.raw === 'ó') j += 1;
  if (['na', 'no'].includes(word(j))) {
    const end = [j + 2, j + 3].find((k) => /^d(ele|ela|eles|elas)$/.test(word(k)));
    if (end !== undefined) j = end + 1;
  }
  while (tokens[j]?.raw === 'ó') j += 1;
  return j;
}
