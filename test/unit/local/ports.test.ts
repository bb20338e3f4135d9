import net from 'node:net';
import { assertPortFree, findFreePort } from '../../../local/ports';

describe('starting on a port that is taken', () => {
  it('names the port and what wanted it', async () => {
    const port = await findFreePort();
    const squatter = net.createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => squatter.once('listening', resolve));
    try {
      await expect(assertPortFree(port, 'DynamoDB Local')).rejects.toThrow(
        `Port ${port} (DynamoDB Local) is already in use`,
      );
    } finally {
      squatter.close();
    }
    await expect(assertPortFree(port, 'DynamoDB Local')).resolves.toBeUndefined();
  });
});
