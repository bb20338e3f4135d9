import { ConflictError, LimitReachedError, NotFoundError } from '../errors';
import { WriteConflict } from '../write-conflict';
import type { SaveDraftBody } from './draft-schemas';
import type { Draft, DraftOwner } from './draft-types';

export const draftNotFoundMessage = 'Rascunho não encontrado.';
export const draftLimitMessage = 'Você atingiu o limite de 1 rascunho sem conta. Entre ou cadastre-se para continuar.';
export const draftConflictMessage =
  'Este rascunho foi alterado depois em outro lugar; a versão mais recente foi mantida.';

/** What the drafts service needs from storage; the DynamoDB adapter implements it. */
export interface DraftsRepository {
  /** The owner's drafts. */
  list(owner: DraftOwner): Promise<Draft[]>;
  /**
   * Upserts the draft unless the stored one is newer (WriteConflict `stale`). For a device it
   * also claims the device's one free draft in the same transaction: refused (`limit`) when
   * the device already saved another local id.
   */
  save(owner: DraftOwner, draft: Draft, at: string): Promise<void>;
  /** Deletes the draft; false when there was none. */
  remove(owner: DraftOwner, localId: string): Promise<boolean>;
}

/**
 * Remote copies of local drafts (spec §3, §4), for a signed-in user or a guest device.
 * Last writer wins by updatedAt; a guest device keeps 1 draft (spec §6, §9).
 */
export function draftsService({
  repository,
  now = () => new Date(),
}: {
  repository: DraftsRepository;
  now?: () => Date;
}) {
  return {
    async list(owner: DraftOwner): Promise<Draft[]> {
      return (await repository.list(owner)).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    },

    async save(owner: DraftOwner, localId: string, body: SaveDraftBody): Promise<Draft> {
      const draft: Draft = {
        id: localId,
        name: body.name,
        items: body.items,
        createdAt: body.createdAt,
        updatedAt: body.updatedAt,
      };
      try {
        await repository.save(owner, draft, now().toISOString());
      } catch (error) {
        if (error instanceof WriteConflict && error.reason === 'limit') throw new LimitReachedError(draftLimitMessage);
        if (error instanceof WriteConflict) throw new ConflictError(draftConflictMessage);
        throw error;
      }
      return draft;
    },

    async remove(owner: DraftOwner, localId: string): Promise<void> {
      if (!(await repository.remove(owner, localId))) throw new NotFoundError(draftNotFoundMessage);
    },
  };
}
