import { useCallback, useEffect, useRef, useState } from 'react';
import { startClipRecorder, type ClipRecorder, type RecordedClip } from '@/lib/speech/clip-recorder';

export interface ClipRecorderHandlers {
  onClip: (clip: RecordedClip) => void;
  /** "not-allowed", "audio-capture", "no-speech" or "aborted" (the page was hidden). */
  onError: (code: string) => void;
}

/**
 * One clip at a time from the microphone (lib/speech/clip-recorder.ts), with the seconds
 * recorded and the input level for the screen. `stop` ends it early (what was said is
 * still sent); hiding the page cancels it ("aborted"); unmounting cancels it silently.
 */
export function useClipRecorder(handlers: ClipRecorderHandlers) {
  const [recording, setRecording] = useState(false);
  const [progress, setProgress] = useState({ seconds: 0, level: 0 });
  const recorderRef = useRef<ClipRecorder | null>(null);
  const handlersRef = useRef(handlers);

  useEffect(() => {
    handlersRef.current = handlers;
  });

  const start = useCallback(() => {
    if (recorderRef.current) return;
    setProgress({ seconds: 0, level: 0 });
    setRecording(true);
    const done = (report: () => void) => {
      if (recorderRef.current !== recorder) return;
      recorderRef.current = null;
      setRecording(false);
      report();
    };
    let recorder: ClipRecorder;
    try {
      recorder = startClipRecorder({
        onProgress: (seconds, level) => {
          if (recorderRef.current === recorder) setProgress({ seconds, level });
        },
        onClip: (clip) => done(() => handlersRef.current.onClip(clip)),
        onError: (code) => done(() => handlersRef.current.onError(code)),
      });
    } catch {
      setRecording(false);
      return handlersRef.current.onError('audio-capture');
    }
    recorderRef.current = recorder;
  }, []);

  const stop = useCallback(() => recorderRef.current?.stop(), []);

  useEffect(() => {
    const cancelWhenHidden = () => {
      const recorder = recorderRef.current;
      if (document.visibilityState !== 'hidden' || !recorder) return;
      recorderRef.current = null;
      recorder.cancel();
      setRecording(false);
      handlersRef.current.onError('aborted');
    };
    document.addEventListener('visibilitychange', cancelWhenHidden);
    return () => {
      document.removeEventListener('visibilitychange', cancelWhenHidden);
      recorderRef.current?.cancel();
      recorderRef.current = null;
    };
  }, []);

  return { recording, progress, start, stop };
}
