import { useCallback, useEffect, useRef, useState } from 'react';
import { createRecognition, transcriptOf, type SpeechRecognitionLike } from '@/lib/speech/speech-recognition';

export interface SpeechRecognitionHandlers {
  /** The utterance, trimmed and not empty. */
  onTranscript: (transcript: string) => void;
  /** A SpeechRecognition error code ("no-speech", "not-allowed", "aborted"...). */
  onError: (code: string) => void;
  /** Recognition ended without an error and without words. */
  onEmpty: () => void;
  /**
   * Recognition cannot work in this browser: it showed no sign of life within
   * `recognitionLifeMs` (an installed iPhone app), or its service is refused.
   */
  onNoLife: () => void;
}

/** How long a started recognition may take to report its start before it counts as dead. */
export const recognitionLifeMs = 4_000;

/** Errors that say this browser's recognition will never work here, so recording takes over. */
const deadRecognitionErrors = new Set(['service-not-allowed', 'language-not-supported']);

function detach(recognition: SpeechRecognitionLike): void {
  recognition.onstart = null;
  recognition.onresult = null;
  recognition.onerror = null;
  recognition.onend = null;
}

/**
 * One utterance at a time through the browser's speech recognition. `start` begins
 * recording, `stop` ends it early (what was heard is still delivered). Hiding the page
 * aborts it (the recogniser reports "aborted"); unmounting aborts it silently.
 */
export function useSpeechRecognition(handlers: SpeechRecognitionHandlers) {
  const [recording, setRecording] = useState(false);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const handlersRef = useRef(handlers);

  useEffect(() => {
    handlersRef.current = handlers;
  });

  const start = useCallback((): boolean => {
    if (recognitionRef.current) return true;
    const recognition = createRecognition();
    if (!recognition) return false;
    let transcript = '';
    let failed = false;
    const giveUp = () => {
      if (recognitionRef.current !== recognition) return;
      detach(recognition);
      recognition.abort();
      recognitionRef.current = null;
      setRecording(false);
      handlersRef.current.onNoLife();
    };
    const lifeTimer = setTimeout(giveUp, recognitionLifeMs);
    recognition.onstart = () => clearTimeout(lifeTimer);
    recognition.onresult = (event) => {
      transcript = transcriptOf(event);
    };
    recognition.onerror = (event) => {
      clearTimeout(lifeTimer);
      if (deadRecognitionErrors.has(event.error)) return giveUp();
      failed = true;
      handlersRef.current.onError(event.error);
    };
    recognition.onend = () => {
      clearTimeout(lifeTimer);
      if (recognitionRef.current !== recognition) return;
      recognitionRef.current = null;
      setRecording(false);
      if (failed) return;
      if (transcript) handlersRef.current.onTranscript(transcript);
      else handlersRef.current.onEmpty();
    };
    recognitionRef.current = recognition;
    setRecording(true);
    try {
      recognition.start();
    } catch (error) {
      clearTimeout(lifeTimer);
      detach(recognition);
      recognitionRef.current = null;
      setRecording(false);
      handlersRef.current.onError(error instanceof Error ? error.name : String(error));
    }
    return true;
  }, []);

  const stop = useCallback(() => recognitionRef.current?.stop(), []);

  useEffect(() => {
    const abortWhenHidden = () => {
      if (document.visibilityState === 'hidden') recognitionRef.current?.abort();
    };
    document.addEventListener('visibilitychange', abortWhenHidden);
    return () => {
      document.removeEventListener('visibilitychange', abortWhenHidden);
      const recognition = recognitionRef.current;
      // Its life timer, if still pending, then finds it detached and does nothing.
      recognitionRef.current = null;
      if (!recognition) return;
      detach(recognition);
      recognition.abort();
    };
  }, []);

  return { recording, start, stop };
}
