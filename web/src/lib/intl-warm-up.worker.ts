/**
 * Run by `intl-warm-up.ts` on a thread of its own: the page's first Intl formatters (decision 041). Chromium's V8
 * builds the list of locales each kind of formatter knows once per process, on first use, whatever the thread asks:
 * built here, it costs the page's main thread nothing.
 */
self.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data;
  try {
    new Intl.NumberFormat(locale).format(1);
    new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Bangkok' }).format(0);
    new Intl.PluralRules(locale).select(1);
  } finally {
    self.postMessage('warm');
  }
};
