import * as z from 'zod/mini';
import { DomainError, ValidationError, type DomainErrorCode } from '../errors';
import { ptBRValidationError } from '../validation-messages';
import { GroupFull, type ItemsService } from './items-service';
import { maxChangesPerBatch } from './list-limits';
import { invalidOperationIdMessage } from './operations';
import { addItemsBodySchema, reorderItemsBodySchema, updateItemBodySchema } from './list-schemas';

export const unknownChangeKindMessage = 'Tipo de alteração desconhecido.';

const unknownField = { error: 'A requisição tem campos desconhecidos.' };
const changeIdSchema = z.uuid({ error: invalidOperationIdMessage });
const itemIdSchema = z.uuid({ error: 'Identificador inválido.' });

/**
 * The request: each change names its operation id and kind; the rest of a change is checked
 * against its kind's schema one by one, so a malformed change is refused alone and the
 * others are applied.
 */
export const listChangesBodySchema = z.strictObject(
  {
    changes: z
      .array(z.looseObject({ id: changeIdSchema, kind: z.string({ error: unknownChangeKindMessage }) }), {
        error: 'Informe as alterações.',
      })
      .check(
        z.minLength(1, 'Informe ao menos uma alteração.'),
        z.maxLength(maxChangesPerBatch, `Envie no máximo ${maxChangesPerBatch} alterações de uma vez.`),
        z.refine(
          (changes) => new Set(changes.map((change) => change.id.toLowerCase())).size === changes.length,
          'Alterações repetidas.',
        ),
      ),
  },
  unknownField,
);

/** What applying one change needs: the items service, the caller, the list and the change's operation id. */
interface Context {
  items: ItemsService;
  userId: string;
  listId: string;
  operationId: string;
}

/** One kind of change a batch carries: its fields (checked here, a pt-BR 400 per change) and how it is applied. */
const kind =
  <S extends z.ZodMiniType>(schema: S, apply: (context: Context, change: z.output<S>) => Promise<unknown>) =>
  (context: Context, raw: unknown) => {
    const parsed = schema.safeParse(raw, { error: ptBRValidationError });
    if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Dados inválidos.');
    return apply(context, parsed.data);
  };

const changeOf = <K extends string, S extends z.core.$ZodLooseShape>(name: K, shape: S) =>
  z.strictObject({ id: changeIdSchema, kind: z.literal(name), ...shape }, unknownField);

/**
 * The kinds a batch carries, each applied by the same service call as its single route (so
 * ownership, membership, limits and operation ids hold alike): the item changes of one
 * list, the bulk of what an offline phone queues.
 */
const batchKinds: Record<string, (context: Context, raw: unknown) => Promise<unknown>> = {
  addItems: kind(changeOf('addItems', { items: addItemsBodySchema.shape.items }), (c, change) =>
    c.items.add(c.userId, c.listId, { items: change.items }, c.operationId),
  ),
  updateItem: kind(changeOf('updateItem', { itemId: itemIdSchema, changes: updateItemBodySchema }), (c, change) =>
    c.items.update(c.userId, c.listId, change.itemId, change.changes, c.operationId),
  ),
  removeItem: kind(changeOf('removeItem', { itemId: itemIdSchema }), (c, change) =>
    c.items.remove(c.userId, c.listId, change.itemId, c.operationId),
  ),
  reorderItems: kind(changeOf('reorderItems', { itemIds: reorderItemsBodySchema.shape.itemIds }), (c, change) =>
    c.items.reorder(c.userId, c.listId, change.itemIds, c.operationId),
  ),
};

export type ListChangesBody = z.output<typeof listChangesBodySchema>;

/** Per change, in the order sent: applied (now or by an earlier send of the same id), or refused with its pt-BR message. */
export type ChangeResult =
  { id: string; outcome: 'applied' } | { id: string; outcome: 'refused'; code: DomainErrorCode; message: string };

export interface BatchResult {
  results: ChangeResult[];
  /** An unexpected failure that stopped the batch: the changes after the last result were not tried. */
  stoppedBy?: unknown;
}

type Change = ListChangesBody['changes'][number];

/**
 * Applies a list's changes in order, each once per operation id: a refused change (deleted
 * item, bad fields) is reported and the next one still runs, as if each had been sent alone.
 * The list is read once and the changes' writes go out in groups, one transaction each; a
 * group refused as a whole (another phone changed the list meanwhile, a replay) is applied
 * again change by change, so each gets its own answer. An unexpected failure (the table
 * unavailable) stops the batch: what was applied stays applied and is reported, the rest is
 * left for the client to send again; when nothing was applied the failure is thrown (a 5xx,
 * so the whole batch is retried). A list the caller may not use is refused as a whole
 * (404), before anything runs.
 */
export async function applyListChanges(
  items: ItemsService,
  userId: string,
  listId: string,
  changes: ListChangesBody['changes'],
): Promise<BatchResult> {
  const batch = items.batch();
  await batch.access(userId, listId);
  const results: ChangeResult[] = [];
  let group: { change: Change; result: ChangeResult }[] = [];

  const run = async (service: ItemsService, change: Change): Promise<ChangeResult> => {
    try {
      const apply = Object.hasOwn(batchKinds, change.kind) ? batchKinds[change.kind] : undefined;
      if (!apply) throw new ValidationError(unknownChangeKindMessage);
      await apply({ items: service, userId, listId, operationId: change.id.toLowerCase() }, change);
      return { id: change.id, outcome: 'applied' };
    } catch (error) {
      if (error instanceof DomainError)
        return { id: change.id, outcome: 'refused', code: error.code, message: error.message };
      throw error;
    }
  };
  /** Sends the pending group; refused as a whole, its changes are applied again one by one. */
  const settle = async () => {
    if (!(await batch.flush())) for (const pending of group) pending.result = await run(items, pending.change);
    results.push(...group.map((pending) => pending.result));
    group = [];
  };

  try {
    for (const change of changes) {
      let result: ChangeResult;
      try {
        result = await run(batch, change);
      } catch (error) {
        if (!(error instanceof GroupFull)) throw error;
        await settle();
        result = await run(batch, change);
      }
      group.push({ change, result });
    }
    await settle();
  } catch (error) {
    if (results.length === 0) throw error;
    return { results, stoppedBy: error };
  }
  return { results };
}
