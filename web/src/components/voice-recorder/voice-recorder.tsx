import { LoaderCircle, Mic, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useClipRecorder } from './use-clip-recorder';
import { useSpeechRecognition } from './use-speech-recognition';
import { useVoicePath } from './use-voice-path';
import { voiceRecorderTexts } from './voice-recorder-texts';
import { VoiceLimitDialog } from '@/components/voice-limit-dialog';
import { cn } from '@/lib/cn';
import { maxClipSeconds, type RecordedClip } from '@/lib/speech/clip-recorder';
import { preloadOfflineEngineWhenIdle } from '@/lib/speech/load-offline-engine';
import { processRecording, type ProcessedRecording } from '@/lib/speech/process-recording';
import { processSpeech, type ProcessedSpeech } from '@/lib/speech/process-speech';
import { recognitionErrorNotice } from '@/lib/speech/recognition-errors';
import { speechTexts } from '@/lib/speech/speech-texts';
import type { SpeechOutcome } from '@/lib/speech/speech-types';
import { chooseVoicePath, rememberVoicePath } from '@/lib/speech/voice-path';
import { offerTyping } from '@/lib/typing-offer';

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

/** A recording's problems (spec §8); where the server cannot transcribe, typing is offered. */
function reportRecordingProblems(processed: ProcessedRecording): void {
  if (processed.status === 'noSpeech')
    toast.info(speechTexts.emptyTranscriptTitle, { description: speechTexts.emptyTranscriptMessage });
  else if (processed.status === 'unavailable')
    toast.error(speechTexts.processingFailedTitle, {
      description: processed.message,
      action: { label: voiceRecorderTexts.typeInstead, onClick: offerTyping },
    });
  else if (processed.status === 'failed')
    reportProblems({ status: 'failed', timedOut: processed.timedOut, message: processed.message });
}

function showRecognitionError(code: string): void {
  const notice = recognitionErrorNotice(code);
  toast.error(notice.title, notice.description ? { description: notice.description } : undefined);
}

function statusText(recording: boolean, processing: boolean): string {
  if (processing) return voiceRecorderTexts.processing;
  return recording ? voiceRecorderTexts.recording : voiceRecorderTexts.idle;
}

/**
 * The voice recorder of spec §4: idle → recording ("Gravando...") → processing
 * ("Processando com IA...") → idle. One utterance per press; pressing while recording
 * stops it. Voice takes one of two paths (issue 25, lib/speech/voice-path.ts): the
 * browser's speech recognition, or, where that is missing or dead, a recorded clip the
 * server transcribes, with a clock and a level while recording. Phones that can do neither
 * get a toast and a text instead of the button. Errors and processing problems are toasts
 * (spec §8); the month's voice allowance used up opens the voice-limit dialog.
 */
export function VoiceRecorder({ currentItems, onResult, className }: VoiceRecorderProps) {
  const [path, setPath] = useVoicePath();
  const [processing, setProcessing] = useState(false);
  const [heard, setHeard] = useState<string | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const latest = useRef({ currentItems, onResult });
  const processingRef = useRef<AbortController | null>(null);

  useEffect(() => {
    latest.current = { currentItems, onResult };
  });

  function beginProcessing(): AbortController {
    const controller = new AbortController();
    processingRef.current = controller;
    setProcessing(true);
    return controller;
  }

  function endProcessing(): void {
    processingRef.current = null;
    setProcessing(false);
  }

  async function handleTranscript(transcript: string) {
    rememberVoicePath('recognition');
    const controller = beginProcessing();
    const processed = await processSpeech(transcript, latest.current.currentItems, controller.signal);
    if (controller.signal.aborted) return;
    endProcessing();
    reportProblems(processed);
    if (processed.status === 'limitReached') setLimitMessage(processed.message);
    if (processed.status === 'done') latest.current.onResult(processed.outcome);
  }

  async function handleClip(clip: RecordedClip) {
    const controller = beginProcessing();
    const processed = await processRecording(clip, latest.current.currentItems, controller.signal);
    if (controller.signal.aborted) return;
    endProcessing();
    reportRecordingProblems(processed);
    if (processed.status === 'limitReached') setLimitMessage(processed.message);
    if (processed.status === 'done') {
      rememberVoicePath('recording');
      setHeard(processed.transcript);
      latest.current.onResult(processed.outcome);
    }
  }

  const clipRecorder = useClipRecorder({
    onClip: (clip) => void handleClip(clip),
    onError: showRecognitionError,
  });

  const recognition = useSpeechRecognition({
    onTranscript: (transcript) => void handleTranscript(transcript),
    onEmpty: () => toast.info(speechTexts.emptyTranscriptTitle, { description: speechTexts.emptyTranscriptMessage }),
    onError: showRecognitionError,
    // Recognition that never starts (an installed iPhone app): record instead, now and from now on.
    onNoLife: () => {
      rememberVoicePath('recording');
      setPath('recording');
      clipRecorder.start();
    },
  });

  const supported = path !== null;
  useEffect(() => {
    if (path === 'pending') return;
    if (!supported) {
      toast.error(speechTexts.unsupportedTitle, {
        id: unsupportedToastId,
        description: speechTexts.unsupportedMessage,
      });
      return;
    }
    return preloadOfflineEngineWhenIdle();
  }, [path, supported]);

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

  const recording = recognition.recording || clipRecorder.recording;

  function handlePress() {
    if (processing) return;
    if (recognition.recording) return recognition.stop();
    if (clipRecorder.recording) return clipRecorder.stop();
    setHeard(null);
    const chosen = path === 'pending' ? chooseVoicePath() : path;
    if (chosen === 'recognition') recognition.start();
    // A clip needs the server: offline, say so at once and offer typing instead of recording.
    else if (chosen === 'recording' && navigator.onLine === false)
      toast.error(speechTexts.recognitionErrors.network, {
        action: { label: voiceRecorderTexts.typeInstead, onClick: offerTyping },
      });
    else if (chosen === 'recording') clipRecorder.start();
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
      {clipRecorder.recording ? (
        <ClipProgress seconds={clipRecorder.progress.seconds} level={clipRecorder.progress.level} />
      ) : heard && !processing ? (
        <p className="max-w-xs text-center text-sm text-muted-foreground">{voiceRecorderTexts.heard(heard)}</p>
      ) : null}
      <VoiceLimitDialog
        open={limitMessage !== null}
        onOpenChange={(open) => !open && setLimitMessage(null)}
        message={limitMessage ?? undefined}
      />
    </div>
  );
}

/** The clock and the input level while a clip records. */
function ClipProgress({ seconds, level }: { seconds: number; level: number }) {
  // Speech near the phone has an RMS of about 0.05–0.3; the square root spreads it over the bar.
  const fill = Math.min(1, Math.sqrt(level * 4));
  return (
    <div className="flex w-48 flex-col items-center gap-1.5">
      <span aria-label={voiceRecorderTexts.elapsedLabel} className="text-sm font-semibold tabular-nums text-foreground">
        {voiceRecorderTexts.elapsed(seconds, maxClipSeconds)}
      </span>
      <span aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-muted">
        <span
          data-testid="voice-level"
          className="block h-full rounded-full bg-destructive transition-[width] duration-75"
          style={{ width: `${Math.round(fill * 100)}%` }}
        />
      </span>
    </div>
  );
}
