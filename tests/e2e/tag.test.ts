import { beforeAll, describe, expect, it } from 'vitest';
import { useSite } from './e2e-harness';

describe('tag page in Chromium on the real stack', () => {
  const site = useSite();
  let tagName = '';

  beforeAll(async () => {
    const response = await fetch(`${site().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ tags { name type portfolios { pageInfo { total } } } }' }),
    });
    const body = (await response.json()) as {
      data: { tags: { name: string; type: string; portfolios: { pageInfo: { total: number } } | null }[] };
    };
    const busiest = [...body.data.tags].sort(
      (a, b) => (b.portfolios?.pageInfo.total ?? 0) - (a.portfolios?.pageInfo.total ?? 0),
    )[0];
    tagName = busiest?.name ?? '';
  });

  it('lists the portfolios of a tag in Thai', async () => {
    const { context, page, problems } = await site().open();
    await page.goto(`/portfolio-tag?tag=${encodeURIComponent(tagName)}`);
    await page.getByRole('heading', { level: 1, name: tagName }).waitFor();
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
    await site().screenshot(page, 'tag-th-desktop', { fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 375 px phone in English and shows the not-found page for an unknown tag', async () => {
    const { context, page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto(`/portfolio-tag?tag=${encodeURIComponent(tagName)}`);
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
    await page.getByText('Tag', { exact: true }).waitFor();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await site().screenshot(page, 'tag-en-375', { fullPage: true });
    const missing = await page.goto('/portfolio-tag?tag=no-such-tag-anywhere');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'This tag is not here' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
