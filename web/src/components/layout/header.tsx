import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { media } from '../../styles/theme';
import { Modal } from '../modal';
import { Container } from './container';
import { SearchBox } from './search-box';
import { LanguageSwitch } from './language-switch';
import { MENU, activeMenuItem } from './main-menu';
import {
  AccountPlaceholder,
  CreateButton,
  DrawerAccount,
  ViewerMenu,
  useHeaderViewer,
  useLogout,
} from './viewer-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: 16px;
  height: ${({ theme }) => theme.layout.headerHeight};
`;

const Logo = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  font-weight: 800;
  text-decoration: none;
  white-space: nowrap;
  small {
    display: block;
    font-weight: 500;
    font-size: 0.7rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

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

/** TH/EN, Create and the login button or profile picture, at the right end of the bar. */
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

export const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
`;

/** The square button that opens or closes the phone drawer; it hides where the bar has room for everything. */
const MenuButton = styled.button<{ $hideFrom: 'medium' | 'large' }>`
  margin-left: auto;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.paper};
  cursor: pointer;
  ${({ $hideFrom }) => media[$hideFrom]} {
    display: none;
  }
`;

/** The phone drawer's content, top to bottom: ✕, search, menu, TH/EN, the member's actions. */
const DrawerPanel = styled.div`
  min-height: 100%;
  padding: 20px;
  display: flex;
  flex-direction: column;
  gap: 18px;
  nav {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  nav a {
    padding: 12px;
    border-radius: ${({ theme }) => theme.radius.small};
    text-decoration: none;
    font-weight: 600;
  }
  nav a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;

export function LogoMark() {
  return (
    <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#1d1b3a" />
      <circle cx="40" cy="26" r="14" fill="#f25c54" />
      <rect x="12" y="34" width="24" height="18" rx="3" fill="#f7b267" />
    </svg>
  );
}

/** The logo with the site's name and tagline, leading to the home page. */
export function SiteLogo() {
  const intl = useIntl();
  return (
    <Logo to={paths.home} aria-label={intl.formatMessage({ id: 'nav.home' })}>
      <LogoMark />
      <span>
        {intl.formatMessage({ id: 'site.name' })}
        <small>{intl.formatMessage({ id: 'site.tagline' })}</small>
      </span>
    </Logo>
  );
}

/**
 * The phone menu: the ☰ button and, once opened, the drawer (named `label`) sliding from the right with its ✕
 * button; Escape or a click on the dimmed page closes it too, and focus goes back to ☰. The button hides from
 * `hideFrom` up, where the bar shows everything itself.
 */
export function PhoneDrawer({
  label,
  open,
  onOpen,
  onClose,
  hideFrom = 'large',
  children,
}: {
  label: string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  hideFrom?: 'medium' | 'large';
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <MenuButton
        type="button"
        $hideFrom={hideFrom}
        aria-expanded={open}
        aria-label={intl.formatMessage({ id: 'nav.menu' })}
        onClick={onOpen}
      >
        ☰
      </MenuButton>
      <Modal label={label} open={open} onClose={onClose} placement="side" closeOnBackdropClick>
        <DrawerPanel>
          <MenuButton
            type="button"
            $hideFrom={hideFrom}
            aria-label={intl.formatMessage({ id: 'nav.closeMenu' })}
            onClick={onClose}
          >
            ✕
          </MenuButton>
          {children}
        </DrawerPanel>
      </Modal>
    </>
  );
}

/**
 * The site header: logo, search (Enter runs it), main menu with its highlight, TH/EN, Create (+); a visitor
 * gets the login button, a member the profile-picture menu (Profile, Logout); a drawer on phones.
 */
export function Header() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const active = activeMenuItem(pathname);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { viewer, pending } = useHeaderViewer();
  const logout = useLogout();
  const closeDrawer = () => setDrawerOpen(false);
  const links = MENU.map((entry) => (
    <Link
      key={entry.item}
      to={entry.to}
      aria-current={active === entry.item ? 'page' : undefined}
      onClick={closeDrawer}
    >
      {intl.formatMessage({ id: entry.messageId })}
    </Link>
  ));
  return (
    <Bar>
      <Row>
        <SiteLogo />
        <Desktop>
          <Menu aria-label={intl.formatMessage({ id: 'nav.main' })}>{links}</Menu>
          <Search />
          <Tools>
            <LanguageSwitch />
            <HeaderCreateButton signedIn={viewer !== null} />
            {pending ? <AccountPlaceholder aria-hidden="true" /> : null}
            {viewer ? <ViewerMenu viewer={viewer} onLogout={() => void logout()} /> : null}
            {!viewer && !pending ? (
              <LoginLink to={paths.login}>{intl.formatMessage({ id: 'nav.login' })}</LoginLink>
            ) : null}
          </Tools>
        </Desktop>
        <PhoneDrawer
          label={intl.formatMessage({ id: 'nav.menu' })}
          open={drawerOpen}
          onOpen={() => setDrawerOpen(true)}
          onClose={closeDrawer}
        >
          <SearchBox />
          <nav aria-label={intl.formatMessage({ id: 'nav.main' })}>{links}</nav>
          <LanguageSwitch />
          <DrawerActions>
            <CreateButton signedIn={viewer !== null} onNavigate={closeDrawer} />
            {viewer ? (
              <DrawerAccount viewer={viewer} onNavigate={closeDrawer} onLogout={() => void logout()} />
            ) : (
              <LoginLink to={paths.login} onClick={closeDrawer}>
                {intl.formatMessage({ id: 'nav.login' })}
              </LoginLink>
            )}
          </DrawerActions>
        </PhoneDrawer>
      </Row>
    </Bar>
  );
}
