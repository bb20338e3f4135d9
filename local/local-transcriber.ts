import { fromIni } from '@aws-sdk/credential-provider-ini';
import { createTranscribeStreamingTranscriber } from '../lambdas/adapters/transcribe/transcribe-streaming-transcriber';
import type { AudioClip } from '../lambdas/domain/speech/audio-clip';
import type { Transcriber } from '../lambdas/domain/speech/transcriber';
import { transcribeConfig } from '../lambdas/server-config';

/** Which transcriber the local runtime gives transcribe-grocery-speech (none: a 503), and a line saying so. */
export interface LocalTranscription {
  transcriber: Transcriber | undefined;
  description: string;
}

/**
 * There is no offline Amazon Transcribe. With TRANSCRIBE_AWS_PROFILE (a profile of
 * ~/.aws/config with real credentials) or TRANSCRIBE_REGION (then the `default` profile),
 * recordings go to the real service (region TRANSCRIBE_REGION, else us-east-1); the
 * runtime's placeholder credentials for DynamoDB Local never do. Otherwise the route
 * answers 503 in pt-BR and the recorder offers typing. E2E_TEST_TRANSCRIBER_URL is set by
 * the browser tests' harness only (test/support/fake-transcriber.ts).
 */
export function localTranscription(env: NodeJS.ProcessEnv = process.env): LocalTranscription {
  if (env.E2E_TEST_TRANSCRIBER_URL)
    return {
      transcriber: httpTestTranscriber(env.E2E_TEST_TRANSCRIBER_URL),
      description: `the browser tests' transcriber ${env.E2E_TEST_TRANSCRIBER_URL}`,
    };
  const profile = env.TRANSCRIBE_AWS_PROFILE || (env.TRANSCRIBE_REGION ? 'default' : undefined);
  if (!profile)
    return {
      transcriber: undefined,
      description: 'not configured: recordings answer 503 (set TRANSCRIBE_AWS_PROFILE to use Amazon Transcribe)',
    };
  const region = env.TRANSCRIBE_REGION || 'us-east-1';
  return {
    transcriber: createTranscribeStreamingTranscriber({
      region,
      credentials: fromIni({ profile }),
      timeoutMs: transcribeConfig(env).timeoutMs,
    }),
    description: `Amazon Transcribe in ${region} with the AWS profile "${profile}"`,
  };
}

/** Posts the clip's audio to the tests' transcriber, which answers `{ transcript }`. */
function httpTestTranscriber(url: string): Transcriber {
  return {
    async transcribe(clip: AudioClip) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          'x-encoding': clip.encoding,
          'x-sample-rate': String(clip.sampleRate),
          'x-duration-seconds': String(clip.durationSeconds),
        },
        body: clip.audio,
      });
      return ((await response.json()) as { transcript: string }).transcript;
    },
  };
}
