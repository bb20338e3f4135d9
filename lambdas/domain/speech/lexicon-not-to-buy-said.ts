/**
 * Word lists of things said NOT to buy in other words (issue 27, blind-70/71). Pure data, written folded.
 */

/**
 * Regional words read as the common word they mean, so every rule that knows the common one knows them:
 * "os limões não carece" is "não precisa" (the shown `raw` keeps what was said).
 */
export const SAME_AS_WORDS: ReadonlyMap<string, string> = new Map([
  ['carece', 'precisa'],
  ['carecem', 'precisam'],
]);

/** Going by another shop, said of someone, is buying the item there ("o pão italiano eu passo na padaria"). */
export const SHOP_VISIT_VERBS: readonly string[] = ['passo', 'passamos'];

/**
 * What a dish is brought in, said after someone's bringing verb ("a tia vai trazer uma travessa", "a vó
 * trouxe uma panela"): part of the reason, no item, when no product follows it with "de".
 */
export const BROUGHT_IN_VESSELS: ReadonlySet<string> = new Set([
  'travessa',
  'panela',
  'vasilha',
  'tigela',
  'marmita',
  'forma',
  'assadeira',
  'refratario',
  'pirex',
]);
