import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the local runtime sent for one clip (local/local-transcriber.ts): as the function read it. */
export interface TranscribedClip {
  encoding: string;
  sampleRate: number;
  durationSeconds: number;
  audioBytes: number;
  /** Root mean square of the 16-bit samples (0–1): silence is near 0, speech is not. */
  level: number;
}

export interface FakeTranscriber {
  url: string;
  stop(): Promise<void>;
}

/**
 * The browser tests' stand-in for Amazon Transcribe, which has no local counterpart: the
 * e2e harness runs it and points the local runtime at it (E2E_TEST_TRANSCRIBER_URL). It
 * answers the transcript a test set (PUT /transcript) for a clip with sound in it, and ''
 * for silence; GET /clips lists what it received.
 */
export async function startFakeTranscriber(): Promise<FakeTranscriber> {
  let transcript = '';
  const clips: TranscribedClip[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const send = (value: unknown) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (request.method === 'PUT' && request.url === '/transcript') {
        transcript = (JSON.parse(body.toString('utf8')) as { transcript: string }).transcript;
        return send({ transcript });
      }
      if (request.method === 'GET' && request.url === '/clips') return send(clips);
      const clip: TranscribedClip = {
        encoding: String(request.headers['x-encoding']),
        sampleRate: Number(request.headers['x-sample-rate']),
        durationSeconds: Number(request.headers['x-duration-seconds']),
        audioBytes: body.length,
        level: clip16Level(body),
      };
      clips.push(clip);
      send({ transcript: clip.level > 0.01 ? transcript : '' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function clip16Level(pcm: Buffer): number {
  let sum = 0;
  const samples = Math.floor(pcm.length / 2);
  for (let index = 0; index < samples; index += 1) sum += (pcm.readInt16LE(index * 2) / 32768) ** 2;
  return samples > 0 ? Math.sqrt(sum / samples) : 0;
}
