import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlData, signIn, waitForHydration } from './e2e-actions';
import { settled, useSite } from './e2e-harness';

const DEMO = { email: 'demo@portfolio.example', password: 'Demo1234!' };

/** axe-core's browser build, read once and given to every page. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices, where the rules issue 14 names live (one h1,
 * ordered headings, named landmarks). `label-content-name-mismatch` (WCAG 2.5.3: a name contains the visible text)
 * is experimental in axe, so it is asked for by name.
 */
const AXE_OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'],
  },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/** What fails the test: serious and critical violations, and any violation of the rules the issue names. */
const FAILING_IMPACTS = new Set<ImpactValue>(['serious', 'critical']);
const ALWAYS_FAILING_RULES = new Set([
  'heading-order',
  'page-has-heading-one',
  'landmark-one-main',
  'landmark-unique',
  'skip-link',
  'label-content-name-mismatch',
]);

interface Finding {
  rule: string;
  impact: ImpactValue | null | undefined;
  help: string;
  /** Each failing element: its selector, what axe measured, and the start of its HTML. */
  places: string[];
}

/**
 * Runs axe on the page as it stands. The script goes in through the DevTools protocol (`evaluate`), which the
 * page's Content-Security-Policy (scripts from 'self' only) does not govern, so the page keeps its real policy;
 * a `<script>` tag (`addScriptTag`) would be refused by it.
 */
async function axeFindings(page: Page): Promise<Finding[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate<AxeResults, RunOptions>(
    (options) => (window as unknown as { axe: { run(o: RunOptions): Promise<AxeResults> } }).axe.run(options),
    AXE_OPTIONS,
  );
  return results.violations
    .filter(
      (violation) => ALWAYS_FAILING_RULES.has(violation.id) || FAILING_IMPACTS.has(violation.impact ?? null),
    )
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      places: violation.nodes.map((node) => {
        // color-contrast says what it measured: the ratio and the two colours.
        const measured = node.any.find((check) => check.id === 'color-contrast')?.data as
          { contrastRatio?: number; fgColor?: string; bgColor?: string } | undefined;
        const contrast = measured?.contrastRatio
          ? ` (${measured.contrastRatio}:1, ${measured.fgColor} on ${measured.bgColor})`
          : '';
        return `${node.target.join(' ')}${contrast}\n      ${node.html.slice(0, 160)}`;
      }),
    }));
}

/** A failure a person can read: the page, each rule with its impact, and where it failed. */
function report(where: string, findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${where}: ${finding.rule} (${finding.impact ?? 'no impact'}): ${finding.help}\n` +
        finding.places.map((place) => `    ${place}`).join('\n'),
    )
    .join('\n');
}

/** Opens a route and waits until React has it, its data is shown, nothing more is loading and its fonts are in. */
async function openRoute(page: Page, route: string) {
  await page.goto(route);
  await page.getByRole('main').waitFor();
  await waitForHydration(page);
  await settled(page);
}

/** The focused element, as a test failure names it. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} “${(element.textContent ?? '').trim().slice(0, 40)}”`;
  });

const LAYOUTS = [
  { locale: 'th', width: 1280, height: 800 },
  { locale: 'th', width: 375, height: 812 },
  { locale: 'en', width: 1280, height: 800 },
  { locale: 'en', width: 375, height: 812 },
] as const;

describe('accessibility (axe-core, WCAG 2.2 AA) in Chromium on the real stack', () => {
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

  /** Every screen a visitor can open without a token from an e-mail, by a name for the report. */
  const visitorRoutes = (): [string, string][] => [
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
    ['login', '/login'],
    ['register', '/register'],
    ['forgot password', '/forgot'],
    ['designer', `/all-portfolio-by-design?member_id=${seeded.designerId}`],
    ['tag', `/portfolio-tag?tag=${encodeURIComponent(seeded.tagName)}`],
    ['CMS page', '/pages?page=about-us'],
    ['articles', '/content'],
    ['not found', '/no-such-page'],
  ];
  const memberRoutes: [string, string][] = [
    ['own portfolios', '/profile-portfolio'],
    ['about me', '/profile-about'],
    ['profile form', '/update-profile'],
    ['portfolio form', '/create-portfolio'],
  ];

  for (const layout of LAYOUTS) {
    // One window per language and width: the visitor routes, then the member screens once signed in.
    it(`has no serious or critical violation in ${layout.locale} at ${layout.width} px`, async () => {
      const { context, page, problems } = await site().open(layout);
      const failures: string[] = [];
      const check = async (name: string, route: string) => {
        await openRoute(page, route);
        const findings = await axeFindings(page);
        if (findings.length > 0) failures.push(report(`${name} ${route}`, findings));
      };
      for (const [name, route] of visitorRoutes()) await check(name, route);
      await signIn(page, DEMO);
      for (const [name, route] of memberRoutes) await check(name, route);
      expect(failures.join('\n'), 'axe-core violations').toBe('');
      expect(problems).toEqual([]);
      await context.close();
    }, 240_000);
  }

  it('starts each page with a skip link, and focuses the new page’s h1 after an in-app navigation', async () => {
    const { context, page, problems } = await site().open();
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
    await context.close();
  });

  it('shows where the keyboard is on every control, the header’s search included', async () => {
    const { context, page, problems } = await site().open();
    const unseen: string[] = [];
    for (const route of [`/search?keyword=${encodeURIComponent('ผ้า')}`, '/login', '/contact']) {
      await openRoute(page, route);
      const seen = new Set<string>();
      for (let stop = 0; stop < 80; stop += 1) {
        await page.keyboard.press('Tab');
        // Compares the focused control (and the two elements around it: the header's search pill wears the
        // input's ring) with how it looks unfocused: its outline, shadow, border or background must change.
        const result = await page.evaluate(() => {
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
          const focused = chain.map(look);
          element.blur();
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
    await context.close();
  });
});
