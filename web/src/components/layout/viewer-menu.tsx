import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { DisclosureChevron } from '../disclosure-chevron';
import type { HeaderViewer } from './header-viewer';
import { useText } from '../../i18n/use-text';
import { AccountIdentity, AccountItems, Avatar } from './account-items';

/**
 * The profile-picture button and its menu (Profile, Enquiries with the number unread, the staff's entry for staff,
 * Logout) of the desktop header.
 */
export function ViewerMenu({
  viewer,
  unreadEnquiries,
  onLogout,
}: {
  viewer: HeaderViewer;
  unreadEnquiries: number | undefined;
  onLogout(): void;
}) {
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
        <Chevron open={open} size={12} />
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
              unreadEnquiries={unreadEnquiries}
              onNavigate={() => setOpen(false)}
              onLogout={onLogout}
            />
          </div>
        </Panel>
      ) : null}
    </MenuWrapper>
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

const Chevron = styled(DisclosureChevron)`
  margin: 0 4px 0 2px;
  color: ${({ theme }) => theme.colors.inkSoft};
`;
