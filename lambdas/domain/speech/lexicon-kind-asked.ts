/**
 * Word lists of a change of mind that names only another kind of the product just rejected
 * (issue 27, kind66: "um pacote de linguiça calabresa não … então frango" → `Linguiça de frango`). Pure data,
 * written folded (no accents, as the engine compares them).
 */

import { wordList } from './word-list';

const wordSet = (text: string): ReadonlySet<string> => new Set(wordList(text));

/** Words that open a kind said in two words ("zero lactose", "sem glúten", "com gás"): both are the kind. */
export const KIND_OPENERS = wordSet('zero sem com');

/** The most words a reason said between an item and a request for another kind of it may take ("a mari falou que …"). */
export const MOST_REASON_WORDS = 16;

/** What leads the kind chosen after a reason said without "não": "… ninguém gosta então tinto", "… melhor o seco". */
export const THEN_KIND_LEADS = wordSet('entao melhor');

/** What opens only a kind asked for with its article after a product said alone: "pega o de babosa", "a sem sal". */
export const KIND_LEADS = wordSet('de sem com');

/** Plural sizes that, after a plural noun of a kind, say which ones it is for: "ração filhote raças pequenas". */
export const SIZES_OF_A_KIND = wordSet('pequenos pequenas grandes medios medias');
