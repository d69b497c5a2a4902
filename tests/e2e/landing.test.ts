import { describe, expect, it } from 'vitest';
import { useSite } from './e2e-harness';
import { noSideScroll } from './e2e-actions';

describe('landing page in Chromium on the real stack', () => {
  const site = useSite();

  it('asks in Thai, lists the ten categories and featured designers, and searches with Enter', async () => {
    const { page, problems } = await site().open();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'คุณสนใจผลงานประเภทไหน?' }).waitFor();
    const categories = page.getByRole('navigation', { name: 'เลือกประเภทผลงาน' }).getByRole('link');
    await expect.poll(() => categories.count()).toBe(10);
    const designers = page.getByRole('region', { name: 'นักออกแบบแนะนำ' }).getByRole('link');
    // The links' addresses are the component test's (tests/web/landing.test.tsx); here the store fills the page.
    await expect.poll(() => designers.count()).toBeGreaterThan(0);
    await site().screenshot(page, 'landing-th-desktop', { fullPage: true });
    await page.getByRole('combobox').fill('ผ้า');
    await page.getByRole('combobox').press('Enter');
    await page.waitForURL(/\/search\?keyword=/);
    // The search page has answered before the visitor leaves it.
    await page.getByRole('heading', { level: 1, name: 'ผลการค้นหา “ผ้า”' }).waitFor();
    await page.goto('/home');
    await categories.first().click();
    await page.waitForURL(/\/all-portfolio-by-category\?category_id=\d+$/);
    expect(problems).toEqual([]);
  });

  it('stacks on a 375 px phone in English, with a drawer and the enter-website button', async () => {
    const { page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: 'What kind of work are you interested in?' }).waitFor();
    await page.getByRole('region', { name: 'Featured designers' }).getByRole('link').first().waitFor();
    await noSideScroll(page);
    await site().screenshot(page, 'landing-en-375', { fullPage: true });
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Landing menu' });
    expect(await drawer.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    await site().screenshot(page, 'landing-en-375-drawer');
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('link', { name: /Enter website/ }).click();
    await page.waitForURL(/\/homepage$/);
    expect(problems).toEqual([]);
  });
});
