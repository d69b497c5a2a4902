import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { BffConfig } from '../../config';
import { clientKeyOf, RATE_LIMITED } from '../../limits/abuse-limits';
import type { BffMetrics } from '../../observability/metrics';

/**
 * Requests a client may make a minute (@fastify/rate-limit, RATE_LIMIT_PER_MINUTE; 0: no limit), counted in Redis
 * when configured so that every BFF process shares the count.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  deps: { config: BffConfig; redis: Redis | undefined; metrics: BffMetrics },
): Promise<void> {
  const { config, redis, metrics } = deps;
  if (config.rateLimitPerMinute <= 0) return;
  await app.register(fastifyRateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'bff-rate-limit:' } : {}),
    // The site's own files are cheap and cached; a page view asks for many of them.
    allowList: (request) => request.url.startsWith('/assets/'),
    // Per client as every limit (an IPv4 address or an IPv6 /64), not per address.
    keyGenerator: (request) => clientKeyOf(request.ip),
    onExceeded: () => metrics.rateLimited.inc({ limit: 'requests-per-client' }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      code: RATE_LIMITED,
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
}
