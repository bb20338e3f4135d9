/** User-facing strings of sending a list as text (issue 23). */
export const shareTexts = {
  share: 'Compartilhar',
  shareList: (name: string) => `Compartilhar ${name}`,
  bought: 'Já comprados',
  total: 'Total',
  /** The last line of a shared list, before the app's address. */
  madeWith: 'Feita com o Lista de Compras por Voz',
  copiedTitle: 'Lista copiada',
  copiedMessage: 'Cole no WhatsApp ou em outro aplicativo de mensagens.',
  failedTitle: 'Não foi possível compartilhar a lista',
  failedMessage: 'Tente de novo em instantes.',
} as const;
