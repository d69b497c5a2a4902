import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlData } from './e2e-actions';
import { useSite } from './e2e-harness';

describe('designer page in Chromium on the real stack', () => {
  const site = useSite();
  let designerId = '';

  beforeAll(async () => {
    const { featuredDesigners } = await graphqlData<{
      featuredDesigners: { id: string; profile: { cover: { url: string } | null } | null }[];
    }>(site().url, '{ featuredDesigners { id profile { cover { url } } } }');
    // One with a cover, the page's largest picture.
    designerId = featuredDesigners.find((designer) => designer.profile?.cover)?.id ?? '';
    expect(designerId).not.toBe('');
  });

  // How the page fits a phone in English is the accessibility sweep's (tests/e2e/accessibility.test.ts).
  it('shows the designer, filters by category and pages in Thai; an unknown designer is not found', async () => {
    const { page, problems } = await site().open();
    const response = await page.goto(`/all-portfolio-by-design?member_id=${designerId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The cover is asked for by the server's HTML, first of the pictures, as a copy as wide as the window (1280 px).
    expect(await response?.text()).toMatch(
      /<link rel="preload" as="image" imageSrcSet="[^"]*images_profile_cover[^>]*fetchPriority="high"/,
    );
    const cover = page.locator('main header img[alt=""]');
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
      .toMatch(/images_profile_cover\/.*\?w=1280$/);
    const cards = page.locator('main article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await site().screenshot(page, 'designer-th-desktop', { fullPage: true });
    const next = page.getByRole('button', { name: 'หน้า 2' });
    if ((await next.count()) > 0) {
      await next.click();
      await page.waitForURL(/page=2/);
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
    }
    const chips = page.getByRole('group', { name: 'กรองตามหมวดหมู่' }).getByRole('button');
    await chips.nth(1).click();
    await page.waitForURL(/category_id=/);
    await page.getByRole('group', { name: 'หมวดหมู่ย่อย' }).waitFor();
    expect(problems).toEqual([]);
    // The BFF answers an unknown designer's query with a not-found error, which the browser logs.
    await page.goto('/all-portfolio-by-design?member_id=999999');
    await page.getByRole('heading', { level: 1, name: 'ไม่พบนักออกแบบคนนี้' }).waitFor();
    expect(problems.filter((problem) => !problem.includes('/graphql'))).toEqual([]);
  });
});
