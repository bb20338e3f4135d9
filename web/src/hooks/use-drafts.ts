import { useSyncExternalStore } from 'react';
import { readDrafts, subscribeToDrafts, type LocalDraft } from '@/lib/drafts/draft-store';

const noDrafts: LocalDraft[] = [];

/**
 * The local drafts (spec §3), kept current across tabs. The build pre-renders the home screen
 * of a device without drafts (index.html shows it only then), hence none while hydrating.
 */
export function useDrafts(): LocalDraft[] {
  return useSyncExternalStore(subscribeToDrafts, readDrafts, () => noDrafts);
}
