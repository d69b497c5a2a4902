/**
 * `npm run bench:lighthouse`: Lighthouse (offline, Debian's Chromium) over the built site on the whole stack with
 * fresh seeded data, on a phone (Lighthouse's mobile preset) and a desktop (its desktopConfig), both with simulated
 * throttling. Single runs move 10–20 points on a busy 2-core machine, so each page is measured BENCH_RUNS times per
 * form after a warm-up, and the table prints medians. Figures, not pass/fail: compare them between changes, and
 * between machines only alongside the benchmark index and load average it prints.
 *
 * BENCH_RUNS (3), BENCH_FORMS (mobile,desktop), BENCH_PAGES (comma-separated paths), BENCH_DETAILS=1 (the LCP
 * element and the elements that moved), BENCH_JSON=<file> (every run's figures), BENCH_REPORTS=<folder> (each run's whole Lighthouse
 * report, to open in the Lighthouse viewer or read for its main-thread breakdown), CHROME_PATH (/usr/bin/chromium).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { ROOT, startBenchStack } from './bench-stack';

type Form = 'mobile' | 'desktop';

interface PageElement {
  selector: string;
  snippet: string;
}

/** One measured Lighthouse run: what the table and BENCH_JSON are made of. */
interface Run {
  page: string;
  form: Form;
  run: number;
  /** 0–100, null when Lighthouse could not score the page (see error). */
  score: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  benchmarkIndex: number;
  /** Bytes on the wire (compressed as served) of the scripts the page loaded, and of everything it loaded. */
  scriptBytes: number;
  transferBytes: number;
  scripts: { url: string; transferSize: number }[];
  lcpElement: PageElement | null;
  layoutShifts: (PageElement & { score: number })[];
  /** os.loadavg() when the run ended: a run on a busy machine can be told apart afterwards. */
  loadavg: number[];
  warnings: string[];
  error?: string;
}

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

interface NodeDetails {
  selector?: string;
  snippet?: string;
}

const PAGES = (
  process.env.BENCH_PAGES ??
  '/,/homepage,/all-portfolio-by-category,/detail-portfolio?id=1,/toprank,/search?keyword=ผ้า,/creator,/contact'
).split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FORMS = (process.env.BENCH_FORMS ?? 'mobile,desktop').split(',').map((form) => form.trim());
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DETAILS = Boolean(process.env.BENCH_DETAILS);
const JSON_FILE = process.env.BENCH_JSON;
const REPORTS = process.env.BENCH_REPORTS;

if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${RUNS}`);
if (!FORMS.every((form): form is Form => form === 'mobile' || form === 'desktop'))
  throw new Error(`BENCH_FORMS takes mobile and/or desktop, not ${FORMS.join(',')}`);
const forms = FORMS as Form[];
// The installed Chromium only: a clear message rather than chrome-launcher's, and never a downloaded browser.
if (!fs.existsSync(CHROME))
  throw new Error(`No Chromium at ${CHROME}: apt-get install chromium, or set CHROME_PATH`);
if (!fs.existsSync(path.join(ROOT, 'web/dist/index.html')))
  throw new Error('Build the site first: npm run build');

// Before the stack starts, so that it says how busy the machine was, not how busy starting the stack made it.
const loadStart = os.loadavg();

const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const range = (values: number[]) => {
  const finite = values.filter((value) => Number.isFinite(value));
  return finite.length ? `${Math.min(...finite)}–${Math.max(...finite)}` : '-';
};
const round = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '-');
const kB = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1000).toFixed(1) : '-');
const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;
const node = (details: NodeDetails | undefined): PageElement => ({
  selector: details?.selector ?? '',
  snippet: details?.snippet ?? '',
});

/** The figures of one Lighthouse result. */
function read(lhr: Result, page: string, form: Form, run: number): Run {
  const audits = lhr.audits;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  const requests =
    (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const scripts = requests
    .filter((request) => request.resourceType === 'Script')
    .map((request) => ({ url: request.url ?? '', transferSize: request.transferSize ?? 0 }));
  // The LCP element audit is a list: a table naming the element, then a table of LCP's phases.
  const lcpTable = (
    audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: NodeDetails }[] }[] } | undefined
  )?.items?.[0]?.items?.[0];
  const shifts = (audits['layout-shifts']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  const score = lhr.categories.performance?.score;
  return {
    page,
    form,
    run,
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scriptBytes: scripts.reduce((sum, script) => sum + script.transferSize, 0),
    transferBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scripts,
    lcpElement: lcpTable?.node ? node(lcpTable.node) : null,
    layoutShifts: (shifts as { score?: number; node?: NodeDetails }[]).map((item) => ({
      score: item.score ?? NaN,
      ...node(item.node),
    })),
    loadavg: os.loadavg(),
    warnings: lhr.runWarnings.map(String),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/** Prints rows as columns, text to the left and figures to the right. */
function printTable(rows: string[][]) {
  // Thai vowel and tone marks take no column of their own: counting them would push the page names' columns.
  const width = (cell: string) => [...cell.replace(/\p{M}/gu, '')].length;
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => width(row[column]!))));
  const numeric = rows[0]!.map((_, column) => rows.slice(1).every((row) => /^[-\d.–]+$/.test(row[column]!)));
  for (const row of rows) {
    const cells = row.map((cell, column) => {
      const pad = ' '.repeat(widths[column]! - width(cell));
      return numeric[column] ? pad + cell : cell + pad;
    });
    console.log(cells.join('  ').trimEnd());
  }
}

const stack = await startBenchStack('lighthouse');
const work = stack.work;
const bffUrl = stack.url;
// Chromium and Lighthouse write their temporary files here, and stop() removes them with the rest.
process.env.TMPDIR = work;
const runs: Run[] = [];
/** Which Lighthouse and which Chromium measured. */
let lighthouseVersion: string | undefined;
let chromium: string | undefined;

try {
  fs.mkdirSync(path.join(work, 'chrome'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    userDataDir: path.join(work, 'chrome'),
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  // The user agent Lighthouse reports is reduced (Chrome/156.0.0.0): the browser's own endpoint has the build.
  const browser = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    Browser?: string;
  };
  chromium = browser.Browser;
  const configOf = (form: Form) => (form === 'desktop' ? desktopConfig : undefined);
  try {
    // Warm-up: one unrecorded load of every page in each form, so that the measured runs find the BFF's and the
    // legacy API's code compiled and their caches filled (the page's GraphQL queries, images in that form's sizes,
    // compressed assets), and Chromium itself started. Only the request list is audited: the load is the point.
    for (const form of forms) {
      for (const page of PAGES) {
        const result = await lighthouse(
          bffUrl + encodeURI(page),
          { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['network-requests'] },
          configOf(form),
        );
        const items = (
          result?.lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined
        )?.items;
        const failed = (items ?? []).filter((request) => !request.statusCode || request.statusCode >= 400);
        console.error(`warmed ${form} ${page}: ${items?.length ?? 0} requests`);
        for (const request of failed) console.error(`  failed ${request.statusCode ?? '-'} ${request.url}`);
      }
    }

    // Runs go round all pages and forms before the next round, so that a spell of load from elsewhere on the
    // machine spreads over every page instead of weighing on one page's runs.
    for (let run = 1; run <= RUNS; run++) {
      for (const form of forms) {
        for (const page of PAGES) {
          const result = await lighthouse(
            bffUrl + encodeURI(page),
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            configOf(form),
          );
          if (!result) throw new Error(`Lighthouse answered nothing for ${form} ${page}`);
          const measured = read(result.lhr, page, form, run);
          if (REPORTS) {
            fs.mkdirSync(REPORTS, { recursive: true });
            const name = `${form}-${page.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`;
            fs.writeFileSync(path.join(REPORTS, name), JSON.stringify(result.lhr));
          }
          runs.push(measured);
          lighthouseVersion = result.lhr.lighthouseVersion;
          console.error(
            `run ${run}/${RUNS} ${form} ${page}: perf ${measured.score ?? '-'}, LCP ${round(measured.lcpMs)} ms, ` +
              `benchmark index ${round(measured.benchmarkIndex)}, load ${loads(measured.loadavg)}`,
          );
          if (measured.error) console.error(`  error ${measured.error}`);
          for (const warning of measured.warnings) console.error(`  warning ${clip(warning, 200)}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  stack.stop();
}

const loadEnd = os.loadavg();
const versions = `Lighthouse ${lighthouseVersion ?? '?'}, ${chromium ?? 'Chromium'}`;
const indexes = runs.map((run) => run.benchmarkIndex);

console.log(
  `${versions}: medians of ${RUNS} run${RUNS === 1 ? '' : 's'} per page and form after a warm-up, simulated ` +
    `throttling (mobile: Lighthouse's mobile preset; desktop: desktopConfig).\n` +
    `perf = performance score, range = its min–max; FCP, LCP, TBT, SI in ms; JS = first-route JavaScript (the ` +
    `scripts the page loaded), total = all it loaded, both kB transferred (compressed as served, 1 kB = 1000 B).`,
);
const rows = [
  ['page', 'form', 'runs', 'perf', 'range', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'JS kB', 'total kB'],
];
const groups: Run[][] = [];
for (const form of forms)
  for (const page of PAGES) {
    const group = runs.filter((run) => run.form === form && run.page === page);
    groups.push(group);
    // Runs Lighthouse could not score (a runtime error) are counted in "runs" but left out of the figures.
    const ok = group.filter((run) => !run.error);
    const of = (figure: (run: Run) => number) => median(ok.map(figure));
    const scores = ok.map((run) => run.score ?? NaN);
    rows.push([
      page,
      form,
      ok.length === group.length ? String(group.length) : `${ok.length}/${group.length}`,
      round(median(scores)),
      range(scores),
      round(of((run) => run.fcpMs)),
      round(of((run) => run.lcpMs)),
      round(of((run) => run.tbtMs)),
      Number.isFinite(of((run) => run.cls)) ? of((run) => run.cls).toFixed(3) : '-',
      round(of((run) => run.speedIndexMs)),
      kB(of((run) => run.scriptBytes)),
      kB(of((run) => run.transferBytes)),
    ]);
  }
printTable(rows);
console.log(
  `benchmark index (Lighthouse's measure of this machine's CPU, higher is faster): median ` +
    `${round(median(indexes))}, range ${range(indexes.map(Math.round))} over ${runs.length} runs`,
);
console.log(
  `load average (1, 5, 15 min) on ${os.cpus().length} cores: at start ${loads(loadStart)}, at end ${loads(loadEnd)}`,
);

// BENCH_DETAILS=1 names the LCP element and the elements that moved, over all the runs of a page and form: an
// element that moved in only some runs is likely a race (data arriving before or after the first paint).
if (DETAILS) {
  for (const group of groups) {
    const ok = group.filter((run) => !run.error);
    if (!ok[0]) continue;
    console.log(`\n${ok[0].page} ${ok[0].form}`);
    const lcpElements = new Map<string, { element: PageElement; runs: number }>();
    for (const run of ok) {
      if (!run.lcpElement) continue;
      const key = run.lcpElement.selector + run.lcpElement.snippet;
      const seen = lcpElements.get(key) ?? { element: run.lcpElement, runs: 0 };
      seen.runs++;
      lcpElements.set(key, seen);
    }
    for (const { element, runs: count } of lcpElements.values())
      console.log(
        `  LCP element (${count}/${ok.length} runs) ${element.selector}  ${clip(element.snippet, 160)}`,
      );
    // An element can move several times in one run: its score in a run is the sum of its shifts.
    const shifts = new Map<string, { element: PageElement; scores: number[] }>();
    for (const run of ok) {
      const inRun = new Map<string, { element: PageElement; score: number }>();
      for (const shift of run.layoutShifts) {
        const key = shift.selector + shift.snippet;
        const seen = inRun.get(key) ?? { element: shift, score: 0 };
        seen.score += shift.score;
        inRun.set(key, seen);
      }
      for (const [key, { element, score }] of inRun) {
        const seen = shifts.get(key) ?? { element, scores: [] };
        seen.scores.push(score);
        shifts.set(key, seen);
      }
    }
    for (const { element, scores } of shifts.values())
      console.log(
        `  shift ${median(scores).toFixed(3)} (${scores.length}/${ok.length} runs) ${element.selector}  ` +
          clip(element.snippet, 160),
      );
  }
}

if (JSON_FILE) {
  fs.writeFileSync(
    JSON_FILE,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        versions,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        loadavg: { start: loadStart, end: loadEnd },
        runsPerPageAndForm: RUNS,
        forms,
        pages: PAGES,
        runs,
      },
      null,
      2,
    ),
  );
  console.error(`wrote ${runs.length} runs to ${JSON_FILE}`);
}
