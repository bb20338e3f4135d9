import { byFrequency, historyKeyOf, type HistoryEntry } from './history-entry';

/** A name to record, with the key that makes "Feijão" and "feijao " one product. */
export interface HistoryName {
  key: string;
  name: string;
}

export interface HistoryRepository {
  /** The user's entries (at most `maxHistoryEntries`). */
  list(userId: string): Promise<HistoryEntry[]>;
  /** Adds 1 to each name's count and sets its spelling and date, all or nothing. */
  record(userId: string, names: HistoryName[], at: string): Promise<void>;
}

/** How many entries GET /history answers at most (the most frequent suggestions need no more). */
export const maxHistoryEntries = 5_000;

/**
 * A signed-in user's item history (issue 29), kept on the account so every phone suggests
 * the same products. A name repeated in one request counts once.
 */
export function historyService({
  repository,
  now = () => new Date(),
}: {
  repository: HistoryRepository;
  now?: () => Date;
}) {
  return {
    async list(userId: string): Promise<HistoryEntry[]> {
      return (await repository.list(userId)).sort(byFrequency);
    },
    async record(userId: string, names: readonly string[]): Promise<{ recorded: number }> {
      const unique = new Map<string, HistoryName>();
      for (const name of names) unique.set(historyKeyOf(name), { key: historyKeyOf(name), name: name.trim() });
      await repository.record(userId, [...unique.values()], now().toISOString());
      return { recorded: unique.size };
    },
  };
}
