/** The site's two languages: Thai first. */
export type Locale = 'th' | 'en';

/** Intl locales: Thai uses the Buddhist calendar for dates, as the site's date locale is Thai. */
export const INTL_LOCALE: Record<Locale, string> = { th: 'th-TH', en: 'en-GB' };

/** The site's time zone: a day is a Thai reader's day, on the server (UTC) as in the browser. */
export const SITE_TIME_ZONE = 'Asia/Bangkok';
