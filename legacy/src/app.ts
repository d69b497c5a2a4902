import crypto from 'node:crypto';
import path from 'node:path';
import type { Database } from './db/database';
import type { LegacyConfig } from './config';
import type { Clock } from './clock';
import type { Mailer } from './mail/mailer';
import type { SearchPool } from './search/search-pool';
import type { RouteRequest, Router, SessionResolver } from './http/router';
import { HttpError } from './http/http-error';
import { findAccessToken, type AccessTokenRow } from './auth/tokens';

/** Everything a route handler needs, made once per server. */
export interface LegacyApp {
  db: Database;
  config: LegacyConfig;
  clock: Clock;
  mailer: Mailer;
  /** The searches, run on worker threads with their own read-only connections (SEARCH_THREADS). */
  search: SearchPool;
  /** Root of the image folders of §3. */
  storageDir: string;
  /** Base address of this API, known once the server listens. */
  publicUrl(): string;
  /** Base address of images (folder and file name follow). */
  imageBaseUrl(): string;
}

/** Where the images of a data directory are stored. */
export function storageDirOf(dataDir: string): string {
  return path.join(dataDir, 'storage');
}

/** Where e-mail is written when no SMTP server is configured. */
export function outboxDirOf(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * The bearer token of a request, from `Authorization: Bearer` only: a token in the address would end up in
 * access logs, browser history and Referer headers.
 */
export function bearerToken(request: RouteRequest): string | undefined {
  const header = request.raw.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] || undefined;
}

export interface Session {
  memberId: number;
  token: AccessTokenRow;
}

/** The signed-in member, or undefined for a visitor. An invalid token counts as no token. */
export function optionalSession(app: LegacyApp, request: RouteRequest): Session | undefined {
  const token = bearerToken(request);
  if (!token) return undefined;
  const row = findAccessToken(app.db, token, app.clock());
  return row ? { memberId: row.member_id, token: row } : undefined;
}

/** The signed-in member; 401 without a valid token. */
export function requireSession(app: LegacyApp, request: RouteRequest): Session {
  const session = optionalSession(app, request);
  if (!session) {
    throw new HttpError(401, bearerToken(request) ? 'Token is invalid or expired.' : 'No access token.');
  }
  return session;
}

/** The router of this API: its routes receive a `Session` as they declare. */
export type LegacyRouter = Router<Session>;

/** How the router resolves the sessions its routes declare they need. */
export function sessionResolver(app: LegacyApp): SessionResolver<Session> {
  return {
    optional: (request) => optionalSession(app, request),
    required: (request) => requireSession(app, request),
  };
}

/** Compares two secrets in a time that does not depend on where they differ (their digests have one length). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/** Whether the request comes from the trusted client (the BFF): it sends the configured `X-Trusted-Client-Key`. */
export function isTrustedClient(app: LegacyApp, request: RouteRequest): boolean {
  const key = app.config.trustedClientKey;
  const given = request.raw.headers['x-trusted-client-key'];
  return key !== undefined && typeof given === 'string' && sameSecret(given, key);
}

/**
 * The website's address for the links a request's e-mail carries (`/verify`, `/reset-password`, a portfolio): the
 * `X-Site-Url` the trusted client sends with the calls that send mail (the BFF's own public address), else
 * `SITE_URL`. A caller without the key cannot choose it, so nobody can have a reset link point at their own site.
 */
export function siteUrlOf(app: LegacyApp, request: RouteRequest): string {
  const sent = request.raw.headers['x-site-url'];
  if (typeof sent !== 'string' || !isTrustedClient(app, request)) return app.config.siteUrl;
  let url: URL;
  try {
    url = new URL(sent);
  } catch {
    return app.config.siteUrl;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    return app.config.siteUrl;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** 403 unless the signed-in member owns the thing. */
export function requireOwner(memberId: number, ownerMemberId: number, what: string): void {
  if (memberId !== ownerMemberId) throw new HttpError(403, `You may only change your own ${what}.`);
}
