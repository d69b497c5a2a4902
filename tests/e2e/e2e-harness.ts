import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
} from 'playwright-core';
import { onTestFailed, onTestFinished, test } from 'vitest';
import { startStack, type Stack } from '../bff/bff-harness';
import { waitForHydration } from './e2e-actions';

/** The built site; E2E_WEB_DIST points at another build (e.g. `vite build web --outDir /tmp/x`). */
const WEB_DIST = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Blink and V8 as `chromium`, without the
 * desktop browser's windowing and GPU layers, as Playwright's own headless runs use; a third less CPU for the suite
 * (decision 013). CHROMIUM_PATH points at another Chromium, e.g. /usr/bin/chromium.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** How long one browser step (a navigation, a wait for a locator) may take: less than a test's 30 s. */
const STEP_TIMEOUT_MS = 20_000;

export interface Site {
  stack: Stack;
  url: string;
  browser: Browser;
  /** A fresh browser context (cookies, storage) with a page; console errors and failed requests are collected. */
  open(options?: {
    width?: number;
    height?: number;
    locale?: 'th' | 'en';
    /** Whether the page may run scripts (a crawler or a reader with JavaScript off: false). */
    javaScript?: boolean;
  }): Promise<{ context: BrowserContext; page: Page; problems: string[] }>;
  /**
   * Saves a picture of the page as `<SCREENSHOT_DIR>/<name>.png` for a person to look at, only when the run asks
   * for pictures (E2E_SCREENSHOTS=1): nothing asserts them, and 50 full-page pictures cost every run seconds.
   */
  screenshot(page: Page, name: string, options?: ScreenshotOptions): Promise<void>;
  /** Stops the services (the browser is the worker's, and stays). */
  stop(): Promise<void>;
}

export interface ScreenshotOptions {
  /** The whole page, not only the viewport. */
  fullPage?: boolean;
  /** Scrolled to the top first (a sticky header would otherwise sit mid-page in a full-page picture). */
  fromTop?: boolean;
  /** Scrolled so that this element is in the middle of the window. */
  at?: Locator;
}

/** Whether this run saves the screenshots tests take for people (a failed test's page is always saved). */
const SCREENSHOTS_ASKED = process.env.E2E_SCREENSHOTS === '1';

/** Debian's Chromium, headless (Playwright gives every launch a fresh temporary profile). */
function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(
      `No Chromium at ${CHROMIUM}: apt-get install -y --no-install-recommends chromium-headless-shell, or set CHROMIUM_PATH`,
    );
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A page the tests open is used once the app has started on it, as a reader uses a page once it has settled: the
 * app starts after the first paint (decision 031), and until then buttons do nothing and a form's state is empty. A
 * test that means to act before (typing during start-up) passes `waitUntil` and is left to it.
 */
function useOnceStarted(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const started = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) await waitForHydration(page);
    return response;
  };
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    return options?.waitUntil ? response : started(response);
  };
  page.reload = async (options) => {
    const response = await reload(options);
    return options?.waitUntil ? response : started(response);
  };
}

/** Requests of each page still waiting for their answer (see `settled`). */
const inFlight = new WeakMap<Page, { count: number; lastChange: number }>();

/** How long a page must have sent and received nothing before it counts as settled. */
const QUIET_MS = 150;

/**
 * Until the page has no request in flight for a moment and its web fonts are in (they change text sizes, and so what
 * axe measures): what `networkidle` waits for, without its fixed half second after the last answer.
 */
export async function settled(page: Page): Promise<void> {
  const state = inFlight.get(page);
  if (!state) throw new Error('settled() follows the requests of pages opened with site.open()');
  await page.waitForLoadState('load');
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while (state.count > 0 || Date.now() - state.lastChange < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${page.url()} still had ${state.count} requests in flight`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Where a page of the test site finds axe-core's browser build (`tests/e2e/axe.ts` loads it from there). */
export const AXE_ADDRESS = '/assets/axe-core.min.js';

/** The built site's files as the tests serve them: the build's own, and axe-core's browser build beside them. */
interface SiteFiles {
  dist: string;
  server: string;
  remove(): void;
}

/**
 * A temporary folder of the built site's files (hard links, else copies) with axe-core at `AXE_ADDRESS`. A page loads
 * axe from its own origin, as its Content-Security-Policy allows scripts, so Chromium caches it compiled from the
 * second page on; handed to each page over the DevTools protocol, its 560 kB were sent and compiled anew every time
 * (130 ms of the renderer's time per page against 64, `Performance.getMetrics`, 2026-12-07).
 */
function siteFilesWithAxe(): SiteFiles {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error('Build the site first: npm run build');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-site-'));
  const dist = path.join(work, 'dist');
  const link = (source: string, destination: string) => {
    try {
      fs.linkSync(source, destination);
    } catch {
      fs.copyFileSync(source, destination);
    }
  };
  fs.cpSync(WEB_DIST, dist, {
    recursive: true,
    filter: (source, destination) => {
      if (fs.statSync(source).isDirectory()) return true;
      link(source, destination);
      return false;
    },
  });
  link(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), path.join(dist, AXE_ADDRESS));
  return {
    dist,
    server: path.join(path.dirname(WEB_DIST), 'dist-server'),
    remove: () => fs.rmSync(work, { recursive: true, force: true }),
  };
}

/** The whole product as a visitor meets it: legacy API + BFF serving the built site, seen through `browser`. */
export async function startSite(browser: Browser, files: SiteFiles): Promise<Site> {
  const stack = await startStack({
    // Changes made outside the BFF (the approval CLI) reach visitors within the max-age: 2 s keeps the tests short.
    config: { webDistDir: files.dist, webServerDir: files.server, responseCacheMaxAgeSeconds: 2 },
  });
  return {
    stack,
    url: stack.bff.url,
    browser,
    async open(options = {}) {
      const context = await browser.newContext({
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        baseURL: stack.bff.url,
        javaScriptEnabled: options.javaScript ?? true,
      });
      // The reader's language is a cookie the server renders the page in (as the TH/EN switch leaves it).
      if (options.locale)
        await context.addCookies([{ name: 'portfolio_locale', value: options.locale, url: stack.bff.url }]);
      // A step that cannot happen fails on its own, naming the locator it waited for, before the test's timeout
      // (which names nothing).
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      const page = await context.newPage();
      if (options.javaScript !== false) useOnceStarted(page);
      // The test owns its windows: they close when it ends, passed or failed.
      onTestFinished(() => context.close().catch(() => undefined));
      const requests = { count: 0, lastChange: Date.now() };
      inFlight.set(page, requests);
      const change = (by: number) => {
        requests.count += by;
        requests.lastChange = Date.now();
      };
      page.on('request', () => change(1));
      page.on('requestfinished', () => change(-1));
      page.on('requestfailed', () => change(-1));
      const problems: string[] = [];
      onTestFailed(async () => {
        if (page.isClosed()) return;
        const shot = path.join(SCREENSHOT_DIR, `failed-${Date.now()}.png`);
        const text = await page
          .locator('body')
          .innerText({ timeout: 2_000 })
          .catch((error: unknown) => `(no text: ${String(error)})`);
        await page.screenshot({ path: shot, fullPage: true, timeout: 5_000 }).catch(() => undefined);
        console.error(
          `The page when the test failed: ${page.url()}\nscreenshot ${shot}\nproblems ${JSON.stringify(problems)}\n${text.slice(0, 1_500)}`,
        );
      });
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        // Chromium logs the 404 of a not-found page itself, which the site answers on purpose.
        if (message.text().includes('status of 404') && message.location().url === page.url()) return;
        // Chromium's timing hint that a picture React preloaded was painted more than a few seconds after `load`:
        // on two loaded cores a picture lower on the page (or in a section hydrated later) can be that late. The
        // pictures' loading is checked by the Lighthouse bench, not by the clock of a busy test machine.
        if (
          message.type() === 'warning' &&
          message.text().includes('was preloaded using link preload but not used')
        )
          return;
        problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        // A navigation cancels what the previous page still had in flight; that is not a failure.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        problems.push(`request failed: ${request.url()}`);
      });
      return { context, page, problems };
    },
    async screenshot(page, name, options = {}) {
      if (!SCREENSHOTS_ASKED) return;
      if (options.fromTop) await page.evaluate(() => window.scrollTo(0, 0));
      if (options.at) await options.at.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `${name}.png`),
        fullPage: options.fullPage,
        // A picture for people shows where an animation ends (a drawer fully open), not a frame of it.
        animations: 'disabled',
      });
    },
    async stop() {
      await stack.stop();
    },
  };
}

/** Where screenshots go: a failed test's page, and with E2E_SCREENSHOTS=1 the pictures tests take for people. */
export const SCREENSHOT_DIR = path.join(os.tmpdir(), 'portfolio-screenshots');

/**
 * The e2e fixtures: one Chromium and one folder of the site's files per worker (files of a worker run one after
 * another in it, each in windows of its own), and one site per test file, over its own copy of the seeded data, so
 * that no file sees another's writes.
 * Each fixture starts what it gives and stops it when its scope ends.
 */
const e2e = test
  // Vitest reads what a fixture needs from its first parameter's pattern: this one needs nothing.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  // eslint-disable-next-line no-empty-pattern
  .extend('siteFiles', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const files = siteFilesWithAxe();
    onCleanup(() => files.remove());
    return files;
  })
  .extend('site', { scope: 'file' }, async ({ browser, siteFiles }, { onCleanup }) => {
    const site = await startSite(browser, siteFiles);
    onCleanup(() => site.stop());
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    return site;
  });

/**
 * The test file's site (the `site` fixture), for the file's hooks and tests: the getter gives the running site once
 * the file's first hook has run.
 */
export function useSite(): () => Site {
  let site: Site | undefined;
  e2e.beforeAll(({ site: started }) => {
    site = started;
  });
  return () => {
    if (!site) throw new Error('The site starts in beforeAll: ask for it in a hook or a test.');
    return site;
  };
}
