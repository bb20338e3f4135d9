/** Spoken numbers as Chrome writes them when it does not use digits. */
const NUMBER_WORDS = new Map<string, number>([
  ['um', 1],
  ['uma', 1],
  ['dois', 2],
  ['duas', 2],
  ['tres', 3],
  ['quatro', 4],
  ['cinco', 5],
  ['seis', 6],
  ['sete', 7],
  ['oito', 8],
  ['nove', 9],
  ['dez', 10],
  ['onze', 11],
  ['doze', 12],
  ['treze', 13],
  ['quatorze', 14],
  ['catorze', 14],
  ['quinze', 15],
  ['dezesseis', 16],
  ['dezasseis', 16],
  ['dezessete', 17],
  ['dezoito', 18],
  ['dezenove', 19],
  ['vinte', 20],
  ['trinta', 30],
  ['quarenta', 40],
  ['cinquenta', 50],
  ['sessenta', 60],
  ['setenta', 70],
  ['oitenta', 80],
  ['noventa', 90],
  ['cem', 100],
  ['cento', 100],
  ['duzentos', 200],
  ['duzentas', 200],
  ['trezentos', 300],
  ['trezentas', 300],
  ['quatrocentos', 400],
  ['quatrocentas', 400],
  ['quinhentos', 500],
  ['quinhentas', 500],
  ['seiscentos', 600],
  ['seiscentas', 600],
  ['setecentos', 700],
  ['setecentas', 700],
  ['oitocentos', 800],
  ['oitocentas', 800],
  ['novecentos', 900],
  ['novecentas', 900],
  ['mil', 1000],
]);

/** "meio quilo", "meia dúzia": a half, only meaningful before a unit or a dozen. */
const HALF_WORDS = new Set(['meio', 'meia']);

const DIGITS = /^\d+(?:[.,]\d+)?$/;

/** A number read from the transcript; `half` marks a bare "meio"/"meia". */
export interface SpokenNumber {
  value: number;
  end: number;
  half: boolean;
}

/**
 * Reads a number starting at `start`, `word(i)` giving the folded words: digits ("2", "1,5"),
 * words ("duas"), compounds joined by "e" ("vinte e cinco", "cento e cinquenta") and a
 * half ("meio", "meia"). Returns where it ends, or undefined when there is no number.
 */
export function readNumber(word: (i: number) => string, start: number): SpokenNumber | undefined {
  const first = word(start);
  if (DIGITS.test(first)) return { value: Number(first.replace(',', '.')), end: start + 1, half: false };
  if (HALF_WORDS.has(first)) return { value: 0.5, end: start + 1, half: true };
  let value = NUMBER_WORDS.get(first);
  if (value === undefined) return undefined;
  let end = start + 1;
  while (word(end) === 'e') {
    const next = NUMBER_WORDS.get(word(end + 1));
    if (next === undefined || next >= lastPlace(value)) break;
    // "com dez e um pote de nata", "de cem e uma garrafa": "um" before a word said in the singular
    // starts the next item ("vinte e um quilos", "trinta e uma latas" are one number).
    if (next === 1 && startsSingular(word(end + 2))) break;
    value += next;
    end += 2;
  }
  return { value, end, half: false };
}

/** The place of the smallest non-zero digit: a following "e N" must be below it. */
function lastPlace(value: number): number {
  if (value % 100 === 0) return 100;
  if (value % 10 === 0) return 10;
  return 1;
}

/** Whether a word after "e um" is a word in the singular (not the end, a digit or a plural). */
function startsSingular(word: string): boolean {
  return /^[a-z]/.test(word) && !word.endsWith('s') && word !== 'e' && !NUMBER_WORDS.has(word) && !HALF_WORDS.has(word);
}
