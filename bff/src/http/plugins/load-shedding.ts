import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../../config';

/**
 * Load shedding (@fastify/under-pressure): past OVERLOAD_EVENT_LOOP_DELAY_MS of event-loop delay (0: never), a request
 * is answered 503 with Retry-After at once rather than late for everyone.
 */
export async function registerLoadShedding(app: FastifyInstance, config: BffConfig): Promise<void> {
  if (config.overloadEventLoopDelayMs <= 0) return;
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: config.overloadEventLoopDelayMs,
    retryAfter: 5,
    message: 'The site is very busy. Please try again in a few seconds.',
  });
}
