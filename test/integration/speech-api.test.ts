import { callApi } from '../support/local-users';

const apiUrl = process.env.LOCAL_API_URL!;

describe('process-grocery-speech through the local runtime', () => {
  it('answers a guest with what to add and what to remove', async () => {
    const answer = await callApi(apiUrl, 'POST', '/functions/process-grocery-speech', {
      body: {
        transcript: 'me vê meia dúzia de ovos e um pacote de café e tira a banana',
        currentItems: ['Bananas', 'Pão'],
        action: 'smart_process',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.groceryItems).toEqual(['Ovos', 'Café']);
    expect(answer.body.items).toEqual([
      { name: 'Ovos', quantity: 6, unit: null },
      { name: 'Café', quantity: 1, unit: 'pacote' },
    ]);
    expect(answer.body.itemToRemove).toBe('Bananas');
  });
});
