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
  features: [
    'Adicione itens falando naturalmente',
    'Ajuste quantidades e preços',
    'Salve e acesse suas listas quando quiser',
  ],
} as const;

/**
 * The external tutorial video. Placeholder until the product's own video is published;
 * opens in a new tab.
 */
export const tutorialVideoUrl = 'https://www.youtube.com/results?search_query=lista+de+compras+por+voz';
