import * as z from 'zod/mini';

/** The names already on the list, sent with a transcript or a recording so removals can be matched. */
export const currentItemsSchema = z
  .array(z.string().check(z.maxLength(200, 'Nome de item longo demais.')), { error: 'A lista atual é inválida.' })
  .check(z.maxLength(500, 'A lista atual tem itens demais.'));

/**
 * The body of process-grocery-speech (spec §7): one transcript and the names already on
 * the list. Bounds keep one call small: a sentence, and a list of at most a few hundred names.
 */
export const speechRequestSchema = z.strictObject(
  {
    transcript: z
      .string({ error: 'Nenhuma fala detectada' })
      .check(
        z.trim(),
        z.minLength(1, 'Nenhuma fala detectada'),
        z.maxLength(1000, 'A fala é longa demais. Tente dizer menos itens de cada vez.'),
      ),
    currentItems: z._default(currentItemsSchema, []),
    action: z._default(z.literal('smart_process', { error: 'Ação desconhecida.' }), 'smart_process'),
  },
  { error: 'A requisição tem campos desconhecidos.' },
);
