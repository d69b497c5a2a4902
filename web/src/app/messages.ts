import type { Catalog } from '../i18n/catalog';
import type { Locale } from '../i18n/locale';
import { messages as common } from '../i18n/common-messages';
import { messages as header } from '../components/layout/header-messages';
import { messages as server } from '../i18n/server-messages';
import type { messages as landing } from '../features/landing/messages';
import type { messages as home } from '../features/home/messages';
import type { messages as categoryList } from '../features/category-list/messages';
import type { messages as designer } from '../features/designer/messages';
import type { messages as portfolioDetail } from '../features/portfolio-detail/messages';
import type { messages as creator } from '../features/creator/messages';
import type { messages as tag } from '../features/tag/messages';
import type { messages as topRank } from '../features/top-rank/messages';
import type { messages as search } from '../features/search/messages';
import type { messages as pages } from '../features/pages/messages';
import type { messages as contact } from '../features/contact/messages';
import type { messages as content } from '../features/content/messages';
import type { messages as auth } from '../features/auth/messages';
import type { messages as profileEditor } from '../features/profile-editor/messages';
import type { messages as memberProfile } from '../features/member-profile/messages';
import type { messages as portfolioEditor } from '../features/portfolio-editor/messages';
import type { messages as staff } from '../features/staff/messages';

type KeysOf<C> = C extends Catalog<infer Keys> ? Keys : never;

/** The id of any message of any catalogue: the shell's and each feature's. */
export type CatalogMessageId = KeysOf<
  | typeof common
  | typeof header
  | typeof server
  | typeof landing
  | typeof home
  | typeof categoryList
  | typeof designer
  | typeof portfolioDetail
  | typeof creator
  | typeof tag
  | typeof topRank
  | typeof search
  | typeof pages
  | typeof contact
  | typeof content
  | typeof auth
  | typeof profileEditor
  | typeof memberProfile
  | typeof portfolioEditor
  | typeof staff
>;

/**
 * The site's messages by language: the shell's from the start, and each feature's once its screen has loaded
 * (`addCatalog`, called by the router with the screen's chunk), so a visitor's first page does not carry the
 * members' editors' words. Thai is the default; a key with no Thai falls back to English. The objects only ever
 * grow, and react-intl reads them at each message, so the provider never has to change them.
 */
export const MESSAGES: Record<Locale, Record<string, string>> = { th: {}, en: {} };

/** Adds a feature's (or the shell's) catalogue to the site's messages. */
export function addCatalog(catalog: Catalog): void {
  Object.assign(MESSAGES.en, catalog.en);
  Object.assign(MESSAGES.th, catalog.en, catalog.th);
}

addCatalog(common);
addCatalog(header);
addCatalog(server);
