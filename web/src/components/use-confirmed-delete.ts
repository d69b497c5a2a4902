import { useCallback } from 'react';
import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useDialog, type DialogOptions } from './dialog';
import type { Said } from './status-line';
import { useWrite, type UserErrors } from './use-write';
import type { FragmentType } from '../graphql/generated';

/** What a delete mutation answers: the id it deleted, or why it did not. */
interface DeletePayload {
  deletedId?: string | null;
  errors: readonly FragmentType<typeof UserErrors>[];
}

/** One deletion: what is asked first, what each outcome says, what follows it. */
export interface ConfirmedDelete<Variables> {
  variables: Variables;
  /** The question asked first (a warning unless it says otherwise); cancelling deletes nothing. */
  confirm: DialogOptions;
  /** What a refusal or a failure is called: the error dialog's title, or the status line's words. */
  failed: string;
  /** The error dialog's text when the server gave no reason. */
  failedText?: string;
  /** Said once it is deleted: a success dialog, or the status line; nothing when absent. */
  deleted?: string;
  /** What follows a deletion before the cache lets go of it (leaving the deleted thing's page, a list's reload). */
  afterDelete?(): unknown;
  /** Drops what was deleted from the cache, so no list or page shows it. */
  evict(cache: ApolloCache): void;
  /** Says the outcome on the screen's status line instead of in dialogs. */
  report?(outcome: Said): void;
}

/**
 * The site's one way to delete: confirm, then the write (`useWrite`: the server's refusals in the reader's words,
 * told in dialogs or on the screen's status line), then evict from the cache. `payloadOf` picks the mutation's
 * payload. `remove` answers whether it was deleted.
 */
export function useConfirmedDelete<Data, Variables extends OperationVariables>(
  mutation: TypedDocumentNode<Data, Variables>,
  payloadOf: (data: Data) => DeletePayload | undefined,
) {
  const dialog = useDialog();
  const client = useApolloClient();
  const { write, writing } = useWrite(mutation, {
    payload: payloadOf,
    accepted: (payload) => Boolean(payload.deletedId),
  });

  const remove = useCallback(
    async (deletion: ConfirmedDelete<Variables>): Promise<boolean> => {
      if (!(await dialog.confirm({ kind: 'warning', ...deletion.confirm }))) return false;
      const { report } = deletion;
      const outcome = await write(
        deletion.variables,
        {
          done: deletion.deleted,
          failed: { tone: 'error', message: deletion.failed, detail: deletion.failedText },
        },
        { tell: report ? (said) => said && report(said) : 'dialog' },
      );
      await outcome.told;
      if (!outcome.ok) return false;
      await deletion.afterDelete?.();
      deletion.evict(client.cache);
      client.cache.gc();
      return true;
    },
    [client, dialog, write],
  );

  return { remove, deleting: writing };
}
