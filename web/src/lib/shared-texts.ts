/**
 * User-facing strings of the app shell and the shared components, copied from spec.md
 * where the spec gives them.
 */
export const sharedTexts = {
  loading: 'Carregando...',
  appName: 'Lista de Compras por Voz',
  nav: {
    label: 'Navegação principal',
    home: 'Início',
    savedLists: 'Listas Salvas',
    profile: 'Perfil',
    back: 'Voltar',
  },
  notFound: {
    code: '404',
    title: 'Ops! Página não encontrada',
    backHome: 'Voltar ao Início',
  },
  loginDialog: {
    title: 'Login Necessário',
    description: 'Faça login ou crie uma conta para salvar suas listas e acessá-las de qualquer lugar.',
    register: 'Cadastrar-se para continuar',
  },
  /** Sharing the app from the profile, and the install banner's copy-link fallback. */
  shareApp: {
    label: 'Compartilhar o app',
    message: 'Monte sua lista de compras falando: experimente a Lista de Compras por Voz.',
    copied: 'Link copiado!',
    copyFailed: 'Copie o link do app',
  },
  /** The toasts' screen-reader labels (sonner's own are English); Alt+T moves focus to them. */
  toasts: {
    region: 'Avisos (Alt+T)',
    dialogRegion: 'Avisos da janela',
    close: 'Fechar aviso',
  },
  itemCount: (count: number) => (count === 1 ? '1 item' : `${count} itens`),
  /** The category groups' aisle-order buttons (issue 29). */
  categoryGroups: {
    moveUp: (name: string) => `Mover ${name} para cima`,
    moveDown: (name: string) => `Mover ${name} para baixo`,
    movedTo: (name: string, position: number) => `${name} movido para a posição ${position}`,
  },
  dialogClose: 'Fechar',
  cancel: 'Cancelar',
  errorTitle: 'Erro',
  /** The buttons of every limit dialog (spec §2 Dialogs). */
  limitDialogButtons: {
    upgrade: 'Upgrade para Premium',
    continueWithLimit: 'Continuar com limite',
  },
  /** Every limit dialog names the free plan's numbers, as the spec's dialog text does (spec §9; typing is not enforced). */
  freePlanLimits: 'Plano gratuito: 1 lista salva, 100 itens por voz e 100 itens digitados.',
  /** The list-limit dialog (spec §2 Dialogs); the server's LIMIT_REACHED message says the same. */
  listLimitDialog: {
    title: 'Limite de listas atingido',
    description:
      'Você atingiu o limite de 1 lista salva do plano gratuito. Seja Premium para salvar listas ilimitadas.',
  },
  /** The voice-limit dialog (spec §2 Dialogs); the title and text are ours (the server's message when it has one). */
  voiceLimitDialog: {
    title: 'Limite de voz atingido',
    description:
      'Você usou as 100 gravações por voz do mês no plano gratuito. Seja Premium para usar a voz sem limite, ou digite os itens.',
  },
  offline: 'Você está sem conexão. Algumas funções podem não estar disponíveis.',
  /** The "Digitar itens" form of /add-items and saved lists (spec §2 Add items, Saved list). */
  typedItemForm: {
    typeItems: 'Digitar itens',
    itemLabel: 'Item',
    itemPlaceholder: 'Ex.: arroz, leite, pão',
    add: 'Adicionar',
  },
  /** The name, quantity, edit and delete controls of an item row on /add-items and saved lists. */
  itemControls: {
    quantityShort: 'Qtd',
    editName: (name: string) => `Editar ${name}`,
    confirmName: (name: string) => `Confirmar nome de ${name}`,
    newNameFor: (name: string) => `Novo nome para ${name}`,
    remove: (name: string) => `Excluir ${name}`,
    /** Starts with the visible text ("Qtd 2") so voice-control users can say what they see. */
    quantityButton: (quantity: number, name: string) => `Qtd ${quantity}, editar quantidade de ${name}`,
    quantityOf: (name: string) => `Quantidade de ${name}`,
    priceOf: (name: string) => `Preço de ${name}`,
  },
  /** A typed name already on the list (spec §9), on /add-items and saved lists. */
  duplicateItem: {
    title: 'Item já adicionado',
    message: (name: string, position: number, quantity: number) =>
      `"${name}" já está na lista (item ${position}). A quantidade passou para ${quantity}.`,
  },
  configError: 'Não foi possível carregar a configuração do app. Verifique sua conexão.',
} as const;
