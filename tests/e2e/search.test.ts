import { describe, expect, it } from 'vitest';
import { useSite } from './e2e-harness';
import { noSideScroll } from './e2e-actions';

describe('search in Chromium on the real stack', () => {
  const site = useSite();

  it('finds Thai work for ผ้า, pages to page 2 and opens a detail page', async () => {
    const { page, problems } = await site().open();
    await page.goto(`/search?keyword=${encodeURIComponent('ผ้า')}`);
    await page.getByRole('heading', { level: 1, name: 'ผลการค้นหา “ผ้า”' }).waitFor();
    const cards = page.locator('main article');
    await expect.poll(() => cards.count()).toBe(12);
    const firstTitle = await cards.first().locator('h3').textContent();
    await site().screenshot(page, 'search-th-desktop', { fullPage: true });
    await page.getByRole('button', { name: 'หน้า 2' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(async () => cards.first().locator('h3').textContent()).not.toBe(firstTitle);
    expect(await page.getByRole('button', { name: 'หน้า 2' }).getAttribute('aria-current')).toBe('page');
    await cards.first().locator('a').click();
    await page.waitForURL(/\/detail-portfolio\?id=/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(problems).toEqual([]);
  });

  it('offers designers, tags, categories and titles as the reader types in the header, by keyboard', async () => {
    const { page, problems } = await site().open();
    await page.goto('/homepage');
    const box = page.getByRole('combobox', { name: 'ค้นหาผลงาน' });
    // Typed without a space between first and last name, as Thai readers often do.
    await box.fill('สมชายใจดี');
    const list = page.getByRole('listbox', { name: 'คำแนะนำการค้นหา' });
    const designer = list.getByRole('option', { name: /นักออกแบบ\s*สมชาย ใจดี/ });
    await designer.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await site().screenshot(page, 'search-suggestions-th');
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await designer.getAttribute('id'));
    await box.press('Enter');
    await expect.poll(() => page.url()).toMatch(/\/all-portfolio-by-design\?member_id=\d+$/);
    // The reader types again once the designer's page is there, not while its screen is still loading.
    await page.getByRole('heading', { level: 1, name: 'สมชาย ใจดี' }).waitFor();
    await box.fill('ผ้า');
    await list
      .getByRole('option', { name: /^ผลงาน/ })
      .first()
      .waitFor();
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.press('Enter');
    await expect.poll(() => page.url()).toMatch(/\/search\?keyword=/);
    expect(problems).toEqual([]);
  });

  it('offers suggestions in English on a 375 px phone, from the drawer, for Thai typed in another spelling', async () => {
    const { page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto('/homepage');
    await page.getByRole('button', { name: 'Menu' }).click();
    const box = page.getByRole('combobox', { name: 'Search portfolios' });
    // เซรามิค is the everyday spelling; the stored work says เซรามิก, or ceramic.
    await box.fill('เซรามิค');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await list.getByRole('option').first().waitFor();
    expect(await list.getByRole('option', { name: /เซรามิก|ceramic/i }).count()).toBeGreaterThan(0);
    await noSideScroll(page);
    await site().screenshot(page, 'search-suggestions-en-375');
    expect(problems).toEqual([]);
  });

  it('offers the corrected spelling of a misspelt word, Thai on the page and in the header, English on the page', async () => {
    const { page, problems, close } = await site().open();
    // ท่องเที่ยว with its tone mark missing.
    await page.goto(`/search?keyword=${encodeURIComponent('ท่องเทียว')}`);
    const correction = page.getByRole('link', { name: 'ค้นหา “ท่องเที่ยว” แทนหรือไม่' });
    await correction.waitFor();
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
    await site().screenshot(page, 'search-did-you-mean-th', { fullPage: true });
    await correction.click();
    await page.getByRole('heading', { level: 1, name: 'ผลการค้นหา “ท่องเที่ยว”' }).waitFor();
    // ใ typed for ไ in the header's box: the suggestions lead with the correction.
    const box = page.getByRole('combobox', { name: 'ค้นหาผลงาน' });
    await box.fill('ผ้าใหม');
    const offered = page
      .getByRole('listbox', { name: 'คำแนะนำการค้นหา' })
      .getByRole('option', { name: /ค้นหา “ผ้าไหม” แทนหรือไม่/ });
    await offered.waitFor();
    await offered.click();
    await page.getByRole('heading', { level: 1, name: 'ผลการค้นหา “ผ้าไหม”' }).waitFor();
    expect(problems).toEqual([]);
    await close();
    // An English reader's two letters swapped.
    const english = await site().open({ locale: 'en' });
    await english.page.goto('/search?keyword=animaiton');
    const didYouMean = english.page.getByRole('link', { name: 'Did you mean “animation”' });
    await didYouMean.waitFor();
    await didYouMean.click();
    await english.page.getByRole('heading', { level: 1, name: 'Results for “animation”' }).waitFor();
    await expect.poll(() => english.page.locator('main article').count()).toBeGreaterThan(0);
    expect(english.problems).toEqual([]);
  });

  it('narrows down and sorts, and keeps both through Back, a reload and a shared link opened in English and Thai', async () => {
    const { context, page, problems } = await site().open({ locale: 'en' });
    await page.goto(`/search?keyword=${encodeURIComponent('ผ้า')}`);
    const filters = page.getByRole('search', { name: 'Narrow the results' });
    const category = filters.getByRole('combobox', { name: 'Category', exact: true });
    const cards = page.locator('main article h3');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    // The category that holds most matches, by its count.
    const [value, label] = await category
      .locator('option')
      .nth(1)
      .evaluate((option: HTMLOptionElement) => [option.value, option.textContent ?? '']);
    const count = Number(/\((\d+)\)$/.exec(label)?.[1]);
    await category.selectOption(value!);
    await page.waitForURL(/category_id=/);
    await page.getByText(`${count} works found`).waitFor();
    const answered = page.waitForResponse(
      (response) =>
        /SearchRouteQuery/.test(response.url() + (response.request().postData() ?? '')) &&
        /NEWEST/.test(decodeURIComponent(response.url()) + (response.request().postData() ?? '')),
    );
    await filters.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
    await page.waitForURL(/sort=newest/);
    await answered;
    const titles = async () => {
      await page.getByText(`${count} works found`).waitFor();
      await expect.poll(() => cards.count()).toBe(Math.min(count, 12));
      return cards.allTextContents();
    };
    const sorted = await titles();
    await site().screenshot(page, 'search-filters-en', { fullPage: true });
    await page.reload();
    expect(await filters.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('newest');
    expect(await category.inputValue()).toBe(value);
    expect(await titles()).toEqual(sorted);
    // Back: the category still chosen, by relevance again.
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sort='));
    expect(await category.inputValue()).toBe(value);
    expect(await filters.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('relevance');
    // The address shared: another reader opens the same narrowed and sorted list.
    const shared = await context.newPage();
    await shared.goto(`${page.url()}&sort=newest`);
    await shared.getByText(`${count} works found`).waitFor();
    expect(await shared.locator('main article h3').allTextContents()).toEqual(sorted);
    // A Thai reader opening the shared address gets the same list, its choices shown in Thai.
    const thai = await site().open({ locale: 'th' });
    await thai.page.goto(`${page.url()}&sort=newest`);
    await thai.page.getByText(`พบ ${count} ผลงาน`).waitFor();
    expect(await thai.page.locator('main article h3').allTextContents()).toEqual(sorted);
    const thaiFilters = thai.page.getByRole('search', { name: 'ตัวกรองผลการค้นหา' });
    expect(await thaiFilters.getByRole('combobox', { name: 'หมวดหมู่', exact: true }).inputValue()).toBe(value);
    expect(await thaiFilters.getByRole('combobox', { name: 'เรียงตาม' }).inputValue()).toBe('newest');
    expect(thai.problems).toEqual([]);
    await thai.close();
    expect(problems).toEqual([]);
  });

  it('shows the designers and tags that match above the work found', async () => {
    const { page, problems } = await site().open();
    await page.goto(`/search?keyword=${encodeURIComponent('สมชาย')}`);
    const designers = page.getByRole('region', { name: 'นักออกแบบ' });
    await designers.getByRole('link', { name: /สมชาย ใจดี/ }).waitFor();
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
    await site().screenshot(page, 'search-matches-th', { fullPage: true });
    expect(problems).toEqual([]);
  });

  it('fits a 375 px phone in English and says no data found for nothing', async () => {
    const { page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto(`/search?keyword=${encodeURIComponent('ผ้า')}`);
    await page.getByRole('heading', { level: 1, name: 'Results for “ผ้า”' }).waitFor();
    await expect.poll(() => page.locator('main article').count()).toBe(12);
    await noSideScroll(page);
    await site().screenshot(page, 'search-en-375', { fullPage: true });
    const box = page.getByRole('searchbox', { name: 'Keyword' });
    await box.fill('zzqqxx-nothing');
    await box.press('Enter');
    await page.getByText('no data found').waitFor();
    // Two letters off: the work is found, and the corrected keyword is one click away.
    await page.getByRole('searchbox', { name: 'Keyword' }).fill('archtecure');
    await page.getByRole('searchbox', { name: 'Keyword' }).press('Enter');
    const correction = page.getByRole('link', { name: 'Did you mean “architecture”' });
    await correction.waitFor();
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
    await correction.click();
    await page.getByRole('heading', { level: 1, name: 'Results for “architecture”' }).waitFor();
    expect(await correction.count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
