import { describe, expect, it } from 'vitest';
import { graphqlData } from './e2e-actions';
import { useSite } from './e2e-harness';

describe('portfolio detail in Chromium on the real stack', () => {
  const site = useSite();

  const graphql = <T>(query: string, variables?: Record<string, unknown>) =>
    graphqlData<T>(site().url, query, variables);

  async function firstPortfolio(): Promise<{ id: string; title: string; viewCount: number }> {
    const data = await graphql<{ newPortfolios: { id: string; title: string; viewCount: number }[] }>(
      '{ newPortfolios { id title viewCount } }',
    );
    const portfolio = data.newPortfolios[0];
    if (!portfolio) throw new Error('no seeded portfolio');
    return portfolio;
  }

  async function viewCount(id: string): Promise<number> {
    const data = await graphql<{ portfolio: { viewCount: number } }>(
      'query ($id: ID!) { portfolio(id: $id) { viewCount } }',
      { id },
    );
    return data.portfolio.viewCount;
  }

  it('shows the work in Thai, records one view and shares the BFF share page', async () => {
    const portfolio = await firstPortfolio();
    const before = await viewCount(portfolio.id);
    const { context, page, problems } = await site().open();
    await page.goto(`/detail-portfolio?id=${portfolio.id}`);
    await page.getByRole('heading', { level: 1, name: portfolio.title }).waitFor();
    await expect.poll(() => viewCount(portfolio.id)).toBe(before + 1);

    const facebook = page.getByRole('link', { name: 'แชร์ผลงานนี้บน Facebook (เปิดแท็บใหม่)' });
    const shareUrl = `${site().url}/share/portfolio/${portfolio.id}`;
    expect(await facebook.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareUrl)}`,
    );
    // The share page the link points at answers (the links' shape and the dates are tests/web's).
    expect((await fetch(shareUrl)).status).toBe(200);
    await site().screenshot(page, 'detail-th-desktop', { fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 375 px phone in English, tags lead to the tag page', async () => {
    const portfolio = await firstPortfolio();
    const { context, page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto(`/detail-portfolio?id=${portfolio.id}`);
    await page.getByRole('link', { name: 'Share this work on Facebook (opens in a new tab)' }).waitFor();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await site().screenshot(page, 'detail-en-375', { fullPage: true });
    const tag = page.locator('a[href^="/portfolio-tag?tag="]').first();
    if ((await tag.count()) > 0) {
      await tag.click();
      await page.waitForURL(/\/portfolio-tag\?tag=/);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers 404 with the not-found page for an unknown id', async () => {
    const { context, page, problems } = await site().open();
    const response = await page.goto('/detail-portfolio?id=999999');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'ไม่พบผลงานนี้' }).waitFor();
    expect(problems.filter((problem) => !problem.includes('/graphql'))).toEqual([]);
    await context.close();
  });
});
