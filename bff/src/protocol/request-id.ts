import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The caller's X-Request-Id when it looks like one, else a new id; it travels on to the legacy API. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  if (typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given)) return given;
  return crypto.randomUUID();
}

/** The token of an `Authorization: Bearer` header (integrators), if any. */
export function bearerOf(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}
