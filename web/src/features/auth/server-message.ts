import { graphql } from '../../graphql/generated';
import { tooManyAttempts } from '../../i18n/common-messages';
import { retryAfterOf } from '../../lib/rate-limited';
import type { MessageId } from '../../i18n/catalog';

/** What the account mutations (register, forgot, reset) answer: success, the server's message, fields to fix. */
export const AccountActionResult_payload = graphql(`
  fragment AccountActionResult_payload on MessagePayload {
    success
    message
    errors {
      field
      message
    }
  }
`);

/** What an account mutation answers when it refuses: a message, and the fields to fix with theirs. */
interface RefusalPayload {
  message?: string | null;
  errors: readonly { message: string }[];
}

/** The server's own words for a refusal (its message, else the first field error), else the fallback. */
export function serverMessage(payload: RefusalPayload | null | undefined, fallback: string): string {
  return payload?.message ?? payload?.errors[0]?.message ?? fallback;
}

/**
 * What to tell the person when an account mutation failed outright: how long to wait after too many
 * attempts, else the screen's own failure message.
 */
export function failureMessage(
  error: unknown,
  text: (id: MessageId, values?: Record<string, number>) => string,
  fallbackId: MessageId,
): string {
  const wait = retryAfterOf(error);
  if (wait === undefined) return text(fallbackId);
  const { id, values } = tooManyAttempts(wait);
  return text(id, values);
}
