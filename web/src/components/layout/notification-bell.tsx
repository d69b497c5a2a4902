import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { useText } from '../../i18n/use-text';
import { media } from '../../styles/theme';
import { CountBadge } from '../count-badge';
import { BellIcon } from '../icons';

/**
 * The header's bell, a link to /notifications beside the profile picture (and beside ☰ on phones), with the number of
 * unread notifications on it. Its name says the number: 'การแจ้งเตือน, ยังไม่ได้อ่าน 3 รายการ'.
 */
export function NotificationBell({
  count,
  onNavigate,
}: {
  /** Unread notifications; undefined until known (the bell shows no number). */
  count: number | undefined;
  onNavigate?(): void;
}) {
  const text = useText();
  const { pathname } = useLocation();
  return (
    <Bell
      to={paths.notifications}
      aria-label={text('header.notifications', { count: count ?? 0 })}
      aria-current={pathname === paths.notifications ? 'page' : undefined}
      onClick={onNavigate}
    >
      <BellIcon />
      <Count count={count} />
    </Bell>
  );
}

const Bell = styled(Link)`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  &:hover,
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.ink};
  }
  ${media.large} {
    width: 40px;
    height: 40px;
  }
`;

const Count = styled(CountBadge)`
  position: absolute;
  top: -6px;
  right: -8px;
  border: 2px solid ${({ theme }) => theme.colors.paper};
  height: 22px;
`;
