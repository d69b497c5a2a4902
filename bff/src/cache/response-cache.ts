import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** One public GraphQL answer as the shared response cache keeps it. */
export interface CachedAnswer {
  /** The answer's `data`, serialised once when it was stored. */
  body: string;
  /** Strong validator of `body`, sent as ETag. */
  etag: string;
  /** When it was stored (ms since the epoch) and for how long (seconds): what is left goes out as max-age. */
  storedAt: number;
  maxAge: number;
  /** The objects the answer holds (as stored with it), so that a page rendered from it can be tagged alike. */
  tags?: readonly string[];
  /** A page's HTTP status (pages only: 200, or 404 for a page of something missing). */
  status?: number;
  /** Pages only: seconds it is fresh; past that, until `maxAge`, it is served stale while one render replaces it. */
  freshFor?: number;
  /** Pages only: the keyword the page searched for, counted again for each reader it is served to. */
  searched?: string;
}

/**
 * Public GraphQL answers shared between visitors (and, on Redis, between BFF processes), each tagged with the
 * objects it holds (`Portfolio:12`, `Designer:4`, `Query.tags`) so that a write drops exactly the answers it
 * changed. A store that fails answers "not cached": the request is then resolved as if the cache were off.
 */
export interface ResponseCacheStore {
  get(key: string): Promise<CachedAnswer | undefined>;
  set(key: string, answer: CachedAnswer, tags: readonly string[]): Promise<void>;
  /** Drops every answer that holds one of `tags`. */
  invalidate(tags: readonly string[]): Promise<void>;
  /** Drops everything (tests, and an operator after a change made outside the BFF). */
  clear(): Promise<void>;
  /**
   * Claims `key` for `ms` so that one process makes it while the others wait (single flight across processes):
   * true for the claimant. A store of one process always answers true (its callers share one flight themselves).
   */
  claim(key: string, ms: number): Promise<boolean>;
  /** Gives a claim up before its time (the work is done). */
  release(key: string): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

/** Answers kept by one process: at most `maxBytes` of answer text, least recently used first out. */
export function createMemoryResponseCache(options: { maxBytes?: number } = {}): ResponseCacheStore {
  const keysOfTag = new Map<string, Set<string>>();
  const tagsOfKey = new Map<string, readonly string[]>();
  const forget = (key: string) => {
    for (const tag of tagsOfKey.get(key) ?? []) {
      const keys = keysOfTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysOfTag.delete(tag);
    }
    tagsOfKey.delete(key);
  };
  const answers = new LRUCache<string, CachedAnswer>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (answer) => answer.body.length + 200,
    // Entries carry their own TTL (the answer's max-age); expired ones are dropped when read.
    ttlAutopurge: false,
    dispose: (_answer, key) => forget(key),
  });
  return {
    kind: 'memory',
    async get(key) {
      return answers.get(key);
    },
    async set(key, answer, tags) {
      forget(key);
      answers.set(key, answer, { ttl: answer.maxAge * 1000 });
      tagsOfKey.set(key, tags);
      for (const tag of tags) {
        let keys = keysOfTag.get(tag);
        if (!keys) keysOfTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
    },
    async invalidate(tags) {
      for (const tag of tags) {
        for (const key of [...(keysOfTag.get(tag) ?? [])]) answers.delete(key);
      }
    },
    async clear() {
      answers.clear();
    },
    async claim() {
      return true;
    },
    async release() {},
  };
}

/**
 * Drops the answers listed under each tag, and the tag lists themselves, in one step: a process storing an answer
 * meanwhile either lands before (and is dropped) or after (and holds the new data).
 */
const INVALIDATE_SCRIPT = `
for _, tagKey in ipairs(KEYS) do
  local keys = redis.call('SMEMBERS', tagKey)
  for i = 1, #keys, 500 do
    redis.call('DEL', unpack(keys, i, math.min(i + 499, #keys)))
  end
  redis.call('DEL', tagKey)
end
return 1`;

/**
 * Answers kept in Redis, shared by every BFF process on it: an answer under `<prefix>a:<key>` with its TTL, and for
 * each tag a set of the answer keys that hold it (kept as long as the longest answer in it).
 */
export function createRedisResponseCache(
  redis: Redis,
  options: { keyPrefix?: string } = {},
): ResponseCacheStore {
  const prefix = options.keyPrefix ?? 'bff-response:';
  const answerKey = (key: string) => `${prefix}a:${key}`;
  const tagKey = (tag: string) => `${prefix}t:${tag}`;
  const claimKey = (key: string) => `${prefix}c:${key}`;
  return {
    kind: 'redis',
    async get(key) {
      const text = await redis.get(answerKey(key));
      return text ? (JSON.parse(text) as CachedAnswer) : undefined;
    },
    async set(key, answer, tags) {
      const pipeline = redis.multi().set(answerKey(key), JSON.stringify(answer), 'EX', answer.maxAge);
      for (const tag of tags) {
        pipeline.sadd(tagKey(tag), answerKey(key)).expire(tagKey(tag), answer.maxAge, 'GT');
        // A new set has no TTL for GT to compare with: give it one.
        pipeline.expire(tagKey(tag), answer.maxAge, 'NX');
      }
      await pipeline.exec();
    },
    async invalidate(tags) {
      if (tags.length === 0) return;
      await redis.eval(INVALIDATE_SCRIPT, tags.length, ...tags.map(tagKey));
    },
    async clear() {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
    async claim(key, ms) {
      return (await redis.set(claimKey(key), String(process.pid), 'PX', ms, 'NX')) === 'OK';
    },
    async release(key) {
      await redis.del(claimKey(key));
    },
  };
}
