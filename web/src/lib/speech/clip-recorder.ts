import { clipSampleRate, downsample, encodeWav } from './wav';

/** The longest clip (issue 25; the server refuses longer ones). */
export const maxClipSeconds = 15;
/** After speech, this much quiet ends the recording. */
const silenceStopSeconds = 1.5;
/** With no speech at all by then, the recording ends as "no-speech". */
const noSpeechSeconds = 6;
/** Quiet kept before the first and after the last sound, so no syllable is cut. */
const marginSeconds = 0.3;
/** RMS of a batch above which it counts as sound (speech near the phone is well above it). */
const soundLevel = 0.015;

/** Marked when a recording ends; `npm run bench` measures from it to the upload's start (Resource Timing). */
export const clipRecordedMark = 'voice-clip-recorded';

export interface RecordedClip {
  /** A 16 kHz, 16-bit, mono WAV. */
  wav: Blob;
  durationSeconds: number;
}

export interface ClipRecorderCallbacks {
  /** About 20 times a second: seconds recorded and the input level (0–1). */
  onProgress: (elapsedSeconds: number, level: number) => void;
  onClip: (clip: RecordedClip) => void;
  /** A SpeechRecognition-style code, so the same messages apply: not-allowed, audio-capture, no-speech. */
  onError: (code: string) => void;
}

export interface ClipRecorder {
  /** Ends the recording and delivers what was heard (or "no-speech"). */
  stop(): void;
  /** Ends it and delivers nothing. */
  cancel(): void;
}

/** Whether this browser can record a clip: a microphone API and AudioWorklet. */
export function canRecordClips(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof AudioContext !== 'undefined' &&
    typeof AudioWorkletNode !== 'undefined'
  );
}

/**
 * Records one utterance from the microphone through an AudioWorklet
 * (public/pcm-capture-worklet.js) as 16 kHz mono PCM: stops on `stop()`, after
 * `silenceStopSeconds` of quiet following speech, or at `maxClipSeconds`; quiet before and
 * after the speech is trimmed. Call it from the tap itself: the AudioContext is made before
 * anything is awaited, as iOS requires for it to run.
 */
export function startClipRecorder(callbacks: ClipRecorderCallbacks): ClipRecorder {
  const context = new AudioContext();
  const maxSamples = maxClipSeconds * clipSampleRate;
  const chunks: Int16Array[] = [];
  let total = 0;
  let pending = new Float32Array(0);
  let firstSound: number | undefined;
  let lastSound = 0;
  let stream: MediaStream | undefined;
  let ended = false;

  function release(): void {
    ended = true;
    stream?.getTracks().forEach((track) => track.stop());
    void context.close().catch(() => undefined);
  }

  function finish(): void {
    if (ended) return;
    release();
    performance.mark(clipRecordedMark);
    if (firstSound === undefined) return callbacks.onError('no-speech');
    const margin = marginSeconds * clipSampleRate;
    const start = Math.max(0, firstSound - margin);
    const end = Math.min(total, lastSound + margin);
    const samples = new Int16Array(end - start);
    let at = 0;
    for (const chunk of chunks) {
      const from = Math.max(0, start - at);
      const to = Math.min(chunk.length, end - at);
      if (to > from) samples.set(chunk.subarray(from, to), at + from - start);
      at += chunk.length;
    }
    callbacks.onClip({ wav: encodeWav(samples), durationSeconds: samples.length / clipSampleRate });
  }

  function receive(batch: Float32Array): void {
    if (ended) return;
    const input = new Float32Array(pending.length + batch.length);
    input.set(pending);
    input.set(batch, pending.length);
    const ratio = context.sampleRate / clipSampleRate;
    const samples = downsample(input, context.sampleRate).subarray(0, maxSamples - total);
    pending = input.slice(Math.floor(samples.length * ratio));
    let sum = 0;
    for (const value of batch) sum += value * value;
    const level = Math.sqrt(sum / Math.max(1, batch.length));
    if (level > soundLevel) {
      firstSound ??= total;
      lastSound = total + samples.length;
    }
    chunks.push(samples);
    total += samples.length;
    callbacks.onProgress(total / clipSampleRate, level);
    const quietFor = (total - lastSound) / clipSampleRate;
    if (total >= maxSamples || (firstSound !== undefined && quietFor >= silenceStopSeconds)) finish();
    else if (firstSound === undefined && total >= noSpeechSeconds * clipSampleRate) finish();
  }

  async function begin(): Promise<void> {
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
    } catch (error) {
      release();
      const name = error instanceof DOMException ? error.name : '';
      return callbacks.onError(
        name === 'NotAllowedError' || name === 'SecurityError' ? 'not-allowed' : 'audio-capture',
      );
    }
    if (ended) return release();
    try {
      await context.audioWorklet.addModule('/pcm-capture-worklet.js');
      if (ended) return;
      const node = new AudioWorkletNode(context, 'pcm-capture');
      node.port.onmessage = (event: MessageEvent<Float32Array>) => receive(event.data);
      context.createMediaStreamSource(stream).connect(node);
      // Connected to the output (it writes silence) so every browser keeps pulling it.
      node.connect(context.destination);
      // Outside a tap (recognition gave up a few seconds in) a browser may keep it suspended.
      const resumed = context.resume();
      await Promise.race([resumed, new Promise((resolve) => setTimeout(resolve, 1_000))]);
      if (context.state !== 'running') throw new Error('The audio context did not start');
    } catch {
      if (ended) return;
      release();
      callbacks.onError('audio-capture');
    }
  }

  void begin();
  return {
    stop: finish,
    cancel: () => {
      if (!ended) release();
    },
  };
}
