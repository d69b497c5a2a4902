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
import { onTestFinished, test } from 'vitest';
import { startStack, type Stack } from '../bff/bff-harness';
import { waitForHydration } from './e2e-actions';

/** The built site; E2E_WEB_DIST points at another build (e.g. `vite build web --outDir /tmp/x`). */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
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
  /**
   * A window as a new visitor opens it (no cookies, no storage), as a returning one's browser holds it: the file's
   * previous test's window when it is free, else a new context with a page (see `recycle`). Console errors and failed
   * requests are collected. The test owns it until it ends; a second window it opens is a new context.
   */
  open(options?: {
    width?: number;
    height?: number;
    locale?: 'th' | 'en';
    /** Whether the page may run scripts (a crawler or a reader with JavaScript off: false). */
    javaScript?: boolean;
  }): Promise<{
    context: BrowserContext;
    page: Page;
    problems: string[];
    /** Leaves the window before the test ends (a window the test still holds is left when it ends). */
    close(): Promise<void>;
  }>;
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

/** A test's window: a browser context and its page. */
interface TestWindow {
  context: BrowserContext;
  page: Page;
}

/** The page events the tests and this harness listen to, whose listeners a recycled window drops. */
const RECYCLED_PAGE_EVENTS = [
  'console',
  'dialog',
  'download',
  'pageerror',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
] as const;

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
  /** Windows finished tests left, made new (`recycle`), for the file's next tests. */
  const idle: TestWindow[] = [];
  /**
   * Makes a finished test's window new again for the next test, as a new visitor's: no other page, no listener or
   * route of the test's, no permission, no cookie, no stored value; its page left on a plain file of the site. Only
   * the HTTP cache stays, as a returning visitor's browser keeps it: the hashed scripts, styles, fonts and pictures a
   * page loads (pages and data are asked again: they are sent with max-age 0, or a few seconds). A new context per
   * test cost each test's first page 1.3 s more of Chromium's CPU (48 loads in 12 windows: 37 core-s fresh, 22
   * recycled; decision 042). Answers whether the window may be used again.
   */
  async function recycle({ context, page }: TestWindow): Promise<boolean> {
    try {
      await Promise.all(
        context
          .pages()
          .filter((other) => other !== page)
          .map((other) => other.close()),
      );
      for (const event of RECYCLED_PAGE_EVENTS) page.removeAllListeners(event);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.clearPermissions();
      // A form with unsaved changes asks before the page is left: the window leaves.
      page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
      await page.goto(`${stack.bff.url}/robots.txt`, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
      page.removeAllListeners('dialog');
      await page.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      await context.clearCookies();
      return !page.isClosed();
    } catch {
      return false;
    }
  }
  return {
    stack,
    url: stack.bff.url,
    browser,
    async open(options = {}) {
      const viewport = { width: options.width ?? 1280, height: options.height ?? 800 };
      const javaScript = options.javaScript ?? true;
      let opened = javaScript ? idle.pop() : undefined;
      if (opened) await opened.page.setViewportSize(viewport);
      else {
        const newContext = await browser.newContext({
          viewport,
          baseURL: stack.bff.url,
          javaScriptEnabled: javaScript,
        });
        opened = { context: newContext, page: await newContext.newPage() };
        if (javaScript) useOnceStarted(opened.page);
      }
      const { context, page } = opened;
      // The reader's language is a cookie the server renders the page in (as the TH/EN switch leaves it).
      if (options.locale)
        await context.addCookies([{ name: 'portfolio_locale', value: options.locale, url: stack.bff.url }]);
      // A step that cannot happen fails on its own, naming the locator it waited for, before the test's timeout
      // (which names nothing).
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      // The test owns its windows until it closes them or ends: then a window left whole (by a test that has not
      // failed, running scripts) is made new for the next window the file opens, any other closed.
      let closed = false;
      const onClose = () => {
        closed = true;
      };
      context.once('close', onClose);
      const owned = opened;
      let left = false;
      const leave = async (whole: boolean) => {
        if (left) return;
        left = true;
        context.off('close', onClose);
        if (whole && javaScript && !closed && (await recycle(owned))) idle.push(owned);
        else await context.close().catch(() => undefined);
      };
      // Vitest runs a test's finishing handlers before its failure handlers: a failed test's page is reported here,
      // while the window is still open.
      onTestFinished(async ({ task }) => {
        const passed = task.result?.state === 'pass';
        if (!passed) await reportFailure();
        await leave(passed);
      });
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
      /** What a person needs to see why the test failed: the page's address, text, problems and a screenshot. */
      const reportFailure = async () => {
        if (left || page.isClosed()) return;
        const shot = path.join(SCREENSHOT_DIR, `failed-${Date.now()}.png`);
        const text = await page
          .locator('body')
          .innerText({ timeout: 2_000 })
          .catch((error: unknown) => `(no text: ${String(error)})`);
        await page.screenshot({ path: shot, fullPage: true, timeout: 5_000 }).catch(() => undefined);
        console.error(
          `The page when the test failed: ${page.url()}\nscreenshot ${shot}\nproblems ${JSON.stringify(problems)}\n${text.slice(0, 1_500)}`,
        );
      };
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
      return { context, page, problems, close: () => leave(true) };
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
      await Promise.all(idle.splice(0).map((window) => window.context.close().catch(() => undefined)));
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
