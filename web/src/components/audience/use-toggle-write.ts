import { useCallback } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useDialog } from '../dialog';
import { useServerText, type ServerSaid } from '../../i18n/use-server-text';
import { useText } from '../../i18n/use-text';
import './messages';

/** What both mutations of a toggle answer: the object as it now stands (normalised in the cache), or why not. */
interface TogglePayload {
  errors: readonly ServerSaid[];
}

/**
 * A member's on-or-off write about one object (appreciate a work, follow a designer): `change(id, on)` runs the
 * "on" or the "off" mutation; the payload's object updates every page showing it through the cache, and a refusal
 * or a failure is said in a dialog in the reader's words.
 */
export function useToggleWrite<OnData, OffData>(
  on: TypedDocumentNode<OnData, { id: string }>,
  off: TypedDocumentNode<OffData, { id: string }>,
  payloadOf: (data: OnData | OffData) => TogglePayload | undefined,
) {
  const text = useText();
  const dialog = useDialog();
  const serverText = useServerText();
  const [turnOn, turningOn] = useMutation(on);
  const [turnOff, turningOff] = useMutation(off);

  const change = useCallback(
    async (id: string, wanted: boolean) => {
      try {
        const { data } = wanted ? await turnOn({ variables: { id } }) : await turnOff({ variables: { id } });
        const payload = data ? payloadOf(data) : undefined;
        if (payload && payload.errors.length > 0)
          await dialog.alert({ kind: 'warning', title: serverText(payload.errors) });
      } catch {
        await dialog.alert({
          kind: 'error',
          title: text('audience.failed'),
          text: text('audience.failedText'),
        });
      }
    },
    [turnOn, turnOff, payloadOf, dialog, serverText, text],
  );

  return { change, busy: turningOn.loading || turningOff.loading };
}
