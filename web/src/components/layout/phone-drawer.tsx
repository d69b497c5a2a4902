import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import { Modal } from '../modal';
import { useText } from '../../i18n/use-text';

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

/** What the bar shows beside ☰ on phones (the bell), ☰ last; hidden where ☰ is. */
const PhoneTools = styled.div<{ $hideFrom: 'medium' | 'large' }>`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 10px;
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

/**
 * The phone menu: the ☰ button and, once opened, the drawer (named `label`) sliding from the right with its ✕
 * button; Escape or a click on the dimmed page closes it too, and focus goes back to ☰. The button hides from
 * `hideFrom` up, where the bar shows everything itself, and so does what stands `beside` it (the member's bell).
 */
export function PhoneDrawer({
  label,
  open,
  onOpen,
  onClose,
  hideFrom = 'large',
  beside,
  children,
}: {
  label: string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  hideFrom?: 'medium' | 'large';
  beside?: ReactNode;
  children: ReactNode;
}) {
  const text = useText();
  return (
    <>
      <PhoneTools $hideFrom={hideFrom}>
        {beside}
        <MenuButton
          type="button"
          $hideFrom={hideFrom}
          aria-expanded={open}
          aria-label={text('nav.menu')}
          onClick={onOpen}
        >
          ☰
        </MenuButton>
      </PhoneTools>
      <Modal label={label} open={open} onClose={onClose} placement="side" closeOnBackdropClick>
        <DrawerPanel>
          <MenuButton type="button" $hideFrom={hideFrom} aria-label={text('nav.closeMenu')} onClick={onClose}>
            ✕
          </MenuButton>
          {children}
        </DrawerPanel>
      </Modal>
    </>
  );
}
