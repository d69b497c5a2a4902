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

/*
 * Every limit is keyed by who is asking (who-is-asking.ts): "client" is an IPv4 address or an IPv6 /64, "member" an
 * account, "mailbox" an e-mail address normalised (case, +tag, the dots Gmail ignores). The README's limits table
 * states each one's key and figure, and a test holds it to these.
 */

/** Every limit of `AbuseLimits`; `createAbuseLimits` takes overrides of any of them (tests use small ones). */
export interface AbuseLimitRules {
  /** Wrong passwords for one mailbox from one client: the owner mistyping, or someone guessing. */
  loginFailuresPerMailboxAndClient: BackOffRule;
  /** Wrong passwords for one mailbox from every client together: guessing spread over many machines. */
  loginFailuresPerMailbox: LimitRule;
  /** Wrong passwords from one client over every mailbox: trying leaked passwords on many accounts. */
  loginFailuresPerClient: LimitRule;
  /** Every login attempt from one client, right or wrong. */
  loginAttemptsPerClient: LimitRule;
  registerPerClient: LimitRule;
  /** Registrations naming one mailbox (each sends it an e-mail), however its address is varied. */
  registerPerMailbox: LimitRule;
  forgotPasswordPerClient: LimitRule;
  /** Reset links sent to one mailbox (registered or not: the answer must not tell). */
  forgotPasswordPerMailbox: LimitRule;
  resetPasswordPerClient: LimitRule;
  contactPerClient: LimitRule;
  /** Contact messages signed with one mailbox, from every client together. */
  contactPerMailbox: LimitRule;
  /** Enquiries to designers from one client, over every designer. */
  designerEnquiryPerClient: LimitRule;
  /** Enquiries to designers signed with one mailbox, from every client together. */
  designerEnquiryPerMailbox: LimitRule;
  /** Enquiries to one designer from one client. */
  designerEnquiryPerClientAndDesigner: LimitRule;
  /** Enquiries to one designer signed with one mailbox, from every client together. */
  designerEnquiryPerMailboxAndDesigner: LimitRule;
  /** Appreciations given and taken back by one member. */
  appreciationPerMember: LimitRule;
  /** Appreciations given and taken back from one client, over every member signed in there. */
  appreciationPerClient: LimitRule;
  /** Follows and unfollows by one member. */
  followPerMember: LimitRule;
  /** Follows and unfollows from one client, over every member signed in there. */
  followPerClient: LimitRule;
  /** Uploads of one signed-in member. */
  uploadPerMember: LimitRule;
  uploadPerClient: LimitRule;
  /** `recordPortfolioView` calls from one client, counted or not. */
  viewRecordingPerClient: LimitRule;
  /**
   * Views counted for one portfolio from one client in a Bangkok day (the window is the day, whatever
   * `durationSeconds` says): a client that drops its cookie every time counts this many at most.
   */
  viewsPerClientPortfolioAndDay: LimitRule;
  /**
   * Distinct keywords one client's searches add to the operators' search insights in a Bangkok day (the window is
   * the day); a keyword counts once per client and day whatever this says. Past it, the searches are answered but
   * neither counted nor stored.
   */
  searchKeywordsPerClientAndDay: LimitRule;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Production limits: generous for a person, hopeless for a script. */
export const DEFAULT_LIMIT_RULES: AbuseLimitRules = {
  // Someone who forgot which password they used tries a handful; after 5 in a row a minute's pause, doubling
  // to an hour, leaves a guesser a few tries an hour while the owner is only slowed. A success forgets it all.
  loginFailuresPerMailboxAndClient: {
    failures: 5,
    memorySeconds: DAY,
    firstBlockSeconds: MINUTE,
    maxBlockSeconds: HOUR,
  },
  // Looser than the per-client back-off: anyone can fail on someone else's e-mail, so this one also locks the
  // owner out (for the rest of the hour at most; the reset link still works).
  loginFailuresPerMailbox: { points: 10, durationSeconds: HOUR },
  // The rate-limiter-flexible login recipe's figure: an office behind one address rarely fails 100 times a day.
  loginFailuresPerClient: { points: 100, durationSeconds: DAY },
  // Each attempt costs the legacy API a password hash: 40 at once took every visitor's page to 7 s. 20 a
  // minute is more than a busy office signs in.
  loginAttemptsPerClient: { points: 20, durationSeconds: MINUTE },
  // Each registration sends an e-mail and says whether an address is taken; 10 an hour lets a few people at one
  // address (a class, an office) sign up, mistakes included.
  registerPerClient: { points: 10, durationSeconds: HOUR },
  // A person retrying a mistyped form; not a mailbox flooded through its +tag variants.
  registerPerMailbox: { points: 3, durationSeconds: HOUR },
  // Each request may send an e-mail: enough for a lost message or two, not for flooding an inbox.
  forgotPasswordPerClient: { points: 5, durationSeconds: HOUR },
  forgotPasswordPerMailbox: { points: 3, durationSeconds: HOUR },
  // Reset tokens are too long to guess; this only stops floods of password hashing.
  resetPasswordPerClient: { points: 10, durationSeconds: HOUR },
  // Every message lands in the organisation's inbox.
  contactPerClient: { points: 5, durationSeconds: HOUR },
  contactPerMailbox: { points: 5, durationSeconds: HOUR },
  // Each lands in a designer's inbox and mailbox. A client briefing a handful of studios in an afternoon sends
  // 5–10; a flood to every designer is what these stop: 10 an hour from one client or one mailbox, and 3 a day to
  // one designer from one client or one mailbox (a follow-up or two).
  designerEnquiryPerClient: { points: 10, durationSeconds: HOUR },
  designerEnquiryPerMailbox: { points: 10, durationSeconds: HOUR },
  designerEnquiryPerClientAndDesigner: { points: 3, durationSeconds: DAY },
  designerEnquiryPerMailboxAndDesigner: { points: 3, durationSeconds: DAY },
  // A reader going through a category may appreciate a work a minute for an hour, and change their mind on some;
  // a script toggling one work is stopped in a minute (and its toggles notify no one again: decision 035).
  appreciationPerMember: { points: 120, durationSeconds: HOUR },
  appreciationPerClient: { points: 240, durationSeconds: HOUR },
  followPerMember: { points: 60, durationSeconds: HOUR },
  followPerClient: { points: 120, durationSeconds: HOUR },
  // A portfolio with covers and twenty-odd extra images, and a few retries, fits in an hour.
  uploadPerMember: { points: 60, durationSeconds: HOUR },
  // Two or three members at one client.
  uploadPerClient: { points: 120, durationSeconds: HOUR },
  // A view counts once per visitor and day anyway; this bounds visitors who drop their cookie each time
  // (one client lifted a portfolio from 50th to 8th of "most viewed" in 2.6 s). 300 an hour is five portfolios a
  // minute from one client, all day.
  viewRecordingPerClient: { points: 300, durationSeconds: HOUR },
  // 300 calls without cookies in 1.4 s lifted the 50th of the top rank to 12th: the call limit above is no bound on
  // one portfolio. Many readers share one address behind a Thai mobile carrier or an office, so it is bounded, not
  // one: 20 different readers of one portfolio from one client in a day is more than a design portfolio meets, and
  // 20 views move a portfolio of the top 50 a few places at most.
  viewsPerClientPortfolioAndDay: { points: 20, durationSeconds: DAY },
  // A reader searches a few dozen different things a day at most; an office behind one address a few more. 300
  // junk keywords from one client had stored 300 rows and run 300 counting searches.
  searchKeywordsPerClientAndDay: { points: 50, durationSeconds: DAY },
};
