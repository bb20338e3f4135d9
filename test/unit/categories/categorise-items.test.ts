import type { CategoryName } from '@domain/categories/categories';
import { categoriseItems } from '@domain/categories/categorise-items';
import { createInMemoryCategoryCache } from '@domain/categories/in-memory-category-cache';
import type { ModelCategoriser } from '@domain/categories/model-categoriser';

/** A model that knows a fixed set of names and records what it was asked. */
function fakeModel(answers: Record<string, CategoryName>) {
  const asked: string[][] = [];
  const model: ModelCategoriser = {
    async categorise(names) {
      asked.push(names);
      return new Map(names.flatMap((name) => (answers[name] ? [[name, answers[name]] as const] : [])));
    },
  };
  return { model, asked };
}

const quiet = { log: jest.fn() };

describe('categoriseItems', () => {
  it('groups names as given by category, in the spec order, each once', async () => {
    const result = await categoriseItems(['Suco de Laranja', 'laranja', '2 kg arroz', 'laranja', '  '], quiet);

    expect(result).toEqual({ Hortifruti: ['laranja'], Mercearia: ['2 kg arroz'], Bebidas: ['Suco de Laranja'] });
    expect(Object.keys(result)).toEqual(['Hortifruti', 'Mercearia', 'Bebidas']);
  });

  it('asks the model only about names the lexicon does not know, and caches its answers', async () => {
    const cache = createInMemoryCategoryCache();
    const { model, asked } = fakeModel({ Kimchi: 'Bebidas' });

    const result = await categoriseItems(['leite', 'Kimchi'], { cache, modelCategoriser: model, ...quiet });

    expect(asked).toEqual([['Kimchi']]);
    expect(result).toEqual({ 'Laticínios e Ovos': ['leite'], Bebidas: ['Kimchi'] });
    expect([...cache.entries]).toEqual([['kimchi', 'Bebidas']]);
  });

  it('answers a cached name without calling the model, whatever its case or quantity', async () => {
    const cache = createInMemoryCategoryCache([['kimchi', 'Bebidas']]);
    const { model, asked } = fakeModel({});

    const result = await categoriseItems(['2 Kimchis'], { cache, modelCategoriser: model, ...quiet });

    expect(result).toEqual({ Bebidas: ['2 Kimchis'] });
    expect(asked).toEqual([]);
  });

  it('asks once for several spellings of one unknown name', async () => {
    const { model, asked } = fakeModel({ zzcola: 'Bebidas' });

    const result = await categoriseItems(['zzcola', 'ZZcola', '3 zzcola'], { modelCategoriser: model, ...quiet });

    expect(asked).toEqual([['zzcola']]);
    expect(result).toEqual({ Bebidas: ['zzcola', 'ZZcola', '3 zzcola'] });
  });

  it('uses the default category, uncached, for names the model could not answer', async () => {
    const cache = createInMemoryCategoryCache();
    const { model } = fakeModel({});

    const result = await categoriseItems(['xpto 3000'], { cache, modelCategoriser: model, ...quiet });

    expect(result).toEqual({ 'Diversos e Sazonal': ['xpto 3000'] });
    expect(cache.entries.size).toBe(0);
  });

  it('still answers when the cache or the model throws, and logs it', async () => {
    const log = jest.fn();
    const broken = { getMany: jest.fn().mockRejectedValue(new Error('down')), putMany: jest.fn() };
    const failing: ModelCategoriser = { categorise: jest.fn().mockRejectedValue(new Error('boom')) };

    const result = await categoriseItems(['xpto 3000', 'leite'], { cache: broken, modelCategoriser: failing, log });

    expect(result).toEqual({ 'Laticínios e Ovos': ['leite'], 'Diversos e Sazonal': ['xpto 3000'] });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('cached'), expect.any(Object));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Model categoriser failed'), expect.any(Object));
  });
});
