/**
 * Words for items said with who they are for and what for (issue 27): "o iogurte que o téo leva pra escola a
 * pomada", "o leite da vó que tem intolerância o pão".
 */

/**
 * Words after which an article and a product are still inside someone's clause (the object of a preposition
 * or of a verb said before it): "que ela toma com o café", "que a vó usa pra fazer o bolo".
 */
export const CLAUSE_OBJECT_LEADS: ReadonlySet<string> = new Set([
  'com',
  'sem',
  'no',
  'na',
  'nos',
  'nas',
  'em',
  'de',
  'do',
  'da',
  'dos',
  'das',
  'pra',
  'pro',
  'pras',
  'pros',
  'para',
  'por',
  'pelo',
  'pela',
  'que',
  'e',
  'ou',
  'tipo',
  'igual',
  'como',
  'ate',
  'sobre',
  'tambem',
  'so',
  'todo',
  'toda',
]);
