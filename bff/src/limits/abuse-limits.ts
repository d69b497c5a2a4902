import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { bangkokDay } from './bangkok-day';
import { DEFAULT_LIMIT_RULES, type AbuseLimitRules, type LimitRule } from './limit-rules';
import { RateLimitedError } from './rate-limited-error';
import { mailboxKeyOf, hashedKeyOf, type Asker } from './who-is-asking';

export { RATE_LIMITED, RateLimitedError } from './rate-limited-error';
export { DEFAULT_LIMIT_RULES, type AbuseLimitRules, type BackOffRule, type LimitRule } from './limit-rules';
export { askerOf, clientKeyOf, mailboxOf, type Asker } from './who-is-asking';

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

/** A signed-in asker: the limits of acts only members make are theirs. */
export type MemberAsker = Asker & { member: number };

/**
 * The limits of the actions a script could abuse, each keyed by who is asking (`Asker`: the client, and the member
 * when signed in) and, where an e-mail is given, by its mailbox. Each `consume…` counts one action and throws
 * `RateLimitedError` (a GraphQLError with code RATE_LIMITED) when any of its keys is over its limit; a refused
 * action is not counted.
 */
export interface AbuseLimits {
  /** Before a login reaches the legacy API: refuses an asker with too many failures or attempts. */
  beginLogin(asker: Asker, email: string): Promise<LoginAttempt>;
  /** A sign-in of another kind (a social provider's): counted with the client's login attempts. */
  consumeSignInAttempt(asker: Asker): Promise<void>;
  /** Per client and per mailbox registered. */
  consumeRegister(asker: Asker, email: string): Promise<void>;
  /** Per client and per mailbox (registered or not). */
  consumeForgotPassword(asker: Asker, email: string): Promise<void>;
  consumeResetPassword(asker: Asker): Promise<void>;
  /** Per client and per sender's mailbox. */
  consumeContact(asker: Asker, email: string): Promise<void>;
  /** An enquiry to a designer: per client and per sender's mailbox, and each of them per designer. */
  consumeDesignerEnquiry(asker: Asker, enquiry: { email: string; designerId: number }): Promise<void>;
  /** An appreciation given or taken back: per member and per client. */
  consumeAppreciation(asker: MemberAsker): Promise<void>;
  /** A follow or unfollow: per member and per client. */
  consumeFollow(asker: MemberAsker): Promise<void>;
  /** Counts one upload, per member (when known) and client. */
  consumeUpload(asker: Asker): Promise<void>;
  /** Counts one `recordPortfolioView` call, counted as a view or not. */
  consumeViewRecording(asker: Asker): Promise<void>;
  /**
   * Marks a view of a portfolio by a visitor (and the signed-in member) for the Bangkok day; it counts when
   * neither has viewed that portfolio today and the client has not had its views of it for the day
   * (`viewsPerClientPortfolioAndDay`).
   */
  claimView(view: { portfolioId: number; visitorId: string; asker: Asker }): Promise<ViewClaim>;
  /**
   * Whether a search for `keyword` counts in the search insights: once per client, keyword and Bangkok day, for at
   * most `searchKeywordsPerClientAndDay` keywords of a client a day. Never refuses the search itself.
   */
  claimSearch(asker: Asker, keyword: string): Promise<boolean>;
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

const DAY_SECONDS = 24 * 60 * 60;

type Limiter = RateLimiterMemory | RateLimiterRedis;

/** A refusal by the limiter (not a store failure). */
function isRefusal(reason: unknown): reason is RateLimiterRes {
  return reason instanceof RateLimiterRes;
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

  const backOff = rules.loginFailuresPerMailboxAndClient;
  const limiters = {
    loginFailuresPerMailboxAndClient: limiter('login-failures-mailbox-client', {
      points: backOff.failures,
      durationSeconds: backOff.memorySeconds,
    }),
    // How many times the pair has been refused lately: the next refusal lasts twice as long.
    loginRefusalsPerMailboxAndClient: limiter('login-refusals-mailbox-client', {
      points: Number.MAX_SAFE_INTEGER,
      durationSeconds: backOff.memorySeconds,
    }),
    loginFailuresPerMailbox: limiter('login-failures-mailbox', rules.loginFailuresPerMailbox),
    loginFailuresPerClient: limiter('login-failures-client', rules.loginFailuresPerClient),
    loginAttemptsPerClient: limiter('login-attempts-client', rules.loginAttemptsPerClient),
    registerPerClient: limiter('register-client', rules.registerPerClient),
    registerPerMailbox: limiter('register-mailbox', rules.registerPerMailbox),
    forgotPasswordPerClient: limiter('forgot-password-client', rules.forgotPasswordPerClient),
    forgotPasswordPerMailbox: limiter('forgot-password-mailbox', rules.forgotPasswordPerMailbox),
    resetPasswordPerClient: limiter('reset-password-client', rules.resetPasswordPerClient),
    contactPerClient: limiter('contact-client', rules.contactPerClient),
    contactPerMailbox: limiter('contact-mailbox', rules.contactPerMailbox),
    designerEnquiryPerClient: limiter('designer-enquiry-client', rules.designerEnquiryPerClient),
    designerEnquiryPerMailbox: limiter('designer-enquiry-mailbox', rules.designerEnquiryPerMailbox),
    designerEnquiryPerClientAndDesigner: limiter(
      'designer-enquiry-client-designer',
      rules.designerEnquiryPerClientAndDesigner,
    ),
    designerEnquiryPerMailboxAndDesigner: limiter(
      'designer-enquiry-mailbox-designer',
      rules.designerEnquiryPerMailboxAndDesigner,
    ),
    appreciationPerMember: limiter('appreciation-member', rules.appreciationPerMember),
    appreciationPerClient: limiter('appreciation-client', rules.appreciationPerClient),
    followPerMember: limiter('follow-member', rules.followPerMember),
    followPerClient: limiter('follow-client', rules.followPerClient),
    uploadPerMember: limiter('upload-member', rules.uploadPerMember),
    uploadPerClient: limiter('upload-client', rules.uploadPerClient),
    viewRecordingPerClient: limiter('view-recording-client', rules.viewRecordingPerClient),
    // One point per visitor (or member), portfolio and Bangkok day: the day is in the key, which expires with it.
    viewsSeen: limiter('views-seen', { points: 1, durationSeconds: DAY_SECONDS }),
    // Views counted per client, portfolio and Bangkok day, the day in the key as above.
    viewsPerClient: limiter('views-client', rules.viewsPerClientPortfolioAndDay),
    // One point per client, keyword and Bangkok day: a keyword searched again by the same client counts no more.
    searchesSeen: limiter('searches-seen', { points: 1, durationSeconds: DAY_SECONDS }),
    // Distinct keywords per client and Bangkok day, the day in the key.
    searchKeywordsPerClient: limiter('search-keywords-client', rules.searchKeywordsPerClientAndDay),
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

  async function beginLogin(asker: Asker, email: string): Promise<LoginAttempt> {
    const mailbox = mailboxKeyOf(email);
    const pair = `${mailbox}_${asker.client}`;
    await consumeAll([[limiters.loginAttemptsPerClient, asker.client]]);
    // Failures are counted before the legacy API answers (and given back on success), so that guesses sent
    // all at once cannot slip past a check that has not seen the others' failures yet.
    const reserved: [Limiter, string][] = [
      [limiters.loginFailuresPerMailboxAndClient, pair],
      [limiters.loginFailuresPerMailbox, mailbox],
      [limiters.loginFailuresPerClient, asker.client],
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
          limiters.loginFailuresPerMailboxAndClient.delete(pair),
          limiters.loginRefusalsPerMailboxAndClient.delete(pair),
          limiters.loginFailuresPerMailbox.reward(mailbox),
          limiters.loginFailuresPerClient.reward(asker.client),
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
    const refusals = await limiters.loginRefusalsPerMailboxAndClient.penalty(pair);
    const seconds = Math.min(
      backOff.firstBlockSeconds * 2 ** Math.max(0, refusals.consumedPoints - 1),
      backOff.maxBlockSeconds,
    );
    await limiters.loginFailuresPerMailboxAndClient.block(pair, seconds);
    return seconds;
  }

  /**
   * Whether an act counts today: it is the first of the day for every one of `seen` (each marked seen now, for the
   * rest of the Bangkok day), and then `quota` has room for it (its share is taken only by an act that would count).
   */
  async function firstTodayWithinQuota(
    seen: [Limiter, string][],
    quota: [Limiter, string],
    secondsLeft: number,
  ): Promise<boolean> {
    const marked = await countForDay(seen, secondsLeft);
    if (marked.some((refusal) => refusal !== undefined)) return false;
    const [over] = await countForDay([quota], secondsLeft);
    return over === undefined;
  }

  async function claimView(view: {
    portfolioId: number;
    visitorId: string;
    asker: Asker;
  }): Promise<ViewClaim> {
    const { day, secondsLeft } = bangkokDay(clock());
    const keys = [`${day}:${view.portfolioId}:visitor:${view.visitorId}`];
    if (view.asker.member !== undefined) keys.push(`${day}:${view.portfolioId}:member:${view.asker.member}`);
    const clientKey = `${day}:${view.portfolioId}:${view.asker.client}`;
    // A reader's own repeats use none of the client's share.
    const counts = await firstTodayWithinQuota(
      keys.map((key) => [limiters.viewsSeen, key]),
      [limiters.viewsPerClient, clientKey],
      secondsLeft,
    );
    return {
      counts,
      async release() {
        if (!counts) return;
        await Promise.all([
          ...keys.map((key) => limiters.viewsSeen.delete(key)),
          limiters.viewsPerClient.reward(clientKey),
        ]);
      },
    };
  }

  async function claimSearch(asker: Asker, keyword: string): Promise<boolean> {
    const { day, secondsLeft } = bangkokDay(clock());
    return firstTodayWithinQuota(
      [[limiters.searchesSeen, `${day}:${asker.client}:${hashedKeyOf(searchKeyOf(keyword))}`]],
      [limiters.searchKeywordsPerClient, `${day}:${asker.client}`],
      secondsLeft,
    );
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

  /** The (limiter, key) pairs of an act keyed by member and client. */
  const memberAndClient = (
    perMember: Limiter,
    perClient: Limiter,
    asker: MemberAsker,
  ): [Limiter, string][] => [
    [perMember, String(asker.member)],
    [perClient, asker.client],
  ];

  return {
    beginLogin,
    consumeSignInAttempt: (asker) => consumeAll([[limiters.loginAttemptsPerClient, asker.client]]),
    consumeRegister: (asker, email) =>
      consumeAll([
        [limiters.registerPerClient, asker.client],
        [limiters.registerPerMailbox, mailboxKeyOf(email)],
      ]),
    consumeForgotPassword: (asker, email) =>
      consumeAll([
        [limiters.forgotPasswordPerClient, asker.client],
        [limiters.forgotPasswordPerMailbox, mailboxKeyOf(email)],
      ]),
    consumeResetPassword: (asker) => consumeAll([[limiters.resetPasswordPerClient, asker.client]]),
    consumeContact: (asker, email) =>
      consumeAll([
        [limiters.contactPerClient, asker.client],
        [limiters.contactPerMailbox, mailboxKeyOf(email)],
      ]),
    consumeDesignerEnquiry: (asker, enquiry) => {
      const mailbox = mailboxKeyOf(enquiry.email);
      return consumeAll([
        [limiters.designerEnquiryPerClient, asker.client],
        [limiters.designerEnquiryPerMailbox, mailbox],
        [limiters.designerEnquiryPerClientAndDesigner, `${asker.client}:${enquiry.designerId}`],
        [limiters.designerEnquiryPerMailboxAndDesigner, `${mailbox}:${enquiry.designerId}`],
      ]);
    },
    consumeAppreciation: (asker) =>
      consumeAll(memberAndClient(limiters.appreciationPerMember, limiters.appreciationPerClient, asker)),
    consumeFollow: (asker) =>
      consumeAll(memberAndClient(limiters.followPerMember, limiters.followPerClient, asker)),
    consumeUpload: (asker) =>
      consumeAll([
        [limiters.uploadPerClient, asker.client],
        ...(asker.member === undefined
          ? []
          : [[limiters.uploadPerMember, String(asker.member)] as [Limiter, string]]),
      ]),
    consumeViewRecording: (asker) => consumeAll([[limiters.viewRecordingPerClient, asker.client]]),
    claimView,
    claimSearch,
    close: async () => undefined,
  };
}

/** A keyword as the search insights tell keywords apart: Unicode forms, case and spaces folded. */
function searchKeyOf(keyword: string): string {
  return keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
