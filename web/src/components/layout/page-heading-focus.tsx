import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (its data loading) before focus stays where it is. */
const HEADING_WAIT_MS = 10_000;

/**
 * After an in-app navigation, focus moves to the new page's h1 (made focusable with tabIndex -1), so a screen
 * reader says where the reader arrived and the next Tab starts in the new page rather than in the header. The
 * first load is left to the browser. A control the reader is using inside the page keeps focus when only the
 * address's query changes (a page number, a filter, a tab of the same screen). A page whose data is still
 * loading gets focus once its h1 appears, unless the reader has moved focus elsewhere meanwhile.
 */
export function PageHeadingFocus() {
  const { pathname, search } = useLocation();
  const previous = useRef<{ pathname: string; search: string } | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = { pathname, search };
    if (!from || (from.pathname === pathname && from.search === search)) return;
    const focusedBefore = document.activeElement;
    const main = document.getElementById('main');
    if (from.pathname === pathname && main && focusedBefore && main.contains(focusedBefore)) return;
    function focusHeading(): boolean {
      const now = document.activeElement;
      // The reader has gone on to something else: leave them there.
      if (now !== focusedBefore && now !== document.body) return true;
      const heading = document.querySelector<HTMLElement>('#main h1') ?? document.querySelector('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    }
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, search]);
  return null;
}
