import type { PhraseKind } from './intent-phrases';
import { COMPOUNDS, isKnownWord, isPersonWord, isPlaceWord, longestPhraseAt, PHRASES } from './lexicon-index';
import { readNumber } from './number-words';
import { purposeEnd } from './purpose';
import { endsItem, type Token } from './tokenize';
import { isCountWord, isDozen, unitFor } from './units';

/**
 * Reasons and situations said around the items (round 17), by the shape of the clause rather than
 * its words: a run of words with a conjugated verb that is no request ("a nutri cortou o álcool",
 * "as crianças comem muita fruta", "chegou cachorrinho novo"), a place said first ("em cuiabá é
 * tradição", "aqui em bh"), "tá/tô" and "a gente" opening the utterance ("tá tudo gripado em casa"),
 * a "que" clause after a complete item ("que abacate engorda", "que tá 18 e 90"), and the clauses
 * "por causa do", "porque", "igual a", "o resto", "o de sempre", "tudo pro", "essas coisas". The
 * clause ends at the next amount, request, "então", pause or (after two words of its own) product,
 * so the items around it stay. Prices ("do mais barato", "é mais em conta"), "não era três" and
 * "de um litro cada" lose the words that are no item.
 */

/** Past, imperfect and plural endings of a conjugated verb: "cortou", "comeu", "proibiu", "comprava", "adotamos", "comem". */
const VERB_ENDING = /^[a-z]{2,}(ou|eu|iu|ei|aram|eram|iram|avam|ava|iam|amos|emos|imos|am|em|ando|endo|indo)$/;
/** Present-tense verbs and copulas said as the reason ("faz mal", "virei", "tá"); "é" is gone as a hesitation. */
const VERBS = new Set(
  'faz fez fazia tinha virei virou fica ficou fala falam precisa gosta gostam passa enquanto pede'.split(' '),
);
/** Copulas and "a gente" that open a situation: "tá tudo gripado", "tô de regime". */
const OPENING_COPULAS = new Set(['ta', 'esta', 'to', 'estou', 'sao', 'foi', 'era', 'estamos', 'tamo']);
/** Words ending like a verb that are not one. */
const NOT_VERBS = new Set(
  'meu seu teu eu deu sou vou ou mais tambem alguem ninguem bem sem porem quem cem tem ultimos ultimas penultimos primos homem ordem jovem armazem trem nuvem alem'.split(
    ' ',
  ),
);
/** A list position: "o terceiro", "os dois últimos". */
const POSITION = /^(primeir|segund|terceir|ultim|penultim)[oa]s?$/;
const DETERMINERS = new Set(['o', 'a', 'os', 'as', 'um', 'uma', 'uns', 'umas', 'muita', 'muito', 'muitas', 'muitos']);
const ARTICLES = new Set([...DETERMINERS, 'de', 'do', 'da', 'dos', 'das', 'em', 'no', 'na']);
/** "por causa do", "igual a mãe comprava", "o resto eu vejo depois": clauses after the items. */
const CLAUSE_OPENERS: ReadonlyArray<readonly string[]> = [
  ['por', 'causa'],
  ['porque'],
  ['igual'],
  ['o', 'resto'],
  ['o', 'de', 'sempre'],
  // "duas caixinhas tanto faz a marca"
  ['tanto', 'faz'],
  ['essas', 'coisas'],
  ['esses', 'negocios'],
  ['tudo', 'pro'],
  ['tudo', 'pra'],
  ['tudo', 'pros'],
  ['tudo', 'pras'],
  // "cheiro verde tudo da feira", "é isso da limpeza" said last.
  ['tudo', 'da'],
  ['tudo', 'do'],
  ['isso', 'da'],
  ['isso', 'do'],
  // "tudo que a minha filha usa", "tudo meu viu": whose the items are, said last.
  ['tudo', 'que'],
  ['tudo', 'meu'],
  ['tudo', 'minha'],
  ['tudo', 'dela'],
  ['tudo', 'dele'],
];
/** Whom the speaker talks to: "né amor", "égua maninho", "não amor iogurte grego". */
const VOCATIVES = new Set('amor mozao mozinho maninho maninha mano mana querida querido benzinho rei'.split(' '));
/** Tags that close a clause said before the items: "tô de regime sabe", "tá calor né". */
const CLAUSE_TAGS = new Set(['sabe', 'ne', 'viu', 'entendeu']);
/** Who a clause said after the items is about: "ela vai fazer pão", "a gente divide", "o pessoal chega". */
const PRONOUNS = new Set(['ele', 'ela', 'eles', 'elas', 'voce', 'ninguem']);
const GROUPS = new Set(['gente', 'pessoal', 'turma', 'galera']);
const POSSESSIVE_LEADS = new Set(['meu', 'minha', 'meus', 'minhas', 'nosso', 'nossa']);
/** Present-tense verbs said of someone after the items ("ela não suporta", "ele come", "a menina usa"). */
const TAIL_VERBS = new Set(
  'quer vai vao vem usa come gosta chega suporta divide acha pega bebe adora toma disse leu quis deixa'.split(' '),
);
/** Words between a subject and its verb: "ela não suporta", "a marina que lembrou", "ela já disse". */
const VERB_LEADS = new Set(['nao', 'ja', 'so', 'que', 'sempre', 'nunca', 'tambem', 'me']);
/** Price words after "mais": "do mais barato", "é mais em conta". */
const CHEAP = new Set(['barato', 'barata', 'baratos', 'baratas', 'caro', 'cara', 'economico']);
const PRICE_VERBS = new Set(['ta', 'esta', 'custa', 'sai', 'saiu', 'custou']);
/** Copulas said of the items just named: "shampoo condicionador tá tudo acabando", "a picanha tá cara demais". */
const ITEM_COPULAS = new Set(['ta', 'esta', 'tao', 'estao']);
/** Regional interjections, as written, said between the items: "1 kg de pinhão tchê e uma cuca". */
const INTERJECTIONS = new Set('uai ué tchê bah sô oxe oxente visse véi égua barbaridade mah'.split(' '));
/** How fast the speaker goes: "rapidinho", "devagarinho". */
const HOW_FAST = new Set(['rapidinho', 'devagarinho', 'rapidao']);
/** "tudo pro café da manhã": what all the items are for. */
const ALL_FOR = new Set(['pro', 'pra', 'pros', 'pras']);
/** "pra 10 pessoas": for how many. */
const FOR_LINKS = new Set(['pra', 'para']);
const COUNTED_PEOPLE = new Set(['pessoas', 'convidados', 'adultos', 'criancas', 'pessoa']);

/** Whether a token names an item of its own: a product, a brand or an amount in digits. */
const namesItem = (t: Token): boolean => t.head || t.brand === true || /\d/.test(t.fold);

/** Whether a token is a conjugated verb no product, brand or lexicon word shares. */
export function isTalkVerb(token: Token | undefined): boolean {
  if (token === undefined || token.separator || token.head || token.brand) return false;
  const { fold, sing } = token;
  // "romeu e julieta", "cream cheese": the first word of a compound is never a verb.
  if (NOT_VERBS.has(fold) || isKnownWord(sing) || isPersonWord(sing) || COMPOUNDS.has(sing)) return false;
  return VERBS.has(fold) || (fold.length > 4 && VERB_ENDING.test(fold) && !/(gem|agem)$/.test(fold));
}

/** The tokens without the reasons and situations said around the items. */
export function withoutSituations(tokens: readonly Token[]): Token[] {
  const word = (k: number): string => tokens[k]?.fold ?? '';
  // The phrase (request or filler) that starts at each word, found once.
  const phraseAt = tokens.map((_, k) => longestPhraseAt(PHRASES, tokens.length, k, word));
  const request = (k: number): number => {
    const phrase = phraseAt[k];
    return phrase && phrase.kind !== 'filler' ? phrase.words.length : 0;
  };
  const amountAt = (k: number, articleOk: boolean): boolean => {
    // "R$ 20 de carne moída"
    if (word(k) === 'r$') return readNumber(word, k + 1) !== undefined;
    const n = readNumber(word, k);
    if (n === undefined) return false;
    if (!['um', 'uma'].includes(word(k))) return true;
    const next = tokens[k + 1];
    const unit = unitFor(word(k + 1)) !== undefined || isDozen(word(k + 1));
    return unit || next?.head === true || (!articleOk && next?.brand === true);
  };
  // Whether an amount comes before the next pause, "e" or request: "é chimarrão um quilo de erva".
  const amountAhead = (k: number): boolean => {
    for (let j = k + 1; j < tokens.length && !endsItem(tokens[j]) && request(j) === 0; j += 1) {
      if (amountAt(j, false)) return true;
    }
    return false;
  };
  // Where the clause that starts at `k` ends: the next amount, request, "então", pause or product.
  const clauseEnd = (k: number, place = false): number => {
    let j = k;
    // "em porto alegre é chimarrão um quilo de erva": a place's clause names a thing of the place.
    let own = place ? -1 : 0;
    while (j < tokens.length) {
      const t = tokens[j] as Token;
      if (t.separator || request(j) > 0 || amountAt(j, j === k)) break;
      // "tô grávida sabe ácido fólico": a tag closes the clause.
      if (t.fold === 'entao' || (j > k && CLAUSE_TAGS.has(t.fold))) return j + 1;
      if (t.fold === 'e' && (amountAt(j + 1, false) || tokens[j + 1]?.head)) break;
      // "enquanto escovo os dentes aqui o terceiro pode apagar": a list position.
      if (j > k && POSITION.test(word(j + 1)) && ARTICLES.has(t.fold)) break;
      // "tô batendo a massa", "a mão na massa", "bergamota viu": the clause's own words.
      // ("tô sem café põe um três corações": what the speaker is out of.)
      const ownObject =
        (ARTICLES.has(word(j - 1)) && (isTalkVerb(tokens[j - 2]) || ['na', 'no'].includes(word(j - 1)))) ||
        (word(j - 1) === 'sem' && OPENING_COPULAS.has(word(j - 2)));
      if (t.head && (ownObject || CLAUSE_TAGS.has(word(j + 1)))) {
        j += 1;
        continue;
      }
      // "cortou o álcool", "comem muita fruta": the verb's object; "passou peito de frango": an item.
      if (t.head && (own >= 1 || (place ? !amountAhead(j) : !ARTICLES.has(word(j - 1)) || j === k))) break;
      if (!ARTICLES.has(t.fold)) own += 1;
      j += 1;
    }
    return j;
  };
  // Where a "que" comment at `k` ends: the next request or pause.
  const commentEnd = (k: number): number => {
    let end = k + 1;
    while (end < tokens.length && request(end) === 0 && !tokens[end]?.separator) end += 1;
    return end;
  };
  // How many words the subject at `k` has ("ela" 1, "a gente" 2, "a minha filha" 3), 0 if none.
  const subjectAt = (k: number): number => {
    if (PRONOUNS.has(word(k))) return 1;
    if (!['o', 'a', 'os', 'as'].includes(word(k))) return 0;
    const n = POSSESSIVE_LEADS.has(word(k + 1)) ? 2 : 1;
    const noun = tokens[k + n];
    if (noun === undefined || /\d/.test(noun.fold)) return 0;
    // "que o rexona me dá alergia": the product just said, as the subject of a reason.
    if ((noun.head || noun.brand) && out.some((t) => t.fold === noun.fold)) return n + 1;
    const named = !noun.head && !noun.brand;
    return named && (GROUPS.has(noun.fold) || isPersonWord(noun.sing) || !isKnownWord(noun.sing)) ? n + 1 : 0;
  };
  // Whether a verb said of someone follows at `k` (after "não", "já", "que"...).
  // (Where the verb ends, or -1; a request verb counts, as someone else's: "o menino leva".)
  const verbAt = (k: number): number => {
    const j = VERB_LEADS.has(word(k)) ? k + 1 : k;
    const t = tokens[j];
    // ("me dá alergia": "dá" folds to the "da" of "da tua irmã", so only after "me".)
    const gives = word(k) === 'me' && t?.fold === 'da';
    const verb = t !== undefined && (isTalkVerb(t) || OPENING_COPULAS.has(t.fold) || TAIL_VERBS.has(t.fold) || gives);
    return verb ? j + 1 : request(j) > 0 && phraseAt[j]?.words.length === 1 ? j + 1 : -1;
  };
  // Where a clause about someone, said after a complete item, ends: the next pause, request, amount
  // or "e" and a product ("que as crianças gostam e pão de hambúrguer").
  const tailEnd = (k: number): number => {
    let end = k;
    // ("e um pouquinho de alho": a vague amount before it.)
    const vague = (j: number): number => (phraseAt[j]?.kind === 'filler' ? (phraseAt[j]?.words.length ?? 0) : 0);
    const nextItem = (j: number): boolean =>
      word(j) === 'e' &&
      (amountAt(j + 1, false) ||
        !!tokens[j + 1]?.head ||
        !!tokens[j + 2]?.head ||
        !!tokens[j + 1 + vague(j + 1)]?.head);
    // An amount with its unit or product ("ela corrigiu aqui 2 kg"), not a time ("chega às sete").
    const amount = (j: number): boolean =>
      amountAt(j, false) && (unitFor(word(j + 1)) !== undefined || isDozen(word(j + 1)) || !!tokens[j + 1]?.head);
    while (end < tokens.length && request(end) === 0 && !tokens[end]?.separator && !amount(end)) {
      if (nextItem(end)) return end;
      end += 1;
    }
    return end;
  };
  // "põe uma dúzia logo", "três litros logo": an amount's last word.
  const amountWord = (k: number): boolean =>
    unitFor(word(k)) !== undefined || isDozen(word(k)) || readNumber(word, k) !== undefined;
  const out: Token[] = [];
  // Whether the word at `k` is an item already said, ending there (said whole: "não esquece o leite
  // condensado" after "leite" still adds).
  const again = (k: number): boolean =>
    out.some((t) => t.head && t.fold === word(k)) &&
    (k + 1 >= tokens.length || word(k + 1) === 'que' || request(k + 1) > 0);
  // Start of the current run of words (after a pause, a request or "então") in `out`, and whether it holds an item.
  let runStart = 0;
  let runItem = false;
  // The kind of the last request said ("tira", "põe").
  let lastKind: PhraseKind | undefined;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    // "uma melancia não esquece a melancia": the item just said, taken back.
    if (token.fold === 'nao' && word(i + 1) === 'esquece' && (again(i + 2) || again(i + 3))) {
      i += 1;
      continue;
    }
    // "cotonete o banheiro tá zerado", "fermento ela vai arriscar fazer pão", "foi ela que pediu": after a
    // complete item, someone and what they do or say; the item before stays.
    // ("que ela quer fazer vitamina": "que" before them too.)
    const que = token.fold === 'que' ? 1 : 0;
    const someone = subjectAt(i + que);
    const verbFirst = token.fold === 'foi' && PRONOUNS.has(word(i + 1));
    // ("o fubá ela disse que tem" takes the item back: not here.)
    const verbEnd = someone > 0 ? verbAt(i + que + someone) : verbFirst ? i + 2 : -1;
    const end = runItem && verbEnd > 0 ? tailEnd(verbEnd) : i;
    if (end > i && word(end - 1) !== 'tem') {
      i = end;
      continue;
    }
    // "ô moça 200 g de salame", "ô joaquim olha a uva": whom the speaker calls, up to the next item or request.
    if (token.raw === 'ô' && out.length === runStart) {
      let end = i + 1;
      const item = (k: number): boolean => !!tokens[k]?.head || readNumber(word, k) !== undefined;
      const stops = (k: number): boolean => item(k) || !!tokens[k]?.brand || !!tokens[k]?.separator || request(k) > 0;
      while (end < Math.min(tokens.length, i + 5) && !stops(end)) end += 1;
      const called = end < tokens.length && (item(end) || request(end) > 0);
      // ("ô meu deus do céu mais dois leites": a filler right after it goes through.)
      const exclaims = phraseAt[i + 1]?.kind === 'filler';
      if (called || exclaims) {
        i = called ? end : i + 1;
        continue;
      }
    }
    // "saco de lixo rapidinho que eu tô na fila", "aqui devagarinho 1 kg de farinha": how fast, not an item.
    if (HOW_FAST.has(token.fold) || (token.fold === 'rapido' && i === tokens.length - 1 && runItem)) {
      i += 1;
      continue;
    }
    // "macaxeira égua tá tudo bonito", "pinhão tchê e uma cuca": an interjection between the items.
    if (INTERJECTIONS.has(token.raw) && i > 0 && word(i - 1) !== 'de') {
      i += 1;
      continue;
    }
    // "sabonete desodorante tá tudo acabando", "a picanha tá cara demais tira ela": after a complete
    // item, what is said of it with no product of its own, up to the next pause or request.
    // ("o carrinho tá pesado coloca 2 kg de arroz": a subject said first is talk, below, unless a
    // removal of it follows.)
    if (ITEM_COPULAS.has(token.fold) && runItem && request(i) === 0) {
      const end = tailEnd(i + 1);
      const subject = out
        .slice(Math.max(runStart, out.length - 4))
        .some((t) => ['o', 'a', 'os', 'as'].includes(t.fold));
      const kept = !subject || phraseAt[end]?.kind === 'remove';
      // ("tá cara demais": "cara" is also the root "cará", a price here.)
      const own = (t: Token): boolean => namesItem(t) && !CHEAP.has(t.fold);
      if (kept && end > i + 1 && !tokens.slice(i + 1, end).some(own)) {
        i = end;
        continue;
      }
    }
    // "um sabonete protex meu filho", "granulado hoje é dia de brigadeiro": whom the speaker talks to, or
    // what today is, after a complete item.
    const linked = ['de', 'do', 'da', 'pra', 'pro', 'para', 'pros', 'pras'].includes(word(i - 1));
    const called = isPersonWord(tokens[i + 1]?.sing ?? '') || VOCATIVES.has(word(i + 1)) || word(i + 1) === 'bem';
    const calls = POSSESSIVE_LEADS.has(token.fold) && called && i + 2 === tokens.length;
    const today = token.fold === 'hoje';
    if (runItem && !linked && (calls || today)) {
      i = calls ? i + 2 : tailEnd(i + 1);
      continue;
    }
    if (VOCATIVES.has(token.fold) && !['de', 'do', 'da', 'pra', 'pro'].includes(word(i - 1))) {
      i += 1;
      continue;
    }
    // "deixa eu ver com ela": whom the speaker checks with.
    if (token.fold === 'com' && PRONOUNS.has(word(i + 1))) {
      i += 2;
      continue;
    }
    // "meia dúzia de ovos não põe uma dúzia logo": "logo" (right away) after a request.
    if (token.fold === 'logo' && (request(i - 1) === 1 || (i === tokens.length - 1 && amountWord(i - 1)))) {
      i += 1;
      continue;
    }
    // "acabou tudo omo ypê bombril": "tudo" right after the request, before the items.
    // ("acabou tudo de uma vez arroz": a filler between.)
    const skip = phraseAt[i + 1]?.kind === 'filler' ? (phraseAt[i + 1]?.words.length ?? 0) : 0;
    const itemNext = tokens[i + 1 + skip]?.head || tokens[i + 1 + skip]?.brand;
    if (token.fold === 'tudo' && i > 0 && request(i - 1) === 1 && itemNext) {
      i += 1;
      continue;
    }
    // "não precisa mais da ração não que a vizinha deu um saco": an emphatic "não" and the reason, after a removal.
    if (runItem && lastKind === 'remove' && token.fold === 'nao' && word(i + 1) === 'que') {
      i = commentEnd(i + 1);
      continue;
    }
    // "guaraná jesus que é mais barato", "nanica que é mais docinha" (the "é" is gone): not "que mais".
    const described = !tokens[i + 2]?.head && (i + 3 === tokens.length || endsItem(tokens[i + 3]));
    if (runItem && token.fold === 'que' && word(i + 1) === 'mais' && (CHEAP.has(word(i + 2)) || described)) {
      i += 3;
      continue;
    }
    // "100 g de azeitona viu e 150 g de peito de peru": a tag between the items.
    if (runItem && token.fold === 'viu' && (i + 1 === tokens.length || endsItem(tokens[i + 1]))) {
      i += 1;
      continue;
    }
    // "refrigerante coisa de estudante né": what kind of list it is.
    if (runItem && token.fold === 'coisa' && ['de', 'da', 'do'].includes(word(i + 1))) {
      i = clauseEnd(i + 2);
      continue;
    }
    // "heineken sei lá o que tiver gelado": whatever there is, to the next pause or request.
    if (runItem && word(i) === 'o' && word(i + 1) === 'que' && word(i + 2) === 'tiver') {
      i = tailEnd(i + 3);
      continue;
    }
    const phrase = request(i);
    const filler = phraseAt[i];
    if (phrase === 0 && filler !== undefined && !token.separator && token.fold !== 'entao') {
      // "acho que feijão": a filler goes through whole.
      out.push(...tokens.slice(i, i + filler.words.length));
      i += filler.words.length;
      // "pão de queijo pra gente comer no caminho": and what "we" or "I" will do with the item.
      const doer = ['mim', 'gente'].includes(filler.words.at(-1) ?? '');
      if (doer && runItem && !tokens[i]?.head && /^[a-z]{3,}[aei]r$/.test(word(i))) i += 1;
      continue;
    }
    const said = out.slice(runStart);
    // "o miguel tá aqui", "a receita da torta pede", "o molho vai render pouco": a subject and its verb.
    const subject =
      said.length >= 2 &&
      said.length <= 4 &&
      ['o', 'a'].includes(said[0]?.fold ?? '') &&
      !said.some((t) => /\d/.test(t.fold));
    if (subject && token.fold === 'pede') {
      out.length = runStart;
      i += 1;
      continue;
    }
    if (phrase > 0 || token.separator || token.fold === 'entao') {
      const n = Math.max(phrase, 1);
      const kind = phraseAt[i]?.kind;
      // "coloca iogurte não pera ela não gosta põe coalhada": "não pera" (espera) and another add take the item back.
      if (kind === 'add' && out.at(-1)?.fold === 'pera' && out.at(-2)?.fold === 'nao') out.length = runStart;
      // "o nescau tira que tá muito caro": a removal said after its item, then its reason.
      // ("os dois últimos tira que a horta tá dando": a position too.)
      const named = runItem || out.slice(runStart).some((t) => POSITION.test(t.fold));
      if (kind === 'remove' && named && word(i + n) === 'que' && i + n + 1 < tokens.length) {
        const end = commentEnd(i + n);
        if (end === tokens.length) {
          out.push(...tokens.slice(i, i + n));
          break;
        }
      }
      out.push(...tokens.slice(i, i + n));
      if (phrase > 0) lastKind = kind;
      i += n;
      runStart = out.length;
      runItem = false;
      continue;
    }
    const opener = CLAUSE_OPENERS.find((words) => words.every((w, k) => word(i + k) === w));
    // "dois sabonetes dove não era três": "era" is no name.
    if (token.fold === 'era' && word(i - 1) === 'nao' && readNumber(word, i + 1)) {
      i += 1;
      continue;
    }
    // "meia dúzia de ovos não faz uma dúzia logo": "faz" corrects the amount, "logo" said last goes.
    if (
      (token.fold === 'faz' && word(i - 1) === 'nao' && readNumber(word, i + 1)) ||
      (token.fold === 'logo' && i === tokens.length - 1 && runItem)
    ) {
      i += 1;
      continue;
    }
    // "trinta reais de picanha o resto de linguiça": the rest of the money buys another item.
    if (token.fold === 'o' && word(i + 1) === 'resto' && word(i + 2) === 'de' && tokens[i + 3]?.head) {
      i += 3;
      continue;
    }
    // "três pacotes de hã dois pacotes de macarrão": the amount said again with its unit.
    const unit = unitFor(word(i + 1));
    if (
      unit &&
      word(i + 2) === 'de' &&
      readNumber(word, i) &&
      readNumber(word, i + 3) &&
      unitFor(word(i + 4)) === unit
    ) {
      i += 3;
      continue;
    }
    // "de um litro cada", "com 100 unidades cada": "cada" after a unit.
    if (token.fold === 'cada' && (unitFor(word(i - 1)) !== undefined || isCountWord(word(i - 1)))) {
      i += 1;
      continue;
    }
    // "patinho moído duas vezes": how many times, not an amount.
    const times = runItem ? readNumber(word, i) : undefined;
    if (times && ['vez', 'vezes'].includes(word(times.end))) {
      i = times.end + 1;
      continue;
    }
    // "4 kg de picanha pra 10 pessoas": for how many people.
    const people = runItem && FOR_LINKS.has(token.fold) ? readNumber(word, i + 1) : undefined;
    if (people && COUNTED_PEOPLE.has(word(people.end))) {
      i = people.end + 1;
      continue;
    }
    // "do mais barato", "é mais em conta", "o mais barato".
    const priceWords = CHEAP.has(word(i + 1)) ? 2 : word(i + 1) === 'em' && word(i + 2) === 'conta' ? 3 : 0;
    if (token.fold === 'mais' && priceWords > 0 && runItem) {
      if (['do', 'da', 'o', 'a', 'que'].includes(out[out.length - 1]?.fold ?? '')) out.pop();
      i += priceWords;
      continue;
    }
    // "que acabou a daqui": what ran out, with no item of its own.
    if (token.fold === 'que' && runItem && /^acab/.test(word(i + 1))) {
      let end = i + 2;
      while (end < tokens.length && !tokens[end]?.separator && !tokens[end]?.head && !/\d/.test(word(end))) end += 1;
      if (end === tokens.length) break;
    }
    // "escreve aí pra mim que eu tô sem óculos alface couve": why, said before any item, up to the first one.
    const speaker = word(i + 1) === 'eu' || PRONOUNS.has(word(i + 1));
    if (token.fold === 'que' && !runItem && out.length > runStart && speaker) {
      const end = clauseEnd(i + 1);
      if (end < tokens.length && tokens[end]?.head) {
        i = end;
        continue;
      }
    }
    // "que abacate engorda", "que tá 18 e 90 aqui": a comment after a complete item, to the end.
    const interjection = word(i - 1) === 'pera' && out.length - runStart === 1;
    if (token.fold === 'que' && runItem && !interjection && !ARTICLES.has(word(i - 1))) {
      let end = commentEnd(i);
      // ("que o totó tá precisando de banho": someone's need, with no product of its own, is theirs.)
      if (subjectAt(i + 1) > 0 && request(end) > 0) {
        let last = end + request(end);
        while (last < tokens.length && !tokens[last]?.separator && request(last) === 0) last += 1;
        if (!tokens.slice(end, last).some(namesItem)) end = last;
      }
      const rest = tokens.slice(i + 1, end);
      const price = PRICE_VERBS.has(word(i + 1)) ? /\d/.test(word(i + 2)) : /\d/.test(word(i + 1));
      // ("que é só pra mim e a comadre": an "e" before no product stays in the comment.)
      const nextItem = (k: number): boolean => !!tokens[k]?.head || amountAt(k, false);
      const plain = !rest.some((t, k) => (t.fold === 'e' && nextItem(i + 2 + k)) || amountAt(i + 1 + k, false));
      if ((price || plain) && end > i + 1 && rest.some((t) => isTalkVerb(t) || !t.head)) {
        i = end;
        continue;
      }
    }
    // "quiabo tudo fresquinho viu": what is said of all the items, with no product of its own.
    if (opener === undefined && runItem && token.fold === 'tudo') {
      const end = tailEnd(i + 1);
      if (end > i + 1 && !tokens.slice(i + 1, end).some(namesItem)) {
        i = end;
        continue;
      }
    }
    if (opener !== undefined && (runItem || i > 0)) {
      // "tudo pro café da manhã", "tudo pro misto quente": the purpose of the whole list, dish and all.
      let forAll = opener[0] === 'tudo' && ALL_FOR.has(opener[1] ?? '') ? purposeEnd(tokens, i + 1, 'list') : 0;
      // ("pro café da manhã": the dish's own words, up to the next item.)
      while (forAll > i + 1 && forAll < tokens.length && !endsItem(tokens[forAll]) && request(forAll) === 0) {
        if (tokens[forAll]?.head || amountAt(forAll, false)) break;
        forAll += 1;
      }
      i = forAll > i + 1 ? forAll : clauseEnd(i + opener.length);
      continue;
    }
    // A situation said before the items: a verb with nothing of an item before it, "tá"/"tô"/"a gente"
    // opening the run, a place said first: "em cuiabá", "aqui em bh"; "na barraca do seu zé", "aqui no ver o peso" before an amount.
    // ("ó na feira macaxeira jerimum", "lá nos frios 200 g de presunto": a place of the shop, said first.)
    const lead = word(i) === 'aqui' || ['lá', 'ali', 'ó'].includes(token.raw) ? 1 : 0;
    const link = word(i + lead);
    const placeName = tokens[i + lead + 1];
    const shopPlace = ['na', 'no', 'nos', 'nas'].includes(link) && isPlaceWord(placeName?.sing ?? '');
    const place =
      out.length === runStart &&
      (shopPlace ||
        ((link === 'em' || (['na', 'no'].includes(link) && amountAhead(i + lead))) &&
          !placeName?.head &&
          !isKnownWord(placeName?.sing ?? '')));
    // "hora do almoço aqui ó", "na hora da janta": a time of day said first.
    const timeLead = word(i) === 'na' ? 1 : lead;
    if (out.length === runStart && word(i + timeLead) === 'hora') {
      i = clauseEnd(i + timeLead + 1);
      continue;
    }
    const opening =
      out.length === runStart && (OPENING_COPULAS.has(token.fold) || (word(i) === 'a' && word(i + 1) === 'gente'));
    const goes = token.fold === 'vai' && /(ar|er|ir)$/.test(word(i + 1));
    const subjectVerb = subject && (OPENING_COPULAS.has(token.fold) || token.fold === 'pediu' || goes);
    // "o último que eu botei": a position's relative clause.
    const verb = isTalkVerb(token) && !said.some((t) => POSITION.test(t.fold));
    if (subjectVerb || (!runItem && (verb || place || opening))) {
      // "a júlia pediu fruta então": what was asked for, before "então".
      let end =
        subjectVerb && word(i + 2) === 'entao'
          ? i + 3
          : clauseEnd(i + (place ? lead + 2 : goes ? 2 : opening && !subjectVerb && word(i) === 'a' ? 2 : 1), place);
      // "tô pensando em fazer um bolo então farinha": with "então" ahead, what comes before it is the situation.
      let then = end;
      while (then < tokens.length && !tokens[then]?.separator && request(then) === 0 && word(then) !== 'entao')
        then += 1;
      // ("os meninos pediram nescau sucrilhos então bota tudo aí": not when nothing is named after it.)
      const named = tokens.slice(then + 1).some((t, k) => (t.head || /\d/.test(t.fold)) && request(then + 1 + k) === 0);
      if ((verb || opening) && word(then) === 'entao' && named) end = then + 1;
      if (end < tokens.length) {
        out.length = runStart;
        i = end;
        continue;
      }
    }
    out.push(token);
    if (namesItem(token)) runItem = true;
    i += 1;
  }
  return out;
}
