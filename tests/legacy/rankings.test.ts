import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLegacy, type LegacyHarness } from './legacy-harness';

interface Listed {
  id: number;
  view: number;
  is_approve: number;
  approved_at: string;
  rank?: number;
  view_last_30_days?: number;
}

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
}

describe('rankings and home sections', () => {
  let legacy: LegacyHarness;

  beforeAll(async () => {
    legacy = await startLegacy();
  });
  afterAll(async () => {
    await legacy.stop();
  });

  it('records each view with its time and counts it', async () => {
    const target = (await legacy.call('GET', '/api/get-portfolio-by-id-category', { query: { id: 0 } })).body
      .data[0] as Listed;
    const answer = await legacy.call('POST', '/api/save-view', { body: { id: target.id } });
    expect(answer.body).toEqual({ status: 200, message: 'Save view success', view: target.view + 1 });
    const stored = legacy.app.db
      .prepare('SELECT COUNT(*) AS n, MAX(viewed_at) AS last FROM portfolio_views WHERE portfolio_id = ?')
      .get(target.id) as { n: number; last: string };
    expect(stored.n).toBe(target.view + 1);
    expect(stored.last >= daysAgo(0.01)).toBe(true);
    expect((await legacy.call('POST', '/api/save-view', { body: { id: 99999999 } })).status).toBe(404);
  });

  it('new portfolios are the approved ones published in the last 7 days, newest first', async () => {
    const data = (await legacy.call('GET', '/api/get-new-portfolio')).body.data as Listed[];
    expect(data.length).toBeGreaterThan(0);
    for (const portfolio of data) {
      expect(portfolio.is_approve).toBe(1);
      expect(portfolio.approved_at >= daysAgo(7)).toBe(true);
    }
    const dates = data.map((p) => p.approved_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('most viewed counts only the views of the last 30 days', async () => {
    const data = (await legacy.call('GET', '/api/get-most-view-portfolio')).body.data as Listed[];
    expect(data.length).toBeGreaterThan(0);
    const recent = legacy.app.db
      .prepare(
        `SELECT v.portfolio_id, COUNT(*) AS n FROM portfolio_views v JOIN portfolios p ON p.id = v.portfolio_id
         WHERE p.is_approve = 1 AND v.viewed_at >= ? GROUP BY v.portfolio_id ORDER BY n DESC, v.portfolio_id LIMIT 1`,
      )
      .get(daysAgo(30)) as { portfolio_id: number; n: number };
    expect(data[0]).toMatchObject({ id: recent.portfolio_id, view_last_30_days: recent.n });
    const counts = data.map((p) => p.view_last_30_days as number);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('keeps the 30-day count exact at its edges while reading a daily rollup kept by every view written', async () => {
    const db = legacy.app.db;
    const [first, second] = (
      db.prepare('SELECT id FROM portfolios WHERE is_approve = 1 ORDER BY id LIMIT 2').all() as {
        id: number;
      }[]
    ).map((row) => row.id) as [number, number];
    // Just inside and just outside the window, on its first (partial) day, and a flood of fresh views.
    const insert = db.prepare('INSERT INTO portfolio_views (portfolio_id, viewed_at) VALUES (?, ?)');
    db.transaction(() => {
      for (let i = 0; i < 400; i += 1) insert.run(second, daysAgo(29.99));
      for (let i = 0; i < 500; i += 1) insert.run(first, daysAgo(30.01));
      for (let i = 0; i < 450; i += 1) insert.run(first, daysAgo(1));
    })();
    for (let i = 0; i < 3; i += 1) await legacy.call('POST', '/api/save-view', { body: { id: second } });
    const raw = (id: number) =>
      (
        db
          .prepare('SELECT COUNT(*) AS n FROM portfolio_views WHERE portfolio_id = ? AND viewed_at >= ?')
          .get(id, daysAgo(30)) as { n: number }
      ).n;
    const data = (await legacy.call('GET', '/api/get-most-view-portfolio')).body.data as Listed[];
    const shown = new Map(data.map((portfolio) => [portfolio.id, portfolio.view_last_30_days]));
    expect(shown.get(first)).toBe(raw(first));
    expect(shown.get(second)).toBe(raw(second));
    // The rollup holds one row per portfolio and day, equal to the views of that day.
    const mismatches = db
      .prepare(
        `SELECT COUNT(*) AS n FROM (SELECT portfolio_id, substr(viewed_at, 1, 10) AS day, COUNT(*) AS views
           FROM portfolio_views GROUP BY 1, 2) raw
         LEFT JOIN portfolio_daily_views rollup USING (portfolio_id, day)
         WHERE rollup.views IS NOT raw.views`,
      )
      .get() as { n: number };
    expect(mismatches.n).toBe(0);
  });

  it('highlights at most 6 approved portfolios', async () => {
    const data = (await legacy.call('GET', '/api/get-portfolio-hightlight')).body.data as Listed[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(6);
    for (const portfolio of data) expect(portfolio.is_approve).toBe(1);
  });

  it('top rank holds the 50 most viewed, descending by default and ascending on request', async () => {
    const desc = await legacy.call('GET', '/api/get-toprank', { query: { page: 1 } });
    expect(desc.body).toMatchObject({
      status: 200,
      sort: 'desc',
      current_page: 1,
      last_page: 1,
      total: 50,
      per_page: 50,
    });
    const views = (desc.body.data as Listed[]).map((p) => p.view);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    expect((desc.body.data as Listed[]).map((p) => p.rank)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    const maxApproved = legacy.app.db
      .prepare('SELECT MAX(view_count) AS m FROM portfolios WHERE is_approve = 1')
      .get() as { m: number };
    expect(views[0]).toBe(maxApproved.m);

    const asc = await legacy.call('GET', '/api/get-toprank', { query: { page: 1, sort: 'asc' } });
    expect((asc.body.data as Listed[]).map((p) => p.id)).toEqual(
      (desc.body.data as Listed[]).map((p) => p.id).reverse(),
    );
    expect((await legacy.call('GET', '/api/get-toprank', { query: { sort: 'sideways' } })).status).toBe(422);
    expect((await legacy.call('GET', '/api/get-toprank', { query: { page: 2 } })).body.data).toEqual([]);
  });

  it('featured designers are those with the most approved portfolios, with profile and works', async () => {
    const data = (await legacy.call('GET', '/api/get-most-design-portfolio')).body.data;
    expect(data.length).toBeGreaterThan(4);
    const amounts = data.map((d: { portfolio_amount: number }) => d.portfolio_amount);
    expect([...amounts].sort((a: number, b: number) => b - a)).toEqual(amounts);
    expect(data[0]).toMatchObject({
      member_id: expect.any(Number),
      profile: {
        picture_url: expect.any(String),
        firstname_th: expect.any(String),
        lastname_th: expect.any(String),
      },
    });
    expect(data[0].works[0]).toHaveProperty('position');
  });
});
