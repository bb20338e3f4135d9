function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Labels and status lines of the voice recorder (spec §4 Voice recorder). */
export const voiceRecorderTexts = {
  record: 'Gravar itens por voz',
  stop: 'Parar gravação',
  idle: 'Toque no microfone e diga os itens',
  recording: 'Gravando...',
  processing: 'Processando com IA...',
  /** The recording's clock beside its 15 s limit ("0:04 / 0:15"). */
  elapsed: (seconds: number, limit: number) => `${clock(seconds)} / ${clock(limit)}`,
  elapsedLabel: 'Tempo de gravação',
  /** What the server heard in a recording, shown under the button. */
  heard: (transcript: string) => `Entendido: “${transcript}”`,
  typeInstead: 'Digitar itens',
  unsupported:
    'A gravação por voz não funciona neste navegador. Digite os itens ou abra o app no Chrome, no Edge ou no Safari.',
} as const;
