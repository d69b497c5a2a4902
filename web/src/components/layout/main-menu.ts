import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/catalog';

export type MenuItem = 'home' | 'creator' | 'topRank';

/** The highlighted main-menu item (§2: 1 home, 2 creator, 3 top rank), derived from the route; none elsewhere. */
export function activeMenuItem(pathname: string): MenuItem | undefined {
  if (pathname === paths.home) return 'home';
  if (pathname === paths.creator || pathname === paths.subCurated) return 'creator';
  if (pathname === paths.topRank) return 'topRank';
  return undefined;
}

export const MENU: { item: MenuItem; to: string; messageId: MessageId }[] = [
  { item: 'home', to: paths.home, messageId: 'nav.home' },
  { item: 'creator', to: paths.creator, messageId: 'nav.creator' },
  { item: 'topRank', to: paths.topRank, messageId: 'nav.topRank' },
];
