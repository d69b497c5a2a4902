import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { useText } from '../../i18n/use-text';

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

/** The site's mark: the square logo without words (the header's logo and the footer). */
export function LogoMark() {
  return (
    <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#1d1b3a" />
      <circle cx="40" cy="26" r="14" fill="#f25c54" />
      <rect x="12" y="34" width="24" height="18" rx="3" fill="#f7b267" />
    </svg>
  );
}

/**
 * The logo with the site's name and tagline, leading to the home page. Its name is the words it shows (WCAG 2.5.3:
 * a voice user says what they see); the main menu's first link says 'home'.
 */
export function SiteLogo() {
  const text = useText();
  return (
    <Logo to={paths.home}>
      <LogoMark />
      <span>
        {text('site.name')} <small>{text('site.tagline')}</small>
      </span>
    </Logo>
  );
}
