import { FIRST_FORMATTERS } from '../i18n/first-formatters';

/**
 * Run by `intl-warm-up.ts` on a thread of its own: the page's first Intl formatters (decision 041). Chromium's V8
 * builds the list of locales each kind of formatter knows once per process, on first use, whatever the thread asks:
 * built here, it costs the page's main thread nothing.
 */
self.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data;
  try {
    for (const make of FIRST_FORMATTERS) make(locale);
  } finally {
    self.postMessage('warm');
  }
};
