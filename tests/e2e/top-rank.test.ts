import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from './e2e-harness';
import { noSideScroll } from './e2e-actions';

/** The ranks of the rows shown, top to bottom. */
function ranks(page: Page): Promise<string[]> {
  return page.locator('tbody tr td:first-child').allTextContents();
}

describe('top rank in Chromium on the real stack', () => {
  const site = useSite();

  it('shows 6 rows, More shows the rest, and the sort toggle reloads the ranking ascending', async () => {
    const { page, problems } = await site().open();
    await page.goto('/toprank');
    await page.getByRole('heading', { name: 'TOP 50 Portfolio Most View' }).waitFor();
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(6);
    expect(await rows.first().locator('td').first().textContent()).toBe('1');
    await page.getByRole('button', { name: 'ดูเพิ่มเติม' }).click();
    await expect.poll(() => rows.count()).toBe(50);

    const calls = site().stack.calls.length;
    await page.getByRole('button', { name: 'น้อยไปมาก' }).click();
    await expect.poll(async () => rows.first().locator('td').first().textContent()).toBe('50');
    expect(
      site()
        .stack.calls.slice(calls)
        .map((call) => call.path),
    ).toContain('api/get-toprank');
    expect(await rows.count()).toBe(6);
    await site().screenshot(page, 'toprank-th-desktop', { fullPage: true });
    expect(problems).toEqual([]);
  });

  it('keeps the order in the address: Back from a portfolio restores the ascending ranking, Back again the default', async () => {
    const { page, problems } = await site().open();
    await page.goto('/toprank');
    await page.getByRole('button', { name: 'มากไปน้อย', pressed: true }).waitFor();
    await expect.poll(() => ranks(page)).toEqual(['1', '2', '3', '4', '5', '6']);

    await page.getByRole('button', { name: 'น้อยไปมาก' }).click();
    await page.waitForURL(/\/toprank\?sort=asc$/);
    await page.getByRole('button', { name: 'น้อยไปมาก', pressed: true }).waitFor();
    await expect.poll(() => ranks(page)).toEqual(['50', '49', '48', '47', '46', '45']);
    const title = await page.locator('tbody tr').first().getByRole('link').first().getAttribute('title');

    await page.locator('tbody tr').first().getByRole('link').first().click();
    await page.waitForURL(/\/detail-portfolio\?id=/);
    await page.getByRole('heading', { level: 1, name: title ?? '' }).waitFor();

    await page.goBack();
    await page.waitForURL(/\/toprank\?sort=asc$/);
    await page.getByRole('button', { name: 'น้อยไปมาก', pressed: true }).waitFor();
    expect(await page.getByRole('button', { name: 'มากไปน้อย' }).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => ranks(page)).toEqual(['50', '49', '48', '47', '46', '45']);

    // The order was a step of its own: Back once more is the default ranking, whose address has no parameter.
    await page.goBack();
    await page.waitForURL(/\/toprank$/);
    await page.getByRole('button', { name: 'มากไปน้อย', pressed: true }).waitFor();
    await expect.poll(() => ranks(page)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(problems).toEqual([]);
  });

  it('keeps the expanded list in the address: More stays where the reader is, a reload shows all 50 again', async () => {
    // A short window: More is below the fold, so the reader has scrolled to it.
    const { page, problems } = await site().open({ width: 1280, height: 600 });
    await page.goto('/toprank?sort=asc');
    await expect.poll(() => ranks(page)).toHaveLength(6);
    const more = page.getByRole('button', { name: 'ดูเพิ่มเติม' });
    await more.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await more.click();
    await page.waitForURL(/\/toprank\?sort=asc&show=all$/);
    await expect.poll(() => ranks(page)).toHaveLength(50);
    // The rows that came are under the reader's eyes, not above them after a jump to the top.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await page.reload();
    await expect.poll(() => ranks(page)).toHaveLength(50);
    expect((await ranks(page)).slice(0, 3)).toEqual(['50', '49', '48']);
    await page.getByRole('button', { name: 'น้อยไปมาก', pressed: true }).waitFor();
    expect(await more.count()).toBe(0);

    // Choosing an order shows its first 6 rows again.
    await page.getByRole('button', { name: 'มากไปน้อย' }).click();
    await page.waitForURL(/\/toprank$/);
    await expect.poll(() => ranks(page)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(problems).toEqual([]);
  });

  it('opens a shared link to the expanded ranking with all 50 rows, already in the server’s HTML', async () => {
    const shared = await fetch(`${site().url}/toprank?show=all`);
    expect((await shared.text()).match(/<tr>/g)).toHaveLength(51);
    const { page, problems } = await site().open({ locale: 'en' });
    await page.goto('/toprank?show=all');
    await expect.poll(() => ranks(page)).toHaveLength(50);
    expect((await ranks(page)).slice(0, 3)).toEqual(['1', '2', '3']);
    await page.getByRole('button', { name: 'Most first', pressed: true }).waitFor();
    expect(problems).toEqual([]);
  });

  it('on a phone in English: titles wrap between words, Back finds the reader where they were, the drawer’s search closes it', async () => {
    const { page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto('/toprank');
    await expect.poll(() => ranks(page)).toHaveLength(6);
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await expect.poll(() => ranks(page)).toHaveLength(50);

    // Each English word of a title sits on one line ('Shophous / e Café' broke inside words; a line may end after a
    // hyphen, as 'Hand- / woven'); Thai titles wrap too, and nothing is wider than the screen.
    const splitWords = await page.evaluate(() => {
      const split: string[] = [];
      for (const link of document.querySelectorAll('tbody tr a[title]')) {
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('.visually-hidden')) continue;
          for (const word of (node.textContent ?? '').matchAll(/[A-Za-z][A-Za-z'’.]*/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) split.push(word[0]);
          }
        }
      }
      return split;
    });
    expect(splitWords).toEqual([]);
    await noSideScroll(page);

    // Back from a portfolio opened far down the list lands where the reader was (it landed at the footer).
    await page.evaluate(() => window.scrollTo(0, 1800));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1800);
    const shownRow = await page.evaluate(() =>
      [...document.querySelectorAll('tbody tr')].findIndex((row) => row.getBoundingClientRect().top > 100),
    );
    const link = page.locator('tbody tr').nth(shownRow).getByRole('link').first();
    const title = (await link.getAttribute('title')) ?? '';
    await link.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/toprank\?show=all$/);
    await expect.poll(() => ranks(page)).toHaveLength(50);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1800);

    // A search from the ☰ drawer shows its results with the drawer closed.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('combobox').fill('Packaging');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?keyword=Packaging$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('fits a 375 px phone in English', async () => {
    const { page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto('/toprank');
    await page.getByText('The 50 most viewed works').waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(6);
    await noSideScroll(page);
    await site().screenshot(page, 'toprank-en-375', { fullPage: true });
    expect(problems).toEqual([]);
  });
});
