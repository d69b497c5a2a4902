/**
 * What `npm run bench:lighthouse` measures in one run, and how it prints the medians: the table, and with
 * BENCH_DETAILS=1 the LCP element and the elements that moved.
 */

export type Form = 'mobile' | 'desktop';
export type Throttling = 'simulate' | 'devtools';
/** The site as built, or the same pages with every script request blocked (what the server sends alone). */
export type Variant = 'site' | 'no scripts';

export interface PageElement {
  selector: string;
  snippet: string;
}

/** One measured Lighthouse run: what the table and BENCH_JSON are made of. */
export interface Run {
  /** Which checkout's build: `before` (BENCH_BASELINE) or `after` (this tree), or `current` without a baseline. */
  build: string;
  variant: Variant;
  throttling: Throttling;
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
  /**
   * Devtools runs only: ms from the navigation until a header link was hydrated, null when it never was within the
   * run. Simulated runs leave it out (the watcher is not in them).
   */
  hydratedMs?: number | null;
  /** Devtools runs only: the main thread's start-up work, as the browser slowed 4× did it. */
  work?: StartupWork;
  benchmarkIndex: number;
  /** Bytes on the wire (compressed as served) of the scripts the page loaded, and of everything it loaded. */
  scriptBytes: number;
  transferBytes: number;
  /** The same scripts fetched again from the BFF asking for gzip, and for Brotli only: their bodies' bytes. */
  scriptGzipBytes: number;
  scriptBrotliBytes: number;
  /** The scripts the page loaded (blocked or failed requests are not loaded). */
  scripts: { url: string; transferSize: number }[];
  lcpElement: PageElement | null;
  layoutShifts: (PageElement & { score: number })[];
  /** os.loadavg() when the run ended: a run on a busy machine can be told apart afterwards. */
  loadavg: number[];
  warnings: string[];
  error?: string;
}

/**
 * The main thread's work while the page loaded and started, in ms (Lighthouse's main-thread breakdown, bootup-time
 * and long-tasks audits of a devtools run, so observed, not simulated).
 */
export interface StartupWork {
  /** Running the page's scripts (module evaluation, the app's start, hydration, event handlers). */
  scriptEvaluationMs: number;
  scriptParseCompileMs: number;
  /** Recalculating styles and laying the page out. */
  styleLayoutMs: number;
  /**
   * Script time inside the React chunk (react, react-dom, scheduler and react-router: their evaluation, the reconciler
   * and hydration; the components' own code runs in their chunks and counts only in scriptEvaluationMs).
   */
  reactMs: number;
  /** Tasks of 50 ms or more: how many, and their time summed. */
  longTasks: number;
  longTasksMs: number;
}

/** The runs of one row of the table: a page in one form, variant and throttling, on one build. */
export interface Group {
  runs: Run[];
  /** Every script the group's runs loaded, each once, as gzip and as Brotli bodies. */
  scriptGzipBytes: number;
  scriptBrotliBytes: number;
}

export const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
export const range = (values: number[]) => {
  const finite = values.filter((value) => Number.isFinite(value));
  return finite.length ? `${Math.min(...finite)}–${Math.max(...finite)}` : '-';
};
export const round = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '-');
const kB = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1000).toFixed(1) : '-');
export const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
export const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/** The variant as the table names it: the site under devtools throttling is `site devtools`. */
export const variantLabel = (run: Pick<Run, 'variant' | 'throttling'>) =>
  run.throttling === 'devtools' ? `${run.variant} devtools` : run.variant;

/**
 * The median time to hydrated of a group's runs, where a run in which the header was never hydrated counts as
 * later than any other: most runs never hydrated gives no time (null), not the time of the few that did.
 */
function medianHydrated(runs: Run[]): number | null {
  const times = runs.map((run) => run.hydratedMs ?? Infinity).sort((a, b) => a - b);
  if (times.length === 0) return null;
  const middle = times.length >> 1;
  const value = times.length % 2 ? times[middle]! : (times[middle - 1]! + times[middle]!) / 2;
  return Number.isFinite(value) ? value : null;
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

/** The table of medians, a row per group; the build column only when there is more than one build. */
export function printMedians(groups: Group[], showBuild: boolean) {
  const rows = [
    [
      'page',
      ...(showBuild ? ['build'] : []),
      'variant',
      'form',
      'runs',
      'perf',
      'range',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'SI',
      'hydrated ms',
      'JS kB',
      'JS gz kB',
      'JS br kB',
      'total kB',
    ],
  ];
  for (const group of groups) {
    const first = group.runs[0];
    if (!first) continue;
    // Runs Lighthouse could not score (a runtime error) are counted in "runs" but left out of the figures.
    const ok = group.runs.filter((run) => !run.error);
    const of = (figure: (run: Run) => number) => median(ok.map(figure));
    const scores = ok.map((run) => run.score ?? NaN);
    const cls = of((run) => run.cls);
    rows.push([
      first.page,
      ...(showBuild ? [first.build] : []),
      variantLabel(first),
      first.form,
      ok.length === group.runs.length ? String(ok.length) : `${ok.length}/${group.runs.length}`,
      round(median(scores)),
      range(scores),
      round(of((run) => run.fcpMs)),
      round(of((run) => run.lcpMs)),
      round(of((run) => run.tbtMs)),
      Number.isFinite(cls) ? cls.toFixed(3) : '-',
      round(of((run) => run.speedIndexMs)),
      first.throttling === 'devtools' ? round(medianHydrated(ok) ?? NaN) : '-',
      kB(of((run) => run.scriptBytes)),
      ok.length ? kB(group.scriptGzipBytes) : '-',
      ok.length ? kB(group.scriptBrotliBytes) : '-',
      kB(of((run) => run.transferBytes)),
    ]);
  }
  printTable(rows);
}

/** The devtools rows' start-up work (medians): where the main thread's time went, page by page. */
export function printStartupWork(groups: Group[], showBuild: boolean) {
  const rows = [
    [
      'page',
      ...(showBuild ? ['build'] : []),
      'form',
      'runs',
      'script eval',
      'parse+compile',
      'style+layout',
      'react',
      'long tasks',
      'long task ms',
    ],
  ];
  for (const group of groups) {
    const ok = group.runs.filter((run) => !run.error && run.work);
    const first = ok[0];
    if (!first) continue;
    const of = (figure: (work: StartupWork) => number) => round(median(ok.map((run) => figure(run.work!))));
    rows.push([
      first.page,
      ...(showBuild ? [first.build] : []),
      first.form,
      String(ok.length),
      of((work) => work.scriptEvaluationMs),
      of((work) => work.scriptParseCompileMs),
      of((work) => work.styleLayoutMs),
      of((work) => work.reactMs),
      of((work) => work.longTasks),
      of((work) => work.longTasksMs),
    ]);
  }
  if (rows.length === 1) return;
  console.log(
    '\nStart-up work on the main thread (site devtools runs: the browser itself slowed 4×), medians in ms: script ' +
      'eval = running scripts (evaluation, start, hydration); react = script time inside the React chunk (react, ' +
      'react-dom, scheduler, react-router); long tasks = tasks of 50 ms or more.',
  );
  printTable(rows);
}

/**
 * BENCH_DETAILS=1: the LCP element and the elements that moved, over all the runs of a group. An element that moved
 * in only some runs is likely a race (data arriving before or after the first paint).
 */
export function printDetails(groups: Group[], showBuild: boolean) {
  for (const group of groups) {
    const ok = group.runs.filter((run) => !run.error);
    if (!ok[0]) continue;
    console.log(`\n${ok[0].page}${showBuild ? ` ${ok[0].build}` : ''} ${variantLabel(ok[0])} ${ok[0].form}`);
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
