import { speechTexts } from './speech-texts';

/** A toast for a recognition error: title and, when there is one, a description. */
export interface RecognitionErrorNotice {
  title: string;
  description?: string;
}

/**
 * The message for a SpeechRecognition error code (spec §8): "not-allowed" is the denied
 * microphone, known codes have their own text, any other shows the code.
 */
export function recognitionErrorNotice(code: string): RecognitionErrorNotice {
  if (code === 'not-allowed')
    return { title: speechTexts.permissionDeniedTitle, description: speechTexts.permissionDeniedMessage };
  const known = speechTexts.recognitionErrors[code as keyof typeof speechTexts.recognitionErrors];
  return { title: known ?? speechTexts.otherRecognitionError(code) };
}
