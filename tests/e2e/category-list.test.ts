import { describe, expect, it } from 'vitest';
import { useSite } from './e2e-harness';

describe('category list in Chromium on the real stack', () => {
  const site = useSite();

  it('grows with More, and picking a category and a subcategory keeps them in the address', async () => {
    const { page, problems } = await site().open();
    await page.goto('/all-portfolio-by-category');
    await page.getByRole('heading', { level: 1, name: 'ผลงานทั้งหมด' }).waitFor();
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const first = await cards.count();
    await page.getByRole('button', { name: 'ดูเพิ่มเติม' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(first);
    await site().screenshot(page, 'category-list-th-desktop', { fullPage: true });

    const slider = page.getByRole('group', { name: 'หมวดหมู่ผลงาน' });
    await slider.getByRole('button').nth(1).click();
    await page.waitForURL(/\?category_id=\d+$/);
    const chips = page.getByRole('group', { name: 'หมวดหมู่ย่อย' });
    await chips.getByRole('button', { name: 'ทั้งหมด', pressed: true }).waitFor();
    await chips.getByRole('button').nth(1).click();
    await page.waitForURL(/\?category_id=\d+&subcategory_id=\d+$/);
    // The subcategory's work is on the page before reloading it.
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await page.reload();
    await chips.getByRole('button', { pressed: true }).waitFor();
    expect(await chips.getByRole('button', { name: 'ทั้งหมด' }).getAttribute('aria-pressed')).toBe('false');
    await site().screenshot(page, 'category-list-th-subcategory', { fullPage: true });
    expect(problems).toEqual([]);
  });
});
