import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlData, sideScroll, signIn, waitForHydration, watchQueries, WATCH_MS } from './e2e-actions';
import { axeFindings, report } from './axe';
import { settled, useSite } from './e2e-harness';

const DEMO = { email: 'demo@portfolio.example', password: 'Demo1234!' };

/** Opens a route and waits until React has it, its data is shown, nothing more is loading and its fonts are in. */
async function openRoute(page: Page, route: string) {
  const response = await page.goto(route);
  await page.getByRole('main').waitFor();
  await waitForHydration(page);
  await settled(page);
  return response;
}

/** The focused element, as a test failure names it. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} “${(element.textContent ?? '').trim().slice(0, 40)}”`;
  });

/**
 * The four windows the sweep opens: each language at a desktop and a phone width, and each language once for a visitor
 * and once for a signed-in member (whose header, menus and member state differ), so that every screen is checked in
 * both languages, at both widths and for both readers. It is also where every screen is proved to fit its window
 * (nothing scrolls sideways) and to run under the site's Content-Security-Policy (a violation is a console error in
 * Chromium, "Refused to load …", which fails the window), and, with E2E_SCREENSHOTS=1, where a picture of every screen
 * in every layout is taken.
 */
const LAYOUTS = [
  { locale: 'th', width: 1280, height: 800, reader: 'visitor' },
  { locale: 'th', width: 375, height: 812, reader: 'member' },
  { locale: 'en', width: 1280, height: 800, reader: 'member' },
  { locale: 'en', width: 375, height: 812, reader: 'visitor' },
] as const;

describe('every screen in Chromium on the real stack: accessible (axe-core, WCAG 2.2 AA), server-rendered and hydrated', () => {
  const site = useSite();
  const seeded = { portfolioId: '', designerId: '', tagName: '', collectionId: '', collectionName: '' };

  beforeAll(async () => {
    const data = await graphqlData<{
      newPortfolios: { id: string }[];
      featuredDesigners: { id: string }[];
      tags: { name: string; portfolios: { pageInfo: { total: number } } | null }[];
      collections: { items: { id: string; name: { th: string } }[] };
    }>(
      site().url,
      `{ newPortfolios { id } featuredDesigners { id } tags { name portfolios { pageInfo { total } } }
         collections { items { id name { th } } } }`,
    );
    const collection = data.collections.items[0];
    Object.assign(seeded, {
      portfolioId: data.newPortfolios[0]?.id ?? '',
      designerId: data.featuredDesigners[0]?.id ?? '',
      tagName: data.tags.find((tag) => (tag.portfolios?.pageInfo.total ?? 0) > 0)?.name ?? '',
      collectionId: collection?.id ?? '',
      collectionName: collection?.name.th ?? '',
    });
    expect(Object.values(seeded)).not.toContain('');
  });

  /**
   * Every screen anyone can open without a token from an e-mail, by a name for the report: server-rendered pages that
   * hydrate from the data they were rendered with.
   */
  const publicRoutes = (): [string, string][] => [
    ['landing', '/'],
    ['home', '/homepage'],
    ['category list', '/all-portfolio-by-category'],
    ['portfolio detail', `/detail-portfolio?id=${seeded.portfolioId}`],
    ['top rank', '/toprank'],
    ['search', `/search?keyword=${encodeURIComponent('ผ้า')}`],
    ['creator', '/creator'],
    [
      'collection',
      `/sub-curated?collection_id=${seeded.collectionId}&collection_name=${encodeURIComponent(seeded.collectionName)}`,
    ],
    ['contact', '/contact'],
    ['designer', `/all-portfolio-by-design?member_id=${seeded.designerId}`],
    ['tag', `/portfolio-tag?tag=${encodeURIComponent(seeded.tagName)}`],
    ['CMS page', '/pages?page=about-us'],
    ['content', '/content'],
    ['articles', '/articles'],
    ['not found', '/no-such-page'],
  ];
  /** The screens only a visitor sees (a member is sent on from them). */
  const visitorRoutes: [string, string][] = [
    ['login', '/login'],
    ['register', '/register'],
    ['forgot password', '/forgot'],
  ];
  const memberRoutes: [string, string][] = [
    ['own portfolios', '/profile-portfolio'],
    ['about me', '/profile-about'],
    ['profile form', '/update-profile'],
    ['portfolio form', '/create-portfolio'],
  ];

  for (const layout of LAYOUTS) {
    // One window per language, width and reader: the visitor's screens, the public ones (signed in first for a
    // member), then the member screens once signed in.
    it(`has no serious or critical violation in ${layout.locale} at ${layout.width} px for a ${layout.reader}, fits the window, and hydrates each public page without asking again`, async () => {
      const { page, problems } = await site().open(layout);
      const queries = watchQueries(page);
      const failures: string[] = [];
      const tooWide: string[] = [];
      const askedAgain: string[] = [];
      const check = async (name: string, route: string, hydratesFromThePage = false) => {
        const response = await openRoute(page, route);
        expect(response?.status(), route).toBe(name === 'not found' ? 404 : 200);
        expect(response?.headers()['content-security-policy'], route).toContain("script-src 'self'");
        // What the page asks for from here on it was not rendered with: watched while axe runs, and at least WATCH_MS.
        queries.length = 0;
        const watchedUntil = Date.now() + WATCH_MS;
        const findings = await axeFindings(page);
        if (findings.length > 0) failures.push(report(`${name} ${route}`, findings));
        expect(await page.evaluate(() => document.documentElement.lang), route).toBe(layout.locale);
        const overflow = await sideScroll(page);
        if (overflow > 0) tooWide.push(`${route}: ${overflow} px wider than the window`);
        await site().screenshot(
          page,
          `${layout.locale}-${layout.width}-${layout.reader}-${name.replaceAll(' ', '-')}`,
          {
            fullPage: true,
          },
        );
        if (!hydratesFromThePage) return;
        await page.waitForTimeout(Math.max(0, watchedUntil - Date.now()));
        if (queries.length > 0) askedAgain.push(`${route}: ${queries.join(', ')}`);
      };
      for (const [name, route] of visitorRoutes) await check(name, route);
      if (layout.reader === 'member') await signIn(page, DEMO);
      for (const [name, route] of publicRoutes()) await check(name, route, true);
      if (layout.reader === 'visitor') await signIn(page, DEMO);
      for (const [name, route] of memberRoutes) await check(name, route);
      expect(failures.join('\n'), 'axe-core violations').toBe('');
      expect(tooWide, 'screens that scroll sideways').toEqual([]);
      expect(askedAgain, 'pages that asked again for data they were rendered with').toEqual([]);
      expect(problems).toEqual([]);
    }, 240_000);
  }

  it('starts each page with a skip link, and focuses the new page’s h1 after an in-app navigation', async () => {
    const { page, problems } = await site().open();
    for (const route of ['/', '/homepage']) {
      await openRoute(page, route);
      // The first load leaves focus to the browser.
      expect(await focusedElement(page)).toBe('body');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'ข้ามไปยังเนื้อหาหลัก' });
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
      // It shows itself once the keyboard reaches it.
      const box = await skip.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(40);
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Enter');
      expect(await focusedElement(page)).toMatch(/^main#main/);
    }

    // From the header's menu: the top-rank page's h1 has focus.
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'อันดับยอดนิยม' }).click();
    await page.waitForURL(/\/toprank$/);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect.poll(() => h1.evaluate((heading) => heading === document.activeElement)).toBe(true);
    // From a link inside a page (its element goes with the page): the detail page's h1, once its data is there.
    await page.getByRole('main').locator('a[href^="/detail-portfolio"]').first().click();
    await page.waitForURL(/\/detail-portfolio\?id=/);
    await expect.poll(() => focusedElement(page)).toMatch(/^h1 /);
    expect(problems).toEqual([]);
  });

  it('shows where the keyboard is on every control, the header’s search included', async () => {
    const { page, problems } = await site().open();
    const unseen: string[] = [];
    for (const route of [`/search?keyword=${encodeURIComponent('ผ้า')}`, '/login', '/contact']) {
      await openRoute(page, route);
      const seen = new Set<string>();
      for (let stop = 0; stop < 80; stop += 1) {
        await page.keyboard.press('Tab');
        // Compares the focused control (and the two elements around it: the header's search pill wears the
        // input's ring) with how it looks unfocused: its outline, shadow, border or background must change.
        const result = await page.evaluate(async () => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const chain = [element, element.parentElement, element.parentElement?.parentElement].filter(
            (node): node is HTMLElement => node instanceof HTMLElement,
          );
          const look = (node: HTMLElement) => {
            const style = getComputedStyle(node);
            return [
              style.outlineStyle === 'none' ? 'none' : `${style.outlineStyle} ${style.outlineWidth}`,
              style.boxShadow,
              style.borderColor,
              style.backgroundColor,
            ].join(' | ');
          };
          // A control's ring may fade in (a CSS transition): each look is read once its transitions are over, not
          // at their first frame, which a busy machine reaches before the ring shows.
          const settled = () =>
            Promise.all(
              chain.flatMap((node) =>
                node.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
              ),
            );
          await settled();
          const focused = chain.map(look);
          element.blur();
          await settled();
          const blurred = chain.map(look);
          element.focus();
          const name = `${element.tagName.toLowerCase()} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`;
          return { name, shows: focused.some((value, index) => value !== blurred[index]) };
        });
        if (!result) break;
        if (seen.has(result.name)) continue;
        seen.add(result.name);
        if (!result.shows) unseen.push(`${route}: ${result.name}`);
      }
      expect(seen.size, `tab stops on ${route}`).toBeGreaterThan(10);
    }
    expect(unseen, 'controls that show no focus').toEqual([]);
    // The header's search: its pill wears the site's 3 px ring while the input has focus.
    await page.getByRole('search', { name: 'ค้นหาในเว็บนี้' }).getByRole('combobox').focus();
    const ring = await page
      .getByRole('search', { name: 'ค้นหาในเว็บนี้' })
      .evaluate((form) => `${getComputedStyle(form).outlineStyle} ${getComputedStyle(form).outlineWidth}`);
    expect(ring).toBe('solid 3px');
    expect(problems).toEqual([]);
  });
});
