import path from 'node:path';
import type { Database } from './db/database';
import type { LegacyConfig } from './config';
import type { Clock } from './clock';
import type { Mailer } from './mail/mailer';
import type { RouteRequest } from './http/router';
import type { Input } from './http/input';
import { HttpError } from './http/http-error';
import { findAccessToken, type AccessTokenRow } from './auth/tokens';

/** Everything a route handler needs, made once per server. */
export interface LegacyApp {
  db: Database;
  config: LegacyConfig;
  clock: Clock;
  mailer: Mailer;
  /** Root of the image folders of §3. */
  storageDir: string;
  /** Base address of this API, known once the server listens. */
  publicUrl(): string;
  /** Base address of images (folder and file name follow). */
  imageBaseUrl(): string;
}

export function storageDirOf(dataDir: string): string {
  return path.join(dataDir, 'storage');
}

export function outboxDirOf(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** The bearer token of a request: the Authorization header, else a `token` parameter (as the legacy client sends). */
export function bearerToken(request: RouteRequest, input: Input): string | undefined {
  const header = request.raw.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (match?.[1]) return match[1];
  const token = input.string('token');
  return token === '' ? undefined : token;
}

export interface Session {
  memberId: number;
  token: AccessTokenRow;
}

/** The signed-in member, or undefined for a visitor. An invalid token counts as no token. */
export function optionalSession(app: LegacyApp, request: RouteRequest, input: Input): Session | undefined {
  const token = bearerToken(request, input);
  if (!token) return undefined;
  const row = findAccessToken(app.db, token, app.clock());
  return row ? { memberId: row.member_id, token: row } : undefined;
}

/** The signed-in member; 401 without a valid token. */
export function requireSession(app: LegacyApp, request: RouteRequest, input: Input): Session {
  const session = optionalSession(app, request, input);
  if (!session) {
    throw new HttpError(
      401,
      bearerToken(request, input) ? 'Token is invalid or expired.' : 'No access token.',
    );
  }
  return session;
}

/** 403 unless the signed-in member owns the thing. */
export function requireOwner(memberId: number, ownerMemberId: number, what: string): void {
  if (memberId !== ownerMemberId) throw new HttpError(403, `You may only change your own ${what}.`);
}
