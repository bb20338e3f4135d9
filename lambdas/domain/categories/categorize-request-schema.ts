import * as z from 'zod/mini';

/** The body of categorize-grocery-items (spec §7): the names of a list's items. */
export const categorizeRequestSchema = z.strictObject(
  {
    items: z
      .array(z.string({ error: 'Informe os nomes dos itens.' }).check(z.maxLength(200, 'Nome de item longo demais.')), {
        error: 'Informe os nomes dos itens.',
      })
      .check(z.maxLength(500, 'Itens demais para categorizar de uma vez.')),
  },
  { error: 'A requisição tem campos desconhecidos.' },
);
