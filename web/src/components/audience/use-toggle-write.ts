import { useCallback, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useDialog } from '../dialog';
import { useText } from '../../i18n/use-text';
import type { MessageId } from '../../i18n/catalog';
import './messages';

/** A write that turns something on or off for the member, answering its refusal in the reader's words, or null. */
export type ToggleWrite = (
  client: ApolloClient,
  id: string,
  on: boolean,
  text: (id: MessageId, values?: Record<string, string | number>) => string,
) => Promise<string | null>;

/**
 * A member's on-or-off write about one object (appreciate a work, follow a designer), loaded on first use (`load`):
 * `change(id, on)` runs it; its payload updates every page showing the object through the cache, and a refusal or a
 * failure is said in a dialog in the reader's words. `busy` while it runs.
 */
export function useToggleWrite(load: () => Promise<ToggleWrite>) {
  const text = useText();
  const dialog = useDialog();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);

  const change = useCallback(
    async (id: string, on: boolean) => {
      setBusy(true);
      try {
        const write = await load();
        const refusal = await write(client, id, on, text);
        if (refusal) await dialog.alert({ kind: 'warning', title: refusal });
      } catch {
        await dialog.alert({
          kind: 'error',
          title: text('audience.failed'),
          text: text('audience.failedText'),
        });
      } finally {
        setBusy(false);
      }
    },
    [load, client, dialog, text],
  );

  return { change, busy };
}
