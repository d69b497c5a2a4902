import { describe, expect, it } from 'vitest';
import { useSite } from './e2e-harness';

describe('content and articles in Chromium on the real stack', () => {
  const site = useSite();

  it('shows the content cards in Thai and opens the creator', async () => {
    const { page, problems } = await site().open();
    await page.goto('/content');
    await page.getByRole('heading', { name: 'เนื้อหาจากศูนย์ออกแบบ', level: 1 }).waitFor();
    await site().screenshot(page, 'content-th-desktop', { fullPage: true });
    await page.goto('/articles');
    await page.getByRole('heading', { name: 'บทความ', level: 1 }).waitFor();
    await site().screenshot(page, 'articles-th-desktop', { fullPage: true });
    expect(problems).toEqual([]);
  });
});
