import './styles/fonts.css';
import { INTL_LOCALE, type Locale } from './i18n/intl-locale';
import { warmUpIntl } from './lib/intl-warm-up';
import { nextTask } from './lib/next-task';

/**
 * The page's only script in its HTML (decision 031): about a kilobyte that lets the server's page paint before the
 * app is fetched, and its first pictures before the app runs. The app's chunks are not preloaded by the HTML:
 * downloaded before the first paint they compete with it and hold it back (Lighthouse counts a module script that has
 * arrived by then as blocking it). A reader's first touch, click or key starts the app at once. Until it
 * has started, links and forms work as plain page loads; what is typed meanwhile is kept
 * (`lib/use-typed-before-start.ts`).
 */

/**
 * The longest the app waits for the first screen's text, and then for its pictures: a slow face or picture must not
 * keep the page inert.
 */
const FIRST_SCREEN_WAIT_MS = 800;

/** The id of the data block in which the server lists the chunks the page starts with (app and screen). */
const START_CHUNKS_ID = 'start-chunks';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the page has painted its first text or picture (the first contentful paint), then a frame. A page's
 * text can stay invisible for some frames while a face its layout asked for arrives (a bold Latin title's face is
 * found only by that layout): waiting for a frame alone started the app's downloads before such a page had painted,
 * and Lighthouse's model then put them before the first and largest paints.
 */
async function firstContentfulPaint(): Promise<void> {
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    await new Promise<void>((resolve) => {
      const observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    });
  }
  await nextFrame();
}

/**
 * Resolves once every picture the reader sees first has loaded or failed: the eager ones (`loading` not lazy) within
 * the window. Eager pictures below it (the rest of a phone's first row of cards) are not waited for.
 */
function firstPictures(): Promise<void> {
  const fold = window.innerHeight;
  const pending = [...document.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')].filter(
    (image) => !image.complete && image.getBoundingClientRect().top < fold,
  );
  return Promise.all(
    pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/**
 * Asks for the chunks the page starts with, so that no chunk waits for the one importing it: a link each, in a task
 * each (appending a module preload costs Chromium 0.2–2 ms of the main thread, and ten at once made one long task).
 * The list comes in the order the app needs them.
 */
async function preloadStartChunks(): Promise<void> {
  const text = document.getElementById(START_CHUNKS_ID)?.textContent;
  if (!text) return;
  for (const href of JSON.parse(text) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}

/** Resolves when the reader first touches, clicks or types: they want the page to answer now. */
function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    for (const type of ['pointerdown', 'keydown', 'focusin'])
      window.addEventListener(type, () => resolve(), { once: true, capture: true, passive: true });
  });
}

async function boot(): Promise<void> {
  const interaction = firstInteraction();
  await Promise.race([firstContentfulPaint(), delay(FIRST_SCREEN_WAIT_MS), interaction]);
  // The page's text has painted (nothing is asked before, so that the faces and first pictures have the network to
  // themselves): the Intl data is built on a worker and the chunks download while its pictures finish, and run once
  // they have.
  const locale: Locale = document.documentElement.lang === 'en' ? 'en' : 'th';
  warmUpIntl(INTL_LOCALE[locale]);
  await nextTask();
  void preloadStartChunks();
  await Promise.race([firstPictures(), delay(FIRST_SCREEN_WAIT_MS), interaction]);
  // Two frames: the pictures that have just arrived are painted before the app runs.
  await Promise.race([nextFrame().then(nextFrame), interaction]);
  await import('./main');
}

void boot();
