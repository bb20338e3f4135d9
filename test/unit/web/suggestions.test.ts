import { productNames } from '@/lib/history/product-lexicon';
import { indexHistory, indexNames, suggest } from '@/lib/history/suggest';

const history = indexHistory([
  { name: 'Feijão preto', timesAdded: 5, lastAddedAt: '2026-11-20T10:00:00.000Z' },
  { name: 'Café', timesAdded: 3, lastAddedAt: '2026-11-21T10:00:00.000Z' },
  { name: 'Leite de coco', timesAdded: 1, lastAddedAt: '2026-11-22T10:00:00.000Z' },
]);
const lexicon = indexNames(productNames());
const names = (text: string, onList: string[] = []) =>
  suggest(text, history, lexicon, new Set(onList)).map((suggestion) => `${suggestion.source}:${suggestion.name}`);

describe('suggestions while typing (issue 29)', () => {
  it('offers the user’s own items first, accent- and case-blind, then known products', () => {
    const offered = names('FE');
    expect(offered[0]).toBe('history:Feijão preto');
    expect(offered).toContain('lexicon:Feijão');
    expect(offered).toHaveLength(6);
  });

  it('matches a later word after the names that start with the text', () => {
    expect(names('coco')[0]).toBe('history:Leite de coco');
    expect(names('cafe')[0]).toBe('history:Café');
  });

  it('leaves out what is already on the list, and the text itself', () => {
    expect(names('fe', ['feijao preto'])).not.toContain('history:Feijão preto');
    expect(names('Café')).not.toContain('history:Café');
    expect(names('   ')).toEqual([]);
  });

  it('writes the lexicon’s products with their accents', () => {
    const products = new Set(productNames());
    for (const name of ['Maçã', 'Pão', 'Feijão', 'Açúcar', 'Sabão em pó']) expect(products).toContain(name);
    expect(products).not.toContain('Maca');
    expect(products).not.toContain('Pao');
  });
});
