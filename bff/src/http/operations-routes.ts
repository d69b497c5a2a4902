import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LegacyClient } from '../legacy/legacy-api';
import type { BffMetrics } from '../observability/metrics';

export interface OperationsDeps {
  legacy: LegacyClient;
  metrics: BffMetrics;
  /** When set, `/metrics` answers only `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** False once shutdown has begun: load balancers stop sending requests. */
  isAccepting(): boolean;
}

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** For operators and their tools: liveness, readiness and Prometheus metrics. None falls through to the site. */
export function registerOperationsRoutes(app: FastifyInstance, deps: OperationsDeps): void {
  // Alive: the process answers. Restart it when this fails.
  app.get('/healthz', { config: { rateLimit: false } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  // Ready: this process takes requests and the legacy API answers. Send no traffic here when it fails.
  app.get('/readyz', { config: { rateLimit: false } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!deps.isAccepting()) return reply.code(503).send({ status: 'stopping' });
    if (!(await deps.legacy.ping()))
      return reply.code(503).send({ status: 'unavailable', legacy: 'unreachable' });
    return reply.send({ status: 'ready', legacy: 'ok' });
  });

  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    if (deps.metricsToken) {
      const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, deps.metricsToken)) {
        return reply.code(401).send({ message: 'Send the metrics token as Authorization: Bearer.' });
      }
    }
    reply.header('cache-control', 'no-store').type(deps.metrics.registry.contentType);
    return reply.send(await deps.metrics.registry.metrics());
  });
}
