/** User-facing strings of /saved-lists (spec §2 Saved lists, §8). */
export const savedListsTexts = {
  title: 'Listas Salvas',
  signedOut: 'Faça login para ver suas listas salvas',
  signIn: 'Fazer Login',
  draftsSection: 'Rascunhos',
  listsSection: 'Listas Salvas',
  empty: 'Você ainda não tem listas salvas.',
  createFirst: 'Criar primeira lista',
  newList: 'Nova Lista',
  itemCount: (count: number) => (count === 1 ? '1 item' : `${count} itens`),
  createdOn: (date: string) => `Criada em ${date}`,
  errorTitle: 'Erro',
  loadFailed: 'Falha ao carregar listas salvas.',
  retry: 'Tentar Novamente',
} as const;
