import { describe, expect, it } from 'vitest';
import { useSite } from './e2e-harness';

describe('home page in Chromium on the real stack', () => {
  const site = useSite();

  it('shows the four sections in Thai; a category tile opens its category list', async () => {
    const { context, page, problems } = await site().open();
    await page.goto('/homepage');
    // Each section's More link is the component test's (tests/web/home.test.tsx); here the seeded data fills them.
    for (const name of ['New Portfolio', 'Most View Portfolios', 'Highlight', 'Top Rank'])
      await page.getByRole('heading', { level: 2, name }).waitFor();
    const topRank = page.getByRole('region', { name: 'Top Rank' });
    await expect.poll(() => topRank.getByRole('listitem').count()).toBe(3);
    await site().screenshot(page, 'home-th-desktop', { fullPage: true });
    await page.getByRole('group', { name: 'หมวดหมู่ผลงาน' }).getByRole('button').nth(1).click();
    await page.waitForURL(/\/all-portfolio-by-category\?category_id=\d+$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 375 px phone in English', async () => {
    const { context, page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto('/homepage');
    await page.getByText('New work from the last week').waitFor();
    await page.getByRole('region', { name: 'Top Rank' }).getByRole('listitem').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await site().screenshot(page, 'home-en-375', { fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
