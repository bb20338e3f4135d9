import { LoaderCircle, Mic, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useSpeechRecognition } from './use-speech-recognition';
import { voiceRecorderTexts } from './voice-recorder-texts';
import { VoiceLimitDialog } from '@/components/voice-limit-dialog';
import { cn } from '@/lib/cn';
import { preloadOfflineEngineWhenIdle } from '@/lib/speech/load-offline-engine';
import { processSpeech, type ProcessedSpeech } from '@/lib/speech/process-speech';
import { recognitionErrorNotice } from '@/lib/speech/recognition-errors';
import { isSpeechRecognitionSupported } from '@/lib/speech/speech-recognition';
import { speechTexts } from '@/lib/speech/speech-texts';
import type { SpeechOutcome } from '@/lib/speech/speech-types';

interface VoiceRecorderProps {
  /** The names on the list now, sent with the transcript so removals can be matched. */
  currentItems: readonly string[];
  /** Called once per utterance that was processed; not called when processing failed. */
  onResult: (outcome: SpeechOutcome) => void;
  className?: string;
}

const unsupportedToastId = 'speech-unsupported';

function reportProblems(processed: ProcessedSpeech): void {
  if (processed.status === 'cancelled' || processed.status === 'limitReached') return;
  if (processed.status === 'done') {
    if (processed.timedOut)
      toast.warning(speechTexts.timeoutTitle, { description: speechTexts.timeoutOnDeviceMessage });
    return;
  }
  if (processed.timedOut) toast.error(speechTexts.timeoutTitle, { description: speechTexts.timeoutMessage });
  else
    toast.error(speechTexts.processingFailedTitle, {
      description: processed.message ?? speechTexts.processingFailedMessage,
    });
}

function statusText(recording: boolean, processing: boolean): string {
  if (processing) return voiceRecorderTexts.processing;
  return recording ? voiceRecorderTexts.recording : voiceRecorderTexts.idle;
}

/**
 * The voice recorder of spec §4: idle → recording ("Gravando...") → processing
 * ("Processando com IA...") → idle. One utterance per press; pressing while recording
 * stops it. Browsers without speech recognition get a toast and a text instead of the
 * button. Recognition errors and processing problems are toasts (spec §8); the month's
 * voice allowance used up opens the voice-limit dialog.
 */
export function VoiceRecorder({ currentItems, onResult, className }: VoiceRecorderProps) {
  const [supported] = useState(isSpeechRecognitionSupported);
  const [processing, setProcessing] = useState(false);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const latest = useRef({ currentItems, onResult });
  const processingRef = useRef<AbortController | null>(null);

  useEffect(() => {
    latest.current = { currentItems, onResult };
  });

  async function handleTranscript(transcript: string) {
    const controller = new AbortController();
    processingRef.current = controller;
    setProcessing(true);
    const processed = await processSpeech(transcript, latest.current.currentItems, controller.signal);
    if (controller.signal.aborted) return;
    processingRef.current = null;
    setProcessing(false);
    reportProblems(processed);
    if (processed.status === 'limitReached') setLimitMessage(processed.message);
    if (processed.status === 'done') latest.current.onResult(processed.outcome);
  }

  const recognition = useSpeechRecognition({
    onTranscript: (transcript) => void handleTranscript(transcript),
    onEmpty: () => toast.info(speechTexts.emptyTranscriptTitle, { description: speechTexts.emptyTranscriptMessage }),
    onError: (code) => {
      const notice = recognitionErrorNotice(code);
      toast.error(notice.title, notice.description ? { description: notice.description } : undefined);
    },
  });

  useEffect(() => {
    if (!supported) {
      toast.error(speechTexts.unsupportedTitle, {
        id: unsupportedToastId,
        description: speechTexts.unsupportedMessage,
      });
      return;
    }
    return preloadOfflineEngineWhenIdle();
  }, [supported]);

  useEffect(() => () => processingRef.current?.abort(), []);

  if (!supported) {
    return (
      <p
        className={cn(
          'rounded-2xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground',
          className,
        )}
      >
        {voiceRecorderTexts.unsupported}
      </p>
    );
  }

  const { recording } = recognition;

  function handlePress() {
    if (processing) return;
    if (recording) recognition.stop();
    else recognition.start();
  }

  return (
    <div className={cn('flex flex-col items-center gap-3', className)}>
      <button
        type="button"
        aria-label={recording ? voiceRecorderTexts.stop : voiceRecorderTexts.record}
        aria-disabled={processing || undefined}
        onClick={handlePress}
        className={cn(
          'relative isolate inline-flex size-24 items-center justify-center rounded-full shadow-lg transition-colors select-none',
          'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          recording
            ? 'bg-destructive text-destructive-foreground'
            : 'bg-primary text-primary-foreground hover:bg-primary-hover',
          processing && 'cursor-wait opacity-70',
        )}
      >
        {recording ? (
          <span
            aria-hidden="true"
            className="absolute -inset-2 -z-10 rounded-full bg-destructive/30 motion-safe:animate-pulse"
          />
        ) : null}
        {processing ? (
          <LoaderCircle aria-hidden="true" className="size-10 animate-spin" />
        ) : recording ? (
          <Square aria-hidden="true" className="relative size-9 fill-current" />
        ) : (
          <Mic aria-hidden="true" className="size-11" />
        )}
      </button>
      <p role="status" aria-live="polite" className="min-h-6 text-center text-sm font-medium text-muted-foreground">
        {statusText(recording, processing)}
      </p>
      <VoiceLimitDialog
        open={limitMessage !== null}
        onOpenChange={(open) => !open && setLimitMessage(null)}
        message={limitMessage ?? undefined}
      />
    </div>
  );
}
