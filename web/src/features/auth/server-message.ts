import { graphql } from '../../graphql/generated';

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
