import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/** Cookies read and written (@fastify/cookie): the session, the reader's language. */
export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
}
