/** A fixed window: at most `points` actions per key in `durationSeconds` from the key's first action. */
export interface LimitRule {
  points: number;
  durationSeconds: number;
  /** How long a key over the limit stays refused; 0 (default) refuses it until its window ends. */
  blockSeconds?: number;
}

/** Failures in a row, then a refusal that doubles each time it recurs. */
export interface BackOffRule {
  /** Failures in a row allowed before the first refusal. */
  failures: number;
  /** How long failures in a row (and past refusals) are remembered without a success. */
  memorySeconds: number;
  /** The first refusal; each later one doubles it… */
  firstBlockSeconds: number;
  /** …up to this. */
  maxBlockSeconds: number;
}

/** Every limit of `AbuseLimits`; `createAbuseLimits` takes overrides of any of them (tests use small ones). */
export interface AbuseLimitRules {
  /** Wrong passwords for one e-mail from one address: the owner mistyping, or someone guessing. */
  loginFailuresPerAccountAndIp: BackOffRule;
  /** Wrong passwords for one e-mail from every address together: guessing spread over many machines. */
  loginFailuresPerAccount: LimitRule;
  /** Wrong passwords from one address over every e-mail: trying leaked passwords on many accounts. */
  loginFailuresPerIp: LimitRule;
  /** Every login attempt from one address, right or wrong. */
  loginAttemptsPerIp: LimitRule;
  registerPerIp: LimitRule;
  forgotPasswordPerIp: LimitRule;
  /** Reset links sent to one e-mail (registered or not: the answer must not tell). */
  forgotPasswordPerAccount: LimitRule;
  resetPasswordPerIp: LimitRule;
  contactPerIp: LimitRule;
  /** Enquiries to designers from one address, over every designer. */
  designerEnquiryPerIp: LimitRule;
  /** Enquiries to designers signed with one e-mail, from every address together. */
  designerEnquiryPerSender: LimitRule;
  /** Enquiries to one designer from one address. */
  designerEnquiryPerIpAndDesigner: LimitRule;
  /** Uploads of one signed-in member. */
  uploadPerAccount: LimitRule;
  uploadPerIp: LimitRule;
  /** `recordPortfolioView` calls from one address, counted or not. */
  viewRecordingPerIp: LimitRule;
  /**
   * Views counted for one portfolio from one address in a Bangkok day (the window is the day, whatever
   * `durationSeconds` says): a client that drops its cookie every time counts this many at most.
   */
  viewsPerIpPortfolioAndDay: LimitRule;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Production limits: generous for a person, hopeless for a script. */
export const DEFAULT_LIMIT_RULES: AbuseLimitRules = {
  // Someone who forgot which password they used tries a handful; after 5 in a row a minute's pause, doubling
  // to an hour, leaves a guesser a few tries an hour while the owner is only slowed. A success forgets it all.
  loginFailuresPerAccountAndIp: {
    failures: 5,
    memorySeconds: DAY,
    firstBlockSeconds: MINUTE,
    maxBlockSeconds: HOUR,
  },
  // Looser than the per-address back-off: anyone can fail on someone else's e-mail, so this one also locks the
  // owner out (for the rest of the hour at most; the reset link still works).
  loginFailuresPerAccount: { points: 10, durationSeconds: HOUR },
  // The rate-limiter-flexible login recipe's figure: an office behind one address rarely fails 100 times a day.
  loginFailuresPerIp: { points: 100, durationSeconds: DAY },
  // Each attempt costs the legacy API a password hash: 40 at once took every visitor's page to 7 s. 20 a
  // minute is more than a busy office signs in.
  loginAttemptsPerIp: { points: 20, durationSeconds: MINUTE },
  // Each registration sends an e-mail and says whether an address is taken; 10 an hour lets a few people at one
  // address (a class, an office) sign up, mistakes included.
  registerPerIp: { points: 10, durationSeconds: HOUR },
  // Each request may send an e-mail: enough for a lost message or two, not for flooding an inbox.
  forgotPasswordPerIp: { points: 5, durationSeconds: HOUR },
  forgotPasswordPerAccount: { points: 3, durationSeconds: HOUR },
  // Reset tokens are too long to guess; this only stops floods of password hashing.
  resetPasswordPerIp: { points: 10, durationSeconds: HOUR },
  // Every message lands in the organisation's inbox.
  contactPerIp: { points: 5, durationSeconds: HOUR },
  // Each lands in a designer's inbox and mailbox. A client briefing a handful of studios in an afternoon sends
  // 5–10; a flood to every designer is what these stop: 10 an hour from one address or one sender, and 3 a day to
  // one designer from one address (a follow-up or two).
  designerEnquiryPerIp: { points: 10, durationSeconds: HOUR },
  designerEnquiryPerSender: { points: 10, durationSeconds: HOUR },
  designerEnquiryPerIpAndDesigner: { points: 3, durationSeconds: DAY },
  // A portfolio with covers and twenty-odd extra images, and a few retries, fits in an hour.
  uploadPerAccount: { points: 60, durationSeconds: HOUR },
  // Two or three members at one address.
  uploadPerIp: { points: 120, durationSeconds: HOUR },
  // A view counts once per visitor and day anyway; this bounds visitors who drop their cookie each time
  // (one client lifted a portfolio from 50th to 8th of "most viewed" in 2.6 s). 300 an hour is five portfolios a
  // minute from one address, all day.
  viewRecordingPerIp: { points: 300, durationSeconds: HOUR },
  // 300 calls without cookies in 1.4 s lifted the 50th of the top rank to 12th: the call limit above is no bound on
  // one portfolio. Many readers share one address behind a Thai mobile carrier or an office, so it is bounded, not
  // one: 20 different readers of one portfolio from one address in a day is more than a design portfolio meets, and
  // 20 views move a portfolio of the top 50 a few places at most.
  viewsPerIpPortfolioAndDay: { points: 20, durationSeconds: DAY },
};
