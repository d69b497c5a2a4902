import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { media } from '../../styles/theme';
import { SearchBox } from './search-box';
import { LanguageSwitch } from './language-switch';
import { MENU, activeMenuItem } from './main-menu';
import { CreateButton } from './create-button';
import { HeaderBar, HeaderRow, LoginLink } from './header-bar';
import { AccountPlaceholder, useHeaderViewer, useLogout } from './header-viewer';
import { useHeaderCounts } from './header-counts';
import { NotificationBell } from './notification-bell';
import { PhoneDrawer } from './phone-drawer';
import { SiteLogo } from './site-logo';
import { useText } from '../../i18n/use-text';
import { lazyModule } from '../../lib/lazy-module';

/** The member's menus, desktop and phone: a chunk of their own, which a visitor's pages never load. */
const memberMenus = lazyModule(() => import('./member-menus'));
const ViewerMenu = memberMenus.part((module) => module.ViewerMenu);
const DrawerAccount = memberMenus.part((module) => module.DrawerAccount);

const Desktop = styled.div`
  display: none;
  flex: 1;
  align-items: center;
  gap: 16px;
  ${media.large} {
    display: flex;
  }
`;

const Menu = styled.nav`
  display: flex;
  gap: 4px;
  a {
    padding: 8px 14px;
    border-radius: ${({ theme }) => theme.radius.round};
    text-decoration: none;
    font-weight: 600;
    font-size: 0.95rem;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentDark};
  }
`;

const Search = styled(SearchBox)`
  flex: 1;
  max-width: 360px;
`;

/** Below extra-large widths the desktop Create button is a round (+): its label stays for screen readers. */
const HeaderCreateButton = styled(CreateButton)`
  @media (max-width: calc(${({ theme }) => theme.breakpoints.xlarge} - 0.02px)) {
    padding: 0;
    .create-label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

/** TH/EN, Create and the login button or the bell and profile picture, at the right end of the bar. */
const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-left: auto;
`;

/** The drawer's member actions, full width. */
const DrawerActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  > a,
  > button {
    width: 100%;
    justify-content: center;
    min-height: 44px;
  }
`;

/**
 * The site header: logo, search (Enter runs it), main menu with its highlight, TH/EN, Create (+); a visitor
 * gets the login button, a member the bell (unread notifications) and the profile-picture menu (Profile, Enquiries,
 * Logout); a drawer on phones, the member's bell beside its ☰.
 */
export function Header() {
  const text = useText();
  const { pathname } = useLocation();
  const active = activeMenuItem(pathname);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { viewer, pending } = useHeaderViewer();
  const counts = useHeaderCounts(viewer !== null);
  const logout = useLogout();
  const closeDrawer = () => setDrawerOpen(false);
  const links = MENU.map((entry) => (
    <Link
      key={entry.item}
      to={entry.to}
      aria-current={active === entry.item ? 'page' : undefined}
      onClick={closeDrawer}
    >
      {text(entry.messageId)}
    </Link>
  ));
  return (
    <HeaderBar>
      <HeaderRow>
        <SiteLogo />
        <Desktop>
          <Menu aria-label={text('nav.main')}>{links}</Menu>
          <Search />
          <Tools>
            <LanguageSwitch />
            <HeaderCreateButton signedIn={viewer !== null} />
            {pending ? <AccountPlaceholder aria-hidden="true" /> : null}
            {viewer ? (
              <>
                <NotificationBell count={counts.notifications} />
                <Suspense fallback={<AccountPlaceholder aria-hidden="true" />}>
                  <ViewerMenu
                    viewer={viewer}
                    unreadEnquiries={counts.enquiries}
                    onLogout={() => void logout()}
                  />
                </Suspense>
              </>
            ) : null}
            {!viewer && !pending ? <LoginLink to={paths.login}>{text('nav.login')}</LoginLink> : null}
          </Tools>
        </Desktop>
        <PhoneDrawer
          label={text('nav.menu')}
          open={drawerOpen}
          onOpen={() => setDrawerOpen(true)}
          onClose={closeDrawer}
          beside={viewer ? <NotificationBell count={counts.notifications} /> : null}
        >
          <SearchBox onNavigate={closeDrawer} />
          <nav aria-label={text('nav.main')}>{links}</nav>
          <LanguageSwitch />
          <DrawerActions>
            <CreateButton signedIn={viewer !== null} onNavigate={closeDrawer} />
            {viewer ? (
              <Suspense>
                <DrawerAccount
                  viewer={viewer}
                  unreadEnquiries={counts.enquiries}
                  onNavigate={closeDrawer}
                  onLogout={() => void logout()}
                />
              </Suspense>
            ) : (
              <LoginLink to={paths.login} onClick={closeDrawer}>
                {text('nav.login')}
              </LoginLink>
            )}
          </DrawerActions>
        </PhoneDrawer>
      </HeaderRow>
    </HeaderBar>
  );
}
