import { sharedTexts } from '@/lib/shared-texts';

/** User-facing strings of the offline layer: the sync status line and the notices of changes the server refused. */
export const offlineTexts = {
  offline: sharedTexts.offline,
  pending: (count: number) => (count === 1 ? '1 alteração pendente' : `${count} alterações pendentes`),
  synced: 'Todas as alterações foram sincronizadas',
  editDropped: (name: string) => `Alteração em "${name}" descartada`,
  changeRefused: 'Uma alteração não foi salva',
  listGone: 'Você não tem mais acesso a esta lista',
  listGoneChanges: 'As alterações feitas nela sem conexão foram descartadas.',
  keptAsDraft: (name: string) => `"${name}" foi guardada nos rascunhos`,
} as const;
