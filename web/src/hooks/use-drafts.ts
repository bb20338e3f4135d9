import { useSyncExternalStore } from 'react';
import { readDrafts, subscribeToDrafts, type LocalDraft } from '@/lib/drafts/draft-store';

/** The local drafts (spec §3), kept current across tabs. */
export function useDrafts(): LocalDraft[] {
  return useSyncExternalStore(subscribeToDrafts, readDrafts, readDrafts);
}
