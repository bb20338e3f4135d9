/**
 * Issue 27, names said whole: data for product names that must not be split in two, joined with the
 * next, or cut short. Pure data; the rules that read it say why.
 */

/**
 * Families whose kinds are named by a word that is a product of its own too, or that would read as a
 * description: said right after the family's word, the kind is part of its name ("cogumelo shimeji",
 * "farinha panko", "linguiça paio", "feijão roxinho"); said alone in a list it is an item ("paio
 * costelinha"). `family: kind kind …`, separated by ";".
 */
export const FAMILY_KINDS =
  'cogumelo: shimeji shitake champignon portobello paris; farinha: panko rosca; ' +
  'linguiça: paio toscana calabresa; pimenta: biquinho jalapeño; queijo: brie gorgonzola provolone; ' +
  'alface: americana; repolho: roxo; feijão: roxinho jalo rajado bolinha';

/**
 * Calls for attention and greetings that open what is said, like the openers ("escuta aqui amor o papel
 * higiênico não precisa", "psiu o arroz"): dropped at the start of a segment, never an item. As written.
 */
export const ATTENTION_CALLS = 'escuta escute ouve ouça ei psiu';

/** The words that join a proper name's parts ("Pão de Açúcar", "Casa do Pão de Queijo"), as folded. */
export const NAME_JOINS: ReadonlySet<string> = new Set(['de', 'do', 'da', 'dos', 'das']);

/**
 * Words for a set of things, not a product: said first with no amount, right before a counted item, they
 * head what follows ("o material da Julinha um caderno", "as coisas do bebê duas fraldas"). Singular, folded.
 */
export const COLLECTION_WORDS: ReadonlySet<string> = new Set(['material', 'coisa', 'kit', 'compra', 'enxoval']);

/** Products said on their own the lexicon lacked ("a mistura de bolo o glacê"), added to the head words. */
export const MORE_NAMED_PRODUCTS = 'glacê';

/**
 * Words that qualify the product said right before them ("shampoo antipulgas", "desodorante spray") but
 * name a product of their own when said with an article ("o petisco do thor o antipulgas da mel"). Singular, folded.
 */
export const PRODUCTS_WITH_ARTICLE: ReadonlySet<string> = new Set(['antipulga', 'spray', 'carrapaticida']);

/** Products of more words the lexicon lacked, as compounds ("pilha palito de dente": "Pilha", "Palito de dente"). */
export const MORE_COMPOUND_NAMES = 'palito de dente,palito de churrasco,palito de sorvete,palito de picolé';

/**
 * Packages said with "em" after the name ("sardinha em lata três" → 3 lata); a form of the product is its
 * kind and stays ("sabão em barra cinco", "leite em pó dois"). Singular, folded.
 */
export const PACKAGES_SAID_WITH_EM: ReadonlySet<string> = new Set([
  'lata',
  'caixa',
  'garrafa',
  'pote',
  'vidro',
  'sache',
]);
