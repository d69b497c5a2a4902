import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import styled from 'styled-components';
import { keepsScroll } from '../../lib/use-address-state';
import { Header } from './header';
import { Footer } from './footer';
import { HydrateWhenSeen } from '../hydrate-when-seen';

/**
 * Every navigation starts at the top of the page (§2), except a change a screen makes to its own state in the
 * address (a sort, a tab, More: useAddressState), which leaves the reader where they are. Back and Forward start at
 * the top as well. The address the page was loaded at is the browser's to place (at the top, or where the reader was
 * before a reload): scrolling it when the app starts would throw a reloading reader back to the top, and cost the
 * start a layout.
 */
export function ScrollToTop() {
  const location = useLocation();
  const { pathname, search, state } = location;
  const loadedAt = useRef(location);
  const loaded = location === loadedAt.current;
  const keep = useNavigationType() !== 'POP' && keepsScroll(state);
  useEffect(() => {
    if (!keep && !loaded) window.scrollTo({ top: 0 });
  }, [pathname, search, keep, loaded]);
  return null;
}

/**
 * At least a screen tall, so the footer starts below the fold while a page loads and does not jump when the
 * content arrives (no layout shift); `flow-root` keeps a page's top margin inside it.
 */
const Main = styled.main`
  display: flow-root;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
`;

/** The main layout: header, the route's page, footer. */
export function MainLayout() {
  return (
    <>
      {/* Header and page hydrate apart, each in tasks of its own; the footer when the reader comes near it. */}
      <Suspense>
        <Header />
      </Suspense>
      <Main id="main">
        <Suspense>
          <Outlet />
        </Suspense>
      </Main>
      <HydrateWhenSeen>
        <Footer />
      </HydrateWhenSeen>
    </>
  );
}
