import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Routes are lazy chunks: the first find waits for the chunk as well as the data.
configure({ asyncUtilTimeout: 5000 });

// A console error or warning during a component test is a failure (as in epic-stack).
for (const method of ['error', 'warn'] as const) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    throw new Error(`console.${method}: ${args.map(String).join(' ')}`);
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no layout: media queries never match (the narrow, phone-first layout).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => undefined;

// jsdom has the <dialog> element but not showModal() or close() (nor a top layer, inertness or close requests).
// This stand-in does what the site's Modal relies on and a browser does: `open` is set and cleared, `close` is
// fired after closing, and an Escape no one has handled sends a cancelable `cancel` to the topmost modal dialog,
// which closes unless the event is cancelled. Focus trapping and the inert page are proved in Chromium (e2e).
const shownModally: HTMLDialogElement[] = [];
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  if (this.open || !this.isConnected)
    throw new DOMException('The dialog cannot be shown.', 'InvalidStateError');
  this.setAttribute('open', '');
  shownModally.push(this);
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.removeAttribute('open');
  shownModally.splice(shownModally.indexOf(this), 1);
  // A browser fires `close` in a task of its own, after close() has returned.
  setTimeout(() => this.dispatchEvent(new Event('close')));
};
window.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const topmost = shownModally.findLast((dialog) => dialog.isConnected && dialog.open);
  if (topmost?.dispatchEvent(new Event('cancel', { cancelable: true }))) topmost.close();
});
afterEach(() => {
  shownModally.length = 0;
});
