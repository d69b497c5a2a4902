import { useCallback } from 'react';
import type { Said } from '../../components/status-line';
import type { WriteWords } from '../../components/use-write';
import { useText } from '../../i18n/use-text';

/**
 * How a save of the profile is told, each section alike (§3, §4): `done` in a success dialog; a refusal with the
 * server's reasons, a failure with the common error, both under "save failed".
 */
export function useProfileSaveWords(): (done: Said) => WriteWords<unknown> {
  const text = useText();
  return useCallback(
    (done) => ({
      done,
      failed: { tone: 'error', message: text('profileEditor.saveFailed'), detail: text('common.error') },
      refused: ({ reason }) => ({
        tone: 'error',
        message: text('profileEditor.saveFailed'),
        detail: reason || undefined,
      }),
    }),
    [text],
  );
}
