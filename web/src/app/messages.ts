import type { Catalog } from '../i18n/catalog';
import type { Locale } from '../i18n/locale';
import { messages as common } from '../i18n/common-messages';
import { messages as header } from '../components/layout/header-messages';
import { messages as landing } from '../features/landing/messages';
import { messages as home } from '../features/home/messages';
import { messages as categoryList } from '../features/category-list/messages';
import { messages as designer } from '../features/designer/messages';
import { messages as portfolioDetail } from '../features/portfolio-detail/messages';
import { messages as creator } from '../features/creator/messages';
import { messages as tag } from '../features/tag/messages';
import { messages as topRank } from '../features/top-rank/messages';
import { messages as search } from '../features/search/messages';
import { messages as pages } from '../features/pages/messages';
import { messages as contact } from '../features/contact/messages';
import { messages as content } from '../features/content/messages';
import { messages as auth } from '../features/auth/messages';
import { messages as profileEditor } from '../features/profile-editor/messages';
import { messages as memberProfile } from '../features/member-profile/messages';
import { messages as portfolioEditor } from '../features/portfolio-editor/messages';

/** Every catalogue: the shell's and each feature's (features keep their strings beside their screens). */
const catalogs = [
  common,
  header,
  landing,
  home,
  categoryList,
  designer,
  portfolioDetail,
  creator,
  tag,
  topRank,
  search,
  pages,
  contact,
  content,
  auth,
  profileEditor,
  memberProfile,
  portfolioEditor,
] as const;

type KeysOf<C> = C extends Catalog<infer Keys> ? Keys : never;

/** The id of any message of any catalogue. */
export type CatalogMessageId = KeysOf<(typeof catalogs)[number]>;

const english: Record<string, string> = Object.assign({}, ...catalogs.map((c) => c.en));

/**
 * The site's messages by language. Thai is the default; a key with no Thai falls back to English. The app shell
 * gathers them: features and the shared layer each keep their own catalogue and import no other.
 */
export const MESSAGES: Record<Locale, Record<string, string>> = {
  en: english,
  th: Object.assign({}, english, ...catalogs.map((c) => c.th)),
};
