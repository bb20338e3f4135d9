import * as z from 'zod/mini';
import { maxNameLength } from './list-limits';

/**
 * Input schemas for lists and items, shared by the API (the rule) and the web app (the
 * convenience). Messages are pt-BR and reach the user as they are.
 */
/** A transaction holds 100 writes: the list row, the owner's counter row and the items. */
export const maxItemsPerSave = 98;

const unknownField = { error: 'A requisição tem campos desconhecidos.' };

export const listNameSchema = z
  .string({ error: 'Informe o nome da lista.' })
  .check(
    z.trim(),
    z.minLength(1, 'Informe o nome da lista.'),
    z.maxLength(maxNameLength, `O nome da lista pode ter no máximo ${maxNameLength} caracteres.`),
  );

export const itemNameSchema = z
  .string({ error: 'Informe o nome do item.' })
  .check(
    z.trim(),
    z.minLength(1, 'Informe o nome do item.'),
    z.maxLength(maxNameLength, `O nome do item pode ter no máximo ${maxNameLength} caracteres.`),
  );

export const quantitySchema = z
  .number({ error: 'A quantidade deve ser um número inteiro maior que zero.' })
  .check(
    z.int('A quantidade deve ser um número inteiro maior que zero.'),
    z.minimum(1, 'A quantidade deve ser um número inteiro maior que zero.'),
    z.maximum(9999, 'A quantidade pode ser no máximo 9999.'),
  );

export const priceSchema = z.nullable(
  z.number({ error: 'O preço deve ser um número maior ou igual a zero.' }).check(
    z.minimum(0, 'O preço deve ser um número maior ou igual a zero.'),
    z.maximum(1_000_000, 'O preço é alto demais.'),
    z.refine(
      (price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6,
      'O preço pode ter no máximo duas casas decimais.',
    ),
  ),
);

export const categorySchema = z
  .string({ error: 'Categoria inválida.' })
  .check(z.trim(), z.minLength(1, 'Categoria inválida.'), z.maxLength(60, 'Categoria inválida.'));

/** A client-named row (an item or list created offline): the id it will keep. */
const clientIdSchema = z.optional(z.uuid({ error: 'Identificador inválido.' }));

export const newItemSchema = z.strictObject(
  {
    id: clientIdSchema,
    name: itemNameSchema,
    quantity: z._default(quantitySchema, 1),
    price: z._default(priceSchema, null),
    category: z.optional(categorySchema),
  },
  unknownField,
);

export const createListBodySchema = z.strictObject(
  {
    id: clientIdSchema,
    name: listNameSchema,
    items: z.array(newItemSchema, { error: 'Informe os itens da lista.' }).check(
      z.minLength(1, 'Lista vazia: adicione itens antes de salvar.'),
      z.maxLength(maxItemsPerSave, `Uma lista pode ser salva com no máximo ${maxItemsPerSave} itens de uma vez.`),
      z.refine((items) => uniqueIds(items), 'Itens repetidos.'),
    ),
  },
  unknownField,
);

export const listIdSchema = z.uuid();

function uniqueIds(items: { id?: string | undefined }[]): boolean {
  const ids = items.flatMap((item) => (item.id ? [item.id.toLowerCase()] : []));
  return new Set(ids).size === ids.length;
}

export type NewItem = z.output<typeof newItemSchema>;
export type CreateListBody = z.output<typeof createListBodySchema>;

/** Ids of a bulk request on lists: up to 100 per request. */
export const maxListsPerBulk = 100;
/** Ids of a bulk request on items: the items plus the list row fit one transaction. */
export const maxItemsPerBulk = 98;

export const itemIdSchema = z.uuid();
/** An id inside a body: a bad one is a 400 (in a path it is a 404, as a missing row). */
const bodyIdSchema = z.uuid({ error: 'Identificador inválido.' });

export const renameListBodySchema = z.strictObject({ name: listNameSchema }, unknownField);

export const listIdsBodySchema = z.strictObject(
  {
    listIds: z
      .array(bodyIdSchema, { error: 'Informe as listas.' })
      .check(
        z.minLength(1, 'Selecione ao menos uma lista.'),
        z.maxLength(maxListsPerBulk, `Selecione no máximo ${maxListsPerBulk} listas de uma vez.`),
      ),
  },
  unknownField,
);

export const addItemsBodySchema = z.strictObject(
  {
    items: z.array(newItemSchema, { error: 'Informe os itens.' }).check(
      z.minLength(1, 'Informe ao menos um item.'),
      z.maxLength(maxItemsPerSave, `Adicione no máximo ${maxItemsPerSave} itens de uma vez.`),
      z.refine((items) => uniqueIds(items), 'Itens repetidos.'),
    ),
  },
  unknownField,
);

export const updateItemBodySchema = z
  .strictObject(
    {
      name: z.optional(itemNameSchema),
      quantity: z.optional(quantitySchema),
      price: z.optional(priceSchema),
      isPurchased: z.optional(z.boolean({ error: 'isPurchased deve ser verdadeiro ou falso.' })),
      category: z.optional(z.nullable(categorySchema)),
    },
    unknownField,
  )
  .check(
    z.refine(
      (body) => Object.values(body).some((value) => value !== undefined),
      'Informe ao menos um campo para alterar.',
    ),
  );

export const reorderItemsBodySchema = z.strictObject(
  {
    itemIds: z.array(bodyIdSchema, { error: 'Informe a nova ordem dos itens.' }).check(
      z.minLength(1, 'Informe a nova ordem dos itens.'),
      z.maxLength(10_000, 'Itens demais.'),
      z.refine((ids) => new Set(ids).size === ids.length, 'A nova ordem repete itens.'),
    ),
  },
  unknownField,
);

export const itemIdsBodySchema = z.strictObject(
  {
    itemIds: z
      .array(bodyIdSchema, { error: 'Informe os itens.' })
      .check(
        z.minLength(1, 'Selecione ao menos um item.'),
        z.maxLength(maxItemsPerBulk, `Selecione no máximo ${maxItemsPerBulk} itens de uma vez.`),
      ),
  },
  unknownField,
);

export type RenameListBody = z.output<typeof renameListBodySchema>;
export type AddItemsBody = z.output<typeof addItemsBodySchema>;
export type UpdateItemBody = z.output<typeof updateItemBodySchema>;
