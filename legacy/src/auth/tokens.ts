import crypto from 'node:crypto';
import type { Database } from '../db/database';
import { addMinutes, formatTimestamp } from '../clock';

/** A fresh random token: 256 bits, URL-safe. Only its hash is ever stored. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The SHA-256 of a token, as stored: a leaked table gives no usable token. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** Stores a new access token for a member (its hash only) and answers the token and its expiry. */
export function issueAccessToken(
  db: Database,
  memberId: number,
  options: { rememberMe: boolean; now: Date; ttlMinutes: number },
): IssuedToken {
  const token = newToken();
  const expiresAt = addMinutes(options.now, options.ttlMinutes);
  db.prepare(
    `INSERT INTO access_tokens (member_id, token_hash, remember_me, expires_at, created_at)
     VALUES (@memberId, @tokenHash, @rememberMe, @expiresAt, @createdAt)`,
  ).run({
    memberId,
    tokenHash: hashToken(token),
    rememberMe: options.rememberMe ? 1 : 0,
    expiresAt: formatTimestamp(expiresAt),
    createdAt: formatTimestamp(options.now),
  });
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
    .prepare<{ tokenHash: string; now: string }, AccessTokenRow>(
      `SELECT id, member_id, expires_at, remember_me FROM access_tokens
       WHERE token_hash = @tokenHash AND revoked_at IS NULL AND expires_at > @now`,
    )
    .get({ tokenHash: hashToken(token), now: formatTimestamp(now) });
}

/** Ends one session (logout): its token no longer signs anyone in. */
export function revokeAccessToken(db: Database, tokenId: number, now: Date): void {
  db.prepare('UPDATE access_tokens SET revoked_at = @now WHERE id = @tokenId').run({
    now: formatTimestamp(now),
    tokenId,
  });
}

/** Ends every live session of a member, e.g. once the password has changed. */
export function revokeMemberAccessTokens(db: Database, memberId: number, now: Date): void {
  db.prepare(
    'UPDATE access_tokens SET revoked_at = @now WHERE member_id = @memberId AND revoked_at IS NULL',
  ).run({ now: formatTimestamp(now), memberId });
}

export type EmailTokenPurpose = 'verify-email' | 'reset-password';

/** Stores a one-time token for an e-mailed link (verification, password reset) and answers the token. */
export function issueEmailToken(
  db: Database,
  memberId: number,
  options: { purpose: EmailTokenPurpose; now: Date; ttlMinutes: number },
): string {
  const token = newToken();
  db.prepare(
    `INSERT INTO email_tokens (member_id, purpose, token_hash, expires_at, created_at)
     VALUES (@memberId, @purpose, @tokenHash, @expiresAt, @createdAt)`,
  ).run({
    memberId,
    purpose: options.purpose,
    tokenHash: hashToken(token),
    expiresAt: formatTimestamp(addMinutes(options.now, options.ttlMinutes)),
    createdAt: formatTimestamp(options.now),
  });
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
    .prepare<{ now: string; tokenHash: string; purpose: EmailTokenPurpose }, { member_id: number }>(
      `UPDATE email_tokens SET used_at = @now
       WHERE token_hash = @tokenHash AND purpose = @purpose AND used_at IS NULL AND expires_at > @now
       RETURNING member_id`,
    )
    .get({ now: formatTimestamp(now), tokenHash: hashToken(token), purpose });
  return row?.member_id;
}

/** The member an e-mail token was issued to, whether or not it is used or expired; undefined for an unknown one. */
export function emailTokenMember(
  db: Database,
  token: string,
  purpose: EmailTokenPurpose,
): number | undefined {
  return db
    .prepare<{ tokenHash: string; purpose: EmailTokenPurpose }, { member_id: number }>(
      'SELECT member_id FROM email_tokens WHERE token_hash = @tokenHash AND purpose = @purpose',
    )
    .get({ tokenHash: hashToken(token), purpose })?.member_id;
}
