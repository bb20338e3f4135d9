import { foldText } from '@domain/text/fold-text';

describe('foldText', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(foldText('  Feijão   PRETO ')).toBe('feijao preto');
    expect(foldText('Maçã')).toBe(foldText('maca'));
  });
});
