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

  // How the page fits a phone in English is the accessibility sweep's (tests/e2e/accessibility.test.ts).
  it('lists the portfolios of a tag in Thai, and shows the not-found page for an unknown tag', async () => {
    const { page, problems } = await site().open();
    await page.goto(`/portfolio-tag?tag=${encodeURIComponent(tagName)}`);
    await page.getByRole('heading', { level: 1, name: tagName }).waitFor();
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
    await site().screenshot(page, 'tag-th-desktop', { fullPage: true });
    const missing = await page.goto('/portfolio-tag?tag=no-such-tag-anywhere');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'ไม่พบแท็กนี้' }).waitFor();
    expect(problems).toEqual([]);
  });
});
