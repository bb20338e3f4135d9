import { routes } from '../../../lib/routes';
import { createRouteMatcher } from '../../../local/route-matcher';

const match = createRouteMatcher(routes);

describe('the local gateway route matching', () => {
  it('finds the route and its path parameters as API Gateway does', () => {
    const found = match('GET', '/lists/6f1c5a55-2b7e-4a7f-9a6e-1f7c1e0b9d21');
    expect(found).toMatchObject({ kind: 'route', route: { functionName: 'lists', path: '/lists/{listId}' } });
    expect(found.kind === 'route' && found.pathParameters).toEqual({ listId: '6f1c5a55-2b7e-4a7f-9a6e-1f7c1e0b9d21' });
  });

  it('tells routes apart by method', () => {
    expect(match('GET', '/lists')).toMatchObject({ route: { method: 'GET', path: '/lists' } });
    expect(match('POST', '/lists')).toMatchObject({ route: { method: 'POST', path: '/lists' } });
    expect(match('DELETE', '/lists').kind).toBe('none');
  });

  it('does not let a parameter span segments or match an empty one', () => {
    expect(match('GET', '/lists/a/b').kind).toBe('none');
    expect(match('GET', '/lists/').kind).toBe('none');
  });
});
