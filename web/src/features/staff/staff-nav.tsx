import { NavLink } from 'react-router';
import styled from 'styled-components';
import type { StaffRole } from '../../graphql/generated/graphql';
import { useText } from '../../i18n/use-text';
import { STAFF_SCREENS } from './staff-screens';

/**
 * The staff's screens, side by side at the top of each: those for operators only are shown to operators. The
 * enquiries tab shows the unread count its screen gives.
 */
export function StaffNav({ role, unreadEnquiries }: { role: StaffRole; unreadEnquiries?: number }) {
  const text = useText();
  return (
    <Nav aria-label={text('staff.nav')}>
      {STAFF_SCREENS.filter((screen) => !screen.operators || role === 'OPERATOR').map((screen) => (
        <NavLink key={screen.to} to={screen.to}>
          {screen.operators === 'enquiries' && unreadEnquiries
            ? text('staff.nav.enquiriesUnread', { count: unreadEnquiries })
            : text(screen.tab)}
        </NavLink>
      ))}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 24px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 16px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.paper};
    font-weight: 600;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.ink};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.paper};
  }
`;
