/**
 * `npm run bench:interactions`: how long the site takes to answer what a reader does on a phone, as INP measures it
 * (the web-vitals library, in the page), in Chromium slowed 4× as Lighthouse's mobile preset slows it, over the built
 * site on the whole stack with fresh seeded data (`npm run build` first).
 *
 * Each interaction is done BENCH_RUNS times (10) in each language, each time in a new window on a page loaded anew,
 * once the control it uses has hydrated and the page has been quiet for a moment: what is measured is the site
 * answering a reader, not the reader waiting for the start. INP of one interaction is its longest event's duration,
 * from the input until the next frame is painted (the Event Timing API, which rounds to 8 ms and leaves out
 * interactions under 16 ms: those count as 16). The table prints the p75 and the worst of each row. Figures, not
 * pass/fail: the machine's load average is printed beside them.
 *
 * BENCH_RUNS (10), BENCH_LOCALES (th,en), BENCH_ONLY (comma-separated interaction names), CHROME_PATH
 * (/usr/bin/chromium, Debian's desktop build, as the Lighthouse bench).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import type { INPMetric } from 'web-vitals';
import { DEMO_MEMBER } from '../../legacy/src/seed/demo-data';
import { askGraphql, signIn, startBenchStack, type BenchCookie } from './bench-stack';
import { loads } from './lighthouse-table';
import { ascending, percentile, table } from './open-loop';

type Locale = 'th' | 'en';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const LOCALES = (process.env.BENCH_LOCALES ?? 'th,en').split(',').map((locale) => locale.trim());
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Lighthouse's mobile preset: the CPU 4× slower, a Moto G Power's screen. */
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };
/** The Event Timing API's floor: an interaction answered sooner leaves no entry. */
const FLOOR_MS = 16;

if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${RUNS}`);
if (!LOCALES.every((locale): locale is Locale => locale === 'th' || locale === 'en'))
  throw new Error(`BENCH_LOCALES takes th and/or en, not ${LOCALES.join(',')}`);
if (!fs.existsSync(CHROME))
  throw new Error(`No Chromium at ${CHROME}: apt-get install chromium, or set CHROME_PATH`);

/**
 * web-vitals' browser build (its package exports no path to it: it lies beside the main build) and a listener that
 * keeps the latest INP the library reports (every change, so that one interaction is reported at once, not when the
 * page is hidden). It goes in before the page's scripts, through the DevTools protocol, which the page's
 * Content-Security-Policy does not govern.
 */
const WEB_VITALS = `${fs.readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8')}
;(() => {
  if (window !== window.top) return;
  window.__benchInp = null;
  webVitals.onINP((metric) => { window.__benchInp = metric.value; }, { reportAllChanges: true, durationThreshold: 0 });
})();`;

/** The page's own words for the controls, in each language. */
const WORDS = {
  th: {
    menu: 'เมนู',
    siteSearch: 'ค้นหาในเว็บนี้',
    searchBox: 'ค้นหาผลงาน',
    suggestions: 'คำแนะนำการค้นหา',
    typed: 'ผ้าไหม',
    keyword: 'ผ้า',
    filters: 'ตัวกรองผลการค้นหา',
    sort: 'เรียงตาม',
    appreciate: /^ชื่นชอบ/,
    enlarge: /^ขยายภาพ/,
  },
  en: {
    menu: 'Menu',
    siteSearch: 'Site search',
    searchBox: 'Search portfolios',
    suggestions: 'Search suggestions',
    typed: 'ceramic',
    keyword: 'ceramic',
    filters: 'Narrow the results',
    sort: 'Sort by',
    appreciate: /^Appreciate/,
    enlarge: /^Enlarge/,
  },
} as const;

/** The other language: the one the switch changes to. */
const OTHER: Record<Locale, Locale> = { th: 'en', en: 'th' };

/** What the bench needs of the seeded data: a work by someone other than the demo member. */
interface Seeded {
  portfolioId: string;
}

interface Interaction {
  name: string;
  /** Whether the reader is signed in as the demo member. */
  member?: boolean;
  /** The page it starts on. */
  path(seeded: Seeded, locale: Locale): string;
  /** The control that must have hydrated before the reader uses it. */
  control(page: Page, locale: Locale): Promise<Locator>;
  /** The reader's action (real input events), and what shows that the site answered. */
  act(page: Page, control: Locator, locale: Locale): Promise<void>;
}

/** The header's button that opens the phone menu. */
const menuButton = (page: Page, locale: Locale) =>
  page.locator('header').getByRole('button', { name: WORDS[locale].menu, exact: true });

/**
 * Opens the phone menu with a script's click, which is no reader's interaction (web-vitals does not count it), once
 * its button has hydrated; answers the menu.
 */
async function openMenuByScript(page: Page, locale: Locale): Promise<Locator> {
  const button = menuButton(page, locale);
  await hydrated(button);
  await button.evaluate((element: HTMLElement) => element.click());
  const menu = page.getByRole('dialog', { name: WORDS[locale].menu });
  await menu.waitFor();
  return menu;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'open the phone menu',
    path: () => '/homepage',
    control: async (page, locale) => menuButton(page, locale),
    act: async (page, control, locale) => {
      await control.click();
      await page.getByRole('dialog', { name: WORDS[locale].menu }).waitFor();
    },
  },
  {
    name: 'type in the header search',
    path: () => '/homepage',
    control: async (page, locale) => {
      const inHeader = page.getByRole('search', { name: WORDS[locale].siteSearch }).getByRole('combobox');
      if (await inHeader.isVisible()) return inHeader;
      // On a phone the search box is in the menu.
      const menu = await openMenuByScript(page, locale);
      return menu.getByRole('combobox', { name: WORDS[locale].searchBox });
    },
    act: async (page, control, locale) => {
      await control.click();
      await page.keyboard.type(WORDS[locale].typed, { delay: 120 });
      await page
        .getByRole('listbox', { name: WORDS[locale].suggestions })
        .getByRole('option')
        .first()
        .waitFor();
    },
  },
  {
    name: 'change a search filter',
    path: (_, locale) => `/search?keyword=${encodeURIComponent(WORDS[locale].keyword)}`,
    control: async (page, locale) =>
      page
        .getByRole('search', { name: WORDS[locale].filters })
        .getByRole('combobox', { name: WORDS[locale].sort }),
    act: async (page, control) => {
      // A closed select changes to the next option on the arrow key, as a keyboard reader changes it; the results
      // follow the address.
      const before = page.url();
      await control.focus();
      await page.keyboard.press('ArrowDown');
      await page.waitForURL((address) => address.toString() !== before);
    },
  },
  {
    name: 'appreciate a work',
    member: true,
    path: (seeded) => `/detail-portfolio?id=${seeded.portfolioId}`,
    control: async (page, locale) => page.getByRole('button', { name: WORDS[locale].appreciate }).first(),
    act: async (page, control) => {
      const was = await control.getAttribute('aria-pressed');
      const button = await control.elementHandle();
      await control.click();
      await page.waitForFunction(([element, before]) => element?.getAttribute('aria-pressed') !== before, [
        button,
        was,
      ] as const);
    },
  },
  {
    name: 'open the lightbox',
    path: (seeded) => `/detail-portfolio?id=${seeded.portfolioId}`,
    control: async (page, locale) => page.getByRole('button', { name: WORDS[locale].enlarge }).first(),
    act: async (page, control) => {
      await control.scrollIntoViewIfNeeded();
      await control.click();
      await page.getByRole('dialog').last().waitFor();
    },
  },
  {
    name: 'switch language',
    path: () => '/homepage',
    control: async (page, locale) => {
      const other = OTHER[locale];
      const visible = page.locator(`header button[lang="${other}"]:visible`).first();
      if ((await visible.count()) > 0) return visible;
      // On a phone the switch is in the menu.
      const menu = await openMenuByScript(page, locale);
      return menu.locator(`button[lang="${other}"]`);
    },
    act: async (page, control, locale) => {
      await control.click();
      await page.waitForFunction((lang) => document.documentElement.lang === lang, OTHER[locale]);
    },
  },
];

/** Until React has hydrated the element: it then carries React's props under an own key. */
async function hydrated(control: Locator): Promise<void> {
  await control.waitFor();
  const deadline = Date.now() + 60_000;
  while (
    !(await control.evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactProps$')),
    ))
  ) {
    if (Date.now() > deadline) throw new Error('The control was not hydrated within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Until the page's main thread has had no task of 50 ms or more for `quietMs`. Written as source text: the TypeScript
 * runner gives named functions a helper (`__name`) that the page does not have.
 */
function quiet(page: Page, quietMs = 1_000): Promise<void> {
  return page.evaluate(`new Promise((resolve) => {
    let last = performance.now();
    const observer = new PerformanceObserver(() => { last = performance.now(); });
    observer.observe({ type: 'longtask' });
    const check = () => {
      if (performance.now() - last >= ${quietMs}) { observer.disconnect(); resolve(); }
      else setTimeout(check, 100);
    };
    check();
  })`);
}

/** One measured interaction: a new window, the page, the control hydrated, the action, then its INP. */
async function measureOnce(
  browser: Browser,
  url: string,
  interaction: Interaction,
  locale: Locale,
  seeded: Seeded,
  memberCookies: BenchCookie[],
): Promise<number> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    await context.addCookies(
      [...(interaction.member ? memberCookies : []), { name: 'portfolio_locale', value: locale }].map(
        (cookie) => ({ ...cookie, url }),
      ),
    );
    await context.addInitScript(WEB_VITALS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url + interaction.path(seeded, locale), { timeout: 60_000 });
    const control = await interaction.control(page, locale);
    await hydrated(control);
    await quiet(page);
    await interaction.act(page, control, locale);
    // The interaction's next frame, then one more: web-vitals reports once the Event Timing entry is out.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
        ),
    );
    const inp = await page.evaluate(
      () => (window as unknown as { __benchInp: INPMetric['value'] | null }).__benchInp,
    );
    return inp ?? FLOOR_MS;
  } finally {
    await context.close();
  }
}

const loadStart = os.loadavg();
const stack = await startBenchStack('interactions');
const browser = await chromium.launch({
  executablePath: CHROME,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows: string[][] = [];
try {
  // The demo member (seeded, who appreciates another designer's work) signed in once; each of their windows starts
  // with the session's cookies.
  const { viewerId, cookies: memberCookies } = await signIn(stack.url, DEMO_MEMBER);
  const { data: works } = await askGraphql<{ newPortfolios: { id: string; designer: { id: string } }[] }>(
    stack.url,
    '{ newPortfolios { id designer { id } } }',
    { cookies: memberCookies },
  );
  if (!works) throw new Error(`${stack.url} answered no new works`);
  const { newPortfolios } = works;
  const work = newPortfolios.find((portfolio) => portfolio.designer.id !== viewerId);
  if (!work) throw new Error('The seeded data has no work by another designer than the demo member');
  const seeded: Seeded = { portfolioId: work.id };

  for (const interaction of INTERACTIONS) {
    if (ONLY && !ONLY.includes(interaction.name)) continue;
    for (const locale of LOCALES as Locale[]) {
      const values: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const inp = await measureOnce(browser, stack.url, interaction, locale, seeded, memberCookies);
        values.push(inp);
        console.error(
          `${interaction.name} ${locale} run ${run}/${RUNS}: INP ${inp} ms, load ${os.loadavg()[0]!.toFixed(2)}`,
        );
      }
      rows.push([
        interaction.name,
        locale,
        String(values.length),
        String(percentile(ascending(values), 75)),
        String(Math.max(...values)),
      ]);
    }
  }
  console.log(
    `Chromium ${browser.version()}, CPU slowed ${CPU_SLOWDOWN}×, a ${PHONE.width} × ${PHONE.height} phone: INP in ms ` +
      `(web-vitals; under ${FLOOR_MS} ms counts as ${FLOOR_MS}), p75 and worst of ${RUNS} runs per row.`,
  );
  table([['interaction', 'lang', 'runs', 'p75', 'worst'], ...rows]);
  console.log(
    `load average (1, 5, 15 min) on ${os.cpus().length} cores: at start ${loads(loadStart)}, ` +
      `at end ${loads(os.loadavg())}`,
  );
} finally {
  await browser.close();
  stack.stop();
}
