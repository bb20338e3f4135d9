import { EndpointCache } from '@aws-sdk/endpoint-cache';
import MapLruCache from '../../../lib/bundling/map-lru-cache';

// As in the Lambda bundles, the SDK's endpoint cache gets this class for mnemonist's.
jest.mock('mnemonist/lru-cache', () => jest.requireActual('../../../lib/bundling/map-lru-cache').default);

describe('the LRU cache that stands in for mnemonist in the Lambda bundles', () => {
  it('drops the least recently used entry when full; peek does not count as a use', () => {
    const cache = new MapLruCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    cache.get('a');
    cache.peek('b');
    cache.set('c', 3);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.size).toBe(2);
  });

  it('keeps one entry per key when a key is set again', () => {
    const cache = new MapLruCache<string, number>(2);
    cache.set('a', 1).set('a', 2).set('b', 3);
    expect([cache.peek('a'), cache.peek('b'), cache.size]).toEqual([2, 3, 2]);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('the SDK endpoint cache built on it', () => {
  it('answers an endpoint that has not expired and forgets a deleted key', () => {
    const cache = new EndpointCache(2);
    expect((cache as unknown as { cache: unknown }).cache).toBeInstanceOf(MapLruCache);
    cache.set('k', [{ Address: 'dynamodb.example', CachePeriodInMinutes: 1 }]);
    expect(cache.getEndpoint('k')).toBe('dynamodb.example');
    cache.delete('k');
    expect(cache.getEndpoint('k')).toBeUndefined();
  });
});
