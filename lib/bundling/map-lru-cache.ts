/**
 * Stands in for `mnemonist/lru-cache` in the Lambda bundles only (an esbuild alias, see
 * bundle-server-function.ts). The DynamoDB client's endpoint-discovery cache is its only
 * user and needs get, set, has, peek and clear; mnemonist's typed-array LRU and its
 * iterator helpers cost about 5 KB in every function that calls DynamoDB. A Map keeps
 * insertion order, which is all a least-recently-used cache needs.
 */
export default class MapLruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Reads without making the entry the most recently used. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key)!;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
    return this;
  }

  clear(): void {
    this.entries.clear();
  }
}
