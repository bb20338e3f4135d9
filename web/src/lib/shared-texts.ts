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
  dialogClose: 'Fechar',
  cancel: 'Cancelar',
  errorTitle: 'Erro',
  /** The list-limit dialog (spec §2 Dialogs); the title and text are ours, the buttons the spec's. */
  listLimitDialog: {
    title: 'Limite de listas atingido',
    description: 'No plano gratuito você pode ter 1 lista salva. Seja Premium para salvar listas ilimitadas.',
    upgrade: 'Upgrade para Premium',
    continueWithLimit: 'Continuar com limite',
  },
  comingSoon: 'Esta tela chega em uma próxima versão do app.',
  offline: 'Você está sem conexão. Algumas funções podem não estar disponíveis.',
  /** Titles of the screens later issues build (spec §2). */
  screens: {
    finalList: 'Lista Final',
    settings: 'Configurações',
    manageSubscription: 'Gerenciar Assinatura',
    manageSubscriptionEur: 'Gerir Subscrição',
    currencySelection: 'Como deseja pagar?',
    help: 'Ajuda',
    faq: 'Perguntas Frequentes',
    terms: 'Termos de Uso',
    privacy: 'Política de Privacidade',
    premiumPayment: 'Seja Premium',
    upgradeToAnnual: 'Upgrade para o Plano Anual',
  },
  configError: 'Não foi possível carregar a configuração do app. Verifique sua conexão.',
} as const;
