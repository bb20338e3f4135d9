import { CATEGORY_NAMES } from '@domain/categories/categories';
import { PRIMARY_TERMS, WEAK_TERMS } from '@domain/categories/category-lexicon';
import { categoryCacheKey } from '@domain/categories/item-name-tokens';
import { evaluateCategories } from '../../../eval/categories/evaluate-categories';
import { readLabelledNames } from '../../../eval/categories/labelled-names';

describe('category lexicon', () => {
  it('never lists one term under two categories, where the second would be silently ignored', () => {
    const owner = new Map<string, string>();
    const conflicts: string[] = [];
    for (const lists of [PRIMARY_TERMS, WEAK_TERMS]) {
      for (const [category, terms] of Object.entries(lists)) {
        for (const term of terms.split(',')) {
          const key = categoryCacheKey(term);
          const previous = owner.get(key);
          if (previous !== undefined && previous !== category) conflicts.push(`${key}: ${previous} / ${category}`);
          owner.set(key, category);
        }
      }
    }
    expect(conflicts).toEqual([]);
  });
});

describe('labelled corpus', () => {
  const dev = readLabelledNames('dev');
  const holdout = readLabelledNames('holdout');

  it('has over 1,000 names, 20 or more per category, and a holdout of 300 or more', () => {
    const all = [...dev, ...holdout];
    expect(all.length).toBeGreaterThanOrEqual(1000);
    expect(holdout.length).toBeGreaterThanOrEqual(300);
    for (const category of CATEGORY_NAMES) {
      expect(all.filter((entry) => entry.category === category).length).toBeGreaterThanOrEqual(20);
    }
    expect(all.filter((entry) => !(CATEGORY_NAMES as readonly string[]).includes(entry.category))).toEqual([]);
  });

  it('keeps the holdout apart from the dev set', () => {
    const devNames = new Set(dev.map((entry) => entry.name.toLowerCase()));
    expect(holdout.filter((entry) => devNames.has(entry.name.toLowerCase()))).toEqual([]);
  });

  it('is categorised at 95 % top-1 or better on the holdout', () => {
    const { names, correct } = evaluateCategories('holdout');
    expect(correct / names).toBeGreaterThanOrEqual(0.95);
  });
});
