import { existsSync } from 'node:fs';
import path from 'node:path';
import { routeKeyOf, routes } from '../../../lib/routes';
import { serverFunctionNames, serverFunctions } from '../../../lib/server-functions';

describe('the route table and the function catalogue', () => {
  it('has an entry file for every server function', () => {
    for (const name of serverFunctionNames) {
      expect(existsSync(path.resolve(__dirname, '../../../lambdas/functions', `${name}.ts`))).toBe(true);
    }
  });

  it('sends every route to a function of the catalogue, once per method and path', () => {
    for (const route of routes) expect(Object.hasOwn(serverFunctions, route.functionName)).toBe(true);
    const keys = routes.map(routeKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the data API behind sign-in', () => {
    for (const route of routes.filter((r) => r.path.startsWith('/lists'))) expect(route.auth).toBe('user');
  });
});
