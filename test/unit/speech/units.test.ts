import { canonicalUnit } from '@domain/speech/units';
import { singularize } from '@domain/speech/singularize';

describe('canonicalUnit', () => {
  it.each([
    ['Quilos', 'kg'],
    ['gramas', 'g'],
    ['litro', 'l'],
    ['latinha', 'lata'],
    ['Caixinhas', 'caixa'],
    ['maços', 'maço'],
    ['unidade', null],
    ['dúzia', null],
    ['bicicleta', null],
    [null, null],
  ])('%s → %s', (spoken, unit) => {
    expect(canonicalUnit(spoken)).toBe(unit);
  });
});

describe('singularize', () => {
  it.each([
    ['paes', 'pao'],
    ['limoes', 'limao'],
    ['ovos', 'ovo'],
    ['pasteis', 'pastel'],
    ['atuns', 'atum'],
    ['franceses', 'frances'],
    ['brocolis', 'brocolis'],
    ['gas', 'gas'],
  ])('%s → %s', (word, singular) => {
    expect(singularize(word)).toBe(singular);
  });
});
