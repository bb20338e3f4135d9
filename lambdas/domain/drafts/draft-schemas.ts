import * as z from 'zod';
import { itemNameSchema, maxNameLength, priceSchema, quantitySchema } from '../lists/list-schemas';

/**
 * Schemas of the remote copies of local drafts (spec §3 Draft), shared by the API and the
 * web app. The client names its drafts ("Rascunho N", spec §5), so the server requires a name.
 */
export const maxDraftItems = 500;

const unknownField = { error: 'A requisição tem campos desconhecidos.' };

/** The draft's local id (the key the device uses): 1..64 of [A-Za-z0-9_-]. */
export const draftLocalIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

const isoTimeSchema = (field: string) =>
  z
    .string({ error: `Informe ${field}.` })
    .max(40, `${field} inválido.`)
    .refine((value) => z.iso.datetime({ offset: true }).safeParse(value).success, `${field} inválido.`)
    .transform((value) => new Date(value).toISOString());

export const draftItemSchema = z.strictObject(
  {
    id: z.number({ error: 'Item de rascunho inválido.' }).int('Item de rascunho inválido.').min(0, 'Item de rascunho inválido.').max(Number.MAX_SAFE_INTEGER, 'Item de rascunho inválido.'),
    name: itemNameSchema,
    quantity: quantitySchema.default(1),
    price: priceSchema.default(null),
    selected: z.boolean({ error: 'Item de rascunho inválido.' }).default(false),
  },
  unknownField,
);

export const saveDraftBodySchema = z.strictObject(
  {
    name: z
      .string({ error: 'Informe o nome do rascunho.' })
      .trim()
      .min(1, 'Informe o nome do rascunho.')
      .max(maxNameLength, `O nome do rascunho pode ter no máximo ${maxNameLength} caracteres.`),
    items: z
      .array(draftItemSchema, { error: 'Informe os itens do rascunho.' })
      .max(maxDraftItems, `Um rascunho pode ter no máximo ${maxDraftItems} itens.`),
    createdAt: isoTimeSchema('a data de criação'),
    updatedAt: isoTimeSchema('a data de atualização'),
  },
  unknownField,
);

export type DraftItem = z.output<typeof draftItemSchema>;
export type SaveDraftBody = z.output<typeof saveDraftBodySchema>;
