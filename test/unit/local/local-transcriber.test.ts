import { localTranscription } from '../../../local/local-transcriber';
import { wavClip } from '../../support/wav-clip';
import { readAudioClip } from '../../../lambdas/domain/speech/audio-clip';

describe('the transcriber npm start gives transcribe-grocery-speech', () => {
  const clip = readAudioClip('audio/wav', wavClip(1));

  it('is none (a pt-BR 503) without TRANSCRIBE_AWS_PROFILE or TRANSCRIBE_REGION, whatever AWS_* holds', async () => {
    const local = localTranscription({
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_REGION: 'us-east-1',
    });
    expect(local.description).toContain('not configured');
    await expect(local.transcriber.transcribe(clip)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringContaining('Digite os itens'),
    });
  });

  it('is Amazon Transcribe with the named profile and region', () => {
    expect(
      localTranscription({ TRANSCRIBE_AWS_PROFILE: 'minha-conta', TRANSCRIBE_REGION: 'sa-east-1' }).description,
    ).toBe('Amazon Transcribe in sa-east-1 with the AWS profile "minha-conta"');
    expect(localTranscription({ TRANSCRIBE_REGION: 'us-west-2' }).description).toBe(
      'Amazon Transcribe in us-west-2 with the AWS profile "default"',
    );
  });
});
