import { localTranscription } from '../../../local/local-transcriber';

describe('the transcriber npm start gives transcribe-grocery-speech', () => {
  it('is none (the route answers 503) without TRANSCRIBE_AWS_PROFILE or TRANSCRIBE_REGION, whatever AWS_* holds', () => {
    const local = localTranscription({
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_REGION: 'us-east-1',
    });
    expect(local.transcriber).toBeUndefined();
    expect(local.description).toContain('not configured');
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
