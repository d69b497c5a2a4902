import path from 'node:path';

export interface LegacyConfig {
  /** Folder holding the SQLite file, uploaded images (`storage/`) and the mail outbox (`outbox/`). */
  dataDir: string;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /**
   * Public base address of this API, e.g. `http://127.0.0.1:4001`. When unset it is derived from the
   * listening address once the server has started.
   */
  publicUrl: string | undefined;
  /** Base address of images; a file's URL is this + `/` + folder + `/` + file name. Defaults to `<publicUrl>/storage`. */
  imageBaseUrl: string | undefined;
  /** The website, used in e-mailed links (`/verify`, `/reset-password`) and the share page. */
  siteUrl: string;
  /** `smtp://user:pass@host:port` or `smtps://…`; when unset, mail goes to the outbox folder. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form enquiries are e-mailed. */
  organisationEmail: string;
  /**
   * Largest image `api/image-up` stores (MAX_UPLOAD_BYTES, 10 MB). The BFF reads the same variable for its own
   * check, the editors and the FAQ: set it once for both.
   */
  maxUploadBytes: number;
  /**
   * Most pixels (width × height, as its header declares them) of an image `api/image-up` stores
   * (MAX_UPLOAD_PIXELS, 50 million): a small file can declare a picture that takes gigabytes to decode. The BFF
   * reads the same variable for the limit it states and for the copies it makes.
   */
  maxUploadPixels: number;
  /** Lifetime of an access token without and with "remember me". */
  tokenTtlMinutes: number;
  rememberMeTtlMinutes: number;
  /** bcrypt cost factor. */
  passwordHashRounds: number;
  /**
   * When set, `api/auth/login-facebook` only answers callers that send it in `X-Trusted-Client-Key`: the
   * endpoint trusts the Facebook identity it is given, so only the BFF (which verifies it) may call it.
   */
  trustedClientKey: string | undefined;
  /**
   * Check every successful JSON answer against its route's declared schema, answering 500 on a drift
   * (`LEGACY_CHECK_ANSWERS=true`; the tests turn it on). Off in production: the schemas are checked by the tests.
   */
  checkAnswers: boolean;
  /**
   * On shutdown, how long requests in flight (and e-mail being sent) may take before their connections are
   * cut and the store is closed.
   */
  shutdownGraceMs: number;
  /**
   * Worker threads that run searches, each with its own read-only connection, so that a slow search does not hold
   * up other requests. 0 runs searches on the main thread (the old behaviour, for debugging).
   */
  searchThreads: number;
  /**
   * Searches that may wait for a free search thread; past it a search is answered 503 with `Retry-After` at once
   * rather than queued behind work its client would give up on.
   */
  searchMaxQueue: number;
  /** The hour in Bangkok (0–23, DIGEST_HOUR, default 8) from which the day's digests are made. */
  digestHour: number;
  /**
   * How often the digest job looks for digests due and mail queued (DIGEST_CHECK_SECONDS, default 60); it also runs
   * on start. 0: only on start.
   */
  digestCheckSeconds: number;
}

type Env = Record<string, string | undefined>;

function integerFrom(env: Env, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${text}"`);
  return value;
}

function hourFrom(env: Env, name: string, fallback: number): number {
  const hour = integerFrom(env, name, fallback);
  if (hour > 23) throw new Error(`${name} must be an hour from 0 to 23, got "${env[name]}"`);
  return hour;
}

export function loadConfig(env: Env = process.env): LegacyConfig {
  return {
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    host: env.LEGACY_HOST ?? '127.0.0.1',
    port: integerFrom(env, 'LEGACY_PORT', 4001),
    publicUrl: env.LEGACY_PUBLIC_URL || undefined,
    imageBaseUrl: env.LEGACY_IMAGE_BASE_URL || undefined,
    siteUrl: (env.SITE_URL ?? 'http://localhost:4000').replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Design Portfolio <no-reply@portfolio.example>',
    organisationEmail: env.ORGANISATION_EMAIL ?? 'contact@portfolio.example',
    maxUploadBytes: integerFrom(env, 'MAX_UPLOAD_BYTES', 10 * 1024 * 1024),
    maxUploadPixels: integerFrom(env, 'MAX_UPLOAD_PIXELS', 50_000_000),
    tokenTtlMinutes: integerFrom(env, 'TOKEN_TTL_MINUTES', 24 * 60),
    rememberMeTtlMinutes: integerFrom(env, 'REMEMBER_ME_TTL_MINUTES', 30 * 24 * 60),
    passwordHashRounds: integerFrom(env, 'PASSWORD_HASH_ROUNDS', 10),
    trustedClientKey: env.LEGACY_TRUSTED_CLIENT_KEY || undefined,
    checkAnswers: env.LEGACY_CHECK_ANSWERS === 'true',
    shutdownGraceMs: integerFrom(env, 'SHUTDOWN_GRACE_MS', 10_000),
    // One: on two cores the main thread needs the other.
    searchThreads: integerFrom(env, 'SEARCH_THREADS', 1),
    searchMaxQueue: integerFrom(env, 'SEARCH_MAX_QUEUE', 32),
    digestHour: hourFrom(env, 'DIGEST_HOUR', 8),
    digestCheckSeconds: integerFrom(env, 'DIGEST_CHECK_SECONDS', 60),
  };
}
