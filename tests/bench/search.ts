/**
 * `npm run bench:search`: how far Thai readers can trust the search, and what it costs the legacy API.
 *
 * 1. Evaluation: the legacy API over fresh seeded data (a child process, as `npm start` runs it); every query of
 *    search-evaluation.json (judged by hand from the seed) through `GET api/search`, following pages up to 60
 *    results. Per query and in total: recall (judged work found anywhere in those pages), P@12 (judged work among
 *    the first page shown ÷ the number shown, 0 when nothing is shown), nDCG@12 (grades 2 and 1), whether an exact
 *    title comes first, and a flag on queries with judged work that return nothing.
 * 2. Latency: the store grown to BENCH_SIZES portfolios (default 10000,100000) with generated approved work built
 *    from the seed's vocabulary, inserted with SQL in one transaction per batch; then search p50/p95 over the
 *    evaluation's keywords one at a time, and the p50/p95 of a cheap list call (api/get-new-portfolio) alone and
 *    while eight searches run at once in a loop.
 *
 * BENCH_SIZES, BENCH_SEARCH_SECONDS (default 15) and BENCH_LOAD_SECONDS (default 10) set the sizes and the time
 * spent measuring at each size; BENCH_GROW_SECONDS (default 150) bounds the time spent generating: past it, the
 * store is measured at the size reached and larger sizes are skipped (the cost of a write is printed per batch).
 * BENCH_DATA_DIR keeps the store in that folder and reuses it on the next run (whose evaluation then describes
 * the grown store, not the seed). Only HTTP calls and SQL inserts
 * are used, so it runs against any search behind
 * api/search; the store is opened with the legacy API's openDatabase, so that triggers keeping a full-text index
 * find their functions, and an index without triggers is rebuilt (see indexGeneratedRows).
 */
import { execSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService } from './bench-stack';
import { ascending, percentile } from './open-loop';
import { openDatabase, type Database } from '../../legacy/src/db/database';
import { Random } from '../../legacy/src/seed/random';
import {
  BRAND_PATTERNS,
  BRIEF_TEMPLATES_EN,
  BRIEF_TEMPLATES_TH,
  CATEGORIES,
  DESIGNER_NAMES,
  PROJECT_EDITIONS,
  PROJECT_GOALS,
  PROJECT_PLACES,
  THAI_BRANDS,
} from '../../legacy/src/seed/demo-content';

interface EvaluationQuery {
  keyword: string;
  kind: string;
  means: string;
  /** Exactly what the reader means (grade 2). */
  relevant: number[];
  /** Related, or the same thing named in the other language (grade 1). */
  related: number[];
  /** The id that should come first (an exact title). */
  first?: number;
  /** `first`: the queries the search was written with; `forgiving`: typed as readers really type (issue 31). */
  set: string;
}

interface Evaluation {
  titles: Record<string, string>;
  queries: EvaluationQuery[];
}

interface SearchPage {
  total: number;
  last_page: number;
  data: { id: number }[];
}

/** BENCH_SIZES=0: the evaluation only. */
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000')
  .split(',')
  .map(Number)
  .filter((size) => size > 0);
const SEARCH_SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 15);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
/** Growing stops here: a store whose writes slow down as it grows would otherwise keep the bench for hours. */
const GROW_SECONDS = Number(process.env.BENCH_GROW_SECONDS ?? 150);
const PER_PAGE = 12;
const MAX_PAGES = 5;
const CONCURRENT_SEARCHES = 8;
const BATCH = 5_000;
/** What the site's list calls leave out (as the BFF asks): the bench measures the search, not the payload. */
const OMIT = 'omit=detail,project_brief,portfolio_image,tag_port';
const CHEAP_CALL = `api/get-new-portfolio?page=1&${OMIT}`;

const evaluation = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'search-evaluation.json'), 'utf8'),
) as Evaluation;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => [...row[column]!].length)));
  return rows
    .map((row) => row.map((cell, column) => cell + ' '.repeat(widths[column]! - [...cell].length)).join('  '))
    .join('\n');
}

function machineLoad(): string {
  const load = fs.readFileSync('/proc/loadavg', 'utf8').trim();
  let top: string;
  try {
    top = execSync('ps -eo pcpu,comm,args --sort=-pcpu | head -8 | cut -c1-110', {
      encoding: 'utf8',
    }).trimEnd();
  } catch {
    top = '(ps not available)';
  }
  return `load average ${load} (${os.cpus().length} cores)\n${top}`;
}

/**
 * fetch, asked once more when the connection was closed under it (a kept-alive socket the legacy server ended
 * while the bench was generating rows): a measurement, not a test of the connection.
 */
async function fetchOnce(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return await fetch(url);
  }
}

async function searchPage(url: string, keyword: string, page: number): Promise<SearchPage> {
  const answer = await fetchOnce(
    `${url}/api/search?keyword=${encodeURIComponent(keyword)}&page=${page}&${OMIT}`,
  );
  if (!answer.ok) throw new Error(`api/search ${JSON.stringify(keyword)} answered ${answer.status}`);
  return (await answer.json()) as SearchPage;
}

/** The ids a search shows, in order, up to MAX_PAGES pages, and its total. */
async function searchIds(url: string, keyword: string): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await searchPage(url, keyword, page);
    total = answer.total;
    ids.push(...answer.data.map((portfolio) => portfolio.id));
    if (page >= answer.last_page) break;
  }
  return { ids, total };
}

/** The judgments hold only for the seed they were made on: every judged id must be approved, sample titles equal. */
function checkSeed(db: Database): void {
  const portfolio = db.prepare<[number], { project_title: string; is_approve: number }>(
    'SELECT project_title, is_approve FROM portfolios WHERE id = ?',
  );
  const problems: string[] = [];
  for (const [id, title] of Object.entries(evaluation.titles)) {
    const row = portfolio.get(Number(id));
    if (row?.project_title !== title)
      problems.push(`portfolio ${id} is "${row?.project_title}", judged as "${title}"`);
  }
  for (const query of evaluation.queries) {
    for (const id of [...query.relevant, ...query.related]) {
      if (portfolio.get(id)?.is_approve !== 1)
        problems.push(`${query.keyword}: portfolio ${id} is not approved`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`The seed is not the one the evaluation was judged on:\n${problems.join('\n')}`);
  }
}

interface QueryResult {
  query: EvaluationQuery;
  judged: number;
  found: number;
  total: number;
  recall: number;
  precision: number;
  ndcg: number;
  firstOk?: boolean;
}

function scoreQuery(query: EvaluationQuery, ids: number[], total: number): QueryResult {
  const grades = new Map<number, number>();
  for (const id of query.related) grades.set(id, 1);
  for (const id of query.relevant) grades.set(id, 2);
  const found = ids.filter((id) => grades.has(id)).length;
  const shown = ids.slice(0, PER_PAGE);
  const gain = (grade: number) => 2 ** grade - 1;
  const dcg = shown.reduce((sum, id, rank) => sum + gain(grades.get(id) ?? 0) / Math.log2(rank + 2), 0);
  const ideal = [...grades.values()]
    .sort((a, b) => b - a)
    .slice(0, PER_PAGE)
    .reduce((sum, grade, rank) => sum + gain(grade) / Math.log2(rank + 2), 0);
  return {
    query,
    judged: grades.size,
    found,
    total,
    recall: found / grades.size,
    precision: shown.length === 0 ? 0 : shown.filter((id) => grades.has(id)).length / shown.length,
    ndcg: ideal === 0 ? 0 : dcg / ideal,
    ...(query.first === undefined ? {} : { firstOk: ids[0] === query.first }),
  };
}

async function evaluate(url: string): Promise<void> {
  const results: QueryResult[] = [];
  for (const query of evaluation.queries) {
    const { ids, total } = await searchIds(url, query.keyword);
    results.push(scoreQuery(query, ids, total));
  }
  const rows = [['query', 'kind', 'judged', 'total', 'found', 'recall', 'P@12', 'nDCG@12', 'note']];
  /** A query judged to have no work (the reader asks for what the data does not hold): it should find nothing. */
  const expectsNothing = (result: QueryResult) => result.judged === 0;
  for (const result of results) {
    const notes: string[] = [];
    if (expectsNothing(result))
      notes.push(result.total === 0 ? 'nothing, as it should' : 'SHOULD FIND NOTHING');
    else if (result.total === 0) notes.push('NOTHING FOUND');
    if (result.firstOk === false) notes.push(`#${result.query.first} not first`);
    if (result.firstOk === true) notes.push('exact title first');
    rows.push([
      result.query.keyword,
      result.query.kind,
      String(result.judged),
      String(result.total),
      String(result.found),
      ...(expectsNothing(result)
        ? ['-', '-', '-']
        : [result.recall.toFixed(2), result.precision.toFixed(2), result.ndcg.toFixed(2)]),
      notes.join(', '),
    ]);
  }
  console.log(`\nEvaluation: ${results.length} queries over the seeded data (search-evaluation.json)`);
  console.log(table(rows));

  /** A figure of some numbers, `-` when there are none (a kind of only queries that should find nothing). */
  const figure = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '-');
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  // Recall, precision and nDCG are over the queries with judged work; the others count apart.
  const summary = (group: QueryResult[]) => {
    const judged = group.filter((r) => !expectsNothing(r));
    const empty = group.filter(expectsNothing);
    return [
      String(group.length),
      figure(judged.reduce((sum, r) => sum + r.found, 0) / judged.reduce((sum, r) => sum + r.judged, 0)),
      figure(mean(judged.map((r) => r.recall))),
      figure(mean(judged.map((r) => r.precision))),
      figure(mean(judged.map((r) => r.ndcg))),
      String(judged.filter((r) => r.total === 0).length),
      empty.length === 0 ? '-' : `${empty.filter((r) => r.total === 0).length}/${empty.length}`,
    ];
  };
  const kinds = [...new Set(results.map((r) => r.query.kind))];
  const byKind = [
    [
      'kind',
      'queries',
      'micro recall',
      'macro recall',
      'mean P@12',
      'mean nDCG@12',
      'nothing found',
      'should find nothing, and did',
    ],
  ];
  for (const kind of kinds) byKind.push([kind, ...summary(results.filter((r) => r.query.kind === kind))]);
  for (const set of new Set(results.map((r) => r.query.set)))
    byKind.push([`set ${set}`, ...summary(results.filter((r) => r.query.set === set))]);
  byKind.push(['ALL', ...summary(results)]);
  console.log('\nBy kind of query, and in total:');
  console.log(table(byKind));
  const firsts = results.filter((r) => r.firstOk !== undefined);
  console.log(
    `Exact title first: ${firsts.filter((r) => r.firstOk).length}/${firsts.length}. ` +
      `Queries with judged work that return nothing: ` +
      `${results.filter((r) => !expectsNothing(r) && r.total === 0).length}/${results.filter((r) => !expectsNothing(r)).length}. ` +
      `Queries that should find nothing and did: ` +
      `${results.filter((r) => expectsNothing(r) && r.total === 0).length}/${results.filter(expectsNothing).length}.`,
  );
}

/** Timestamps as the legacy store keeps them: `YYYY-MM-DD HH:MM:SS`, UTC. */
function at(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Grows the store to `size` portfolios with generated approved work: titles, briefs, tags and designers built
 * from the seed's vocabulary (Thai or English, as the seed mixes them), new designers for about one in eight.
 */
function grow(db: Database, size: number, random: Random, deadline: number): number {
  const count = () => db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM portfolios').get()!.n;
  const missing = size - count();
  if (missing <= 0) return 0;
  const categories = db
    .prepare<[], { id: number }>('SELECT id FROM categories ORDER BY sort_order, id')
    .all()
    .map((category, index) => ({
      id: category.id,
      content: CATEGORIES[index],
      subcategories: db
        .prepare<[number], { id: number }>(
          'SELECT id FROM subcategories WHERE category_id = ? ORDER BY sort_order, id',
        )
        .all(category.id),
    }))
    .filter((category) => category.content && category.subcategories.length > 0);
  const tagIds = db
    .prepare<[], { id: number }>('SELECT id FROM tags')
    .all()
    .map((tag) => tag.id);
  const designers = db
    .prepare<[], { id: number }>('SELECT id FROM members')
    .all()
    .map((member) => member.id);
  const insertMember = db.prepare(
    `INSERT INTO members (email, firstname_th, lastname_th, created_at, updated_at) VALUES (?, ?, ?, ?, ?)`,
  );
  const insertProfile = db.prepare(
    `INSERT INTO profiles (member_id, name_th, last_th, name_en, last_en, brand_name, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPortfolio = db.prepare(
    `INSERT INTO portfolios (member_id, category_id, subcategory_id, project_title, project_brief, detail, is_approve,
       approved_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
  );
  const insertTag = db.prepare('INSERT OR IGNORE INTO portfolio_tags (portfolio_id, tag_id) VALUES (?, ?)');
  const now = Date.now();

  const addDesigner = () => {
    const first = random.pick(DESIGNER_NAMES);
    const last = random.pick(DESIGNER_NAMES);
    const created = at(new Date(now - random.float(30, 900) * 86_400_000));
    const memberId = Number(
      insertMember.run(
        `bench-${designers.length}-${random.int(0, 1e9)}@search.example`,
        first.firstTh,
        last.lastTh,
        created,
        created,
      ).lastInsertRowid,
    );
    const brand = random.chance(0.5)
      ? ''
      : random.chance(0.5)
        ? random.pick(THAI_BRANDS)
        : random.pick(BRAND_PATTERNS).replace('{first}', first.firstEn).replace('{last}', last.lastEn);
    insertProfile.run(
      memberId,
      first.firstTh,
      last.lastTh,
      first.firstEn,
      last.lastEn,
      brand,
      created,
      created,
    );
    designers.push(memberId);
  };

  let done = 0;
  for (; done < missing && performance.now() < deadline; done += BATCH) {
    const started = performance.now();
    db.transaction(() => {
      for (let i = done; i < Math.min(missing, done + BATCH); i += 1) {
        if (random.chance(1 / 8)) addDesigner();
        const category = random.pick(categories);
        const subcategoryIndex = random.int(0, category.subcategories.length - 1);
        const content =
          category.content!.subcategories[subcategoryIndex] ?? random.pick(category.content!.subcategories);
        const subject = random.pick(content.projects);
        const thai = random.chance(0.7);
        const place = random.pick(PROJECT_PLACES);
        const roll = random.next();
        const suffix = roll < 0.55 ? place : roll < 0.7 ? random.pick(PROJECT_EDITIONS) : null;
        const text = thai ? subject.th : subject.en;
        const title = suffix ? (thai ? `${text} ${suffix.th}` : `${text} – ${suffix.en}`) : text;
        const goal = random.pick(PROJECT_GOALS);
        const brief = random.pick(thai ? BRIEF_TEMPLATES_TH : BRIEF_TEMPLATES_EN)(
          text,
          thai ? place.th : place.en,
          thai ? goal.th : goal.en,
        );
        const approved = new Date(now - random.float(0, 730) * 86_400_000);
        const created = at(new Date(approved.getTime() - random.float(0.1, 5) * 86_400_000));
        const id = Number(
          insertPortfolio.run(
            random.pick(designers),
            category.id,
            category.subcategories[subcategoryIndex]!.id,
            title,
            brief,
            `<p>${brief}</p>`,
            at(approved),
            created,
            at(approved),
          ).lastInsertRowid,
        );
        for (const tagId of random.sample(tagIds, random.pick([0, 1, 1, 2, 2, 3]))) insertTag.run(id, tagId);
      }
    })();
    const rows = Math.min(BATCH, missing - done);
    console.error(
      `  ${count().toLocaleString('en')} portfolios: ${((performance.now() - started) / rows).toFixed(2)} ms a generated portfolio`,
    );
  }
  return Math.min(done, missing);
}

/**
 * A full-text index of the search, if the store has one, must hold the generated rows too. Triggers on the
 * written tables keep it in step by themselves; an external-content FTS5 table without them is rebuilt from
 * its content. Answers what was done, for the report.
 */
function indexGeneratedRows(db: Database): string {
  const indexes = db
    .prepare<[], { name: string; sql: string }>(
      `SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%fts5%'`,
    )
    .all();
  if (indexes.length === 0) return 'no full-text index in the store (LIKE search)';
  const triggers = db
    .prepare<[], { sql: string }>(`SELECT sql FROM sqlite_master WHERE type = 'trigger'`)
    .all()
    .map((trigger) => trigger.sql);
  const done: string[] = [];
  for (const index of indexes) {
    if (triggers.some((sql) => sql.includes(index.name))) {
      done.push(`${index.name}: kept by triggers`);
    } else if (/content\s*=\s*'?[a-z_]/i.test(index.sql)) {
      const started = performance.now();
      db.prepare(`INSERT INTO "${index.name}" ("${index.name}") VALUES ('rebuild')`).run();
      done.push(`${index.name}: rebuilt in ${Math.round(performance.now() - started)} ms`);
    } else {
      done.push(
        `${index.name}: neither triggers nor external content; generated rows may be missing from it`,
      );
    }
  }
  return done.join('; ');
}

async function timeCall(url: string): Promise<number> {
  const started = performance.now();
  const answer = await fetchOnce(url);
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return performance.now() - started;
}

const searchUrl = (base: string, keyword: string) =>
  `${base}/api/search?keyword=${encodeURIComponent(keyword)}&page=1&${OMIT}`;

/** Calls `next()` one after another until `seconds` have passed and at least `least` calls were made. */
async function repeat(
  seconds: number,
  least: number,
  next: (index: number) => Promise<number>,
): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until || times.length < least) times.push(await next(times.length));
  return times;
}

/** The keywords timed apart: those typed as the search was written for, and those typed with a mistake. */
const KEYWORD_GROUPS: { name: string; keywords: string[] }[] = [
  { name: 'typed', keywords: evaluation.queries.filter((q) => q.set === 'first').map((q) => q.keyword) },
  {
    name: 'misspelt',
    keywords: evaluation.queries.filter((q) => /misspel/.test(q.kind)).map((q) => q.keyword),
  },
  {
    name: 'pasted',
    keywords: evaluation.queries
      .filter((q) => q.set !== 'first' && !/misspel/.test(q.kind))
      .map((q) => q.keyword),
  },
  {
    // Issue 45's mechanisms, each by a keyword of its own: a year in the other era, beside its era's name; a decade
    // each way; a title before a name, joined and apart; a region alone, in English, and narrowing a kind of work.
    name: 'entities',
    keywords: [
      '2568',
      'พ.ศ. 2568',
      'ยุค 80',
      '1990s',
      'คุณสมชายใจดี',
      'ดร.สมชาย ใจดี',
      'ภาคเหนือ',
      'ภาคกลาง',
      'northeastern thailand',
      'ผ้า ภาคเหนือ',
      'อันดามัน',
    ],
  },
];

async function measure(url: string, keywords: string[]): Promise<string[]> {
  const pick = (index: number) => keywords[index % keywords.length]!;
  await timeCall(searchUrl(url, pick(0)));
  const byGroup: string[] = [];
  /** One kind's figures: its name, then p50 / p95 in ms. */
  const kind = (name: string, times: number[]) => {
    const sorted = ascending(times);
    byGroup.push(`${name} ${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 95).toFixed(1)}`);
  };
  // Narrowed as the search page asks: a category, the newest first every other time. Then the same with the counts
  // per filter value: first each keyword of the evaluation once (nothing has counted its matches yet: the filtered
  // calls before count nothing), then each again with the next category (its matches' counts are kept by the search
  // thread that counted them; the other thread, if it answers, counts them afresh).
  const typed = KEYWORD_GROUPS[0]!.keywords;
  const narrowedUrl = (index: number) =>
    `${searchUrl(url, typed[index % typed.length]!)}&category_id=${1 + (Math.floor(index / typed.length) % 10)}` +
    (index % 2 === 0 ? '&sort=newest' : '');
  kind(
    'filtered',
    await repeat(SEARCH_SECONDS / KEYWORD_GROUPS.length, typed.length, (index) =>
      timeCall(narrowedUrl(index)),
    ),
  );
  const everyKeyword = [...new Set(KEYWORD_GROUPS.flatMap((group) => group.keywords))];
  const countedUrl = (keyword: string, index: number, category: number) =>
    `${searchUrl(url, keyword)}&category_id=${category}${index % 2 === 0 ? '&sort=newest' : ''}&facets=1`;
  for (const [name, category] of [
    ['counted first', (index: number) => 1 + (index % 10)],
    ['counted again, another category', (index: number) => 1 + ((index + 1) % 10)],
  ] as const) {
    const times: number[] = [];
    for (const [index, keyword] of everyKeyword.entries())
      times.push(await timeCall(countedUrl(keyword, index, category(index))));
    kind(name, times);
  }
  for (const group of KEYWORD_GROUPS) {
    const times = await repeat(SEARCH_SECONDS / KEYWORD_GROUPS.length, group.keywords.length, (index) =>
      timeCall(searchUrl(url, group.keywords[index % group.keywords.length]!)),
    );
    kind(group.name, times);
  }
  const searches = await repeat(SEARCH_SECONDS, 12, (index) => timeCall(searchUrl(url, pick(index))));
  const cheapAlone = await repeat(2, 20, () => timeCall(`${url}/${CHEAP_CALL}`));
  let loaded = true;
  const underLoad: number[] = [];
  const loops = Array.from({ length: CONCURRENT_SEARCHES }, async (_, loop) => {
    for (let index = loop * 7; loaded; index += 1)
      underLoad.push(await timeCall(searchUrl(url, pick(index))));
  });
  const cheapLoaded = await repeat(LOAD_SECONDS, 5, () => timeCall(`${url}/${CHEAP_CALL}`));
  loaded = false;
  await Promise.all(loops);
  const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
  const p50p95 = (values: number[]) => {
    const sorted = ascending(values);
    return `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 95))}`;
  };
  return [
    `${p50p95(searches)} (${searches.length})`,
    byGroup.join('; '),
    p50p95(cheapAlone),
    `${p50p95(cheapLoaded)} (${cheapLoaded.length})`,
    p50p95(underLoad),
  ];
}

console.log(`Before the run: ${machineLoad()}`);
/** BENCH_DATA_DIR keeps the store there for the next run (which reuses what was generated), instead of a temporary one. */
const keptDir = process.env.BENCH_DATA_DIR;
const work = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
const children: ChildProcess[] = [];
try {
  const dataDir = keptDir ?? path.join(work, 'data');
  const url = await startService(
    children,
    'legacy/src/main.ts',
    { DATA_DIR: dataDir, LEGACY_PORT: '0', HOST: '127.0.0.1' },
    /listening on (http:\/\/\S+)/,
  );
  // The store opened as the legacy API opens it: a search index kept by triggers may need its SQL functions.
  const db = openDatabase(dataDir);
  try {
    checkSeed(db);
    await evaluate(url);

    const keywords = evaluation.queries.map((query) => query.keyword);
    const probe = 'ลำปาง';
    const seededHits = (await searchPage(url, probe, 1)).total;
    const random = new Random(20_250_611);
    const rows = [
      [
        'portfolios',
        'search p50 / p95 ms (n)',
        'by kind of keyword p50 / p95',
        'list alone p50 / p95',
        `list with ${CONCURRENT_SEARCHES} searches p50 / p95 (n)`,
        'searches under load p50 / p95',
      ],
    ];
    const deadline = performance.now() + GROW_SECONDS * 1000;
    for (const size of SIZES) {
      const started = performance.now();
      const added = grow(db, size, random, deadline);
      const reached = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM portfolios').get()!.n;
      const indexed = indexGeneratedRows(db);
      db.pragma('wal_checkpoint(TRUNCATE)');
      const hits = (await searchPage(url, probe, 1)).total;
      console.error(
        `\n${reached.toLocaleString('en')} portfolios: ${added.toLocaleString('en')} generated in ` +
          `${Math.round(performance.now() - started)} ms; ${indexed}; "${probe}" now finds ${hits} (before ${seededHits})` +
          // A kept store (BENCH_DATA_DIR) already grown generates nothing: the same count is then no warning.
          (added > 0 && hits <= seededHits
            ? ' — GENERATED WORK IS NOT FOUND BY SEARCH, figures are not comparable'
            : ''),
      );
      console.error(`Load: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
      rows.push([
        reached < size
          ? `${reached.toLocaleString('en')} (generating stopped)`
          : reached.toLocaleString('en'),
        ...(await measure(url, keywords)),
      ]);
      console.error(table([rows[0]!, rows.at(-1)!]));
      if (reached < size) break;
    }
    console.log(
      `\nLatency over HTTP to the legacy API (its own process), ${keywords.length} evaluation keywords in turn; ` +
        `the list call is ${CHEAP_CALL.split('?')[0]}:`,
    );
    console.log(table(rows));
    console.log(`\nAfter the run: ${machineLoad()}`);
  } finally {
    db.close();
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (!keptDir) fs.rmSync(work, { recursive: true, force: true });
}
