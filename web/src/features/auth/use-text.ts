import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** The current language's text of a catalogue id. */
export function useText(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
