import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { useText } from '../../web/src/i18n/use-text';
import { AppProviders } from '../../web/src/app/providers';
import { StaticPart } from '../../web/src/components/hydrate-when-seen';
import { openEveryGate, startHydration } from '../../web/src/lib/hydration-gates';
import { hydrate, isHydrated, offlineClient, serverRendered, SwitchToEnglish } from './hydration';

const client = offlineClient();

interface Work {
  id: string;
  title: string;
}

/** A link in the reader's language. */
function WorkLink({ work }: { work: Work }) {
  const text = useText();
  return (
    <Link to={`/detail-portfolio?id=${work.id}`}>
      {work.title} {text('common.more')}
    </Link>
  );
}

/** A list page: its heading is hydrated, its list of links is a static part. */
function Page({ works, heading = 'ผลงาน' }: { works: Work[]; heading?: string }) {
  return (
    <AppProviders client={client} locale="th">
      <MemoryRouter initialEntries={['/works']}>
        <Routes>
          <Route
            path="/works"
            element={
              <main>
                <h1>{heading}</h1>
                <SwitchToEnglish />
                <StaticPart as="ul">
                  {works.map((work) => (
                    <li key={work.id}>
                      <WorkLink work={work} />
                    </li>
                  ))}
                </StaticPart>
              </main>
            }
          />
          <Route path="/detail-portfolio" element={<h1>หน้าผลงาน</h1>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
}

const WORKS: Work[] = [
  { id: '1', title: 'โคมไฟจักสาน' },
  { id: '2', title: 'เก้าอี้ไม้สัก' },
];

describe('a static part: links only, kept as the server’s HTML while the page lasts', () => {
  let root: Root | undefined;
  let container: HTMLDivElement;
  const recoverable = vi.fn();

  beforeEach(() => recoverable.mockClear());
  afterEach(async () => {
    await act(async () => openEveryGate());
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  async function hydrateStarting(works = WORKS) {
    container = serverRendered(<Page works={works} />);
    startHydration();
    root = await hydrate(container, <Page works={works} />, recoverable);
  }
  const links = () => [...container.querySelectorAll('li a')];

  it('never hydrates its links, and a click on one still navigates within the app', async () => {
    await hydrateStarting();
    expect(isHydrated(container.querySelector('h1')!)).toBe(true);
    expect(links().map((link) => link.textContent)).toEqual(['โคมไฟจักสาน ดูเพิ่มเติม', 'เก้าอี้ไม้สัก ดูเพิ่มเติม']);
    expect(links().some(isHydrated)).toBe(false);

    // Rendered again from above with the same works: still the server's HTML.
    await act(async () => root!.render(<Page works={[...WORKS]} heading="ผลงานทั้งหมด" />));
    expect(container.querySelector('h1')!.textContent).toBe('ผลงานทั้งหมด');
    expect(links().some(isHydrated)).toBe(false);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => links()[1]!.dispatchEvent(click));
    // The app took the click (no page load) and showed the work's page.
    expect(click.defaultPrevented).toBe(true);
    expect(container.querySelector('h1')!.textContent).toBe('หน้าผลงาน');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('leaves a click the browser should follow to the browser: a new tab, another site', async () => {
    await hydrateStarting();
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    await act(async () => links()[0]!.dispatchEvent(newTab));
    expect(newTab.defaultPrevented).toBe(false);
    expect(container.querySelector('h1')!.textContent).toBe('ผลงาน');
  });

  it('shows what it is given after the start (more works), and is a hydrated part from then on', async () => {
    await hydrateStarting();
    await act(async () => root!.render(<Page works={[...WORKS, { id: '3', title: 'แจกันดินเผา' }]} />));
    expect(links().map((link) => link.textContent)).toEqual([
      'โคมไฟจักสาน ดูเพิ่มเติม',
      'เก้าอี้ไม้สัก ดูเพิ่มเติม',
      'แจกันดินเผา ดูเพิ่มเติม',
    ]);
    expect(links().every(isHydrated)).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('shows a language switched before it opened, never empty and with no hydration error', async () => {
    await hydrateStarting();
    const seen: number[] = [];
    const watcher = new MutationObserver(() => seen.push(links().length));
    watcher.observe(container, { subtree: true, childList: true, characterData: true });
    await act(async () => container.querySelector<HTMLButtonElement>('#english')!.click());
    watcher.disconnect();
    expect(links().map((link) => link.textContent)).toEqual(['โคมไฟจักสาน More', 'เก้าอี้ไม้สัก More']);
    expect(seen.every((count) => count === 2)).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
  });
});
