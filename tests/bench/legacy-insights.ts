/**
 * `npm run bench:legacy-insights`: what the insights cost the legacy API as views accumulate (issue 30). Fresh seeded
 * data, then synthetic views (random public portfolios, random times over the last 90 days, sources mixed as the
 * seed mixes them, some shared) up to 300k and 3M stored views; at each size, the median time over HTTP of the
 * busiest designer's `api/insights/designer` over 90 days, the same for their most viewed work, and the operators'
 * `api/staff/insights` over 90 days; then both again over 366 days, which read the same rollups (a year of rows costs
 * what the days holding views do).
 *
 * BENCH_VIEWS (default 300000,3000000) sets the sizes. Target: each 90-day call within 100 ms at 3,000,000 views.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Agent, fetch } from 'undici';
import { startLegacyServer } from '../../legacy/src/server';
import { bangkokDay } from '../../legacy/src/clock';
import { addCalendarDays } from '../../legacy/src/insights/date-range';
import { DEMO_MEMBER, DEMO_OPERATOR, DESIGNER_PASSWORD } from '../../legacy/src/seed/demo-data';
import { VIEW_SOURCES } from '../../legacy/src/seed/demo-content';
import { medianTime } from './median-time';

const SIZES = (process.env.BENCH_VIEWS ?? '300000,3000000').split(',').map(Number);
const RUNS = 7;
const DAYS = 90;
const YEAR = 366;
/** Views are added in transactions of this many, so that the write-ahead log is checkpointed as it grows. */
const BATCH = 50_000;
const TARGET_MS = 100;

/** The median time of one call, over RUNS calls. */
const timed = (run: () => Promise<unknown> | unknown) => medianTime(run, RUNS);

/** A source drawn as the seed draws them: its weight, and whether the link came from a share button. */
function randomSource(): { source: string; shared: number } {
  const total = VIEW_SOURCES.reduce((sum, entry) => sum + entry.weight, 0);
  let roll = Math.random() * total;
  for (const entry of VIEW_SOURCES) {
    roll -= entry.weight;
    if (roll < 0) return { source: entry.source, shared: Math.random() < (entry.shared ?? 0) ? 1 : 0 };
  }
  return { source: 'direct', shared: 0 };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-insights-'));
const server = await startLegacyServer({ config: { dataDir, host: '127.0.0.1', port: 0 } });
try {
  const { db } = server.app;
  const publicIds = (
    db.prepare('SELECT id FROM portfolios WHERE is_approve = 1').all() as { id: number }[]
  ).map((row) => row.id);
  const insert = db.prepare(
    'INSERT INTO portfolio_views (portfolio_id, viewed_at, source, shared) VALUES (?, ?, ?, ?)',
  );
  const count = () => (db.prepare('SELECT COUNT(*) AS n FROM portfolio_views').get() as { n: number }).n;
  const now = Date.now();
  const to = bangkokDay(new Date(now));
  const quarter = { from: addCalendarDays(to, -(DAYS - 1)), to };
  const year = { from: addCalendarDays(to, -(YEAR - 1)), to };

  async function signIn(email: string, password: string, dispatcher: Agent): Promise<string> {
    const answer = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
      dispatcher,
    });
    const body = (await answer.json()) as { access_token?: string };
    if (!body.access_token) throw new Error(`${email} could not sign in`);
    return body.access_token;
  }

  const rows: string[][] = [
    [
      'stored views',
      `designer ${DAYS} d`,
      `one work ${DAYS} d`,
      `staff ${DAYS} d`,
      `designer ${YEAR} d`,
      `staff ${YEAR} d`,
      'busiest designer (their views in 90 d, works)',
    ],
  ];
  let worst = 0;
  for (const size of SIZES) {
    const started = performance.now();
    for (let missing = size - count(); missing > 0; missing -= BATCH) {
      db.transaction(() => {
        for (let i = 0; i < Math.min(BATCH, missing); i += 1) {
          const id = publicIds[Math.floor(Math.random() * publicIds.length)]!;
          const at = new Date(now - Math.random() * DAYS * 86_400_000)
            .toISOString()
            .slice(0, 19)
            .replace('T', ' ');
          const { source, shared } = randomSource();
          insert.run(id, at, source, shared);
        }
      })();
    }
    console.error(
      `${count()} views stored (${Math.round((performance.now() - started) / 1000)} s to add them)`,
    );

    const busiest = db
      .prepare(
        `SELECT s.member_id, m.email, SUM(s.views) AS views,
           (SELECT COUNT(*) FROM portfolios p WHERE p.member_id = s.member_id AND p.revision_of IS NULL) AS works
         FROM member_daily_sources s JOIN members m ON m.id = s.member_id
         WHERE s.day BETWEEN ? AND ? GROUP BY s.member_id ORDER BY views DESC LIMIT 1`,
      )
      .get(quarter.from, quarter.to) as { member_id: number; email: string; views: number; works: number };
    const work = db
      .prepare(
        `SELECT t.portfolio_id AS id FROM portfolio_daily_totals t JOIN portfolios p ON p.id = t.portfolio_id
         WHERE p.member_id = ? AND t.day BETWEEN ? AND ? GROUP BY t.portfolio_id ORDER BY SUM(t.views) DESC LIMIT 1`,
      )
      .get(busiest.member_id, quarter.from, quarter.to) as { id: number };

    // New connections for each size: adding millions of views holds the event loop for minutes, and a kept-alive
    // connection from the size before has been closed by the server meanwhile.
    const dispatcher = new Agent();
    const designerToken = await signIn(
      busiest.email,
      busiest.email === DEMO_MEMBER.email ? DEMO_MEMBER.password : DESIGNER_PASSWORD,
      dispatcher,
    );
    const operatorToken = await signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password, dispatcher);
    const call = (pathname: string, token: string, query: Record<string, string | number>) =>
      timed(async () => {
        const url = new URL(pathname, server.url);
        for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
        const answer = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, dispatcher });
        if (answer.status !== 200) throw new Error(`${pathname}: ${answer.status} ${await answer.text()}`);
        await answer.arrayBuffer();
      });
    const times = [
      await call('/api/insights/designer', designerToken, quarter),
      await call('/api/insights/designer', designerToken, { ...quarter, portfolio_id: work.id }),
      await call('/api/staff/insights', operatorToken, quarter),
      await call('/api/insights/designer', designerToken, year),
      await call('/api/staff/insights', operatorToken, year),
    ];
    await dispatcher.close();
    worst = Math.max(...times.slice(0, 3));
    rows.push([
      count().toLocaleString('en'),
      ...times.map((time) => time.toFixed(1)),
      `${busiest.member_id} (${busiest.views.toLocaleString('en')}, ${busiest.works})`,
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log(`Median ms of ${RUNS} calls each, over HTTP to the legacy API (one process, 2-core machine):`);
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
  console.log(
    `Largest ${DAYS}-day median at the last size: ${worst.toFixed(1)} ms (target ${TARGET_MS} ms): ${
      worst <= TARGET_MS ? 'met' : 'MISSED'
    }`,
  );
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
