import type { Catalog } from '../i18n/catalog';
import { addCatalog } from '../i18n/messages-store';
import { messages as common } from '../i18n/common-messages';
import { messages as header } from '../components/layout/header-messages';
import type { messages as server } from '../i18n/server-messages';
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
import type { messages as notifications } from '../features/notifications/messages';
import type { messages as audience } from '../components/audience/messages';
import type { messages as enquiry } from '../components/audience/enquiry-messages';
import type { messages as following } from '../features/following/messages';
import type { messages as charts } from '../components/charts/messages';

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
  | typeof notifications
  | typeof audience
  | typeof enquiry
  | typeof following
  | typeof charts
>;

// The shell's catalogues, from the start. The server's messages come with the screens that can show one
// (`i18n/use-server-text.ts`), and each feature's with its screen (the router's `addCatalog`).
addCatalog(common);
addCatalog(header);
