import { CATEGORY_NAMES } from '@domain/categories/categories';
import { foldText } from '@domain/text/fold-text';
import { readLabelledNames } from '../../../eval/categories/labelled-names';
import { loadCorpus, recognizerBlindSets, speechSplits, type CorpusSplit } from '../../../eval/speech/load-corpus';

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

const transcriptsOf = (split: CorpusSplit) => loadCorpus(split).map(({ transcript }) => transcript);

/** Each recognizer blind set, with its size (the first two were written as "at least"). */
const blindSetSizes = [
  ['recognizer-blind', { atLeast: 200 }],
  ['recognizer-blind-2', { atLeast: 150 }],
  ['recognizer-blind-3', { exactly: 200 }],
  ['recognizer-blind-4', { exactly: 150 }],
  ['recognizer-blind-5', { exactly: 150 }],
  ['recognizer-blind-6', { exactly: 150 }],
  ['recognizer-blind-7', { exactly: 150 }],
  ['recognizer-blind-8', { exactly: 150 }],
  ['recognizer-blind-9', { exactly: 148 }],
  ['recognizer-blind-10', { exactly: 150 }],
  ['recognizer-blind-11', { exactly: 150 }],
  ['recognizer-blind-12', { exactly: 150 }],
  ['recognizer-blind-13', { exactly: 150 }],
  ['recognizer-blind-14', { exactly: 150 }],
  ['recognizer-blind-15', { exactly: 150 }],
  ['recognizer-blind-16', { exactly: 150 }],
  ['recognizer-blind-17', { exactly: 149 }],
  ['recognizer-blind-18', { exactly: 150 }],
  ['recognizer-blind-19', { exactly: 148 }],
  ['recognizer-blind-20', { exactly: 149 }],
  ['recognizer-blind-21', { exactly: 146 }],
  ['recognizer-blind-22', { exactly: 150 }],
  ['recognizer-blind-23', { exactly: 146 }],
  ['recognizer-blind-24', { exactly: 146 }],
  ['recognizer-blind-25', { exactly: 148 }],
  ['recognizer-blind-26', { exactly: 144 }],
  ['recognizer-blind-27', { exactly: 149 }],
  ['recognizer-blind-28', { exactly: 147 }],
  ['recognizer-blind-29', { exactly: 147 }],
  ['recognizer-blind-30', { exactly: 139 }],
  ['recognizer-blind-31', { exactly: 140 }],
  ['recognizer-blind-32', { exactly: 147 }],
  ['recognizer-blind-33', { exactly: 149 }],
  ['recognizer-blind-34', { exactly: 147 }],
  ['recognizer-blind-35', { exactly: 146 }],
  ['recognizer-blind-36', { exactly: 140 }],
  ['recognizer-blind-37', { exactly: 138 }],
  ['recognizer-blind-38', { exactly: 149 }],
  ['recognizer-blind-39', { exactly: 149 }],
  ['recognizer-blind-40', { exactly: 150 }],
  ['recognizer-blind-41', { exactly: 146 }],
  ['recognizer-blind-42', { exactly: 149 }],
  ['recognizer-blind-43', { exactly: 145 }],
  ['recognizer-blind-44', { exactly: 144 }],
  ['recognizer-blind-45', { exactly: 135 }],
  ['recognizer-blind-46', { exactly: 147 }],
  ['recognizer-blind-47', { exactly: 138 }],
  ['recognizer-blind-48', { exactly: 147 }],
  ['recognizer-blind-49', { exactly: 144 }],
  ['recognizer-blind-50', { exactly: 130 }],
  ['recognizer-blind-51', { exactly: 123 }],
  ['recognizer-blind-52', { exactly: 144 }],
  ['recognizer-blind-53', { exactly: 133 }],
  ['recognizer-blind-54', { exactly: 139 }],
  ['recognizer-blind-55', { exactly: 138 }],
  ['recognizer-blind-56', { exactly: 245 }],
  ['recognizer-blind-57', { exactly: 240 }],
  ['recognizer-blind-58', { exactly: 272 }],
  ['recognizer-blind-59', { exactly: 242 }],
  ['recognizer-blind-60', { exactly: 299 }],
  ['recognizer-blind-61', { exactly: 246 }],
  ['recognizer-blind-62', { exactly: 218 }],
  ['recognizer-blind-63', { exactly: 247 }],
  ['recognizer-blind-64', { exactly: 285 }],
  ['recognizer-blind-65', { exactly: 258 }],
  ['recognizer-blind-66', { exactly: 245 }],
  ['recognizer-blind-67', { exactly: 245 }],
  ['recognizer-blind-68', { exactly: 215 }],
  ['recognizer-blind-69', { exactly: 206 }],
  ['recognizer-blind-70', { exactly: 230 }],
  ['recognizer-blind-71', { exactly: 250 }],
  ['recognizer-blind-72', { exactly: 205 }],
  ['recognizer-blind-73', { exactly: 208 }],
  ['recognizer-blind-74', { exactly: 240 }],
  ['recognizer-blind-75', { exactly: 225 }],
  ['recognizer-blind-76', { exactly: 207 }],
  ['recognizer-blind-77', { exactly: 208 }],
  ['recognizer-blind-78', { exactly: 225 }],
  ['recognizer-blind-79', { exactly: 225 }],
  ['recognizer-blind-80', { exactly: 210 }],
  ['recognizer-blind-81', { exactly: 217 }],
] as const;

it('gives a size to every recognizer blind set in the blind sets file, and to no other', () => {
  expect(blindSetSizes.map(([split]) => split)).toEqual(recognizerBlindSets());
});

describe.each(blindSetSizes)('%s', (split, size) => {
  const transcripts = transcriptsOf(split);

  it('exists with its size and repeats no transcript', () => {
    if ('exactly' in size) expect(transcripts).toHaveLength(size.exactly);
    else expect(transcripts.length).toBeGreaterThanOrEqual(size.atLeast);
    expect(new Set(transcripts.map(foldText)).size).toBe(transcripts.length);
  });

  it('shares no folded transcript with any other speech split', () => {
    const others = speechSplits()
      .filter((other) => other !== split)
      .flatMap(transcriptsOf);
    expect(others.length).toBeGreaterThan(0);
    expect(overlap(transcripts, others)).toEqual([]);
  });
});
