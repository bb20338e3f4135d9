import * as z from 'zod/mini';
import { maxNameLength } from '../lists/list-limits';
import { itemNameSchema, priceSchema, quantitySchema } from '../lists/list-schemas';

/**
 * Schemas of the remote copies of local drafts (spec §3 Draft), shared by the API and the
 * web app. The client names its drafts ("Rascunho N", spec §5), so the server requires a name.
 */
export const maxDraftItems = 500;

const unknownField = { error: 'A requisição tem campos desconhecidos.' };

/** The draft's local id (the key the device uses): 1..64 of [A-Za-z0-9_-]. */
export const draftLocalIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

const isoTimeSchema = (field: string) =>
  z.pipe(
    z.string({ error: `Informe ${field}.` }).check(
      z.maxLength(40, `${field} inválido.`),
      z.refine((value) => z.iso.datetime({ offset: true }).safeParse(value).success, `${field} inválido.`),
    ),
    z.transform((value: string) => new Date(value).toISOString()),
  );

export const draftItemSchema = z.strictObject(
  {
    id: z
      .number({ error: 'Item de rascunho inválido.' })
      .check(
        z.int('Item de rascunho inválido.'),
        z.minimum(0, 'Item de rascunho inválido.'),
        z.maximum(Number.MAX_SAFE_INTEGER, 'Item de rascunho inválido.'),
      ),
    name: itemNameSchema,
    quantity: z._default(quantitySchema, 1),
    price: z._default(priceSchema, null),
    selected: z._default(z.boolean({ error: 'Item de rascunho inválido.' }), false),
  },
  unknownField,
);

export const saveDraftBodySchema = z.strictObject(
  {
    name: z
      .string({ error: 'Informe o nome do rascunho.' })
      .check(
        z.trim(),
        z.minLength(1, 'Informe o nome do rascunho.'),
        z.maxLength(maxNameLength, `O nome do rascunho pode ter no máximo ${maxNameLength} caracteres.`),
      ),
    items: z
      .array(draftItemSchema, { error: 'Informe os itens do rascunho.' })
      .check(z.maxLength(maxDraftItems, `Um rascunho pode ter no máximo ${maxDraftItems} itens.`)),
    createdAt: isoTimeSchema('a data de criação'),
    updatedAt: isoTimeSchema('a data de atualização'),
  },
  unknownField,
);

export type DraftItem = z.output<typeof draftItemSchema>;
export type SaveDraftBody = z.output<typeof saveDraftBodySchema>;
