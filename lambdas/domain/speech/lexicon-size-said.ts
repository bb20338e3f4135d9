import { wordList } from './word-list';

/**
 * Closed classes of what is said with a size, a count or the name that only describes the item (issue 27,
 * look69): read by `rules/size-said.ts`. Folded.
 */

/** What rounds a size up, after "e": "de um quilo e pouco", "de um metro e meio", "de dois litros e pouquinho". */
export const SIZE_ROUNDERS: ReadonlySet<string> = new Set(wordList('pouco pouquinho meio meia'));
