import { wordList } from './word-list';

/**
 * Units and containers. A spoken unit moves out of the item name into `unit`, always
 * with one canonical spelling:
 *   measures: "kg", "g", "l", "ml";
 *   containers and bundles: "pacote", "caixa", "lata", "garrafa", "garrafão", "galão",
 *   "saco", "pote", "vidro", "copo", "bandeja", "fardo", "rolo", "tubo", "frasco",
 *   "sachê", "barra", "tablete", "embalagem", "maço", "cacho", "pé", "cabeça", "fatia".
 * Diminutives fold into the plain container ("latinha" → "lata", "caixinha" → "caixa").
 * "unidade" and "dúzia" are not units: "2 unidades" is a count (unit null) and a dozen
 * multiplies the count ("meia dúzia de ovos" → 6 ovos, unit null), which is how a
 * shopper writes it on a list.
 */
const UNIT_SPELLINGS: Record<string, readonly string[]> = {
  kg: ['kg', 'kgs', 'quilo', 'quilos', 'kilo', 'kilos', 'quilograma', 'quilogramas', 'kilograma', 'kilogramas'],
  g: ['g', 'gr', 'grs', 'grama', 'gramas'],
  l: ['l', 'lt', 'lts', 'litro', 'litros', 'litrão'],
  ml: ['ml', 'mililitro', 'mililitros'],
  pacote: ['pacote', 'pacotes', 'pacotinho', 'pacotinhos', 'pct', 'pacotão'],
  caixa: ['caixa', 'caixas', 'caixinha', 'caixinhas', 'cx'],
  lata: ['lata', 'latas', 'latinha', 'latinhas', 'latão'],
  garrafa: ['garrafa', 'garrafas', 'garrafinha', 'garrafinhas'],
  garrafão: ['garrafão', 'garrafões'],
  galão: ['galão', 'galões'],
  saco: ['saco', 'sacos', 'saquinho', 'saquinhos'],
  pote: ['pote', 'potes', 'potinho', 'potinhos'],
  vidro: ['vidro', 'vidros', 'vidrinho', 'vidrinhos'],
  copo: ['copo', 'copos', 'copinho', 'copinhos'],
  bandeja: ['bandeja', 'bandejas', 'bandejinha', 'bandejinhas'],
  fardo: ['fardo', 'fardos'],
  rolo: ['rolo', 'rolos'],
  tubo: ['tubo', 'tubos'],
  frasco: ['frasco', 'frascos'],
  sachê: ['sachê', 'sachês'],
  barra: ['barra', 'barras', 'barrinha', 'barrinhas'],
  tablete: ['tablete', 'tabletes'],
  embalagem: ['embalagem', 'embalagens'],
  maço: ['maço', 'maços', 'maçinho'],
  cacho: ['cacho', 'cachos'],
  pé: ['pé', 'pés'],
  cabeça: ['cabeça', 'cabeças'],
  fatia: ['fatia', 'fatias'],
};

/** Units that may sit right before the item without "de" ("2 kg arroz"). */
const MEASURES = new Set(['kg', 'g', 'l', 'ml']);

/** Spoken words that make a number a count of items, not a unit ("2 unidades"). */
// "um pedaço de jerimum", "dois pedacinhos de queijo": pieces are a plain count; so are packages
// and bundles that are no canonical unit ("suco em pó dez envelopes", "duas cartelas de ovos").
const COUNT_WORDS = new Set([
  ...wordList('unidade unidades un und pedaco pedacos pedacinho pedacinhos'),
  ...wordList('envelope envelopes envelopinho envelopinhos cartela cartelas engradado engradados'),
  ...wordList('restia restias ramo ramos raminho raminhos penca pencas peca pecas'),
  // a refill is the product again, counted ("sabonete líquido dois refis").
  ...wordList('refil refis'),
  // pairs are counted as the item ("dois pares de luva de borracha" → 2 luvas).
  ...wordList('par pares parzinho'),
  // a recipe's cups are no unit on a shopping list: the product is counted ("duas xícaras de açúcar" → Açúcar 2).
  ...wordList('xicara xicaras xicarinha xicarinhas'),
  // corn is counted by the ear (look69): "milho verde cinco espigas" → Milho verde 5.
  ...wordList('espiga espigas espiguinha espiguinhas'),
]);

/**
 * Packages that are no canonical unit and are products too ("bisnaga" is a bread): before "de" they
 * count plainly ("uma bisnaga de maionese" → Maionese 1), alone they are the product (amt6).
 */
const COUNT_WORDS_BEFORE_OF = new Set(wordList('bisnaga bisnagas'));

/** Whether a folded word said before `next` turns a number into a plain count ("bisnaga" before "de"). */
export function isCountWordBefore(foldedWord: string, next: string): boolean {
  return COUNT_WORDS.has(foldedWord) || (next === 'de' && COUNT_WORDS_BEFORE_OF.has(foldedWord));
}

/** Spoken words for a dozen. */
const DOZEN_WORDS = new Set(['duzia', 'duzias']);

/** Spoken currency: "15 reais de pão" is an amount of money, not a quantity. */
const MONEY_WORDS = new Set(['real', 'reais', 'conto', 'contos', 'pila', 'pilas', 'centavos']);

const fold = (word: string): string => word.normalize('NFD').replace(/\p{Diacritic}/gu, '');

const UNIT_BY_WORD = new Map<string, string>(
  Object.entries(UNIT_SPELLINGS).flatMap(([unit, words]) => words.map((w) => [fold(w), unit] as const)),
);

/** Canonical unit for a folded spoken word, or undefined when it is not a unit. */
export function unitFor(foldedWord: string): string | undefined {
  return UNIT_BY_WORD.get(foldedWord);
}

/** A container said smaller: "caixinha", "saquinho", "garrafinha". */
export function isPackageSaidSmaller(foldedWord: string): boolean {
  const unit = unitFor(foldedWord);
  return unit !== undefined && !isMeasure(unit) && /inh[oa]s?$/.test(foldedWord);
}

/** Whether a canonical unit is a measure that can precede the item without "de". */
export function isMeasure(unit: string): boolean {
  return MEASURES.has(unit);
}

/** Whether a folded word turns a number into a plain count ("unidades"). */
export function isCountWord(foldedWord: string): boolean {
  return COUNT_WORDS.has(foldedWord);
}

/**
 * Words that only ever give the size of a pack, never how many are bought: "papel
 * higiênico de 30 metros", "sabão de 40 lavagens", "lâmpada de 9 watts". They are not units.
 */
const SIZE_WORDS = new Set(
  wordList(
    'metro metros m cm folha folhas lavagem lavagens watt watts w mah ' +
      // measures of length (look68b): "um osso de 20 centímetros", "fita de 5 milímetros"
      'centimetro centimetros milimetro milimetros mm polegada polegadas',
  ),
);

/** Whether a folded word gives only the size of a pack ("metros", "lavagens"). */
export function isSizeWord(foldedWord: string): boolean {
  return SIZE_WORDS.has(foldedWord);
}

/** Whether a folded word is "dúzia(s)". */
export function isDozen(foldedWord: string): boolean {
  return DOZEN_WORDS.has(foldedWord);
}

/** Whether a folded word names money ("reais"). */
export function isMoneyWord(foldedWord: string): boolean {
  return MONEY_WORDS.has(foldedWord);
}

/**
 * Canonical spelling of any unit string (used to clean a remote model's answer):
 * "Quilos" → "kg", "latinha" → "lata"; null for counts, dozens and unknown words.
 */
export function canonicalUnit(spoken: string | null | undefined): string | null {
  if (!spoken) return null;
  return UNIT_BY_WORD.get(fold(spoken.trim().toLowerCase())) ?? null;
}
