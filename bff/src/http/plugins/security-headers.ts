import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../../config';
import { contentSecurityPolicy } from '../content-security-policy';

/** The security headers of every answer (@fastify/helmet), with the site's content security policy. */
export async function registerSecurityHeaders(app: FastifyInstance, config: BffConfig): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    // Portfolio texts may show images from other sites, and members' Facebook pictures come from Facebook.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The browser's own default: other sites learn only this site's origin, and a work's page learns which page of
    // this site a plain page load came from (the views' sources, issue 30), as before the app has started.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
