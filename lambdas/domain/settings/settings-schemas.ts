import * as z from 'zod/mini';

/**
 * A user's settings kept on the account (spec §3 local settings, plus the theme), so a
 * second phone starts with the same ones. Shared with the web app.
 */
export const settingsBodySchema = z.strictObject(
  {
    showPriceFields: z.boolean({ error: 'Informe se os preços aparecem.' }),
    selectedCurrency: z.enum(['BRL', 'EUR'], { error: 'A moeda deve ser BRL ou EUR.' }),
    categorizeItems: z.boolean({ error: 'Informe se os itens são organizados por categoria.' }),
    theme: z.nullable(z.enum(['light', 'dark'], { error: 'O tema deve ser claro ou escuro.' })),
  },
  { error: 'A requisição tem campos desconhecidos.' },
);

export type SettingsBody = z.output<typeof settingsBodySchema>;
