import { describe, expect, it } from 'vitest';
import { useSite } from './e2e-harness';

describe('top rank in Chromium on the real stack', () => {
  const site = useSite();

  it('shows 6 rows, More shows the rest, and the sort toggle reloads the ranking ascending', async () => {
    const { context, page, problems } = await site().open();
    await page.goto('/toprank');
    await page.getByRole('heading', { name: 'TOP 50 Portfolio Most View' }).waitFor();
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(6);
    expect(await rows.first().locator('td').first().textContent()).toBe('1');
    await page.getByRole('button', { name: 'ดูเพิ่มเติม' }).click();
    await expect.poll(() => rows.count()).toBe(50);

    const calls = site().stack.calls.length;
    await page.getByRole('button', { name: 'น้อยไปมาก' }).click();
    await expect.poll(async () => rows.first().locator('td').first().textContent()).toBe('50');
    expect(
      site()
        .stack.calls.slice(calls)
        .map((call) => call.path),
    ).toContain('api/get-toprank');
    expect(await rows.count()).toBe(6);
    await site().screenshot(page, 'toprank-th-desktop', { fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 375 px phone in English', async () => {
    const { context, page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto('/toprank');
    await page.getByText('The 50 most viewed works').waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(6);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await site().screenshot(page, 'toprank-en-375', { fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
