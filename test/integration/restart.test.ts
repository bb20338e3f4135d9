import { startLocalRuntimeProcess } from '../support/local-runtime-process';
import { callApi, readWebConfig, signIn, signUpAndIn } from '../support/local-users';

describe('npm start after a restart', () => {
  it('keeps the user pool, the users and their lists in the data folder', async () => {
    const first = await startLocalRuntimeProcess();
    let dataDir = first.dataDir;
    try {
      const config = await readWebConfig(first.url);
      const user = await signUpAndIn(config);
      const saved = await callApi(first.apiUrl, 'POST', '/lists', {
        token: user.accessToken,
        body: { name: 'Feira', items: [{ name: 'Banana' }] },
      });
      await first.stop({ keepData: true });

      const second = await startLocalRuntimeProcess({ dataDir });
      try {
        const again = await readWebConfig(second.url);
        expect(again.userPoolId).toBe(config.userPoolId);
        expect(again.userPoolClientId).toBe(config.userPoolClientId);
        const signedInAgain = await signIn(again, user.email, user.password);
        const read = await callApi(second.apiUrl, 'GET', `/lists/${saved.body.list.id}`, {
          token: signedInAgain.accessToken,
        });
        expect(read.status).toBe(200);
        expect(read.body.list.items[0].name).toBe('Banana');
      } finally {
        await second.stop();
        dataDir = '';
      }
    } finally {
      if (dataDir) await first.stop();
    }
  }, 120_000);
});
