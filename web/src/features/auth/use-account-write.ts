import { useCallback } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { graphql, type FragmentType } from '../../graphql/generated';
import type { StatusTone } from '../../components/status-line';
import { useWrite, type Refusal, type UserErrors, type WriteWords } from '../../components/use-write';
import { useServerText } from '../../i18n/use-server-text';

/** What the account mutations (register, forgot, reset) answer: success, the server's message, fields to fix. */
export const AccountActionResult_payload = graphql(`
  fragment AccountActionResult_payload on MessagePayload {
    success
    message
    messageCode
    errors {
      ...UserErrors
    }
  }
`);

/** What an account mutation answers: its refusals, and for most a message of its own. */
interface AccountPayload {
  message?: string | null;
  messageCode?: string | null;
  errors: readonly FragmentType<typeof UserErrors>[];
}

/**
 * An account write (log in, register, forgot, reset), told in a dialog of `tone`: done as `done` says; refused with
 * the server's message in the reader's language (the payload's own, else its first refusal's), else `failed`.
 */
export function useAccountWrite<Data, Variables extends OperationVariables, Payload extends AccountPayload>(
  mutation: TypedDocumentNode<Data, Variables>,
  options: {
    payload(data: Data): Payload | null | undefined;
    accepted(payload: Payload): boolean;
    tone: StatusTone;
  },
) {
  const { tone, ...answer } = options;
  const serverMessage = useServerMessage();
  const { write, writing } = useWrite(mutation, { ...answer, tell: 'dialog' });
  const send = useCallback(
    (variables: Variables, failed: string, done: WriteWords<Payload>['done'] = null) =>
      write(variables, {
        done,
        failed: { tone, message: failed },
        refused: ({ payload, refusals }) => ({ tone, message: serverMessage(payload, refusals, failed) }),
      }),
    [write, serverMessage, tone],
  );
  return { send, writing };
}

/**
 * What the server said of an account action (its message, else the first refusal) in the reader's language, else
 * the fallback.
 */
export function useServerMessage() {
  const serverText = useServerText();
  return useCallback(
    (payload: AccountPayload, refusals: readonly Refusal[], fallback: string) =>
      payload.message ? serverText(payload, fallback) : (refusals[0]?.text ?? fallback),
    [serverText],
  );
}
