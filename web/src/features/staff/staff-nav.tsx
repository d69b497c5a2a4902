import { NavLink } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import type { StaffRole } from '../../graphql/generated/graphql';
import { useText } from '../../i18n/use-text';

/**
 * The staff's screens, side by side at the top of each: enquiries, highlights, collections, pages, the log and roles are for operators
 * only. The enquiries screen passes its unread count, which its tab then shows.
 */
export function StaffNav({
  role,
  unreadEnquiries,
}: {
  role: StaffRole | null | undefined;
  unreadEnquiries?: number;
}) {
  const text = useText();
  return (
    <Nav aria-label={text('staff.nav')}>
      <NavLink to={paths.staffModeration}>{text('staff.nav.moderation')}</NavLink>
      {role === 'OPERATOR' ? (
        <>
          <NavLink to={paths.staffEnquiries}>
            {unreadEnquiries
              ? text('staff.nav.enquiriesUnread', { count: unreadEnquiries })
              : text('staff.nav.enquiries')}
          </NavLink>
          <NavLink to={paths.staffHighlights}>{text('staff.nav.highlights')}</NavLink>
          <NavLink to={paths.staffCollections}>{text('staff.nav.collections')}</NavLink>
          <NavLink to={paths.staffPages}>{text('staff.nav.pages')}</NavLink>
          <NavLink to={paths.staffAuditLog}>{text('staff.nav.auditLog')}</NavLink>
        </>
      ) : null}
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
    color: #fff;
  }
`;
