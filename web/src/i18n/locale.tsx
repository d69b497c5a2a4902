import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import { openEveryGate } from '../lib/hydration-gates';
import { INTL_LOCALE, SITE_TIME_ZONE, type Locale } from './intl-locale';

export type { Locale };

const STORAGE_KEY = 'portfolio.locale';

/** The reader's language, also read by the BFF so that the server renders the page in it. */
export const LOCALE_COOKIE = 'portfolio_locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

interface LocaleState {
  locale: Locale;
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleState>({ locale: 'th', setLocale: () => undefined });

function cookieLocale(): Locale | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = new RegExp(`(?:^|; )${LOCALE_COOKIE}=(th|en)(?:;|$)`).exec(document.cookie);
  return match?.[1] as Locale | undefined;
}

/** A choice made before the language moved to a cookie, when it lived in localStorage only. */
function storageLocale(): Locale | undefined {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : undefined;
  } catch {
    return undefined;
  }
}

function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private browsing: the cookie still carries the choice.
  }
}

/**
 * The TH/EN switch: Thai by default, the choice remembered across reloads in a cookie the server reads too, so
 * the page arrives in the reader's language. Switching re-renders from the Apollo cache (every text arrives in both
 * languages), so nothing is fetched again.
 */
export function LocaleProvider({
  children,
  initialLocale,
  messages,
}: {
  children: ReactNode;
  /** The language the server rendered the page in (or a test's); else the remembered one. */
  initialLocale?: Locale;
  /** Every message by language (the app shell gathers the catalogues). */
  messages: Record<Locale, Record<string, string>>;
}) {
  const [locale, setLocaleState] = useState<Locale>(
    () => initialLocale ?? cookieLocale() ?? storageLocale() ?? 'th',
  );
  const setLocale = useCallback((next: Locale) => {
    // Every part of the page shows the new language: the parts not yet hydrated are hydrated first.
    openEveryGate();
    rememberLocale(next);
    // The whole page renders again in the new language: as a transition, in slices between which the browser paints,
    // so that the press is answered at once (the switch shows the choice, `LanguageSwitch`) and the page follows.
    // Done in the press's own task it held a phone's next frame for 0.5–0.8 s at 4× CPU (bench:interactions).
    startTransition(() => setLocaleState(next));
  }, []);
  // A reader who chose English before the choice moved to a cookie keeps it. Looked up when the browser is idle:
  // opening the storage costs a phone 15–50 ms, which a page starting up should not pay.
  useEffect(() => {
    const migrate = () => {
      if (cookieLocale() === undefined && storageLocale() === 'en') setLocale('en');
    };
    if (typeof requestIdleCallback !== 'function') return migrate();
    const idle = requestIdleCallback(migrate, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, [setLocale]);
  // The page's language follows the reader's as they switch.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={INTL_LOCALE[locale]}
        defaultLocale="th-TH"
        // The same day on the server (UTC) as in a Thai reader's browser.
        timeZone={SITE_TIME_ZONE}
        messages={messages[locale]}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}

/** Picks the current language from a `LocalizedText`; empty for a missing text. */
export function useLocalized(): (text: { th: string; en: string } | null | undefined) => string {
  const { locale } = useLocale();
  return useCallback((text) => (text ? text[locale] || text.th : ''), [locale]);
}

const THAI_SCRIPT = /[\u0E00-\u0E7F]/;

/**
 * The `lang` a piece of user content needs: `th` for Thai text in the English interface (screen readers then read
 * it with a Thai voice, browsers break its lines as Thai), else nothing (it is in the page's language).
 */
export function useContentLang(): (text: string | null | undefined) => 'th' | undefined {
  const { locale } = useLocale();
  return useCallback(
    (text) => (locale === 'en' && text && THAI_SCRIPT.test(text) ? 'th' : undefined),
    [locale],
  );
}
