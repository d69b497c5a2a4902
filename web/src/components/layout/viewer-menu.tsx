import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { paths } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { Picture } from '../picture';
import { Icon, ProfileIcon } from '../icons';
import type { HeaderViewer } from './header-viewer';
import { StaffMenuItem } from './staff-menu-item';
import { useText } from '../../i18n/use-text';

/** The profile-picture button and its menu (Profile, the staff's entry for staff, Logout) of the desktop header. */
export function ViewerMenu({ viewer, onLogout }: { viewer: HeaderViewer; onLogout(): void }) {
  const text = useText();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  /** Arrow keys, Home and End move between the items; Tab leaves the menu and closes it. */
  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      all[moves[event.key] ?? 0]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <MenuWrapper ref={wrapper}>
      <AvatarButton
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={text('header.account')}
        onClick={() => setOpen((now) => !now)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar src={viewer.picture?.url} alt="" width={40} height={40} kind="avatar" eager />
        <Chevron $open={open} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path
            d="M2.5 4.5L6 8l3.5-3.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </Chevron>
      </AvatarButton>
      {open ? (
        <Panel>
          <AccountIdentity viewer={viewer} />
          <div
            ref={menu}
            role="menu"
            id={`${id}-menu`}
            aria-labelledby={`${id}-button`}
            onKeyDown={onMenuKeyDown}
          >
            <AccountItems
              itemRole="menuitem"
              staff={Boolean(viewer.staffRole)}
              onNavigate={() => setOpen(false)}
              onLogout={onLogout}
            />
          </div>
        </Panel>
      ) : null}
    </MenuWrapper>
  );
}

/** The member part of the phone drawer: who is signed in, Profile and Logout. */
export function DrawerAccount({
  viewer,
  onNavigate,
  onLogout,
}: {
  viewer: HeaderViewer;
  onNavigate(): void;
  onLogout(): void;
}) {
  const text = useText();
  return (
    <DrawerCard aria-label={text('header.account')}>
      <AccountIdentity viewer={viewer} />
      <AccountItems staff={Boolean(viewer.staffRole)} onNavigate={onNavigate} onLogout={onLogout} />
    </DrawerCard>
  );
}

/** The member's picture and first name at the top of the account menu and of the drawer's account card. */
function AccountIdentity({ viewer }: { viewer: HeaderViewer }) {
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
 * Profile, the staff's entry (for staff only) and Logout, as items of the desktop menu (`itemRole="menuitem"`) or as
 * the drawer's plain links.
 */
function AccountItems({
  itemRole,
  staff,
  onNavigate,
  onLogout,
}: {
  itemRole?: 'menuitem';
  staff: boolean;
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

const MenuWrapper = styled.div`
  position: relative;
`;

const AvatarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 6px 2px 2px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.paper};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.ink};
  }
`;

/** A round picture of the given size (Picture itself fills its container's width). */
const Avatar = styled(Picture)`
  flex: none;
  width: ${({ width }) => width}px;
  height: ${({ height }) => height}px;
  border-radius: 50%;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 10px);
  z-index: 40;
  width: 240px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.paper};
  box-shadow: 0 16px 40px rgba(29, 27, 58, 0.16);
  [role='menu'] {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding-top: 6px;
    margin-top: 4px;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
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

const Chevron = styled.svg<{ $open: boolean }>`
  margin: 0 4px 0 2px;
  color: ${({ theme }) => theme.colors.inkSoft};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 0.15s;
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
