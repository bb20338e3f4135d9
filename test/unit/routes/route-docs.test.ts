import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../../../lib/routes';

describe('docs/architecture.md', () => {
  it('lists exactly the routes of lib/routes.ts, in order, with their function and auth', () => {
    const doc = readFileSync(path.resolve(__dirname, '../../../docs/architecture.md'), 'utf8');
    const rows = [...doc.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) \| (\S+) \| (\S+) \| (\w+)/gm)].map(
      ([, method, routePath, fn, auth]) => `${method} ${routePath} ${fn} ${auth}`,
    );
    expect(rows).toEqual(routes.map((route) => `${route.method} ${route.path} ${route.functionName} ${route.auth}`));
  });
});
