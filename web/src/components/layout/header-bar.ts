import { Link } from 'react-router';
import styled from 'styled-components';
import { Container } from './container';

/** The sticky white bar at the top of every page (the site's header and the landing page's own). */
export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

/** The bar's one row: logo, then what the page puts beside it, at the header's height. */
export const HeaderRow = styled(Container)`
  display: flex;
  align-items: center;
  gap: 16px;
  height: ${({ theme }) => theme.layout.headerHeight};
`;

/** The dark round Log in link of the header bars. */
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
