import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The caller's X-Request-Id when it looks like one, else a new id; it travels on to the legacy API. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  if (typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given)) return given;
  return crypto.randomUUID();
}

/** The legacy token of a request: `Authorization: Bearer` (integrators) or the session cookie (the site). */
export function bearerOf(request: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}
