import { foldText } from '../text/fold-text';

/** One product the user has added before: its latest spelling, how often, and when last. */
export interface HistoryEntry {
  name: string;
  timesAdded: number;
  lastAddedAt: string;
}

/** Names one POST /history may record (one transaction of at most 100 writes). */
export const maxHistoryNamesPerRequest = 100;

/** The key of a product in the history: its folded name ("Feijão " and "feijao" are one). */
export const historyKeyOf = (name: string): string => foldText(name);

/** Most frequent first, then most recent, then by name: the order suggestions are offered in. */
export function byFrequency(a: HistoryEntry, b: HistoryEntry): number {
  return (
    b.timesAdded - a.timesAdded || b.lastAddedAt.localeCompare(a.lastAddedAt) || a.name.localeCompare(b.name, 'pt-BR')
  );
}
