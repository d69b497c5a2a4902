import { describe, expect, it } from 'vitest';
import { useSite } from './e2e-harness';

describe('static pages in Chromium on the real stack', () => {
  const site = useSite();

  // The current tab and the page remembered for /pages are the component test's (tests/web/pages.test.tsx).
  it('shows the terms from the store and moves to the FAQs', async () => {
    const { page, problems } = await site().open();
    await page.goto('/pages?page=term');
    const nav = page.getByRole('navigation', { name: 'หน้าข้อมูล' });
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await site().screenshot(page, 'pages-th-term', { fullPage: true });
    await nav.getByRole('link', { name: 'คำถามที่พบบ่อย' }).click();
    await page.waitForURL(/page=faqs/);
    // The FAQ tab is the current one before the visitor leaves.
    await expect
      .poll(() => nav.getByRole('link', { name: 'คำถามที่พบบ่อย' }).getAttribute('aria-current'))
      .toBe('page');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    expect(problems).toEqual([]);
  });
});
