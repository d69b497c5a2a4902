import type { Catalog } from './catalog';
import type { Locale } from './intl-locale';

/**
 * The site's messages by language: the shell's from the start (`app/messages.ts`), the server's with the screens
 * that can show one (`use-server-text.ts`), and each feature's once its screen has loaded (the router adds them with
 * the screen's chunk), so a visitor's first page does not carry the members' editors' words. Thai is the default; a
 * key with no Thai falls back to English. The objects only ever grow, and react-intl reads them at each message, so
 * the provider never has to change them.
 */
export const MESSAGES: Record<Locale, Record<string, string>> = { th: {}, en: {} };

/** Adds a feature's (or the shell's) catalogue to the site's messages. */
export function addCatalog(catalog: Catalog): void {
  Object.assign(MESSAGES.en, catalog.en);
  Object.assign(MESSAGES.th, catalog.en, catalog.th);
}
