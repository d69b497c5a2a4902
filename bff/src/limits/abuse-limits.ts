// PLACEHOLDER written by the lead so context.ts and server.ts can be wired; the abuse-limits helper replaces it.
import type { Redis } from 'ioredis';

/** Who is acting: the client's IP always, the account (e-mail or member id) when known. */
export interface Actor {
  ip: string;
  account?: string;
}

export interface AbuseLimits {
  /** Counts one upload; throws RateLimitedError (a GraphQLError with code RATE_LIMITED) when over the limit. */
  consumeUpload(actor: Actor): Promise<void>;
  /** Closes timers and the Redis connection it owns (none when given one). */
  close(): Promise<void>;
}

export interface AbuseLimitsOptions {
  /** Shared counters when set; in-process memory otherwise. */
  redis?: Redis;
}

export function createAbuseLimits(_options: AbuseLimitsOptions = {}): AbuseLimits {
  return { consumeUpload: async () => undefined, close: async () => undefined };
}
