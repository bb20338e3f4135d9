import * as z from 'zod/mini';
import { itemNameSchema } from '../lists/list-schemas';

/** Names one POST /history may record (one transaction of at most 100 writes). */
export const maxHistoryNamesPerRequest = 100;

/** POST /history: the names the user just added to a list (typed, spoken or tapped). Shared with the web app. */
export const recordHistoryBodySchema = z.strictObject(
  {
    names: z
      .array(itemNameSchema, { error: 'Informe os nomes dos itens.' })
      .check(
        z.minLength(1, 'Informe ao menos um item.'),
        z.maxLength(maxHistoryNamesPerRequest, `Envie no máximo ${maxHistoryNamesPerRequest} itens por vez.`),
      ),
  },
  { error: 'A requisição tem campos desconhecidos.' },
);

export type RecordHistoryBody = z.output<typeof recordHistoryBodySchema>;

/** One product the user has added before: its latest spelling, how often, and when last. */
export interface HistoryEntry {
  name: string;
  timesAdded: number;
  lastAddedAt: string;
}
