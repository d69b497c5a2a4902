/**
 * Time to hydrated for `npm run bench:lighthouse`: when a link in the page's header first answers a click in-app
 * (React has hydrated it) rather than by loading a new page. It is read from outside the app, so that it measures
 * any build of the site, before a change and after it, without the app's help.
 */
import type { Result } from 'lighthouse';

/** The user-timing mark the watcher leaves in the page, read back from the Lighthouse result. */
export const HYDRATED_MARK = 'bench:hydrated';

/**
 * Runs in every document of the page before its own scripts (puppeteer's evaluateOnNewDocument). From
 * DOMContentLoaded it looks every 20 ms for a header link that React has hydrated: React gives an element it
 * hydrates an own property named `__reactProps$…`, and from then on its click handler is the app's. It then marks
 * the moment with performance.mark, which the trace (and so Lighthouse's user-timings audit) records. It skips
 * Lighthouse's about:blank and any frame, and stops after 30 s. It is written as source text, not as a function,
 * because the TypeScript runner may add helpers of its own to a function's text that the page does not have.
 */
export const HYDRATION_WATCHER = `(() => {
  if (!/^https?:$/.test(location.protocol) || window !== window.top) return;
  const look = (giveUpAt) => {
    for (const link of document.querySelectorAll('header a[href]')) {
      if (Object.keys(link).some((key) => key.startsWith('__reactProps$'))) {
        performance.mark(${JSON.stringify(HYDRATED_MARK)});
        return;
      }
    }
    if (performance.now() < giveUpAt) setTimeout(() => look(giveUpAt), 20);
  };
  const start = () => look(performance.now() + 30000);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
})();`;

/**
 * When the watcher's mark was left, in ms from the start of the navigation (as Lighthouse's other timings), or null
 * when it never was (no header link was hydrated within 30 s, or before Lighthouse stopped recording).
 */
export function hydratedMs(lhr: Result): number | null {
  const items =
    (lhr.audits['user-timings']?.details as { items?: { name?: string; startTime?: number }[] } | undefined)
      ?.items ?? [];
  const mark = items.find((item) => item.name === HYDRATED_MARK);
  return typeof mark?.startTime === 'number' ? mark.startTime : null;
}
