import { describe, expect, it } from 'vitest';
import { graphqlData, noSideScroll } from './e2e-actions';
import { useSite } from './e2e-harness';

describe('creator collections in Chromium on the real stack', () => {
  const site = useSite();

  it('lists collections with More, then opens one and toggles Portfolio / Designer with More', async () => {
    const { page, problems } = await site().open();
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
  });

  it('keeps the chosen category in the address: Back from a collection and a shared link restore it', async () => {
    // A collection category other than all, with collections of its own.
    const { collectionCategories } = await graphqlData<{
      collectionCategories: { id: string; name: { th: string } }[];
    }>(site().url, '{ collectionCategories { id name { th } } }');
    let category: { id: string; name: { th: string } } | undefined;
    for (const candidate of collectionCategories) {
      const { collections } = await graphqlData<{ collections: { items: { id: string }[] } }>(
        site().url,
        'query ($categoryId: ID) { collections(categoryId: $categoryId) { items { id } } }',
        { categoryId: candidate.id },
      );
      if (collections.items.length > 0) {
        category = candidate;
        break;
      }
    }
    if (!category) throw new Error('no seeded collection category with collections');

    const { page, problems } = await site().open();
    await page.goto('/creator');
    const categories = page.getByRole('group', { name: 'หมวดคอลเลกชัน' });
    await categories.getByRole('button', { name: 'ทั้งหมด', pressed: true }).waitFor();
    await categories.getByRole('button', { name: category.name.th }).click();
    await page.waitForURL(`**/creator?category_id=${category.id}`);
    await categories.getByRole('button', { name: category.name.th, pressed: true }).waitFor();
    const cards = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const shown = await cards.getByRole('heading', { level: 2 }).allTextContents();

    await cards.first().click();
    await page.waitForURL(/\/sub-curated\?collection_id=/);
    await page.goBack();
    await page.waitForURL(`**/creator?category_id=${category.id}`);
    await categories.getByRole('button', { name: category.name.th, pressed: true }).waitFor();
    await expect.poll(() => cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(shown);
    // Choosing was a step of its own: Back once more shows every category.
    await page.goBack();
    await page.waitForURL(/\/creator$/);
    await categories.getByRole('button', { name: 'ทั้งหมด', pressed: true }).waitFor();

    // A shared link opens on the category, rendered so by the server already.
    const shared = await site().open();
    await shared.page.goto(`/creator?category_id=${category.id}`);
    await shared.page
      .getByRole('group', { name: 'หมวดคอลเลกชัน' })
      .getByRole('button', { name: category.name.th, pressed: true })
      .waitFor();
    await expect
      .poll(() =>
        shared.page
          .getByRole('main')
          .getByRole('link')
          .filter({ has: shared.page.getByRole('heading', { level: 2 }) })
          .getByRole('heading', { level: 2 })
          .allTextContents(),
      )
      .toEqual(shown);
    expect(shared.problems).toEqual([]);
    await shared.close();
    expect(problems).toEqual([]);
  });

  it('keeps the Portfolio / Designer view in the address: Back from a designer, a reload and a shared link restore it', async () => {
    const { page, problems } = await site().open();
    await page.goto('/sub-curated?collection_id=1');
    await page.getByRole('button', { name: 'Portfolio', pressed: true }).waitFor();
    await page.getByRole('button', { name: 'Designer' }).click();
    await page.waitForURL(/\/sub-curated\?collection_id=1&view=designer$/);
    const designers = page.getByRole('main').locator('a[href^="/all-portfolio-by-design"]');
    await expect.poll(() => designers.count()).toBeGreaterThan(0);

    await designers.first().click();
    await page.waitForURL(/\/all-portfolio-by-design\?member_id=/);
    await page.goBack();
    await page.waitForURL(/\/sub-curated\?collection_id=1&view=designer$/);
    await page.getByRole('button', { name: 'Designer', pressed: true }).waitFor();
    await expect.poll(() => designers.count()).toBeGreaterThan(0);
    expect(await page.getByRole('main').locator('h3 a').count()).toBe(0);

    await page.reload();
    await page.getByRole('button', { name: 'Designer', pressed: true }).waitFor();
    await expect.poll(() => designers.count()).toBeGreaterThan(0);

    // The toggle was a step of its own: Back shows the portfolios again, at the address without a parameter.
    await page.goBack();
    await page.waitForURL(/\/sub-curated\?collection_id=1$/);
    await page.getByRole('button', { name: 'Portfolio', pressed: true }).waitFor();
    await expect.poll(() => page.getByRole('main').locator('h3 a').count()).toBeGreaterThan(0);
    expect(await designers.count()).toBe(0);

    // A shared link in English opens on the designers.
    const shared = await site().open({ locale: 'en' });
    await shared.page.goto('/sub-curated?collection_id=1&view=designer');
    await shared.page.getByRole('button', { name: 'Designer', pressed: true }).waitFor();
    await expect
      .poll(() => shared.page.getByRole('main').locator('a[href^="/all-portfolio-by-design"]').count())
      .toBeGreaterThan(0);
    expect(shared.problems).toEqual([]);
    await shared.close();
    expect(problems).toEqual([]);
  });

  it('fits a 375 px phone in English', async () => {
    const { page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto('/creator');
    await page.getByRole('button', { name: 'All', pressed: true }).waitFor();
    const cards = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await noSideScroll(page);
    await site().screenshot(page, 'creator-en-375', { fullPage: true });
    await cards.first().click();
    await page.getByRole('button', { name: 'Designer' }).click();
    await expect
      .poll(() => page.getByRole('main').locator('a[href^="/all-portfolio-by-design"]').count())
      .toBeGreaterThan(0);
    await noSideScroll(page);
    await site().screenshot(page, 'sub-curated-en-375', { fullPage: true });
    expect(problems).toEqual([]);
  });
});
