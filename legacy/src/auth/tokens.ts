import crypto from 'node:crypto';
import type { Database } from '../db/database';
import { addMinutes, formatTimestamp } from '../clock';

/** A fresh random token: 256 bits, URL-safe. Only its hash is ever stored. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export function issueAccessToken(
  db: Database,
  memberId: number,
  options: { rememberMe: boolean; now: Date; ttlMinutes: number },
): IssuedToken {
  const token = newToken();
  const expiresAt = addMinutes(options.now, options.ttlMinutes);
  db.prepare(
    'INSERT INTO access_tokens (member_id, token_hash, remember_me, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(
    memberId,
    hashToken(token),
    options.rememberMe ? 1 : 0,
    formatTimestamp(expiresAt),
    formatTimestamp(options.now),
  );
  return { token, expiresAt };
}

export interface AccessTokenRow {
  id: number;
  member_id: number;
  expires_at: string;
  remember_me: number;
}

/** The live (unexpired, unrevoked) access token with this value, if any. */
export function findAccessToken(db: Database, token: string, now: Date): AccessTokenRow | undefined {
  return db
    .prepare<[string, string], AccessTokenRow>(
      `SELECT id, member_id, expires_at, remember_me FROM access_tokens
       WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?`,
    )
    .get(hashToken(token), formatTimestamp(now));
}

export function revokeAccessToken(db: Database, tokenId: number, now: Date): void {
  db.prepare('UPDATE access_tokens SET revoked_at = ? WHERE id = ?').run(formatTimestamp(now), tokenId);
}

export type EmailTokenPurpose = 'verify-email' | 'reset-password';

export function issueEmailToken(
  db: Database,
  memberId: number,
  options: { purpose: EmailTokenPurpose; now: Date; ttlMinutes: number },
): string {
  const token = newToken();
  db.prepare(
    'INSERT INTO email_tokens (member_id, purpose, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(
    memberId,
    options.purpose,
    hashToken(token),
    formatTimestamp(addMinutes(options.now, options.ttlMinutes)),
    formatTimestamp(options.now),
  );
  return token;
}

/**
 * Marks a one-time e-mail token used and answers its member id; undefined when the token is unknown,
 * already used, expired or for another purpose. Atomic, so a token can be used only once.
 */
export function consumeEmailToken(
  db: Database,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): number | undefined {
  const row = db
    .prepare<[string, string, string, string], { member_id: number }>(
      `UPDATE email_tokens SET used_at = ?
       WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
       RETURNING member_id`,
    )
    .get(formatTimestamp(now), hashToken(token), purpose, formatTimestamp(now));
  return row?.member_id;
}
