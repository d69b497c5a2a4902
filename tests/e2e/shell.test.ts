import { describe, expect, it } from 'vitest';
import { useSite } from './e2e-harness';
import { waitForHydration } from './e2e-actions';
import PERSISTED_DOCUMENTS from '../../web/src/graphql/generated/persisted-documents.json';

describe('the site shell: header, language, footer, routing', () => {
  const site = useSite();

  it('switches TH/EN from the cache without asking the server again, and remembers the choice', async () => {
    const { page, problems } = await site().open();
    await page.goto('/toprank');
    await page.getByText('50 ผลงานที่มีผู้เข้าชมมากที่สุด').waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(6);
    const graphqlRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request.url());
    });
    await page.getByRole('button', { name: 'EN', exact: true }).first().click();
    await page.getByText('The 50 most viewed works').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(graphqlRequests).toEqual([]);
    await page.reload();
    await page.getByText('The 50 most viewed works').waitFor();
    expect(problems).toEqual([]);
  });

  it('asks for public pages by hash with GET, and gets answers browsers and CDNs may keep', async () => {
    const { page, problems } = await site().open();
    const answers: { method: string; search: URLSearchParams; cacheControl: string }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/graphql') return;
      answers.push({
        method: response.request().method(),
        search: url.searchParams,
        cacheControl: response.headers()['cache-control'] ?? '',
      });
    });
    // The first page arrives rendered with its data; the next one, reached in the app, asks for its own.
    await page.goto('/contact');
    await page.getByRole('main').waitFor();
    await page.getByRole('link', { name: 'หน้าแรก' }).first().click();
    await expect
      .poll(() => answers.map((answer) => answer.search.get('operationName')))
      .toEqual(expect.arrayContaining(['HomeRouteQuery']));
    const home = answers.find((answer) => answer.search.get('operationName') === 'HomeRouteQuery');
    expect(home?.method).toBe('GET');
    expect(home?.search.has('query')).toBe(false);
    expect(JSON.parse(home?.search.get('extensions') ?? '{}').persistedQuery.sha256Hash).toMatch(
      /^[0-9a-f]{64}$/,
    );
    expect(home?.cacheControl).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    // The header's viewer query depends on who asks: never kept by a shared cache.
    const [viewerHash] = Object.entries(PERSISTED_DOCUMENTS).find(([, document]) =>
      document.startsWith('query HeaderViewerQuery'),
    )!;
    const extensions = JSON.stringify({
      persistedQuery: { version: 1, sha256Hash: viewerHash.replace(/^sha256:/, '') },
    });
    const viewer = await fetch(
      `${site().url}/graphql?operationName=HeaderViewerQuery&extensions=${encodeURIComponent(extensions)}`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );
    expect(viewer.status).toBe(200);
    expect(viewer.headers.get('cache-control')).toBe('private, no-store');
    expect(problems).toEqual([]);
  });

  it('highlights the main-menu item of the page and searches on Enter', async () => {
    const { page, problems } = await site().open();
    await page.goto('/toprank');
    const nav = page.getByRole('navigation', { name: 'เมนูหลัก' });
    await expect
      .poll(() => nav.getByRole('link', { name: 'อันดับยอดนิยม' }).getAttribute('aria-current'))
      .toBe('page');
    expect(await nav.getByRole('link', { name: 'หน้าแรก' }).getAttribute('aria-current')).toBeNull();
    await page.getByRole('combobox', { name: 'ค้นหาผลงาน' }).fill('ผ้า');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?keyword=%E0%B8%9C%E0%B9%89%E0%B8%B2$/);
    await expect
      .poll(() => nav.getByRole('link', { name: 'อันดับยอดนิยม' }).getAttribute('aria-current'))
      .toBeNull();
    expect(problems).toEqual([]);
  });

  it('starts every navigation at the top, but a reload where the reader was; footer links scroll to the top after 300 ms', async () => {
    const { page, problems } = await site().open({ height: 600 });
    await page.goto('/toprank');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(6);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bottom = await page.evaluate(() => window.scrollY);
    // The browser puts a reloaded page back where the reader was; the app, starting, leaves it there.
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(bottom);
    await page.getByRole('navigation', { name: 'ลิงก์' }).getByRole('link', { name: 'ติดต่อเรา' }).click();
    await page.waitForURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
  });

  it('opens the drawer on a 375 px phone with the same links and a login button', async () => {
    const { page, problems } = await site().open({ width: 375, height: 812 });
    await page.goto('/toprank');
    await page.getByRole('button', { name: 'เมนู' }).click();
    const drawer = page.getByRole('dialog', { name: 'เมนู' });
    for (const name of ['หน้าแรก', 'ครีเอเตอร์', 'อันดับยอดนิยม', 'เข้าสู่ระบบ']) {
      expect(await drawer.getByRole('link', { name }).count()).toBe(1);
    }
    await site().screenshot(page, 'drawer-th-375');
    // Focus stays out of the inert page: Tab from the last item leaves for the browser's own controls (the body
    // here), then comes back to the drawer's first; Escape closes it and gives focus back to ☰.
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return 'browser';
        return `${element.closest('dialog') ? 'drawer' : 'page'}: ${element.getAttribute('aria-label') ?? element.textContent}`;
      });
    await drawer.getByRole('link', { name: 'เข้าสู่ระบบ' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('browser');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('drawer: ปิดเมนู');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await focused()).toBe('page: เมนู');
    await page.getByRole('button', { name: 'เมนู' }).click();
    await drawer.getByRole('link', { name: 'หน้าแรก' }).click();
    await page.waitForURL(/\/homepage$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('answers unknown paths with the not-found page inside the layout, and deep links load directly', async () => {
    const { page } = await site().open();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('banner').waitFor();
    await page.getByRole('heading', { level: 1, name: 'ไม่พบหน้าที่คุณต้องการ' }).waitFor();
    await page.goto('/toprank?x=1');
    await page.getByRole('heading', { name: 'TOP 50 Portfolio Most View' }).waitFor();
  });
});
