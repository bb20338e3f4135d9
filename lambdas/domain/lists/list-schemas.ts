import * as z from 'zod';

/**
 * Input schemas for lists and items, shared by the API (the rule) and the web app (the
 * convenience). Messages are pt-BR and reach the user as they are.
 */
export const maxNameLength = 200;
/** A transaction holds 100 writes: the list row, the owner's counter row and the items. */
export const maxItemsPerSave = 98;

const unknownField = { error: 'A requisição tem campos desconhecidos.' };

export const listNameSchema = z
  .string({ error: 'Informe o nome da lista.' })
  .trim()
  .min(1, 'Informe o nome da lista.')
  .max(maxNameLength, `O nome da lista pode ter no máximo ${maxNameLength} caracteres.`);

export const itemNameSchema = z
  .string({ error: 'Informe o nome do item.' })
  .trim()
  .min(1, 'Informe o nome do item.')
  .max(maxNameLength, `O nome do item pode ter no máximo ${maxNameLength} caracteres.`);

export const quantitySchema = z
  .number({ error: 'A quantidade deve ser um número inteiro maior que zero.' })
  .int('A quantidade deve ser um número inteiro maior que zero.')
  .min(1, 'A quantidade deve ser um número inteiro maior que zero.')
  .max(9999, 'A quantidade pode ser no máximo 9999.');

export const priceSchema = z
  .number({ error: 'O preço deve ser um número maior ou igual a zero.' })
  .min(0, 'O preço deve ser um número maior ou igual a zero.')
  .max(1_000_000, 'O preço é alto demais.')
  .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, 'O preço pode ter no máximo duas casas decimais.')
  .nullable();

export const categorySchema = z.string().trim().min(1).max(60, 'Categoria inválida.');

export const newItemSchema = z.strictObject(
  {
    name: itemNameSchema,
    quantity: quantitySchema.default(1),
    price: priceSchema.default(null),
    category: categorySchema.optional(),
  },
  unknownField,
);

export const createListBodySchema = z.strictObject(
  {
    name: listNameSchema,
    items: z
      .array(newItemSchema, { error: 'Informe os itens da lista.' })
      .min(1, 'Lista vazia: adicione itens antes de salvar.')
      .max(maxItemsPerSave, `Uma lista pode ser salva com no máximo ${maxItemsPerSave} itens de uma vez.`),
  },
  unknownField,
);

export const listIdSchema = z.uuid();

export type NewItem = z.output<typeof newItemSchema>;
export type CreateListBody = z.output<typeof createListBodySchema>;
