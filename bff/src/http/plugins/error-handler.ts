import type { FastifyError, FastifyInstance } from 'fastify';
import { messageCodeOf } from '../../legacy/legacy-messages';
import { LegacyUnavailableError } from '../../legacy/legacy-errors';
import { RATE_LIMITED, RateLimitedError } from '../../limits/abuse-limits';
import type { BffMetrics } from '../../observability/metrics';
import { HttpProblem } from '../http-problem';

/** Fastify's own refusals, in the words this API uses elsewhere. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send application/json.',
  FST_ERR_BAD_URL: 'The address is malformed.',
  FST_ERR_ASYNC_CONSTRAINT: 'The address is malformed.',
};

/** Answers a refused or failed request: the client's mistakes as 4xx with a message, the rest as a logged 500. */
export function installErrorHandler(
  app: FastifyInstance,
  deps: { logError: (error: unknown, requestId?: string) => void; metrics: BffMetrics },
): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpProblem) {
      const coded = messageCodeOf(error.message);
      return reply
        .code(error.status)
        .send({ message: error.message, ...(coded && { code: coded.code, limit: coded.limit }) });
    }
    if (error instanceof RateLimitedError) {
      deps.metrics.rateLimited.inc({ limit: 'upload' });
      return reply
        .code(429)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ message: error.message, code: RATE_LIMITED, retryAfterSeconds: error.retryAfterSeconds });
    }
    if (error instanceof LegacyUnavailableError) return reply.code(503).send({ message: error.message });
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    // Load shedding (@fastify/under-pressure has set Retry-After): the site is busy, not broken.
    if (status === 503 && 'code' in error && error.code === 'FST_UNDER_PRESSURE') {
      return reply.code(503).send({ message: error.message });
    }
    if (status === 429 && 'retryAfterSeconds' in error) {
      // The per-minute limit (@fastify/rate-limit has set Retry-After): the same code as every other limit.
      return reply
        .code(429)
        .send({ message: error.message, code: RATE_LIMITED, retryAfterSeconds: error.retryAfterSeconds });
    }
    if (status >= 400 && status < 500) {
      const code = 'code' in error ? String(error.code) : '';
      return reply.code(status).send({ message: FRAMEWORK_MESSAGES[code] ?? error.message });
    }
    deps.metrics.internalErrors.inc();
    deps.logError(error, request.id);
    return reply.code(500).send({ message: 'Internal server error' });
  });
}
