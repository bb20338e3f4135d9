import type { Draft } from '@domain/drafts/draft-types';
import { apiFetch } from '@/lib/api-client';
import type { LocalDraft } from '@/lib/drafts/draft-store';

/** Whose remote copy: the signed-in user's (/drafts) or this guest device's (/device/drafts). */
export type DraftOwnerKind = 'user' | 'device';

const basePath = (owner: DraftOwnerKind) => (owner === 'user' ? '/drafts' : '/device/drafts');

/** PUT /drafts/{localId} (or /device/drafts/{localId}): saves the remote copy; 403 LIMIT_REACHED for a guest's second draft. */
export async function putRemoteDraft(owner: DraftOwnerKind, draft: LocalDraft): Promise<Draft> {
  const body = { name: draft.name, items: draft.items, createdAt: draft.createdAt, updatedAt: draft.updatedAt };
  const answer = await apiFetch<{ draft: Draft; synced: true }>(`${basePath(owner)}/${encodeURIComponent(draft.id)}`, {
    method: 'PUT',
    body,
  });
  return answer.draft;
}

/** DELETE /drafts/{localId} (or /device/drafts/{localId}). */
export async function deleteRemoteDraft(owner: DraftOwnerKind, localId: string): Promise<void> {
  await apiFetch<void>(`${basePath(owner)}/${encodeURIComponent(localId)}`, { method: 'DELETE' });
}

/** POST /devices/link: this device's ownerless drafts become the signed-in user's (spec §4 Device linking). */
export async function linkDevice(): Promise<{ linkedDrafts: number }> {
  return apiFetch<{ linkedDrafts: number }>('/devices/link', { method: 'POST' });
}
