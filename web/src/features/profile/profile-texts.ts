/** User-facing strings of /profile (spec §2 Profile). */
export const profileTexts = {
  title: 'Perfil',
  greeting: (name: string | null) => (name ? `Olá, ${name}!` : 'Olá!'),
  guestGreeting: 'Olá, visitante!',
  guestMessage: 'Entre ou cadastre-se para salvar suas listas e acessá-las de qualquer lugar.',
  signOut: 'Sair da Conta',
  signIn: 'Entrar / Cadastrar',
  signedOutToast: 'Você saiu da sua conta.',
  pendingTitle: 'Alterações não sincronizadas',
  pendingMessage: (count: number) =>
    count === 1
      ? '1 alteração das suas listas ainda não foi enviada. Se sair agora, ela será perdida. Conecte-se à internet e aguarde a sincronização para não perder nada.'
      : `${count} alterações das suas listas ainda não foram enviadas. Se sair agora, elas serão perdidas. Conecte-se à internet e aguarde a sincronização para não perder nada.`,
  signOutAnyway: 'Sair mesmo assim',
  settings: 'Configurações',
  savedLists: 'Listas Salvas',
  tutorial: 'Como usar o app',
  tutorialHint: '(abre um vídeo em nova aba)',
  help: 'Ajuda',
  faq: 'Perguntas Frequentes',
  terms: 'Termos de Uso',
  privacy: 'Política de Privacidade',
  version: 'Versão do App: 1.0.0',
} as const;
