import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { AppProviders } from '../../web/src/app/providers';
import { QueryState, type QueryProgress } from '../../web/src/components/status';
import { hydrate, offlineClient, serverRendered } from './hydration';

function Page({ query }: { query: QueryProgress }) {
  return (
    <AppProviders client={offlineClient()} locale="th">
      <main>
        <QueryState query={query}>
          <p>ผลการค้นหา</p>
        </QueryState>
      </main>
    </AppProviders>
  );
}

/**
 * A page whose query failed while the server rendered it: the browser's first render has no copy of the error (the
 * Apollo cache carries answers, not failures), so the server must render what the browser will, or React throws
 * the server's page away on hydrating it (#418, seen on search when the server was busy).
 */
describe('a query that failed on the server', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('is served as loading and hydrates without a mismatch, then shows the browser’s own answer', async () => {
    const failed: QueryProgress = { loading: false, error: new Error('busy'), refetch: () => undefined };
    const container = serverRendered(<Page query={failed} />);
    expect(container.innerHTML).toContain('กำลังโหลด');
    expect(container.innerHTML).not.toContain('role="alert"');

    const recoverable = vi.fn();
    const loading: QueryProgress = { loading: true, refetch: () => undefined };
    root = await hydrate(container, <Page query={loading} />, recoverable);
    expect(recoverable).not.toHaveBeenCalled();

    // After hydration a failure in the browser is shown as one, with its retry.
    await act(async () => root!.render(<Page query={failed} />));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('ลองใหม่');
  });
});
