import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { paths } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { useText } from '../../i18n/use-text';
import { Picture } from '../picture';
import { CountBadge } from '../count-badge';
import { Icon, InboxIcon, ProfileIcon } from '../icons';
import type { HeaderViewer } from './header-viewer';
import { StaffMenuItem } from './staff-menu-item';

/** The member part of the phone drawer: who is signed in, Profile, Enquiries and Logout. */
export function DrawerAccount({
  viewer,
  unreadEnquiries,
  onNavigate,
  onLogout,
}: {
  viewer: HeaderViewer;
  unreadEnquiries: number | undefined;
  onNavigate(): void;
  onLogout(): void;
}) {
  const text = useText();
  return (
    <DrawerCard aria-label={text('header.account')}>
      <AccountIdentity viewer={viewer} />
      <AccountItems
        staff={Boolean(viewer.staffRole)}
        unreadEnquiries={unreadEnquiries}
        onNavigate={onNavigate}
        onLogout={onLogout}
      />
    </DrawerCard>
  );
}

/** The member's picture and first name at the top of the account menu and of the drawer's account card. */
export function AccountIdentity({ viewer }: { viewer: HeaderViewer }) {
  const text = useText();
  const localized = useLocalized();
  const name = localized(viewer.firstName);
  return (
    <Identity>
      <Avatar
        src={viewer.picture?.url}
        alt={text('header.accountPicture', { name })}
        width={44}
        height={44}
        kind="avatar"
        eager
      />
      <span>
        <strong>{name}</strong>
        <small>{text('header.member')}</small>
      </span>
    </Identity>
  );
}

/**
 * Profile, Enquiries (with the number unread in the inbox), the staff's entry (for staff only) and Logout, as items of
 * the desktop menu (`itemRole="menuitem"`) or as the drawer's plain links.
 */
export function AccountItems({
  itemRole,
  staff,
  unreadEnquiries,
  onNavigate,
  onLogout,
}: {
  itemRole?: 'menuitem';
  staff: boolean;
  /** Unread enquiries in the inbox; undefined until known. */
  unreadEnquiries: number | undefined;
  /** Called before leaving (the menu or the drawer closes itself). */
  onNavigate(): void;
  onLogout(): void;
}) {
  const text = useText();
  return (
    <>
      <MenuItem as={Link} role={itemRole} to={paths.profilePortfolio} onClick={onNavigate}>
        <ProfileIcon />
        {text('header.profile')}
      </MenuItem>
      <MenuItem
        as={Link}
        role={itemRole}
        to={paths.profileEnquiries}
        onClick={onNavigate}
        aria-label={unreadEnquiries ? text('header.enquiriesUnread', { count: unreadEnquiries }) : undefined}
      >
        <InboxIcon />
        {text('header.enquiries')}
        <MenuCount count={unreadEnquiries} />
      </MenuItem>
      {staff ? <StaffItem itemRole={itemRole} onNavigate={onNavigate} /> : null}
      <MenuItem
        role={itemRole}
        type="button"
        onClick={() => {
          onNavigate();
          onLogout();
        }}
      >
        <LogoutIcon />
        {text('header.logout')}
      </MenuItem>
    </>
  );
}

/** A round picture of the given size (Picture itself fills its container's width). */
export const Avatar = styled(Picture)`
  flex: none;
  width: ${({ width }) => width}px;
  height: ${({ height }) => height}px;
  border-radius: 50%;
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px;
  min-width: 0;
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
  }
`;

const menuItem = css`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.muted};
  }
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.canvas};
  }
`;

const MenuItem = styled.button`
  ${menuItem}
`;

const MenuCount = styled(CountBadge)`
  margin-left: auto;
`;

const StaffItem = styled(StaffMenuItem)`
  ${menuItem}
`;

const DrawerCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 6px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  ${Identity} {
    padding-bottom: 10px;
    margin-bottom: 4px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
`;

function LogoutIcon() {
  return (
    <Icon size={18}>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" stroke="currentColor" strokeWidth="2" />
      <path
        d="M10 8l-4 4 4 4M6 12h10"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}
