/**
 * The parts of the Web Speech API the app uses. TypeScript's DOM library does not
 * declare SpeechRecognition itself, and Chrome and Safari expose it as
 * webkitSpeechRecognition.
 */
export interface RecognitionErrorEventLike {
  error: string;
}

export interface RecognitionResultEventLike {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onresult: ((event: RecognitionResultEventLike) => void) | null;
  onerror: ((event: RecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

interface SpeechWindow {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
}

function recognitionConstructor(): SpeechRecognitionConstructor | undefined {
  // globalThis is the window in a browser; in Node, the build's pre-render (prerender.tsx) gives it one.
  const speechWindow = globalThis as unknown as SpeechWindow;
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}

/** Whether this browser can recognise speech. */
export function isSpeechRecognitionSupported(): boolean {
  return recognitionConstructor() !== undefined;
}

/**
 * A recogniser set up as spec §1/§9 ask: pt-BR, one utterance (not continuous), final
 * results only, one alternative. Undefined when the browser has no speech recognition.
 */
export function createRecognition(): SpeechRecognitionLike | undefined {
  const Recognition = recognitionConstructor();
  if (!Recognition) return undefined;
  const recognition = new Recognition();
  recognition.lang = 'pt-BR';
  recognition.continuous = false;
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  return recognition;
}

/** The text of every result of a recognition event, joined. */
export function transcriptOf(event: RecognitionResultEventLike): string {
  return Array.from(event.results, (result) => result[0]?.transcript ?? '')
    .join(' ')
    .trim();
}
