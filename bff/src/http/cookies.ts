/** Name of the cookie holding the legacy access token. HttpOnly: page scripts never read it. */
export const SESSION_COOKIE = 'portfolio_session';

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The Set-Cookie value for a session: HttpOnly and SameSite=Lax always, Secure when configured, and a
 * Max-Age only with "remember me" (otherwise it ends with the browser session).
 */
export function sessionCookie(token: string, options: { secure: boolean; maxAgeSeconds?: number }): string {
  const parts = [`${SESSION_COOKIE}=${encodeURIComponent(token)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedSessionCookie(options: { secure: boolean }): string {
  return sessionCookie('', { ...options, maxAgeSeconds: 0 });
}

/** Name of the cookie holding a random visitor id (no personal data): a view counts once per visitor and day. */
export const VISITOR_COOKIE = 'portfolio_visitor';

/** The visitor cookie: a year long, HttpOnly, SameSite=Lax. */
export function visitorCookie(visitorId: string, options: { secure: boolean }): string {
  const parts = [
    `${VISITOR_COOKIE}=${visitorId}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${365 * 24 * 3600}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
