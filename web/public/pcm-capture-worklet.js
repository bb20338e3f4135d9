/* global AudioWorkletProcessor, registerProcessor */
/**
 * The microphone's samples, off the audio thread: channel 0 of the input, in batches of
 * 2048 frames (about 43 ms at 48 kHz), posted to web/src/lib/speech/clip-recorder.ts, which
 * downsamples them to 16 kHz. A plain script in public/ because audioWorklet.addModule needs
 * a same-origin URL (the CSP allows scripts from 'self' only).
 */
class PcmCaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.batch = new Float32Array(2048);
    this.filled = 0;
  }

  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel) {
      let read = 0;
      while (read < channel.length) {
        const count = Math.min(channel.length - read, this.batch.length - this.filled);
        this.batch.set(channel.subarray(read, read + count), this.filled);
        this.filled += count;
        read += count;
        if (this.filled === this.batch.length) {
          this.port.postMessage(this.batch, [this.batch.buffer]);
          this.batch = new Float32Array(2048);
          this.filled = 0;
        }
      }
    }
    return true;
  }
}

registerProcessor('pcm-capture', PcmCaptureProcessor);
