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

/**
 * What a device sends: its settings and when they were changed on it (ISO time). The
 * newer change wins, so a device that was offline or closed before its change left never
 * loses it, and never overwrites a newer change made on another phone. Without
 * `changedAt` the change counts as made now.
 */
export const settingsChangeSchema = z.extend(settingsBodySchema, {
  changedAt: z.optional(z.iso.datetime({ error: 'A data da alteração é inválida.' })),
});

export type SettingsChange = z.output<typeof settingsChangeSchema>;

/** The account's settings and when they were changed; both null for an account without any. */
export interface AccountSettings {
  settings: SettingsBody | null;
  changedAt: string | null;
}
