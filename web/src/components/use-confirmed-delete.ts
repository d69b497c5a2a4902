import { useCallback } from 'react';
import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useDialog, type DialogOptions } from './dialog';
import { said, type Said } from './status-line';
import { useServerText, type ServerSaid } from '../i18n/use-server-text';

/** What a delete mutation answers: the id it deleted, or why it did not. */
interface DeletePayload {
  deletedId?: string | null;
  errors: readonly ServerSaid[];
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
 * The site's one way to delete: confirm → call the mutation → the server's refusals in the reader's words → tell
 * (dialogs, or the screen's status line) → evict from the cache. `payloadOf` picks the mutation's payload. `remove`
 * answers whether it was deleted.
 */
export function useConfirmedDelete<Data, Variables extends OperationVariables>(
  mutation: TypedDocumentNode<Data, Variables>,
  payloadOf: (data: Data) => DeletePayload | undefined,
) {
  const dialog = useDialog();
  const serverText = useServerText();
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(mutation);
  // Apollo's mutate function types its options by whether the variables are optional, which a generic cannot
  // know; every delete takes its variables.
  const run = mutate as unknown as (options: { variables: Variables }) => Promise<{ data?: Data | null }>;

  const remove = useCallback(
    async (deletion: ConfirmedDelete<Variables>): Promise<boolean> => {
      if (!(await dialog.confirm({ kind: 'warning', ...deletion.confirm }))) return false;
      let refusal: string | undefined;
      try {
        const { data } = await run({ variables: deletion.variables });
        const payload = data ? payloadOf(data) : undefined;
        if (!payload?.deletedId) refusal = serverText(payload?.errors);
      } catch {
        refusal = '';
      }
      if (refusal !== undefined) {
        if (deletion.report) deletion.report(said(false, refusal || deletion.failed));
        else
          await dialog.alert({
            kind: 'error',
            title: deletion.failed,
            text: refusal || deletion.failedText,
          });
        return false;
      }
      if (deletion.deleted) {
        if (deletion.report) deletion.report(said(true, deletion.deleted));
        else await dialog.alert({ kind: 'success', title: deletion.deleted });
      }
      await deletion.afterDelete?.();
      deletion.evict(client.cache);
      client.cache.gc();
      return true;
    },
    [client, dialog, payloadOf, run, serverText],
  );

  return { remove, deleting: loading };
}
