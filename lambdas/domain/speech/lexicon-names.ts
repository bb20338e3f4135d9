/**
 * Issue 27, names said whole: data for product names that must not be split in two, joined with the
 * next, or cut short. Pure data; the rules that read it say why.
 */

/**
 * Families whose kinds are named by a word that is a product of its own too: said right after the
 * family's word, the kind is part of its name ("cogumelo shimeji", "farinha panko", "linguiça paio");
 * said alone in a list it is an item ("paio costelinha"). `family: kind kind …`, separated by ";".
 */
export const FAMILY_KINDS =
  'cogumelo: shimeji shitake champignon portobello paris; farinha: panko rosca; ' +
  'linguiça: paio toscana calabresa; pimenta: biquinho jalapeño; queijo: brie gorgonzola provolone; ' +
  'alface: americana; repolho: roxo';
