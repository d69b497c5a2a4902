import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { openEveryGate, startHydration } from '../../web/src/lib/hydration-gates';
import { useHydrated } from '../../web/src/lib/use-hydrated';
import { hydrate, serverRendered } from './hydration';

const renders: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

/** What waits for the browser (a member's own state, a redirect) waits for hydration, and no longer. */
describe('useHydrated', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    renders.length = 0;
    document.body.innerHTML = '';
    openEveryGate();
  });

  it('keeps the server’s answer while a starting page hydrates, then turns true', async () => {
    const container = serverRendered(<Probe />);
    expect(container.textContent).toBe('server');
    renders.length = 0;
    startHydration();
    const recoverable = vi.fn();
    root = await hydrate(container, <Probe />, recoverable);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('browser');
    // The hydrating render matched the server's; the flip came after it.
    expect(renders[0]).toBe(false);
    expect(renders.at(-1)).toBe(true);
  });

  it('is true from the first render of a part rendered after the start', async () => {
    openEveryGate();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Probe />);
    });
    expect(container.textContent).toBe('browser');
    expect(renders.every(Boolean)).toBe(true);
  });
});
