import type { CookieSerializeOptions } from '@fastify/cookie';

/** Name of the cookie holding the legacy access token. HttpOnly: page scripts never read it. */
export const SESSION_COOKIE = 'portfolio_session';

/** Name of the cookie holding a random visitor id (no personal data): a view counts once per visitor and day. */
export const VISITOR_COOKIE = 'portfolio_visitor';

/** A visitor id as this server makes them; anything else in the cookie is ignored. */
export const VISITOR_ID_PATTERN = /^[\w-]{8,64}$/;

const VISITOR_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * The session cookie: HttpOnly and SameSite=Lax always, Secure on HTTPS, and a Max-Age only with "remember me"
 * (otherwise it ends with the browser session).
 */
export function sessionCookieOptions(options: {
  secure: boolean;
  maxAgeSeconds?: number;
}): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    ...(options.maxAgeSeconds !== undefined ? { maxAge: options.maxAgeSeconds } : {}),
  };
}

/** The visitor cookie: a year long, HttpOnly, SameSite=Lax. */
export function visitorCookieOptions(options: { secure: boolean }): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: VISITOR_MAX_AGE_SECONDS,
  };
}
