import { CATEGORY_NAMES } from '@domain/categories/categories';
import { PRIMARY_TERMS } from '@domain/categories/category-lexicon';
import { COMPOUND_ITEMS, HEAD_WORDS } from '@domain/speech/lexicon';
import { foldText } from '@domain/text/fold-text';

/** Accented words the speech lexicon does not hold but the categoriser's product names use. */
const moreAccentedWords =
  'higiênico sabão detergente amaciante água mineral pão francês açúcar refrigerante cerveja ' +
  'feijão macarrão limão maçã mamão melão pêssego tomate pimentão brócolis abóbora rúcula agrião ' +
  'requeijão iogurte filé peito salmão camarão bacalhau fígado coração pão-de-queijo pães ' +
  'lâmpada pilha fósforo guardanapo alumínio plástico descartável café chá óleo orégano ' +
  'vinagre azeitona ração areia fraldas lenço algodão cotonete escova dental creme sabonete ' +
  'xampu condicionador desodorante absorvente protetor solar repelente álcool água sanitária ' +
  'esponja saponáceo lustra-móveis multiuso inseticida pão-duro purê batatinha cebolinha ' +
  'salsicha linguiça calabresa frango músculo acém patinho coxão alcatra maminha lagarto ' +
  'pernil lombo bisteca costela tilápia sardinha atum milho ervilha grão-de-bico lentilha ' +
  'doce-de-leite goiabada paçoca pipoca biscoito bolacha chocolate bombom sorvete picolé ' +
  'granola aveia achocolatado fubá farinha polvilho fermento amido maionese ketchup mostarda ' +
  'molho extrato catchup temperos caldo ' +
  'açaí pequi jiló chuchu quiabo mandioca aipim inhame cará vinho cachaça uísque vodca ' +
  'espumante suco néctar isotônico energético chá-mate ' +
  'fraldão pomada remédio vitamina termômetro curativo gaze esparadrapo ' +
  'panela frigideira pratos copos talheres papel-toalha guardanapos sacos saco lixo ' +
  'cão aço pó açougue português fórmula tênis glúten líquido íntimo lâmina pão-de-ló ' +
  'relógio império berçário inflamatório médio básico própria sólido bebê pássaro pãozinho sírio';

/** Linking words, never accented ("ração para pássaro", not "pará"). */
const plainWords = new Set(['a', 'o', 'e', 'de', 'da', 'do', 'das', 'dos', 'em', 'no', 'na', 'com', 'sem', 'para']);

/** Folded word → its written form with accents, from the word lists the app already ships. */
function accentMap(): Map<string, string> {
  const words = [
    ...HEAD_WORDS,
    ...COMPOUND_ITEMS.flatMap((phrase) => phrase.split(' ')),
    ...moreAccentedWords.split(/\s+/),
  ].flatMap((word) => word.split('-'));
  const map = new Map<string, string>();
  for (const word of words) {
    const folded = foldText(word);
    // Keep an accented spelling over a plain one ("maca" is written "maçã").
    if (word !== folded || !map.has(folded)) map.set(folded, word);
  }
  return map;
}

/** Endings whose accent is certain in pt-BR: "refeicao" is "refeição", "pilao" "pilão". */
const certainEndings: ReadonlyArray<readonly [RegExp, string]> = [
  [/coes$/, 'ções'],
  [/^cao$/, 'cão'],
  [/cao$/, 'ção'],
  [/oes$/, 'ões'],
  [/aes$/, 'ães'],
  [/ao$/, 'ão'],
  [/avel$/, 'ável'],
  [/ivel$/, 'ível'],
  [/uvel$/, 'úvel'],
  [/encia$/, 'ência'],
  [/ancia$/, 'ância'],
];
/** Endings that take an accent on a vowel this module cannot tell ("eletrico", "balsamico"). */
const unsureEnding = /(ico|ica|icos|icas|ario|orio|erio|ogio|imo|ima|ulo|ula|eo|ea)$/;

/** A folded word as it is written, or undefined when its accents cannot be told. */
function written(word: string, accents: Map<string, string>): string | undefined {
  if (plainWords.has(word)) return word;
  const known = accents.get(word);
  if (known) return known;
  for (const [ending, accented] of certainEndings) if (ending.test(word)) return word.replace(ending, accented);
  return unsureEnding.test(word) ? undefined : word;
}

/**
 * The product names the categoriser knows (its lexicon's terms, issue 29's second source of
 * suggestions), written with their accents (from the app's word lists and the endings whose
 * accent is certain; names with a word neither tells are left out) and a capital first letter,
 * everyday products first, as a user would type them. Built once, when the first suggestion is
 * asked for (its own chunk: it holds the lexicon).
 */
export function productNames(): string[] {
  const accents = accentMap();
  // The speech engine's head words, staples first (mercearia, then padaria, açougue, hortifruti…).
  const headRank = new Map<string, number>();
  HEAD_WORDS.forEach((word, index) => {
    const folded = foldText(word);
    if (!headRank.has(folded)) headRank.set(folded, index);
  });
  const seen = new Set<string>();
  const names: { name: string; rank: number; words: number }[] = [];
  for (const category of CATEGORY_NAMES) {
    for (const term of (PRIMARY_TERMS[category] ?? '').split(',')) {
      const folded = foldText(term);
      if (!folded || seen.has(folded)) continue;
      seen.add(folded);
      const words = folded.split(' ').map((word) => written(word, accents));
      // A name with a word whose accents are unknown is left out rather than shown misspelt.
      if (words.some((word) => word === undefined)) continue;
      const name = words.join(' ');
      names.push({
        name: name.charAt(0).toLocaleUpperCase('pt-BR') + name.slice(1),
        rank: headRank.get(folded.split(' ')[0]!) ?? Number.MAX_SAFE_INTEGER,
        words: words.length,
      });
    }
  }
  // Fewer words first, then everyday products (by their head word: "café" before "caju", "feijão" before "feno").
  return names
    .sort((a, b) => a.words - b.words || a.rank - b.rank || a.name.length - b.name.length)
    .map(({ name }) => name);
}
