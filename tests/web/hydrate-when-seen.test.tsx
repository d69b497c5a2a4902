import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AppProviders } from '../../web/src/app/providers';
import { HydrateWhenSeen } from '../../web/src/components/hydrate-when-seen';
import { useText } from '../../web/src/i18n/use-text';
import { isStartingUp, openEveryGate, startHydration } from '../../web/src/lib/hydration-gates';
import { hydrate, isHydrated, offlineClient, serverRendered, SwitchToEnglish } from './hydration';

/** jsdom has no IntersectionObserver: this one reports an entry when the test says the part came into view. */
class Viewport {
  static observed: Element[] = [];
  static callbacks: IntersectionObserverCallback[] = [];
  constructor(callback: IntersectionObserverCallback) {
    Viewport.callbacks.push(callback);
  }
  observe(element: Element) {
    Viewport.observed.push(element);
  }
  disconnect() {}
  static scrollIntoView() {
    const entries = Viewport.observed.map((target) => ({ target, isIntersecting: true }));
    for (const callback of Viewport.callbacks)
      callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
  }
}

const client = offlineClient();

/** The footer stands in for any part below the fold: its text follows the language, its button counts presses. */
function Below() {
  const text = useText();
  const [presses, setPresses] = useState(0);
  return (
    <footer>
      <p>{text('common.more')}</p>
      <button type="button" onClick={() => setPresses(presses + 1)}>
        {presses}
      </button>
    </footer>
  );
}

function Page({ heading }: { heading: string }) {
  return (
    <AppProviders client={client} locale="th">
      <h1>{heading}</h1>
      <SwitchToEnglish />
      <HydrateWhenSeen>
        <Below />
      </HydrateWhenSeen>
    </AppProviders>
  );
}

describe('a part of the page hydrated when the reader comes near it', () => {
  let root: Root | undefined;
  let container: HTMLDivElement;
  const recoverable = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', Viewport);
    Viewport.observed = [];
    Viewport.callbacks = [];
    recoverable.mockClear();
  });
  afterEach(async () => {
    // As a navigation would: the start is over, and the next test's server render has no gates.
    await act(async () => openEveryGate());
    act(() => root?.unmount());
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  /** The server's page, hydrated as the browser does while the page is starting. */
  async function hydrateStarting(heading = 'หน้าแรก') {
    container = serverRendered(<Page heading={heading} />);
    expect(container.innerHTML).toContain('<footer>');
    startHydration();
    root = await hydrate(container, <Page heading={heading} />, recoverable);
  }
  const footer = () => container.querySelector('footer')!;
  const pressCount = () => container.querySelector('footer button')!.textContent;

  it('keeps the server’s HTML, unhydrated, until the part comes into view, then hydrates it', async () => {
    await hydrateStarting();
    expect(footer().textContent).toContain('ดูเพิ่มเติม');
    expect(isHydrated(footer())).toBe(false);
    expect(Viewport.observed).toContain(footer());

    await act(async () => Viewport.scrollIntoView());
    expect(isHydrated(footer())).toBe(true);
    await act(async () => container.querySelector<HTMLButtonElement>('footer button')!.click());
    expect(pressCount()).toBe('1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('keeps the server’s HTML when the page above renders again with the same part', async () => {
    await hydrateStarting();
    await act(async () => root!.render(<Page heading="หน้าแรก อีกครั้ง" />));
    expect(container.querySelector('h1')!.textContent).toBe('หน้าแรก อีกครั้ง');
    expect(footer().textContent).toContain('ดูเพิ่มเติม');
    expect(isHydrated(footer())).toBe(false);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates and shows a language switched before the part was seen, never an empty part', async () => {
    await hydrateStarting();
    const seen: string[] = [];
    const watcher = new MutationObserver(() =>
      seen.push(container.querySelector('footer p')?.textContent ?? ''),
    );
    watcher.observe(container, { subtree: true, childList: true, characterData: true });
    await act(async () => container.querySelector<HTMLButtonElement>('#english')!.click());
    watcher.disconnect();
    expect(container.querySelector('footer p')!.textContent).toBe('More');
    // The part never went missing on the way from the server's Thai to English.
    expect(seen.every((text) => text !== '')).toBe(true);
    expect(isHydrated(footer())).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
    expect(isStartingUp()).toBe(false);
  });

  it('renders at once when the browser renders the page itself', async () => {
    expect(isStartingUp()).toBe(false);
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page heading="หน้าแรก" />);
    });
    expect(isHydrated(footer())).toBe(true);
  });
});
