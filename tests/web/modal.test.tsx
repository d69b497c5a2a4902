import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { AppProviders } from '../../web/src/app/providers';
import { Modal } from '../../web/src/components/modal';

/** A page with a button opening a modal; `refuse` makes the page keep it open when asked to close. */
function Page({ closeOnBackdropClick = false, refuse = false }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        labelledBy="modal-title"
        closeOnBackdropClick={closeOnBackdropClick}
        onClose={() => {
          if (!refuse) setOpen(false);
        }}
      >
        <div>
          <h2 id="modal-title">Rename the tag</h2>
          <button type="button">Help</button>
          <input aria-label="Name" data-autofocus />
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </div>
      </Modal>
    </>
  );
}

function renderPage(props: { closeOnBackdropClick?: boolean; refuse?: boolean } = {}) {
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  render(
    <AppProviders client={client}>
      <Page {...props} />
    </AppProviders>,
  );
}

/** Opens the modal from its button, as a person would, and gives back the dialog. */
async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Rename the tag' });
}

/**
 * A click on the dimmed page around the dialog: jsdom lays nothing out, so the dialog is given the box a browser
 * would (100,100 to 400,300) and the click lands at (20, 20), outside it, on the element itself as in Chromium.
 */
async function clickBackdrop(dialog: HTMLElement) {
  dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 100, width: 300, height: 200 });
  await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 20, clientY: 20 } });
}

describe('the modal', () => {
  it('opens as a modal dialog named by its heading, with focus on the marked field and the page held still', async () => {
    renderPage();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await open();
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Name' }));
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    renderPage();
    await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('stays open on Escape when the page keeps it open', async () => {
    renderPage({ refuse: true });
    const dialog = await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Rename the tag' })).toBe(dialog);
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('shows again when the browser closes it on its own (Chrome after a refused Escape) and the page keeps it', async () => {
    renderPage({ refuse: true });
    const dialog = (await open()) as HTMLDialogElement;
    dialog.close();
    expect(dialog.open).toBe(false);
    await waitFor(() => expect(dialog.open).toBe(true));
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Name' }));
  });

  it('closes on a click on the backdrop only where the page allows it, never on a click inside', async () => {
    renderPage({ closeOnBackdropClick: true });
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('heading', { name: 'Rename the tag' }));
    expect(screen.getByRole('dialog')).toBe(dialog);
    await clickBackdrop(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('ignores a click on the backdrop by default', async () => {
    renderPage();
    const dialog = await open();
    await clickBackdrop(dialog);
    expect(screen.getByRole('dialog', { name: 'Rename the tag' })).toBe(dialog);
  });
});
