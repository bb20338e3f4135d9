import * as z from 'zod/mini';
import { CATEGORY_NAMES } from '../categories/categories';

const orderMessage = `Informe as ${CATEGORY_NAMES.length} categorias, cada uma uma vez.`;

/** PUT /category-order: the 22 categories in the order of the user's shop's aisles. Shared with the web app. */
export const categoryOrderBodySchema = z.strictObject(
  {
    categories: z
      .array(z.enum(CATEGORY_NAMES as [string, ...string[]], { error: 'Categoria desconhecida.' }), {
        error: orderMessage,
      })
      .check(
        z.length(CATEGORY_NAMES.length, orderMessage),
        z.refine((names) => new Set(names).size === names.length, orderMessage),
      ),
  },
  { error: 'A requisição tem campos desconhecidos.' },
);

export type CategoryOrderBody = z.output<typeof categoryOrderBodySchema>;
