import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The numbers of the header's bell and of the member menu's Enquiries, in one small query of their own: asked by the
 * browser once the page has started, never by the server, so that rendering a page (and the header's
 * HeaderViewerQuery) stays as it was. Screens that change a count write it on `Viewer` in the cache, and the header
 * follows.
 */
export const HeaderCountsQuery = graphql(`
  query HeaderCountsQuery {
    viewer {
      id
      unreadNotificationCount
      unreadEnquiryCount
    }
  }
`);

/** How long the counts stand: a navigation after that asks again, one sooner does not. */
export const HEADER_COUNTS_FRESH_MS = 60_000;

export interface HeaderCounts {
  /** Unread notifications (the bell); undefined until known. */
  notifications?: number;
  /** Unread enquiries in the inbox (the member menu); undefined until known. */
  enquiries?: number;
}

/**
 * The signed-in member's unread counts, asked once the page is hydrated (the server's HTML and the first render in the
 * browser show none, so they agree), then again on a navigation when the last answer is older than a minute.
 */
export function useHeaderCounts(signedIn: boolean): HeaderCounts {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const skip = !hydrated || !signedIn;
  const { data, refetch } = useQuery(HeaderCountsQuery, { skip });
  /** When the counts were last asked for; undefined while skipped (the query itself asks first when it starts). */
  const askedAt = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (skip) {
      askedAt.current = undefined;
      return;
    }
    const now = Date.now();
    if (askedAt.current === undefined) {
      askedAt.current = now;
      return;
    }
    if (now - askedAt.current < HEADER_COUNTS_FRESH_MS) return;
    askedAt.current = now;
    // A failed refresh keeps the numbers shown; the next navigation after a minute tries again.
    refetch().catch(() => undefined);
  }, [skip, pathname, refetch]);

  const viewer = skip ? undefined : data?.viewer;
  return { notifications: viewer?.unreadNotificationCount, enquiries: viewer?.unreadEnquiryCount };
}
