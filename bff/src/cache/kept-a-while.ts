import { LRUCache } from 'lru-cache';

/**
 * "Kept a while, one load in flight": lru-cache's `fetchMethod` with a `ttl`. A value is kept for `ttlMs`; callers
 * who ask while it loads share that load; a failed load is not kept. Each `get` names its own load, so one cache
 * serves keys loaded differently.
 */
export interface KeptAWhile<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** Drops a value (or a load in flight: those waiting still get it, but it is not kept). */
  delete(key: K): void;
}

export function keptAWhile<K extends string, V extends NonNullable<unknown>>(options: {
  /** How long a value is kept; 0 keeps nothing and shares nothing (every `get` loads). */
  ttlMs: number;
  /** Keys kept at most. */
  max: number;
  /** Told of every look-up: `hit` when a kept value or a load in flight answered it. */
  onLookup?: (key: K, hit: boolean) => void;
}): KeptAWhile<K, V> {
  if (options.ttlMs <= 0) {
    return {
      get(key, load) {
        options.onLookup?.(key, false);
        return load();
      },
      delete: () => undefined,
    };
  }
  const cache = new LRUCache<K, V, () => Promise<V>>({
    max: options.max,
    ttl: options.ttlMs,
    fetchMethod: (_key, _stale, { context }) => context(),
    // A value dropped while it loads still reaches those waiting for it, and is not kept.
    ignoreFetchAbort: true,
  });
  return {
    async get(key, load) {
      const status: LRUCache.Status<K, V, () => Promise<V>> = {};
      const value = cache.fetch(key, { context: load, status });
      options.onLookup?.(key, status.fetch === 'hit' || status.fetch === 'inflight');
      return (await value) as V;
    },
    delete: (key) => void cache.delete(key),
  };
}
