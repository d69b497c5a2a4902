import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './catalog';

/** The site's one way to say a catalogue message: its text in the current language, with its values. */
export function useText(): (id: MessageId, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
