import { describe, expect, it } from 'vitest';
import { useSite } from './e2e-harness';

describe('creator collections in Chromium on the real stack', () => {
  const site = useSite();

  it('lists collections with More, then opens one and toggles Portfolio / Designer with More', async () => {
    const { context, page, problems } = await site().open();
    await page.goto('/creator');
    await page.getByRole('heading', { name: 'ครีเอเตอร์', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'ทั้งหมด', pressed: true }).waitFor();
    // A collection's card: a link named by what it shows, its name an h2.
    const cards = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const more = page.getByRole('main').getByRole('button', { name: 'ดูเพิ่มเติม' });
    if (await more.isVisible()) {
      const before = await cards.count();
      await more.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
    }
    await site().screenshot(page, 'creator-th-desktop', { fullPage: true });

    await cards.first().click();
    await page.waitForURL(/\/sub-curated\?collection_id=/);
    await page.getByRole('button', { name: 'Portfolio', pressed: true }).waitFor();
    const portfolioCards = page.getByRole('main').locator('h3 a');
    await expect.poll(() => portfolioCards.count()).toBeGreaterThan(0);
    if (await more.isVisible()) {
      const before = await portfolioCards.count();
      await more.click();
      await expect.poll(() => portfolioCards.count()).toBeGreaterThan(before);
    }
    await site().screenshot(page, 'sub-curated-th-portfolio', { fullPage: true });
    await page.getByRole('button', { name: 'Designer' }).click();
    await page.getByRole('button', { name: 'Designer', pressed: true }).waitFor();
    const designers = page.getByRole('main').locator('a[href^="/all-portfolio-by-design"]');
    await expect.poll(() => designers.count()).toBeGreaterThan(0);
    if (await more.isVisible()) {
      const before = await designers.count();
      expect(before).toBeGreaterThanOrEqual(8);
      await more.click();
      await expect.poll(() => designers.count()).toBeGreaterThan(before);
    }
    await site().screenshot(page, 'sub-curated-th-designer', { fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 375 px phone in English', async () => {
    const { context, page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto('/creator');
    await page.getByRole('button', { name: 'All', pressed: true }).waitFor();
    const cards = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const overflow = () => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await site().screenshot(page, 'creator-en-375', { fullPage: true });
    await cards.first().click();
    await page.getByRole('button', { name: 'Designer' }).click();
    await expect
      .poll(() => page.getByRole('main').locator('a[href^="/all-portfolio-by-design"]').count())
      .toBeGreaterThan(0);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await site().screenshot(page, 'sub-curated-en-375', { fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
