/**
 * User-facing strings of voice input (spec §8 Voice, §5): recognition errors, processing
 * problems and the notices after a result is applied. Titles are copied from spec.md;
 * descriptions complete them where the spec only names the problem.
 */
export const speechTexts = {
  unsupportedTitle: 'Não suportado',
  unsupportedMessage: 'Seu navegador não oferece reconhecimento de voz. Use o Chrome, o Edge ou o Safari.',
  permissionDeniedTitle: 'Permissão negada',
  permissionDeniedMessage: 'Permissão do microfone negada. Permita o uso do microfone nas configurações do navegador.',
  recognitionErrors: {
    'no-speech': 'Nenhuma fala foi detectada. Tente novamente.',
    network: 'Erro de conexão. Verifique sua internet.',
    aborted: 'Gravação cancelada.',
    'audio-capture': 'Erro de captura de áudio. Verifique o microfone.',
  },
  otherRecognitionError: (code: string) => `Erro no reconhecimento: ${code}`,
  emptyTranscriptTitle: 'Nenhuma fala detectada',
  emptyTranscriptMessage: 'Toque no microfone e fale os itens perto do aparelho.',
  timeoutTitle: 'Tempo esgotado',
  timeoutMessage: 'O processamento demorou demais. Tente novamente.',
  timeoutOnDeviceMessage: 'O servidor demorou a responder; os itens foram entendidos no próprio aparelho.',
  processingFailedTitle: 'Erro no processamento',
  processingFailedMessage: 'Não foi possível entender a gravação. Tente novamente.',
  duplicatesTitle: 'Itens repetidos detectados',
  duplicatesMessage: (names: readonly string[]) =>
    `${names.join(', ')} ${names.length === 1 ? 'foi adicionado' : 'foram adicionados'} mais de uma vez. Para levar mais, diga a quantidade, como "2 pacotes de arroz".`,
  itemNotFoundTitle: 'Item não encontrado',
  itemNotFoundMessage: 'O item que você pediu para remover não está na lista.',
  noActionTitle: 'Nenhuma ação identificada',
  noActionMessage: 'Diga os itens a adicionar, como "arroz e feijão", ou a remover, como "tira o leite".',
} as const;
