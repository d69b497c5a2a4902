import { paths } from '../config/paths';
import type { ViewSourceInput, ViewSourcePage } from '../graphql/generated/graphql';

/*
 * Where a reader came from when they open a work (issue 30): the page of this site before it, or the other site's
 * host name, and whether they followed a link shared from the site. Nothing else about the reader is sent.
 */

/** The parameter the share buttons add to the work's address: the reader came by a shared link. */
export const SHARED_PARAM = 'via';
export const SHARED_VALUE = 'share';

const PAGE_KINDS: Record<string, ViewSourcePage> = {
  [paths.landing]: 'LANDING',
  [paths.landingAlias]: 'LANDING',
  [paths.home]: 'HOME',
  [paths.search]: 'SEARCH',
  [paths.categoryList]: 'CATEGORY',
  [paths.tag]: 'TAG',
  [paths.subCurated]: 'COLLECTION',
  [paths.designer]: 'DESIGNER',
  [paths.creator]: 'DESIGNER',
  [paths.topRank]: 'TOPRANK',
  [paths.following]: 'FOLLOWING',
  [paths.detail]: 'PORTFOLIO',
};

/** The kind of page of this site an address's path is. */
export function pageKindOf(pathname: string): ViewSourcePage {
  return PAGE_KINDS[pathname] ?? 'OTHER';
}

/** The path of the page the reader was on before this one in the app; null before the first navigation. */
let previousPath: string | null = null;

/** Follows the router's navigations, so that a work's page knows the page of the site it was opened from. */
export function followNavigations(router: {
  state: { location: { pathname: string; key: string } };
  subscribe(listener: (state: { location: { pathname: string; key: string } }) => void): () => void;
}): void {
  let current = router.state.location;
  router.subscribe(({ location }) => {
    if (location.key === current.key) return;
    previousPath = current.pathname;
    current = location;
  });
}

function urlOf(address: string): URL | null {
  try {
    return address ? new URL(address) : null;
  } catch {
    return null;
  }
}

/** Where the reader of the work now open came from (`shared`: the address carries the share buttons' mark). */
export function viewSourceNow(shared: boolean): ViewSourceInput {
  if (previousPath !== null) return { page: pageKindOf(previousPath), shared };
  const referrer = urlOf(document.referrer);
  if (!referrer) return { shared };
  if (referrer.origin === window.location.origin) return { page: pageKindOf(referrer.pathname), shared };
  return { referrer: referrer.hostname, shared };
}
