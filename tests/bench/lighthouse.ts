/**
 * `npm run bench:lighthouse`: Lighthouse (offline, Debian's Chromium) over the built site on the whole stack with
 * fresh seeded data. Prints performance, layout shift, largest paint, blocking time and bytes per page, on a phone
 * (Lighthouse's mobile preset, throttled) and a desktop. Figures, not pass/fail: compare them between changes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const PAGES = (
  process.env.BENCH_PAGES ??
  '/,/homepage,/all-portfolio-by-category,/detail-portfolio?id=1,/toprank,/search?keyword=ผ้า,/creator,/contact'
).split(',');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
process.env.TMPDIR = work;
const children: ChildProcess[] = [];

function start(script: string, env: Record<string, string>, pattern: RegExp): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}

try {
  if (!fs.existsSync(path.join(root, 'web/dist/index.html')))
    throw new Error('Build the site first: npm run build');
  const legacyUrl = await start(
    'legacy/src/main.ts',
    { DATA_DIR: path.join(work, 'data'), LEGACY_PORT: '0', HOST: '127.0.0.1' },
    /listening on (http:\/\/\S+)/,
  );
  const bffUrl = await start(
    'bff/src/main.ts',
    { LEGACY_URL: legacyUrl, PORT: '0', HOST: '127.0.0.1', WEB_DIST_DIR: 'web/dist', NODE_ENV: 'production' },
    /listening on (http:\/\/[^/\s]+)/,
  );
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
  stopAll();
  fs.rmSync(work, { recursive: true, force: true });
}
