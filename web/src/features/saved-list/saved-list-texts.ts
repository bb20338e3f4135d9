/**
 * User-facing strings of /saved-list/{id} (spec §2 Saved list, §8). The typed-item form's, the
 * item row controls' and the duplicate-item notice's live in lib/shared-texts.ts, shared with /add-items.
 */
export const savedListTexts = {
  savedBadge: 'Lista Salva',
  itemCount: (count: number) => (count === 1 ? '1 item' : `${count} itens`),
  createdOn: (date: string) => `Criada em ${date}`,
  quantity: (quantity: number) => `Qtd: ${quantity}`,
  total: 'Total',
  emptyList: 'Esta lista não tem itens.',
  missingId: 'ID da lista não fornecido',
  signedOut: 'Você precisa estar logado para visualizar esta lista',
  notFound: 'Lista não encontrada ou você não tem permissão para visualizá-la',
  loadFailed: 'Erro ao carregar a lista',
  signIn: 'Fazer Login',
  retry: 'Tentar Novamente',
  backToLists: 'Voltar às Listas',
  trash: 'Lixeira',
  settings: 'Configurações',
  home: 'Início',
  adding: 'Adicionando...',
  purchased: (name: string) => `${name} comprado`,
  reorder: 'Reordenar',
  finishReorder: 'Concluir',
  moveUp: (name: string) => `Mover ${name} para cima`,
  moveDown: (name: string) => `Mover ${name} para baixo`,
  movedTo: (name: string, position: number) => `${name} movido para a posição ${position}`,
  errorTitle: 'Erro',
  updateFailed: 'Falha ao atualizar item.',
  removeFailed: 'Falha ao remover item.',
  addFailed: 'Falha ao adicionar itens.',
} as const;
