import { CATEGORY_NAMES } from '@domain/categories/categories';
import { foldText } from '@domain/text/fold-text';
import { readLabelledNames } from '../../../eval/categories/labelled-names';
import { loadCorpus } from '../../../eval/speech/load-corpus';

/**
 * The blind sets only measure anything while they stay apart from what the engines were
 * tuned or written against: these checks fail as soon as a blind name or transcript is
 * also (folded: case, accents and spacing ignored) in another split.
 */
const overlap = (blind: string[], others: string[]): string[] => {
  const seen = new Set(others.map(foldText));
  return blind.filter((text) => seen.has(foldText(text)));
};

describe('category blind set', () => {
  const blind = readLabelledNames('blind');

  it('has exactly 15 names for each of the 22 categories, and no other label', () => {
    expect(CATEGORY_NAMES).toHaveLength(22);
    const counts = new Map<string, number>();
    for (const { category } of blind) counts.set(category, (counts.get(category) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(CATEGORY_NAMES.map((name) => [name, 15])));
    expect(blind).toHaveLength(330);
  });

  it('shares no folded name with dev or holdout, nor repeats one', () => {
    const names = blind.map(({ name }) => name);
    const others = [...readLabelledNames('dev'), ...readLabelledNames('holdout')].map(({ name }) => name);
    expect(overlap(names, others)).toEqual([]);
    expect(new Set(names.map(foldText)).size).toBe(names.length);
  });
});

describe('recognizer blind set', () => {
  const transcripts = loadCorpus('recognizer-blind').map(({ transcript }) => transcript);

  it('exists and repeats no transcript', () => {
    expect(transcripts.length).toBeGreaterThanOrEqual(200);
    expect(new Set(transcripts.map(foldText)).size).toBe(transcripts.length);
  });

  it('shares no folded transcript with recognizer-dev, dev, holdout or blind', () => {
    const others = (['recognizer-dev', 'dev', 'holdout', 'blind'] as const).flatMap((split) =>
      loadCorpus(split).map(({ transcript }) => transcript),
    );
    expect(others.length).toBeGreaterThan(0);
    expect(overlap(transcripts, others)).toEqual([]);
  });
});

describe('second recognizer blind set', () => {
  const transcripts = loadCorpus('recognizer-blind-2').map(({ transcript }) => transcript);

  it('exists and repeats no transcript', () => {
    expect(transcripts.length).toBeGreaterThanOrEqual(150);
    expect(new Set(transcripts.map(foldText)).size).toBe(transcripts.length);
  });

  it('shares no folded transcript with any other speech split', () => {
    const others = (['recognizer-blind', 'recognizer-dev', 'dev', 'holdout', 'blind'] as const).flatMap((split) =>
      loadCorpus(split).map(({ transcript }) => transcript),
    );
    expect(others.length).toBeGreaterThan(0);
    expect(overlap(transcripts, others)).toEqual([]);
  });
});

describe('third recognizer blind set', () => {
  const transcripts = loadCorpus('recognizer-blind-3').map(({ transcript }) => transcript);

  it('exists and repeats no transcript', () => {
    expect(transcripts).toHaveLength(200);
    expect(new Set(transcripts.map(foldText)).size).toBe(transcripts.length);
  });

  it('shares no folded transcript with any other speech split', () => {
    const others = (
      ['recognizer-blind-2', 'recognizer-blind', 'recognizer-dev', 'dev', 'holdout', 'blind'] as const
    ).flatMap((split) => loadCorpus(split).map(({ transcript }) => transcript));
    expect(others.length).toBeGreaterThan(0);
    expect(overlap(transcripts, others)).toEqual([]);
  });
});

describe('fourth recognizer blind set', () => {
  const transcripts = loadCorpus('recognizer-blind-4').map(({ transcript }) => transcript);

  it('exists and repeats no transcript', () => {
    expect(transcripts).toHaveLength(150);
    expect(new Set(transcripts.map(foldText)).size).toBe(transcripts.length);
  });

  it('shares no folded transcript with any other speech split', () => {
    const others = (
      [
        'recognizer-blind-3',
        'recognizer-blind-2',
        'recognizer-blind',
        'recognizer-dev',
        'dev',
        'holdout',
        'blind',
      ] as const
    ).flatMap((split) => loadCorpus(split).map(({ transcript }) => transcript));
    expect(others.length).toBeGreaterThan(0);
    expect(overlap(transcripts, others)).toEqual([]);
  });
});

describe('fifth recognizer blind set', () => {
  const transcripts = loadCorpus('recognizer-blind-5').map(({ transcript }) => transcript);

  it('exists and repeats no transcript', () => {
    expect(transcripts).toHaveLength(150);
    expect(new Set(transcripts.map(foldText)).size).toBe(transcripts.length);
  });

  it('shares no folded transcript with any other speech split', () => {
    const others = (
      [
        'recognizer-blind-4',
        'recognizer-blind-3',
        'recognizer-blind-2',
        'recognizer-blind',
        'recognizer-dev',
        'dev',
        'holdout',
        'blind',
      ] as const
    ).flatMap((split) => loadCorpus(split).map(({ transcript }) => transcript));
    expect(others.length).toBeGreaterThan(0);
    expect(overlap(transcripts, others)).toEqual([]);
  });
});
