import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { OutlineButton, PrimaryButton } from './button';
import { Modal, ModalTitle } from './modal';
import { useText } from '../i18n/use-text';

/** How a dialog looks: its icon and colour (the alerts and confirmations of §8). */
export type DialogKind = 'success' | 'error' | 'warning' | 'info' | 'question';

export interface DialogOptions {
  kind?: DialogKind;
  /** The message itself, shown as written (e.g. 'Create profile successful!', 'validate-field'). */
  title: string;
  /** An optional explanation under the message. */
  text?: string;
  /** Defaults to the catalogue's OK ('ตกลง') for alerts and Yes ('ใช่') for confirmations. */
  confirmLabel?: string;
  /** Defaults to the catalogue's Cancel ('ยกเลิก'). */
  cancelLabel?: string;
}

export interface Dialogs {
  /** Shows a message with one button; resolves when it is closed. */
  alert(options: DialogOptions): Promise<void>;
  /** Asks a question; resolves true for the confirm button, false for cancel or Escape. */
  confirm(options: DialogOptions): Promise<boolean>;
}

interface OpenDialog extends DialogOptions {
  id: number;
  withCancel: boolean;
  close(confirmed: boolean): void;
}

const DialogContext = createContext<Dialogs | null>(null);

/** The app's dialogs: every screen opens them through `useDialog()`, so they look and read the same. */
export function useDialog(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialog needs a DialogProvider (AppProviders has one).');
  return dialogs;
}

/** Holds the dialogs that are open, one shown at a time; it sits above the router so a dialog outlives a navigation. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<OpenDialog[]>([]);
  const nextId = useRef(1);

  const open = useCallback(
    (options: DialogOptions, withCancel: boolean) =>
      new Promise<boolean>((resolve) => {
        const id = nextId.current++;
        setQueue((current) => [
          ...current,
          {
            ...options,
            id,
            withCancel,
            close(confirmed) {
              setQueue((now) => now.filter((dialog) => dialog.id !== id));
              resolve(confirmed);
            },
          },
        ]);
      }),
    [],
  );

  const dialogs = useMemo<Dialogs>(
    () => ({
      alert: async (options) => {
        await open(options, false);
      },
      confirm: (options) => open({ kind: 'question', ...options }, true),
    }),
    [open],
  );

  const current = queue[0];
  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      {current ? <DialogBox key={current.id} dialog={current} /> : null}
    </DialogContext.Provider>
  );
}

/** The alert's content: its icon, message and buttons, centred. */
const Content = styled.div`
  padding: 28px 24px 22px;
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkSoft};
    overflow-wrap: anywhere;
  }
`;

const AlertTitle = styled(ModalTitle)`
  &&& {
    margin: 12px 0 6px;
  }
`;

const Buttons = styled.div`
  display: flex;
  justify-content: center;
  gap: 10px;
  margin-top: 22px;
`;

type IconColour = 'approved' | 'rejected' | 'gold' | 'accent' | 'ink';

const ICON: Record<DialogKind, { symbol: string; colour: IconColour }> = {
  success: { symbol: '✓', colour: 'approved' },
  error: { symbol: '✕', colour: 'rejected' },
  warning: { symbol: '!', colour: 'gold' },
  info: { symbol: 'i', colour: 'ink' },
  question: { symbol: '?', colour: 'accent' },
};

const Icon = styled.span<{ $colour: IconColour }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  border: 3px solid ${({ theme, $colour }) => theme.colors[$colour]};
  color: ${({ theme, $colour }) => theme.colors[$colour]};
  font-size: 1.6rem;
  font-weight: 700;
`;

function DialogBox({ dialog }: { dialog: OpenDialog }) {
  const text = useText();
  const kind = dialog.kind ?? 'info';
  const icon = ICON[kind];
  const titleId = `dialog-${dialog.id}-title`;
  const textId = `dialog-${dialog.id}-text`;

  return (
    <Modal
      open
      role="alertdialog"
      labelledBy={titleId}
      describedBy={dialog.text ? textId : undefined}
      onClose={() => dialog.close(false)}
    >
      <Content>
        <Icon aria-hidden="true" $colour={icon.colour}>
          {icon.symbol}
        </Icon>
        <AlertTitle id={titleId}>{dialog.title}</AlertTitle>
        {dialog.text ? <p id={textId}>{dialog.text}</p> : null}
        <Buttons>
          <PrimaryButton data-autofocus type="button" onClick={() => dialog.close(true)}>
            {dialog.confirmLabel ?? text(dialog.withCancel ? 'dialog.yes' : 'dialog.ok')}
          </PrimaryButton>
          {dialog.withCancel ? (
            <OutlineButton type="button" onClick={() => dialog.close(false)}>
              {dialog.cancelLabel ?? text('dialog.cancel')}
            </OutlineButton>
          ) : null}
        </Buttons>
      </Content>
    </Modal>
  );
}
