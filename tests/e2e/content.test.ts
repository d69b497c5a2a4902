import { describe, expect, it } from 'vitest';
import { useSite } from './e2e-harness';

describe('content and articles in Chromium on the real stack', () => {
  const site = useSite();

  it('shows the content cards in Thai and opens the creator', async () => {
    const { context, page, problems } = await site().open();
    await page.goto('/content');
    await page.getByRole('heading', { name: 'เนื้อหาจากศูนย์ออกแบบ', level: 1 }).waitFor();
    await site().screenshot(page, 'content-th-desktop', { fullPage: true });
    await page.goto('/articles');
    await page.getByRole('heading', { name: 'บทความ', level: 1 }).waitFor();
    await site().screenshot(page, 'articles-th-desktop', { fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 375 px phone in English', async () => {
    const { context, page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    for (const [route, title] of [
      ['/content', 'From the design centre'],
      ['/articles', 'Articles'],
    ] as const) {
      await page.goto(route);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - window.innerWidth',
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await site().screenshot(page, `${route.slice(1)}-en-375`, { fullPage: true });
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
