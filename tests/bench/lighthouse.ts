/**
 * `npm run bench:lighthouse`: Lighthouse (offline, Debian's Chromium) over the built site on the whole stack with
 * fresh seeded data, on a phone (Lighthouse's mobile preset) and, when asked, a desktop (its desktopConfig). Single
 * runs move 10–20 points on a busy 2-core machine, so each page is measured BENCH_RUNS times per form and variant
 * after a warm-up, round by round so that a spell of load from elsewhere spreads over every row, and the table
 * prints medians. Figures, not pass/fail: compare them between changes, and between machines only alongside the
 * benchmark index and load average it prints.
 *
 * The variants, each a row of the table per page and form:
 * - `site`: the built site, simulated throttling (Lighthouse's model of a slow phone on a slow network).
 * - `no scripts`: the same pages with every script request blocked (Lighthouse's blockedUrlPatterns), so the
 *   server's HTML, styles, fonts and pictures alone: the ceiling the site can approach. Always simulated.
 * - `site devtools`: the site with the browser itself slowed to the same profile (throttlingMethod devtools), which
 *   also gives the time until the page is hydrated: until a header link would navigate in-app
 *   (lighthouse-hydration.ts), read from outside the app so that any build can be measured.
 * With BENCH_BASELINE, another built checkout runs beside this tree on a stack of its own, every variant of it
 * interleaved with this tree's, so that before and after a change are measured in one sitting.
 *
 * Signed-in pages (issue 44: the member's and the staff's screens) are named with who opens them, `member:/path` (the
 * demo member) or `staff:/path` (the demo operator): each build's stack signs them in once, and every request of the
 * page's runs carries that session's cookie (Lighthouse's extraHeaders). BENCH_SIGNED_IN=1 adds the member's own
 * portfolios, the portfolio editor and insights, and the staff's moderation queue.
 *
 * BENCH_RUNS (5), BENCH_FORMS (mobile; mobile,desktop for both), BENCH_PAGES (comma-separated paths),
 * BENCH_THROTTLING (simulate; simulate,devtools adds the devtools variant), BENCH_CEILING=0 (no `no scripts` rows),
 * BENCH_BASELINE=<folder> (a checkout of this repository built there with `npm run build`: its rows are `before`,
 * this tree's `after`), BENCH_DETAILS=1 (the LCP element and the elements that moved), BENCH_JSON=<file> (every
 * run's figures), BENCH_REPORTS=<folder> (each run's whole Lighthouse report, to open in the Lighthouse viewer or
 * read for its main-thread breakdown), BENCH_TRACES=1 (with BENCH_REPORTS: each run's trace beside its report, to
 * open in the Performance panel or read with `npm run bench:trace-tasks`), BENCH_TRACE_CATEGORIES (more categories
 * in the trace, e.g. `v8,disabled-by-default-v8.compile` to see compilation; they cost the page some time), CHROME_PATH (/usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DEMO_MEMBER, DEMO_OPERATOR } from '../../legacy/src/seed/demo-data';
import { cookieHeader, ROOT, signIn, startBenchStack, type BenchStack } from './bench-stack';
import { HYDRATION_WATCHER, hydratedMs } from './lighthouse-hydration';
import {
  clip,
  loads,
  median,
  printDetails,
  printMedians,
  printStartupWork,
  range,
  round,
  variantLabel,
  type Form,
  type Group,
  type PageElement,
  type Run,
  type StartupWork,
  type Throttling,
  type Variant,
} from './lighthouse-table';

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

/** Who opens a page: a visitor, or one of the demo's accounts signed in. */
type Who = 'visitor' | 'member' | 'staff';

/** A checkout whose build is measured, on a stack of its own. */
interface Build {
  label: string;
  root: string;
  commit: string;
  stack?: BenchStack;
  /** The cookies of the stack's signed-in sessions, by who. */
  sessions?: Record<Exclude<Who, 'visitor'>, string>;
}

/** Who opens a page of BENCH_PAGES (`member:/path`, `staff:/path`, or a bare path for a visitor) and its path. */
function pageOf(entry: string): { who: Who; path: string } {
  const match = /^(member|staff):(\/.*)$/.exec(entry);
  return match ? { who: match[1] as Who, path: match[2]! } : { who: 'visitor', path: entry };
}

/** The signed-in screens BENCH_SIGNED_IN adds: the member's own portfolios, editor and insights, the staff's queue. */
const SIGNED_IN_PAGES = [
  'member:/profile-portfolio',
  'member:/create-portfolio',
  'member:/profile-insights',
  'staff:/staff/moderation',
];
const PAGES = [
  ...(
    process.env.BENCH_PAGES ??
    '/,/homepage,/all-portfolio-by-category,/detail-portfolio?id=1,/toprank,/search?keyword=ผ้า,/creator'
  )
    .split(',')
    .filter(Boolean),
  ...(process.env.BENCH_SIGNED_IN === '1' ? SIGNED_IN_PAGES : []),
];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FORMS = (process.env.BENCH_FORMS ?? 'mobile').split(',').map((form) => form.trim());
const THROTTLINGS = (process.env.BENCH_THROTTLING ?? 'simulate').split(',').map((method) => method.trim());
const CEILING = process.env.BENCH_CEILING !== '0';
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : undefined;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DETAILS = Boolean(process.env.BENCH_DETAILS);
const JSON_FILE = process.env.BENCH_JSON;
const REPORTS = process.env.BENCH_REPORTS;
const TRACES = process.env.BENCH_TRACES === '1';
/** More trace categories, for a closer look at what the tasks hold (e.g. `v8,disabled-by-default-v8.compile`). */
const TRACE_CATEGORIES = process.env.BENCH_TRACE_CATEGORIES;
/**
 * Every script the page asks for, whatever its address ends with: Chromium matches a pattern against the whole
 * address, so a query string needs a pattern of its own. Inline scripts cannot be blocked; the site has none that
 * renders anything.
 */
const SCRIPT_PATTERNS = ['*.js', '*.js?*', '*.mjs', '*.mjs?*'];

if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${RUNS}`);
if (!FORMS.every((form): form is Form => form === 'mobile' || form === 'desktop'))
  throw new Error(`BENCH_FORMS takes mobile and/or desktop, not ${FORMS.join(',')}`);
if (!THROTTLINGS.every((method): method is Throttling => method === 'simulate' || method === 'devtools'))
  throw new Error(`BENCH_THROTTLING takes simulate and/or devtools, not ${THROTTLINGS.join(',')}`);
const forms = FORMS as Form[];
/** The variants, in the order each round runs them: the ceiling is simulated whatever BENCH_THROTTLING says. */
const variants = (
  [
    [THROTTLINGS.includes('simulate'), 'site', 'simulate'],
    [CEILING, 'no scripts', 'simulate'],
    [THROTTLINGS.includes('devtools'), 'site', 'devtools'],
  ] as const
)
  .filter(([on]) => on)
  .map(([, variant, throttling]): { variant: Variant; throttling: Throttling } => ({ variant, throttling }));
// The installed Chromium only: a clear message rather than chrome-launcher's, and never a downloaded browser.
if (!fs.existsSync(CHROME))
  throw new Error(`No Chromium at ${CHROME}: apt-get install chromium, or set CHROME_PATH`);

/** The checkout's commit, and whether its files differ from it: a before and an after are told apart by both. */
function commitOf(root: string) {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'unknown commit';
  }
}
const builds: Build[] = [
  ...(BASELINE ? [{ label: 'before', root: BASELINE, commit: commitOf(BASELINE) }] : []),
  { label: BASELINE ? 'after' : 'current', root: ROOT, commit: commitOf(ROOT) },
];
for (const build of builds) {
  const missing = ['build/legacy/main.mjs', 'build/bff/main.mjs', 'web/dist/index.html'].filter(
    (file) => !fs.existsSync(path.join(build.root, file)),
  );
  if (missing.length)
    throw new Error(`Build ${build.root} first (npm run build there): no ${missing.join(', ')}`);
}

// Before the stacks start, so that it says how busy the machine was, not how busy starting them made it.
const loadStart = os.loadavg();

const node = (details: NodeDetails | undefined): PageElement => ({
  selector: details?.selector ?? '',
  snippet: details?.snippet ?? '',
});
const requestsOf = (lhr: Result) =>
  (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
/** Answered, not blocked or failed: a blocked request is listed too, with nothing transferred. */
const loaded = (request: NetworkRequest) =>
  request.statusCode !== undefined && request.statusCode >= 200 && request.statusCode < 400;

/** The detail rows of an audit, as the audit's own item type. */
const itemsOf = <Item>(lhr: Result, audit: string) =>
  ((lhr.audits[audit]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];

/** What the main thread did while the page started (devtools runs: observed at the preset's 4× CPU slowdown). */
function startupWork(lhr: Result): StartupWork {
  const groups = itemsOf<{ group?: string; duration?: number }>(lhr, 'mainthread-work-breakdown');
  const group = (id: string) => groups.find((item) => item.group === id)?.duration ?? 0;
  const scripts = itemsOf<{ url?: string; scripting?: number }>(lhr, 'bootup-time');
  const longTasks = itemsOf<{ duration?: number }>(lhr, 'long-tasks');
  return {
    scriptEvaluationMs: group('scriptEvaluation'),
    scriptParseCompileMs: group('scriptParseCompile'),
    styleLayoutMs: group('styleLayout'),
    // The React chunk is named after it by the build (web/vite.config.ts): assets/react-<hash>.js.
    reactMs: scripts
      .filter((script) => /\/assets\/react-[\w-]+\.js$/.test(script.url ?? ''))
      .reduce((sum, script) => sum + (script.scripting ?? 0), 0),
    longTasks: longTasks.length,
    longTasksMs: longTasks.reduce((sum, task) => sum + (task.duration ?? 0), 0),
  };
}

/** Which run of which row a Lighthouse result is. */
type RunOf = Pick<Run, 'variant' | 'throttling' | 'page' | 'form' | 'run'>;

/** The figures of one Lighthouse result. */
function read(lhr: Result, at: RunOf & Pick<Run, 'build'>): Run {
  const audits = lhr.audits;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  const requests = requestsOf(lhr);
  const scripts = requests
    .filter((request) => request.resourceType === 'Script' && loaded(request))
    .map((request) => ({ url: request.url ?? '', transferSize: request.transferSize ?? 0 }));
  // The LCP element audit is a list: a table naming the element, then a table of LCP's phases.
  const lcpTable = (
    audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: NodeDetails }[] }[] } | undefined
  )?.items?.[0]?.items?.[0];
  const shifts = (audits['layout-shifts']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  const score = lhr.categories.performance?.score;
  return {
    ...at,
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    ...(at.throttling === 'devtools' ? { hydratedMs: hydratedMs(lhr), work: startupWork(lhr) } : {}),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scriptBytes: scripts.reduce((sum, script) => sum + script.transferSize, 0),
    transferBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    // Filled in once every run is done, from one fetch of each script.
    scriptGzipBytes: NaN,
    scriptBrotliBytes: NaN,
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

/**
 * The bytes of `url`'s body as the BFF sends it to a browser that accepts `encoding` only: its precompressed copy
 * when the build wrote one. Node's fetch would decompress the body; http.get leaves it as it came.
 */
function bodyBytes(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode === 200) resolve(bytes);
          else reject(new Error(`${url} answered ${response.statusCode} to accept-encoding ${encoding}`));
        });
      })
      .on('error', reject);
  });
}

const runs: Run[] = [];
const groups: Group[] = [];
/** Which Lighthouse and which Chromium measured. */
let lighthouseVersion: string | undefined;
let chromium: string | undefined;

try {
  for (const build of builds) {
    build.stack = await startBenchStack('lighthouse', {}, build.root);
    if (PAGES.some((page) => pageOf(page).who !== 'visitor'))
      build.sessions = {
        member: cookieHeader((await signIn(build.stack.url, DEMO_MEMBER)).cookies),
        staff: cookieHeader((await signIn(build.stack.url, DEMO_OPERATOR)).cookies),
      };
  }
  /** The page's address on a build's stack, and the headers its requests carry (a signed-in page's session). */
  const target = (build: Build, page: string) => {
    const { who, path: pagePath } = pageOf(page);
    return {
      url: build.stack!.url + encodeURI(pagePath),
      headers: who === 'visitor' ? {} : { extraHeaders: { Cookie: build.sessions![who] } },
    };
  };
  const work = builds.at(-1)!.stack!.work;
  // Chromium and Lighthouse write their temporary files here, and stop() removes them with the rest.
  process.env.TMPDIR = work;
  fs.mkdirSync(path.join(work, 'chrome'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    userDataDir: path.join(work, 'chrome'),
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    // The user agent Lighthouse reports is reduced (Chrome/156.0.0.0): the browser's own endpoint has the build.
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      Browser?: string;
    };
    chromium = version.Browser;
    const configOf = (form: Form) => (form === 'desktop' ? desktopConfig : undefined);

    // Warm-up: one unrecorded load of every page of every build in each form, so that the measured runs find the
    // BFF's and the legacy API's code compiled and their caches filled (the page's GraphQL queries, images in that
    // form's sizes, compressed assets), and Chromium itself started. Only the request list is audited: the load is
    // the point, and the variants ask the same of the server.
    for (const build of builds)
      for (const form of forms)
        for (const page of PAGES) {
          const { url, headers } = target(build, page);
          const result = await lighthouse(
            url,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyAudits: ['network-requests'],
              ...headers,
            },
            configOf(form),
          );
          const items = result ? requestsOf(result.lhr) : [];
          const failed = items.filter((request) => !request.statusCode || request.statusCode >= 400);
          console.error(
            `warmed ${builds.length > 1 ? `${build.label} ` : ''}${form} ${page}: ${items.length} requests`,
          );
          for (const request of failed) console.error(`  failed ${request.statusCode ?? '-'} ${request.url}`);
        }

    /** One measured run of a page in one form and variant on one build. */
    const measure = async (build: Build, at: RunOf) => {
      const { url, headers } = target(build, at.page);
      const flags: Flags = {
        ...headers,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Only the method changes: the form's throttling profile (network and CPU) stays the preset's.
        throttlingMethod: at.throttling,
        ...(at.variant === 'no scripts' ? { blockedUrlPatterns: SCRIPT_PATTERNS } : {}),
        ...(TRACE_CATEGORIES ? { additionalTraceCategories: TRACE_CATEGORIES } : {}),
      };
      if (at.throttling === 'simulate')
        return lighthouse(url, { ...flags, port: chrome.port }, configOf(at.form));
      // Devtools runs are given a page of the bench's own, so that the hydration watcher is in it before the site's
      // scripts; the watcher polls, which shows in the trace, so it is only in the runs that need it. The bench
      // connects to the browser as Lighthouse itself does for a run (a connection of its own for the run, the page's
      // own viewport), so that no connection stays open beside the simulated runs.
      const browser = await puppeteer.connect({
        browserURL: `http://127.0.0.1:${chrome.port}`,
        defaultViewport: null,
      });
      try {
        const page = await browser.newPage();
        try {
          await page.evaluateOnNewDocument(HYDRATION_WATCHER);
          return await lighthouse(url, flags, configOf(at.form), page);
        } finally {
          await page.close();
        }
      } finally {
        await browser.disconnect();
      }
    };

    // Runs go round every page, variant and build before the next round, so that a spell of load from elsewhere
    // on the machine spreads over all the rows instead of weighing on one page's runs; a page's builds follow each
    // other, so that its before and after are measured as close in time as can be.
    for (let run = 1; run <= RUNS; run++)
      for (const form of forms)
        for (const page of PAGES)
          for (const { variant, throttling } of variants)
            for (const build of builds) {
              const at = { variant, throttling, page, form, run };
              const name = `${builds.length > 1 ? `${build.label} ` : ''}${variantLabel(at)} ${form} ${page}`;
              const result = await measure(build, at);
              if (!result) throw new Error(`Lighthouse answered nothing for ${name}`);
              const measured = read(result.lhr, { build: build.label, ...at });
              if (REPORTS) {
                fs.mkdirSync(REPORTS, { recursive: true });
                const file = `${name.replace(/[^a-z0-9]+/gi, '_')}-${run}`;
                fs.writeFileSync(path.join(REPORTS, `${file}.json`), JSON.stringify(result.lhr));
                // The trace Lighthouse observed (unthrottled in simulated runs: each of its main-thread tasks is what
                // the model multiplies by the CPU slowdown), for the Performance panel or a script.
                if (TRACES)
                  fs.writeFileSync(
                    path.join(REPORTS, `${file}.trace.json`),
                    JSON.stringify(result.artifacts.Trace),
                  );
              }
              runs.push(measured);
              lighthouseVersion = result.lhr.lighthouseVersion;
              const hydrated =
                measured.hydratedMs === undefined ? '' : `, hydrated ${round(measured.hydratedMs ?? NaN)} ms`;
              console.error(
                `run ${run}/${RUNS} ${name}: perf ${measured.score ?? '-'}, LCP ${round(measured.lcpMs)} ms${hydrated}, ` +
                  `benchmark index ${round(measured.benchmarkIndex)}, load ${loads(measured.loadavg)}`,
              );
              if (measured.error) console.error(`  error ${measured.error}`);
              if (measured.hydratedMs === null)
                console.error('  warning: no header link was hydrated before Lighthouse stopped recording');
              for (const warning of measured.warnings) console.error(`  warning ${clip(warning, 200)}`);
            }
  } finally {
    await chrome.kill();
  }

  // First-route JavaScript as gzip and as Brotli: each script a run loaded, fetched once per encoding from the
  // build's BFF while it still runs (the addresses name the build's own port).
  const sizes = new Map<string, { gzip: number; br: number }>();
  for (const url of new Set(runs.flatMap((run) => run.scripts.map((script) => script.url))))
    sizes.set(url, { gzip: await bodyBytes(url, 'gzip'), br: await bodyBytes(url, 'br') });
  const sum = (urls: Iterable<string>, encoding: 'gzip' | 'br') =>
    [...urls].reduce((total, url) => total + sizes.get(url)![encoding], 0);
  for (const run of runs) {
    const urls = new Set(run.scripts.map((script) => script.url));
    run.scriptGzipBytes = sum(urls, 'gzip');
    run.scriptBrotliBytes = sum(urls, 'br');
  }
  for (const form of forms)
    for (const page of PAGES)
      for (const { variant, throttling } of variants)
        for (const build of builds) {
          const inGroup = runs.filter(
            (run) =>
              run.form === form &&
              run.page === page &&
              run.variant === variant &&
              run.throttling === throttling &&
              run.build === build.label,
          );
          const urls = new Set(inGroup.flatMap((run) => run.scripts.map((script) => script.url)));
          groups.push({
            runs: inGroup,
            scriptGzipBytes: sum(urls, 'gzip'),
            scriptBrotliBytes: sum(urls, 'br'),
          });
        }
} finally {
  for (const build of builds) build.stack?.stop();
}

const loadEnd = os.loadavg();
const versions = `Lighthouse ${lighthouseVersion ?? '?'}, ${chromium ?? 'Chromium'}`;
const indexes = runs.map((run) => run.benchmarkIndex);

console.log(
  `${versions}: medians of ${RUNS} run${RUNS === 1 ? '' : 's'} per row after a warm-up (mobile: Lighthouse's ` +
    `mobile preset; desktop: desktopConfig).\n` +
    `variant: site = the built site, simulated throttling; no scripts = the same with every script request ` +
    `blocked (the ceiling), simulated; site devtools = the site with the browser itself slowed to the same ` +
    `profile.\n` +
    (BASELINE
      ? `build: before = ${BASELINE} at ${builds[0]!.commit}; after = ${ROOT} at ${builds[1]!.commit}.\n`
      : `build: ${ROOT} at ${builds[0]!.commit}.\n`) +
    `perf = performance score, range = its min–max; FCP, LCP, TBT, SI in ms; hydrated = ms until a header link ` +
    `was hydrated (devtools runs only; - when it was not in most runs). JS = first-route JavaScript (the scripts ` +
    `the page loaded), total = all it loaded, both kB transferred (compressed as served); JS gz and JS br = the ` +
    `scripts of the row's runs, each once, as the BFF sends them for gzip and for Brotli; 1 kB = 1000 B.`,
);
printMedians(groups, builds.length > 1);
printStartupWork(groups, builds.length > 1);
console.log(
  `benchmark index (Lighthouse's measure of this machine's CPU, higher is faster): median ` +
    `${round(median(indexes))}, range ${range(indexes.map(Math.round))} over ${runs.length} runs`,
);
console.log(
  `load average (1, 5, 15 min) on ${os.cpus().length} cores: at start ${loads(loadStart)}, at end ${loads(loadEnd)}`,
);
if (DETAILS) printDetails(groups, builds.length > 1);

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
        // Per page, form, variant and build.
        runsPerPageAndForm: RUNS,
        forms,
        pages: PAGES,
        variants,
        builds: builds.map(({ label, root, commit }) => ({ label, root, commit })),
        firstRouteScripts: groups.map(({ runs: [first], scriptGzipBytes, scriptBrotliBytes }) => ({
          build: first?.build,
          variant: first?.variant,
          throttling: first?.throttling,
          form: first?.form,
          page: first?.page,
          scriptGzipBytes,
          scriptBrotliBytes,
        })),
        runs,
      },
      null,
      2,
    ),
  );
  console.error(`wrote ${runs.length} runs to ${JSON_FILE}`);
}
