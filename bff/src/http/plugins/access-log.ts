import type { FastifyInstance } from 'fastify';
import type { RequestStats } from '../../context';
import type { BffMetrics } from '../../observability/metrics';

declare module 'fastify' {
  interface FastifyRequest {
    /** Legacy calls and the GraphQL operation of this request, for its access line. */
    stats: RequestStats;
  }
}

/** One access line per request: never a header, body or query string (they may hold tokens or passwords). */
export function installAccessLog(app: FastifyInstance, metrics: BffMetrics): void {
  app.decorateRequest('stats');
  app.addHook('onRequest', async (request, reply) => {
    request.stats = { legacyCalls: 0, legacyMs: 0, arrivedAt: performance.now() };
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const durationMs = reply.elapsedTime;
    metrics.httpRequests.observe(
      { route, method: request.method, status: String(reply.statusCode) },
      durationMs / 1000,
    );
    const stats = request.stats;
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        route,
        status: reply.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
        ip: request.ip,
        ...(stats?.operationName ? { operation: stats.operationName } : {}),
        ...(stats && stats.legacyCalls > 0
          ? { legacyCalls: stats.legacyCalls, legacyMs: Math.round(stats.legacyMs * 10) / 10 }
          : {}),
      },
      'request',
    );
  });
}
