/** User-facing strings of /drafts and of the drafts sync (spec §2 Drafts, §8 Drafts and Sync). */
export const draftsTexts = {
  title: 'Rascunhos',
  /** Spec §2, as written there. */
  heading: (count: number) => `${count} rascunho(s) salvos`,
  itemCount: (count: number) => (count === 1 ? '1 item' : `${count} itens`),
  updatedAt: (dateTime: string) => `Atualizado em ${dateTime}`,
  continueDraft: (name: string) => `Continuar ${name}`,
  deleteDraft: (name: string) => `Deletar ${name}`,
  deleteTitle: 'Deletar Rascunho',
  deleteDescription: (name: string) => `Tem certeza que deseja deletar "${name}"? Esta ação não pode ser desfeita.`,
  deleteConfirm: 'Deletar',
  deleted: 'Rascunho deletado',
  errorTitle: 'Erro',
  deleteFailed: 'Falha ao deletar o rascunho.',
  empty: 'Você ainda não tem rascunhos salvos',
  createFirst: 'Criar primeira lista',
  syncedTitle: 'Rascunhos sincronizados',
  syncedMessage: (count: number) =>
    count === 1 ? '1 rascunho foi sincronizado' : `${count} rascunhos foram sincronizados com sucesso`,
} as const;
