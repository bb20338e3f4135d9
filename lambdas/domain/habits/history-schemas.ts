import * as z from 'zod/mini';
import { itemNameSchema } from '../lists/list-schemas';
import { maxHistoryNamesPerRequest } from './history-entry';

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
