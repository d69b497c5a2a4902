/**
 * `npm run bench:legacy-rankings`: what the home page's ranking calls cost the legacy API as views accumulate.
 * Fresh seeded data, then synthetic views (random public portfolios, random times over the last 60 days) up to
 * 22k, 300k and 3M stored views; at each size, the median time of each home-page call over HTTP, and of the 30-day
 * query as it was before the daily rollup (counting every view), side by side.
 *
 * BENCH_VIEWS (default 22000,300000,3000000) sets the sizes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Agent, fetch } from 'undici';
import { startLegacyServer } from '../../legacy/src/server';
import { medianTime } from './median-time';

const SIZES = (process.env.BENCH_VIEWS ?? '22000,300000,3000000').split(',').map(Number);
const RUNS = 7;
const HOME_CALLS = [
  'api/get-most-view-portfolio',
  'api/get-toprank',
  'api/get-new-portfolio',
  'api/get-portfolio-hightlight',
  'api/get-most-design-portfolio',
];
/** The 30-day audience as it was computed before the rollup: every view of the window counted on each request. */
const BEFORE_ROLLUP = `SELECT p.id, v.recent_views FROM portfolios p
  JOIN (SELECT portfolio_id, COUNT(*) AS recent_views FROM portfolio_views WHERE viewed_at >= ? GROUP BY portfolio_id) v
    ON v.portfolio_id = p.id
  WHERE p.is_approve = 1 ORDER BY v.recent_views DESC, p.id ASC LIMIT 12`;

/** The median time of one call, over RUNS calls. */
const timed = (run: () => Promise<unknown> | unknown) => medianTime(run, RUNS);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rankings-'));
const server = await startLegacyServer({ config: { dataDir, host: '127.0.0.1', port: 0 } });
try {
  const { db } = server.app;
  const publicIds = (
    db.prepare('SELECT id FROM portfolios WHERE is_approve = 1').all() as { id: number }[]
  ).map((row) => row.id);
  const insert = db.prepare('INSERT INTO portfolio_views (portfolio_id, viewed_at) VALUES (?, ?)');
  const count = () => (db.prepare('SELECT COUNT(*) AS n FROM portfolio_views').get() as { n: number }).n;
  const now = Date.now();
  const rows: string[][] = [
    [
      'stored views',
      ...HOME_CALLS.map((call) => call.replace('api/', '')),
      'home total',
      '30-day query before',
    ],
  ];
  for (const size of SIZES) {
    const missing = size - count();
    const started = performance.now();
    db.transaction(() => {
      for (let i = 0; i < missing; i += 1) {
        const id = publicIds[Math.floor(Math.random() * publicIds.length)]!;
        const at = new Date(now - Math.random() * 60 * 86_400_000)
          .toISOString()
          .slice(0, 19)
          .replace('T', ' ');
        insert.run(id, at);
      }
    })();
    console.error(`${count()} views stored (${Math.round(performance.now() - started)} ms to add them)`);
    // New connections for each size: adding millions of views holds the event loop for minutes, and a kept-alive
    // connection from the size before has been closed by the server meanwhile.
    const dispatcher = new Agent();
    const times: number[] = [];
    for (const call of HOME_CALLS) {
      times.push(
        await timed(() =>
          fetch(`${server.url}/${call}`, { dispatcher }).then((answer) => answer.arrayBuffer()),
        ),
      );
    }
    await dispatcher.close();
    const since = new Date(now - 30 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    const before = await timed(() => db.prepare(BEFORE_ROLLUP).all(since));
    rows.push([
      count().toLocaleString('en'),
      ...times.map((time) => time.toFixed(1)),
      times.reduce((sum, time) => sum + time, 0).toFixed(1),
      before.toFixed(1),
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log(`Median ms of ${RUNS} calls each, over HTTP to the legacy API (one process, 2-core machine):`);
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
