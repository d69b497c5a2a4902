/**
 * `npm run bench:lighthouse`: Lighthouse (offline, Debian's Chromium) over the built site on the whole stack with
 * fresh seeded data. Prints performance, layout shift, largest paint, blocking time and bytes per page, on a phone
 * (Lighthouse's mobile preset, throttled) and a desktop. Figures, not pass/fail: compare them between changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { ROOT, startBenchStack } from './bench-stack';

const PAGES = (
  process.env.BENCH_PAGES ??
  '/,/homepage,/all-portfolio-by-category,/detail-portfolio?id=1,/toprank,/search?keyword=ผ้า,/creator,/contact'
).split(',');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(path.join(ROOT, 'web/dist/index.html')))
  throw new Error('Build the site first: npm run build');
const stack = await startBenchStack('lighthouse');
const work = stack.work;
const bffUrl = stack.url;
process.env.TMPDIR = work;

try {
  fs.mkdirSync(path.join(work, 'chrome'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    userDataDir: path.join(work, 'chrome'),
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: string[][] = [['page', 'form', 'perf', 'CLS', 'LCP ms', 'TBT ms', 'FCP ms', 'KiB']];
  try {
    for (const form of ['mobile', 'desktop'] as const) {
      for (const page of PAGES) {
        const result = await lighthouse(
          bffUrl + encodeURI(page),
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          form === 'desktop' ? desktopConfig : undefined,
        );
        const audits = result?.lhr.audits ?? {};
        const value = (id: string) => audits[id]?.numericValue ?? NaN;
        rows.push([
          page,
          form,
          String(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100)),
          value('cumulative-layout-shift').toFixed(3),
          String(Math.round(value('largest-contentful-paint'))),
          String(Math.round(value('total-blocking-time'))),
          String(Math.round(value('first-contentful-paint'))),
          String(Math.round(value('total-byte-weight') / 1024)),
        ]);
        console.error(`measured ${form} ${page}`);
        // BENCH_DETAILS=1 names the elements that moved, to find the cause of a layout shift.
        if (process.env.BENCH_DETAILS) {
          const items = (audits['layout-shifts']?.details as { items?: unknown[] } | undefined)?.items ?? [];
          for (const item of items as { score?: number; node?: { selector?: string; snippet?: string } }[])
            console.error(
              `  shift ${item.score?.toFixed(3)} ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`,
            );
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
} finally {
  stack.stop();
}
