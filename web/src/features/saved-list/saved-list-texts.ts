/** User-facing strings of /saved-list/{id} (spec §2 Saved list, §8). */
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
} as const;
