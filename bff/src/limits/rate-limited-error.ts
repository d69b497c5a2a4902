import { GraphQLError } from 'graphql';

export const RATE_LIMITED = 'RATE_LIMITED';

/**
 * Too many attempts: a resolver throws it as is (Apollo answers it with `extensions.code` RATE_LIMITED and
 * `retryAfterSeconds`), the upload route answers 429 with `Retry-After`. The site shows its own words, in the
 * reader's language, from the code and the wait.
 */
export class RateLimitedError extends GraphQLError {
  override readonly name = 'RateLimitedError';
  /** Whole seconds until the action is allowed again, at least 1. */
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    const minutes = Math.ceil(seconds / 60);
    super(`Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, {
      extensions: { code: RATE_LIMITED, retryAfterSeconds: seconds },
    });
    this.retryAfterSeconds = seconds;
  }
}
