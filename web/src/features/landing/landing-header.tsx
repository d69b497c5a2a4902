import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { HeaderBar, HeaderRow, LoginLink } from '../../components/layout/header-bar';
import { PhoneDrawer } from '../../components/layout/phone-drawer';
import { SiteLogo } from '../../components/layout/site-logo';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { SearchBox } from '../../components/layout/search-box';
import { paths } from '../../config/paths';
import { media } from '../../styles/theme';
import { useText } from '../../i18n/use-text';

const Desktop = styled.div`
  display: none;
  flex: 1;
  align-items: center;
  justify-content: flex-end;
  gap: 14px;
  ${media.medium} {
    display: flex;
  }
  form {
    flex: 1;
    max-width: 340px;
  }
`;

const TextLink = styled(Link)`
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
`;

/** The landing page's own header: logo, login and register (hidden when signed in), search, TH/EN; a drawer on phones. */
export function LandingHeader({ signedIn }: { signedIn: boolean }) {
  const text = useText();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const login = text('nav.login');
  const register = text('nav.register');
  return (
    <HeaderBar>
      <HeaderRow>
        <SiteLogo />
        <Desktop>
          <SearchBox />
          <LanguageSwitch />
          {signedIn ? null : (
            <>
              <TextLink to={paths.register}>{register}</TextLink>
              <LoginLink to={paths.login}>{login}</LoginLink>
            </>
          )}
        </Desktop>
        {/* From medium widths the landing's bar has room for every link. */}
        <PhoneDrawer
          label={text('landing.drawer')}
          open={drawerOpen}
          onOpen={() => setDrawerOpen(true)}
          onClose={() => setDrawerOpen(false)}
          hideFrom="medium"
        >
          <SearchBox onNavigate={() => setDrawerOpen(false)} />
          <LanguageSwitch />
          {signedIn ? null : (
            <>
              <LoginLink to={paths.login}>{login}</LoginLink>
              <TextLink to={paths.register}>{register}</TextLink>
            </>
          )}
        </PhoneDrawer>
      </HeaderRow>
    </HeaderBar>
  );
}
