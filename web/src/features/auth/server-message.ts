import { useCallback } from 'react';
import { graphql } from '../../graphql/generated';
import { useServerText } from '../../i18n/use-server-text';
import { tooManyAttempts } from '../../i18n/common-messages';
import { retryAfterOf } from '../../lib/rate-limited';
import type { MessageId } from '../../i18n/catalog';

/** What the account mutations (register, forgot, reset) answer: success, the server's message, fields to fix. */
export const AccountActionResult_payload = graphql(`
  fragment AccountActionResult_payload on MessagePayload {
    success
    message
    messageCode
    errors {
      field
      message
      code
      limit
    }
  }
`);

/** What an account mutation answers when it refuses: a message, and the fields to fix with theirs. */
interface RefusalPayload {
  message?: string | null;
  messageCode?: string | null;
  errors: readonly { message: string; code?: string | null; limit?: number | null }[];
}

/**
 * What the server said of an account action (its message, else the first field error) in the reader's language,
 * else the fallback.
 */
export function useServerMessage(): (payload: RefusalPayload | null | undefined, fallback: string) => string {
  const serverText = useServerText();
  return useCallback(
    (payload, fallback) => {
      if (payload?.message) return serverText(payload, fallback);
      const first = payload?.errors[0];
      return first ? serverText(first, fallback) : fallback;
    },
    [serverText],
  );
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
