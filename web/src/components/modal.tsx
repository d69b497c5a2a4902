import { useEffect, useEffectEvent, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';

/** Where a modal sits: centred over the page, or a full-height panel at the right-hand edge (the phone drawer). */
export type ModalPlacement = 'centre' | 'side';

/** A modal is named by a visible heading (its id) or, when it has none, by a label. */
type ModalName = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

export type ModalProps = ModalName & {
  /** Whether it is shown; the caller's state decides, the modal never closes itself. */
  open: boolean;
  /** Asked to close: Escape, or a click on the backdrop when `closeOnBackdropClick`. */
  onClose(): void;
  /** The id of the text that explains it. */
  describedBy?: string;
  /** `alertdialog` for a message that needs an answer; a plain dialog otherwise. */
  role?: 'alertdialog';
  placement?: ModalPlacement;
  closeOnBackdropClick?: boolean;
  className?: string;
  /**
   * The content, which brings its own padding: a click on the dialog element itself, outside its box, is a
   * click on the backdrop. Focus goes to the element marked `data-autofocus`, else to the first that takes it.
   */
  children: ReactNode;
};

/**
 * The site's one modal, on the native `<dialog>` shown with `showModal()`: the browser puts it in the top layer,
 * makes the page behind inert (focus and clicks stay out of it) and sends `cancel` on Escape. Focus goes back
 * to where it was when it closes, and the page does not scroll behind it (docs/decisions/016).
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  label,
  labelledBy,
  describedBy,
  role,
  onClose,
  placement = 'centre',
  closeOnBackdropClick = false,
  className,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  // Bumped when the browser closed the dialog on its own, so that it shows again if the caller keeps it open.
  const [closedByBrowser, setClosedByBrowser] = useState(0);
  const requestClose = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Escape: the caller's state closes it (or keeps it open, e.g. while a form is being sent).
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // Chrome closes without a cancelable `cancel` after Escape was refused once with no click or key since.
    const onBrowserClose = () => {
      setClosedByBrowser((count) => count + 1);
      requestClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onBrowserClose);
    dialog.showModal();
    focusInside(dialog);
    // The page stays still behind it; with several open (an alert over the drawer), until the last closes.
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onBrowserClose);
      if (dialog.open) dialog.close();
      if (!document.querySelector('dialog[open]')) document.body.style.removeProperty('overflow');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (closedByBrowser === 0 || !dialog || dialog.open) return;
    dialog.showModal();
    focusInside(dialog);
  }, [closedByBrowser]);

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) =>
    event.target === event.currentTarget && outside(event.currentTarget, event);

  return (
    <Dialog
      ref={dialogRef}
      role={role}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      $placement={placement}
      // Both ends of the click on the backdrop: a text selection dragged out of the box is not a dismissal.
      onMouseDown={(event) => {
        pressedOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (closeOnBackdropClick && pressedOnBackdrop.current && onBackdrop(event)) onClose();
      }}
    >
      {children}
    </Dialog>
  );
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Focuses the `data-autofocus` element, else the first that takes focus (disabled or hidden ones do not). */
function focusInside(dialog: HTMLDialogElement) {
  const candidates = [
    ...dialog.querySelectorAll<HTMLElement>('[data-autofocus]'),
    ...dialog.querySelectorAll<HTMLElement>(FOCUSABLE),
  ];
  for (const candidate of candidates) {
    candidate.focus();
    if (document.activeElement === candidate) return;
  }
}

/** Whether a click on the dialog element itself fell outside its box, on the `::backdrop`. */
function outside(dialog: HTMLDialogElement, event: MouseEvent) {
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

const slideIn = keyframes`
  from {
    transform: translateX(100%);
  }
`;

/*
 * A dialog stays where its opener is in the document (the top layer only moves it on screen), so it starts again
 * from the page's own text settings rather than inheriting those of the box it was opened from.
 */
const Dialog = styled.dialog<{ $placement: ModalPlacement }>`
  padding: 0;
  border: 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1rem;
  font-weight: 400;
  letter-spacing: normal;
  text-transform: none;
  text-align: start;
  background: ${({ theme }) => theme.colors.paper};
  overflow: auto;
  overscroll-behavior: contain;
  &::backdrop {
    background: rgba(29, 27, 58, 0.45);
  }
  ${({ $placement, theme }) =>
    $placement === 'side'
      ? css`
          margin: 0 0 0 auto;
          width: min(320px, 88vw);
          height: 100%;
          max-width: none;
          max-height: none;
          @media (prefers-reduced-motion: no-preference) {
            animation: ${slideIn} 0.2s ease-out;
          }
        `
      : css`
          width: min(420px, calc(100% - 32px));
          max-height: calc(100% - 32px);
          border-radius: ${theme.radius.large};
          box-shadow: 0 24px 60px rgba(29, 27, 58, 0.25);
        `}
`;

/**
 * A dialog's title (its `labelledBy`): a heading in the page's ink, as large as a section's. Doubled class: the rules
 * of the box a dialog is opened from (the detail page's panels write their `h2` small, grey and in capitals) do not
 * reach it.
 */
export const ModalTitle = styled.h2`
  && {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
    line-height: 1.3;
    color: ${({ theme }) => theme.colors.ink};
    letter-spacing: normal;
    text-transform: none;
    overflow-wrap: anywhere;
  }
`;

/** A form in a modal dialog: its title (`ModalTitle`), a muted line under it and its fields, spaced alike. */
export const ModalForm = styled.form`
  display: grid;
  gap: 14px;
  padding: 26px 24px 22px;
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/** The buttons at the end of a dialog's form, on the right. */
export const ModalButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 4px;
`;
