import { SITE_TIME_ZONE } from './intl-locale';

/**
 * The formatters a page makes first (a number, a date in the site's time zone, plural rules): the first of each kind
 * loads the browser's Intl data (decision 041). The warm-up worker makes them all off the main thread
 * (`lib/intl-warm-up.worker.ts`); `main.tsx` makes them again, each in a task of its own, which then costs about
 * nothing, or what is left when no worker could run.
 */
export const FIRST_FORMATTERS: ((locale: string) => unknown)[] = [
  (locale) => new Intl.NumberFormat(locale).format(1),
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: SITE_TIME_ZONE }).format(0),
  (locale) => new Intl.PluralRules(locale).select(1),
];
