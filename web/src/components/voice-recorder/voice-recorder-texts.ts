/** Labels and status lines of the voice recorder (spec §4 Voice recorder). */
export const voiceRecorderTexts = {
  record: 'Gravar itens por voz',
  stop: 'Parar gravação',
  idle: 'Toque no microfone e diga os itens',
  recording: 'Gravando...',
  processing: 'Processando com IA...',
  unsupported:
    'A gravação por voz não funciona neste navegador. Digite os itens ou abra o app no Chrome, no Edge ou no Safari.',
} as const;
