/**
 * User-facing strings of /add-items and the save flow (spec §2 Add items, §4 Saving a list, §5, §8).
 * The voice recorder's own strings and the voice notices live in lib/speech/speech-texts.ts;
 * the typed-item form's, the item row controls' and the duplicate-item notice's in lib/shared-texts.ts.
 */
export const addItemsTexts = {
  title: 'Adicionar Itens',
  total: 'Total',
  toFinalList: 'Ir às compras (Lista Final)',
  draftLimitReason:
    'No modo visitante você pode guardar 1 rascunho. Faça login ou crie uma conta para guardar mais rascunhos.',
  itemCount: (count: number) => (count === 0 ? 'Nenhum item ainda' : count === 1 ? '1 item' : `${count} itens`),
  emptyState: 'Sua lista está vazia. Toque no microfone ou em "Digitar itens" para começar.',
  itemRemoved: (name: string) => `${name} removido da lista`,
  itemsRemoved: (count: number) => `${count} itens removidos da lista`,
  removeByVoiceHint: 'Dica: diga "tira o leite" para remover um item.',
  dismissHint: 'Fechar dica',
  save: 'Salvar Lista',
  emptyListTitle: 'Lista vazia',
  emptyListMessage: 'Adicione itens antes de salvar.',
  checkingSubscription: 'Verificando assinatura...',
  namingTitle: 'Dê um nome à sua lista',
  namingDescription: 'Escolha um nome para encontrar esta lista depois em Listas Salvas.',
  listNameLabel: 'Nome da lista',
  listNamePlaceholder: 'Ex.: Compras da semana',
  cancel: 'Cancelar',
  errorTitle: 'Erro',
  saveFailed: 'Falha ao salvar a lista.',
  draftLoaded: 'Rascunho carregado',
  draftLoadFailed: 'Falha ao carregar a lista. Tente criar uma nova.',
  exitPrompt: 'Você está saindo de uma lista que ainda não foi salva.',
  saveAsDraft: 'Salvar como rascunho',
  discard: 'Descartar',
  draftSaved: 'Rascunho salvo',
  draftSaveFailed: 'Falha ao salvar o rascunho.',
} as const;

/** A loaded draft is saved back this long after each change (spec §4, §9). */
export const draftAutoSaveDelayMs = 1000;
/** Show "Verificando assinatura..." only when the check takes longer than this. */
export const subscriptionNoticeDelayMs = 400;
