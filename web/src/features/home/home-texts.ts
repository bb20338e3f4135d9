/** User-facing strings of the home screen (spec §2 Home). */
export const homeTexts = {
  title: 'Lista de Compras por Voz',
  tagline: 'Fale ou digite seus itens e monte sua lista de compras em segundos.',
  howToUse: 'Como usar o app',
  howToUseHint: '(abre um vídeo em nova aba)',
  startList: 'Iniciar Lista',
  newList: 'Nova Lista',
  continueDraft: 'Continuar',
  continueDraftLabel: (name: string) => `Continuar ${name}`,
  draftCardTitle: 'Você tem um rascunho',
  draftItemCount: (count: number) => (count === 1 ? '1 item' : `${count} itens`),
  allDrafts: 'Ver todos os rascunhos',
  dismissDraftCard: 'Fechar aviso do rascunho',
  install: {
    title: 'Instale o app',
    message: 'Tenha a lista na tela inicial e use mesmo sem internet.',
    install: 'Instalar',
    iosTitle: 'Instalar no iPhone',
    iosSteps: [
      'Toque no botão Compartilhar do Safari (o quadrado com a seta para cima).',
      'Role e toque em "Adicionar à Tela de Início".',
      'Toque em "Adicionar". O app aparece na sua tela inicial.',
    ],
    copyTitle: 'Abra no navegador para instalar',
    inAppMessage:
      'Este navegador de dentro do aplicativo não instala apps. Copie o link e abra no Chrome ou no Safari.',
    androidMessage: 'Copie o link e abra no Chrome para instalar pelo menu "Instalar app".',
    copyLink: 'Copiar link',
    copied: 'Link copiado!',
    copyFailed: 'Copie o link do app',
  },
  features: [
    'Adicione itens falando naturalmente',
    'Ajuste quantidades e preços',
    'Salve e acesse suas listas quando quiser',
  ],
} as const;
