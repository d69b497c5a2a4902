import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

export type Locale = 'th' | 'en';

const STORAGE_KEY = 'portfolio.locale';

interface LocaleState {
  locale: Locale;
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleState>({ locale: 'th', setLocale: () => undefined });

function storedLocale(): Locale {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'th';
  } catch {
    return 'th';
  }
}

/** Intl locales: Thai uses the Buddhist calendar for dates, as the site's date locale is Thai. */
export const INTL_LOCALE: Record<Locale, string> = { th: 'th-TH', en: 'en-GB' };

/**
 * The TH/EN switch: Thai by default, the choice remembered across reloads. Switching re-renders from the
 * Apollo cache (every text arrives in both languages), so nothing is fetched again.
 */
export function LocaleProvider({
  children,
  initialLocale,
  messages,
}: {
  children: ReactNode;
  initialLocale?: Locale;
  /** Every message by language (the app shell gathers the catalogues). */
  messages: Record<Locale, Record<string, string>>;
}) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? storedLocale());
  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private browsing: the choice lasts for this page only.
    }
  }, []);
  // The page's language follows the reader's, also for one who comes back to English (index.html says th).
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={INTL_LOCALE[locale]} defaultLocale="th-TH" messages={messages[locale]}>
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
