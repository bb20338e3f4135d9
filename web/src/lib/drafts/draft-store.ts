import { storageKeys } from '../storage-keys';

/** A draft item (spec §3): numeric id, name, quantity (default 1), price (nullable), selected. */
export interface DraftItem {
  id: number;
  name: string;
  quantity: number;
  price: number | null;
  selected: boolean;
}

/** A local draft (spec §3, key groceryDrafts). `synced` turns true after the remote copy was saved. */
export interface LocalDraft {
  id: string;
  name: string;
  items: DraftItem[];
  createdAt: string;
  updatedAt: string;
  synced: boolean;
}

/** Thrown when the browser's storage refuses a write (private mode, quota). */
export class DraftStorageError extends Error {
  constructor(cause: unknown) {
    super('Falha ao gravar os rascunhos', { cause });
    this.name = 'DraftStorageError';
  }
}

/** Spec §9: the automatic name's prefix. */
export const draftNamePrefix = 'Rascunho';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedDrafts: LocalDraft[] = [];

function toDraftItem(value: unknown, index: number): DraftItem | undefined {
  if (typeof value === 'string')
    return value.trim() ? { id: index, name: value.trim(), quantity: 1, price: null, selected: false } : undefined;
  const item = value as Partial<DraftItem> | null;
  if (!item || typeof item.name !== 'string' || !item.name.trim()) return undefined;
  const quantity =
    typeof item.quantity === 'number' && Number.isInteger(item.quantity) && item.quantity >= 1
      ? Math.min(item.quantity, 9999)
      : 1;
  const price =
    typeof item.price === 'number' && Number.isFinite(item.price) && item.price >= 0
      ? Math.round(item.price * 100) / 100
      : null;
  return {
    id: typeof item.id === 'number' && Number.isSafeInteger(item.id) && item.id >= 0 ? item.id : index,
    name: item.name.trim(),
    quantity,
    price,
    selected: item.selected === true,
  };
}

function toDraft(value: unknown): LocalDraft | undefined {
  const draft = value as Partial<LocalDraft> | null;
  if (!draft || typeof draft.id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(draft.id) || !Array.isArray(draft.items))
    return undefined;
  const now = new Date().toISOString();
  const createdAt =
    typeof draft.createdAt === 'string' && !Number.isNaN(Date.parse(draft.createdAt)) ? draft.createdAt : now;
  const updatedAt =
    typeof draft.updatedAt === 'string' && !Number.isNaN(Date.parse(draft.updatedAt)) ? draft.updatedAt : createdAt;
  return {
    id: draft.id,
    name: typeof draft.name === 'string' ? draft.name : '',
    items: draft.items.map(toDraftItem).filter((item): item is DraftItem => item !== undefined),
    createdAt,
    updatedAt,
    synced: draft.synced === true,
  };
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(storageKeys.drafts);
  } catch {
    return null;
  }
}

/** The local drafts as stored (unsorted). Unreadable entries are skipped. Same array while storage is unchanged. */
export function readDrafts(): LocalDraft[] {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedDrafts;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedDrafts = Array.isArray(parsed)
      ? parsed.map(toDraft).filter((draft): draft is LocalDraft => draft !== undefined)
      : [];
  } catch {
    cachedDrafts = [];
  }
  return cachedDrafts;
}

function writeDrafts(drafts: LocalDraft[]): void {
  try {
    localStorage.setItem(storageKeys.drafts, JSON.stringify(drafts));
  } catch (error) {
    throw new DraftStorageError(error);
  }
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Newest update first (spec §2 Drafts). */
export function sortByUpdate(drafts: readonly LocalDraft[]): LocalDraft[] {
  return [...drafts].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

export function getDraft(id: string): LocalDraft | undefined {
  return readDrafts().find((draft) => draft.id === id);
}

/** The most recently updated draft, if any. */
export function latestDraft(): LocalDraft | undefined {
  return sortByUpdate(readDrafts())[0];
}

/**
 * "Rascunho N" with the smallest positive N not already used (spec §5). Both readings of the
 * spec count as used: "Rascunho 2" and "rascunho2".
 */
export function nextDraftName(drafts: readonly LocalDraft[] = readDrafts()): string {
  const used = new Set<number>();
  for (const draft of drafts) {
    const match = /^rascunho\s?(\d+)$/i.exec(draft.name.trim());
    if (match) used.add(Number(match[1]));
  }
  let n = 1;
  while (used.has(n)) n += 1;
  return `${draftNamePrefix} ${n}`;
}

function newDraftId(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `draft_${Date.now().toString(36)}_${random}`;
}

/** Creates an unsynced draft; a blank name gets the automatic one. Throws DraftStorageError. */
export function createDraft({ name = '', items }: { name?: string; items: DraftItem[] }): LocalDraft {
  const drafts = readDrafts();
  const now = new Date().toISOString();
  const draft: LocalDraft = {
    id: newDraftId(),
    name: name.trim() || nextDraftName(drafts),
    items,
    createdAt: now,
    updatedAt: now,
    synced: false,
  };
  writeDrafts([...drafts, draft]);
  return draft;
}

/**
 * Changes a draft (spec §4): synced becomes false and updatedAt is refreshed; a blank name
 * gets the automatic one. Answers undefined when the draft is gone. Throws DraftStorageError.
 */
export function updateDraft(id: string, changes: { name?: string; items?: DraftItem[] }): LocalDraft | undefined {
  const drafts = readDrafts();
  const current = drafts.find((draft) => draft.id === id);
  if (!current) return undefined;
  const others = drafts.filter((draft) => draft.id !== id);
  const name = changes.name === undefined ? current.name : changes.name.trim() || nextDraftName(others);
  const updated: LocalDraft = {
    ...current,
    name,
    items: changes.items ?? current.items,
    updatedAt: new Date().toISOString(),
    synced: false,
  };
  writeDrafts(drafts.map((draft) => (draft.id === id ? updated : draft)));
  return updated;
}

/** Removes a draft. Throws DraftStorageError. */
export function deleteDraft(id: string): void {
  writeDrafts(readDrafts().filter((draft) => draft.id !== id));
}

/** Marks a draft synced, unless it changed after the copy that was sent (`updatedAt`). */
export function markDraftSynced(id: string, updatedAt: string): void {
  const drafts = readDrafts();
  if (!drafts.some((draft) => draft.id === id && draft.updatedAt === updatedAt && !draft.synced)) return;
  try {
    writeDrafts(drafts.map((draft) => (draft.id === id ? { ...draft, synced: true } : draft)));
  } catch (error) {
    console.warn('Falha ao marcar o rascunho como sincronizado', error);
  }
}

/**
 * Spec §5: the legacy single draft (key draftGroceryItems: an array of item names or
 * items, or an object with `items`) becomes a draft with an automatic name; the key is
 * removed, also when it is corrupt. Answers the new draft, if one was made.
 */
export function migrateLegacyDraft(): LocalDraft | undefined {
  let raw: string | null;
  try {
    raw = localStorage.getItem(storageKeys.legacyDraft);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  let migrated: LocalDraft | undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    const list: unknown = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown } | null)?.items;
    if (Array.isArray(list)) {
      const base = Date.now();
      const items = list.map(toDraftItem).filter((item): item is DraftItem => item !== undefined);
      if (items.length > 0)
        migrated = createDraft({ items: items.map((item, index) => ({ ...item, id: base + index })) });
    }
  } catch (error) {
    console.warn('Rascunho antigo ilegível: removido', error);
  }
  try {
    localStorage.removeItem(storageKeys.legacyDraft);
  } catch {
    // Nothing more to do.
  }
  return migrated;
}

/** Calls `listener` after every change to the drafts, in this tab or another one. */
export function subscribeToDrafts(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === storageKeys.drafts) notify();
}
