import type { AudioClip } from './audio-clip';

/** Turns a recorded clip into pt-BR text ('' when nothing was said). Amazon Transcribe on AWS. */
export interface Transcriber {
  transcribe(clip: AudioClip): Promise<string>;
}

/** What the recorder shows when the clip could not be turned into text. */
export const transcriptionMessages = {
  unavailable: 'O reconhecimento de voz pelo servidor não está disponível aqui. Digite os itens em "Digitar itens".',
  busy: 'O reconhecimento de voz está ocupado. Aguarde um instante e tente novamente, ou digite os itens.',
  timeout: 'O reconhecimento de voz demorou demais. Tente novamente ou digite os itens.',
  notUnderstood: 'Não foi possível entender o áudio. Grave de novo, perto do aparelho.',
} as const;
