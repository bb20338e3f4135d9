import * as z from 'zod';

/**
 * The body of process-grocery-speech (spec §7): one transcript and the names already on
 * the list. Bounds keep one call small: a sentence, and a list of at most a few hundred names.
 */
export const speechRequestSchema = z.strictObject(
  {
    transcript: z
      .string({ error: 'Nenhuma fala detectada' })
      .trim()
      .min(1, 'Nenhuma fala detectada')
      .max(1000, 'A fala é longa demais. Tente dizer menos itens de cada vez.'),
    currentItems: z
      .array(z.string().max(200, 'Nome de item longo demais.'), { error: 'A lista atual é inválida.' })
      .max(500, 'A lista atual tem itens demais.')
      .default([]),
    action: z.literal('smart_process', { error: 'Ação desconhecida.' }).default('smart_process'),
  },
  { error: 'A requisição tem campos desconhecidos.' },
);
