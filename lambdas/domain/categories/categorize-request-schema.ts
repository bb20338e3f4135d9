import * as z from 'zod';

/** The body of categorize-grocery-items (spec §7): the names of a list's items. */
export const categorizeRequestSchema = z.strictObject(
  {
    items: z
      .array(z.string({ error: 'Informe os nomes dos itens.' }).max(200, 'Nome de item longo demais.'), { error: 'Informe os nomes dos itens.' })
      .max(500, 'Itens demais para categorizar de uma vez.'),
  },
  { error: 'A requisição tem campos desconhecidos.' },
);
