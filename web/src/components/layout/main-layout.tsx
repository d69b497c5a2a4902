import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from './header';
import { Footer } from './footer';

/** Every navigation starts at the top of the page (§2). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname, search]);
  return null;
}

/** The main layout: header, the route's page, footer. */
export function MainLayout() {
  return (
    <>
      <Header />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
