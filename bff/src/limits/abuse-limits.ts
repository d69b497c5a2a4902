import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { bangkokDay } from './bangkok-day';
import { DEFAULT_LIMIT_RULES, type AbuseLimitRules, type LimitRule } from './limit-rules';
import { RateLimitedError } from './rate-limited-error';

export { RATE_LIMITED, RateLimitedError } from './rate-limited-error';
export { DEFAULT_LIMIT_RULES, type AbuseLimitRules, type BackOffRule, type LimitRule } from './limit-rules';

/** Who is acting: the client's IP always, the account (e-mail or member id) when known. */
export interface Actor {
  ip: string;
  account?: string;
}

/** A login let through to the legacy API; say how it went so the failures in a row are counted right. */
export interface LoginAttempt {
  /** The password was right (signed in, or the e-mail is not verified yet): failures in a row are forgotten. */
  succeeded(): Promise<void>;
  /** A wrong password or an unknown e-mail: the failure stays counted. */
  failed(): Promise<void>;
  /** Neither (the legacy API could not answer): the attempt is held against no one. */
  undecided(): Promise<void>;
}

/** Whether a view is the first of this visitor (and member) for the portfolio today. */
export interface ViewClaim {
  counts: boolean;
  /** Forgets the view again, when it could not be saved after all. */
  release(): Promise<void>;
}

/**
 * Per-IP and per-account limits of the actions a script could abuse. Each `consume…` counts one action and
 * throws `RateLimitedError` (a GraphQLError with code RATE_LIMITED) when the actor is over a limit; a refused
 * action is not counted.
 */
export interface AbuseLimits {
  /** Before a login reaches the legacy API: refuses an actor with too many failures or attempts. */
  beginLogin(actor: Actor & { account: string }): Promise<LoginAttempt>;
  consumeRegister(actor: Actor): Promise<void>;
  /** Per address and per e-mail (registered or not). */
  consumeForgotPassword(actor: Actor & { account: string }): Promise<void>;
  consumeResetPassword(actor: Actor): Promise<void>;
  consumeContact(actor: Actor): Promise<void>;
  /** An enquiry to a designer: per address and per sender e-mail (`account`), and per designer from one address. */
  consumeDesignerEnquiry(actor: Actor & { account: string; designerId: number }): Promise<void>;
  /** Counts one upload, per account (when known) and address. */
  consumeUpload(actor: Actor): Promise<void>;
  /** Counts one `recordPortfolioView` call, counted as a view or not. */
  consumeViewRecording(actor: Actor): Promise<void>;
  /**
   * Marks a view of a portfolio by a visitor (and the signed-in member) for the Bangkok day; it counts when
   * neither has viewed that portfolio today and the address has not had its views of it for the day
   * (`viewsPerIpPortfolioAndDay`).
   */
  claimView(view: {
    portfolioId: number;
    visitorId: string;
    memberId?: number;
    ip: string;
  }): Promise<ViewClaim>;
  /** Nothing to release today (memory timers do not hold the process; the Redis client is the caller's). */
  close(): Promise<void>;
}

export interface AbuseLimitsOptions extends Partial<AbuseLimitRules> {
  /** Shared counters when set; in-process memory otherwise. */
  redis?: Redis;
  /** Start of every key, so that several BFF processes on one Redis share their counters. */
  keyPrefix?: string;
  /** The time that decides the Bangkok day of a view (tests move it). */
  clock?: () => Date;
}

export const DEFAULT_KEY_PREFIX = 'portfolio-bff:limits';

type Limiter = RateLimiterMemory | RateLimiterRedis;

/** A refusal by the limiter (not a store failure). */
function isRefusal(reason: unknown): reason is RateLimiterRes {
  return reason instanceof RateLimiterRes;
}

/** E-mails are compared as people type them, and kept out of the store (and its logs) as hashes. */
function accountKey(account: string): string {
  return crypto.createHash('sha256').update(account.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * The network an address stands for in the view bound: an IPv4 address itself, an IPv6 address's /64 (a phone or
 * a household is given a whole /64, so a script could take a new address for every call inside it).
 */
export function viewerNetworkOf(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!address.includes(':')) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const groupsIn = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = address.split('::');
  const headGroups = groupsIn(head);
  const tailGroups = tail === undefined ? [] : groupsIn(tail);
  const groups = [
    ...headGroups,
    ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
    ...tailGroups,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

function waitSeconds(refusals: RateLimiterRes[]): number {
  return Math.max(...refusals.map((refusal) => refusal.msBeforeNext)) / 1000;
}

export function createAbuseLimits(options: AbuseLimitsOptions = {}): AbuseLimits {
  const { redis, keyPrefix = DEFAULT_KEY_PREFIX, clock = () => new Date(), ...overrides } = options;
  const rules: AbuseLimitRules = { ...DEFAULT_LIMIT_RULES, ...overrides };

  function limiter(name: string, rule: LimitRule): Limiter {
    const settings = {
      keyPrefix: `${keyPrefix}:${name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    };
    if (!redis) return new RateLimiterMemory(settings);
    return new RateLimiterRedis({
      ...settings,
      storeClient: redis,
      // While Redis is down every process falls back to its own counters at once, instead of waiting for
      // reconnection or refusing everyone.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(settings),
    });
  }

  const backOff = rules.loginFailuresPerAccountAndIp;
  const limiters = {
    loginFailuresPerAccountAndIp: limiter('login-failures-account-ip', {
      points: backOff.failures,
      durationSeconds: backOff.memorySeconds,
    }),
    // How many times the pair has been refused lately: the next refusal lasts twice as long.
    loginRefusalsPerAccountAndIp: limiter('login-refusals-account-ip', {
      points: Number.MAX_SAFE_INTEGER,
      durationSeconds: backOff.memorySeconds,
    }),
    loginFailuresPerAccount: limiter('login-failures-account', rules.loginFailuresPerAccount),
    loginFailuresPerIp: limiter('login-failures-ip', rules.loginFailuresPerIp),
    loginAttemptsPerIp: limiter('login-attempts-ip', rules.loginAttemptsPerIp),
    registerPerIp: limiter('register-ip', rules.registerPerIp),
    forgotPasswordPerIp: limiter('forgot-password-ip', rules.forgotPasswordPerIp),
    forgotPasswordPerAccount: limiter('forgot-password-account', rules.forgotPasswordPerAccount),
    resetPasswordPerIp: limiter('reset-password-ip', rules.resetPasswordPerIp),
    contactPerIp: limiter('contact-ip', rules.contactPerIp),
    designerEnquiryPerIp: limiter('designer-enquiry-ip', rules.designerEnquiryPerIp),
    designerEnquiryPerSender: limiter('designer-enquiry-sender', rules.designerEnquiryPerSender),
    designerEnquiryPerIpAndDesigner: limiter(
      'designer-enquiry-ip-designer',
      rules.designerEnquiryPerIpAndDesigner,
    ),
    uploadPerAccount: limiter('upload-account', rules.uploadPerAccount),
    uploadPerIp: limiter('upload-ip', rules.uploadPerIp),
    viewRecordingPerIp: limiter('view-recording-ip', rules.viewRecordingPerIp),
    // One point per visitor (or member), portfolio and Bangkok day: the day is in the key, which expires with it.
    viewsSeen: limiter('views-seen', { points: 1, durationSeconds: 24 * 60 * 60 }),
    // Views counted per address, portfolio and Bangkok day, the day in the key as above.
    viewsPerIp: limiter('views-ip', rules.viewsPerIpPortfolioAndDay),
  };

  /**
   * Counts one action on every (limiter, key) at once. When any refuses, the others get their point back and
   * the refusals are answered by position; store failures (without insurance) propagate.
   */
  async function countAll(entries: [Limiter, string][]): Promise<(RateLimiterRes | undefined)[]> {
    const results = await Promise.allSettled(entries.map(([each, key]) => each.consume(key)));
    const refusals = results.map((result) =>
      result.status === 'rejected' && isRefusal(result.reason) ? result.reason : undefined,
    );
    const failure = results.find((result) => result.status === 'rejected' && !isRefusal(result.reason));
    if (refusals.every((refusal) => refusal === undefined) && !failure) return refusals;
    await Promise.all(
      entries.map(([each, key], index) =>
        results[index]?.status === 'fulfilled' ? each.reward(key) : undefined,
      ),
    );
    if (failure?.status === 'rejected') throw failure.reason;
    return refusals;
  }

  /** Counts one action on every (limiter, key); throws RateLimitedError with the longest wait when any refuses. */
  async function consumeAll(entries: [Limiter, string][]): Promise<void> {
    const refusals = (await countAll(entries)).filter((refusal) => refusal !== undefined);
    if (refusals.length > 0) throw new RateLimitedError(waitSeconds(refusals));
  }

  async function beginLogin(actor: Actor & { account: string }): Promise<LoginAttempt> {
    const account = accountKey(actor.account);
    const pair = `${account}_${actor.ip}`;
    await consumeAll([[limiters.loginAttemptsPerIp, actor.ip]]);
    // Failures are counted before the legacy API answers (and given back on success), so that guesses sent
    // all at once cannot slip past a check that has not seen the others' failures yet.
    const reserved: [Limiter, string][] = [
      [limiters.loginFailuresPerAccountAndIp, pair],
      [limiters.loginFailuresPerAccount, account],
      [limiters.loginFailuresPerIp, actor.ip],
    ];
    const [pairRefusal, ...otherRefusals] = await countAll(reserved);
    const waits = otherRefusals.flatMap((refusal) => (refusal ? [refusal.msBeforeNext / 1000] : []));
    if (pairRefusal) {
      // The attempt just over the failures in a row starts the back-off; later ones wait for its end.
      waits.push(
        pairRefusal.consumedPoints === backOff.failures + 1
          ? await startBackOff(pair)
          : pairRefusal.msBeforeNext / 1000,
      );
    }
    if (waits.length > 0) throw new RateLimitedError(Math.max(...waits));
    return {
      async succeeded() {
        await Promise.all([
          limiters.loginFailuresPerAccountAndIp.delete(pair),
          limiters.loginRefusalsPerAccountAndIp.delete(pair),
          limiters.loginFailuresPerAccount.reward(account),
          limiters.loginFailuresPerIp.reward(actor.ip),
        ]);
      },
      async failed() {
        // The failure was counted when the attempt began.
      },
      async undecided() {
        await Promise.all(reserved.map(([each, key]) => each.reward(key)));
      },
    };
  }

  /**
   * Blocks the pair for its back-off, the first block doubled for each earlier one (at most the maximum),
   * and answers its length in seconds.
   */
  async function startBackOff(pair: string): Promise<number> {
    const refusals = await limiters.loginRefusalsPerAccountAndIp.penalty(pair);
    const seconds = Math.min(
      backOff.firstBlockSeconds * 2 ** Math.max(0, refusals.consumedPoints - 1),
      backOff.maxBlockSeconds,
    );
    await limiters.loginFailuresPerAccountAndIp.block(pair, seconds);
    return seconds;
  }

  async function claimView(view: {
    portfolioId: number;
    visitorId: string;
    memberId?: number;
    ip: string;
  }): Promise<ViewClaim> {
    const { day, secondsLeft } = bangkokDay(clock());
    const keys = [`${day}:${view.portfolioId}:visitor:${view.visitorId}`];
    if (view.memberId !== undefined) keys.push(`${day}:${view.portfolioId}:member:${view.memberId}`);
    const addressKey = `${day}:${view.portfolioId}:${viewerNetworkOf(view.ip)}`;
    const seen = await countForDay(
      keys.map((key) => [limiters.viewsSeen, key]),
      secondsLeft,
    );
    // The address's share is counted only for a view that would count: a reader's own repeats use none of it.
    const counts =
      seen.every((refusal) => refusal === undefined) &&
      (await countForDay([[limiters.viewsPerIp, addressKey]], secondsLeft)).every(
        (refusal) => refusal === undefined,
      );
    return {
      counts,
      async release() {
        if (!counts) return;
        await Promise.all([
          ...keys.map((key) => limiters.viewsSeen.delete(key)),
          limiters.viewsPerIp.reward(addressKey),
        ]);
      },
    };
  }

  /**
   * Counts one on every (limiter, key) for the rest of the Bangkok day; answers the refusals by position. Store
   * failures propagate. Unlike `countAll`, a refused key keeps its count (a view seen stays seen).
   */
  async function countForDay(
    entries: [Limiter, string][],
    secondsLeft: number,
  ): Promise<(RateLimiterRes | undefined)[]> {
    const results = await Promise.allSettled(
      entries.map(([each, key]) => each.consume(key, 1, { customDuration: secondsLeft })),
    );
    const failure = results.find((result) => result.status === 'rejected' && !isRefusal(result.reason));
    if (failure?.status === 'rejected') throw failure.reason;
    return results.map((result) =>
      result.status === 'rejected' ? (result.reason as RateLimiterRes) : undefined,
    );
  }

  return {
    beginLogin,
    consumeRegister: (actor) => consumeAll([[limiters.registerPerIp, actor.ip]]),
    consumeForgotPassword: (actor) =>
      consumeAll([
        [limiters.forgotPasswordPerIp, actor.ip],
        [limiters.forgotPasswordPerAccount, accountKey(actor.account)],
      ]),
    consumeResetPassword: (actor) => consumeAll([[limiters.resetPasswordPerIp, actor.ip]]),
    consumeContact: (actor) => consumeAll([[limiters.contactPerIp, actor.ip]]),
    consumeDesignerEnquiry: (actor) =>
      consumeAll([
        [limiters.designerEnquiryPerIp, actor.ip],
        [limiters.designerEnquiryPerSender, accountKey(actor.account)],
        [limiters.designerEnquiryPerIpAndDesigner, `${actor.ip}:${actor.designerId}`],
      ]),
    consumeUpload: (actor) =>
      consumeAll([
        [limiters.uploadPerIp, actor.ip],
        ...(actor.account
          ? [[limiters.uploadPerAccount, accountKey(actor.account)] as [Limiter, string]]
          : []),
      ]),
    consumeViewRecording: (actor) => consumeAll([[limiters.viewRecordingPerIp, actor.ip]]),
    claimView,
    close: async () => undefined,
  };
}
