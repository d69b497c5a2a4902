import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR, DESIGNER_PASSWORD } from '../../legacy/src/seed/demo-data';
import { setStaffRole } from '../../legacy/src/staff/roles';
import { bangkokDay } from '../../bff/src/limits/bangkok-day';
import { startStack, type Browser, type Stack } from './bff-harness';

const ROOT = path.resolve(import.meta.dirname, '../..');

const RECORD = `mutation ($id: ID!, $source: ViewSourceInput) {
  recordPortfolioView(id: $id, source: $source) { counted errors { field message } } }`;
const MINE = `query ($from: Date!, $to: Date!, $portfolioId: ID) { viewer { insights(from: $from, to: $to, portfolioId: $portfolioId) {
  from to portfolioId days { day views appreciations enquiries followers }
  totals { views followers } sources { kind source shared views } portfolios { portfolioId title views } } } }`;
const SITE = `query ($from: Date!, $to: Date!) { siteInsights(from: $from, to: $to) {
  days { day views sharedViews } sources { kind source shared views } review { decided medianHours }
  topPortfoliosByViews { count portfolio { id title } } topSearches { keyword searches found }
  unansweredSearches { keyword searches found } } }`;

const DAY_MS = 86_400_000;
/** The Bangkok day `daysAgo` days before today. */
const bangkokDayAgo = (daysAgo = 0) => bangkokDay(new Date(Date.now() - daysAgo * DAY_MS)).day;

/**
 * Insights through the GraphQL schema (issue 30): views recorded with their sources and read back per day and per
 * source by their designer alone; the operators' figures; searches counted by keyword, whatever answers them.
 */
describe('insights through the GraphQL schema', () => {
  let stack: Stack;
  let designer: Browser;
  let otherDesigner: Browser;
  let operator: Browser;
  let moderator: Browser;
  let portfolioId: number;
  let othersPortfolioId: number;

  const memberIdOf = (email: string) =>
    (stack.legacy.app.db.prepare('SELECT id FROM members WHERE email = ?').get(email) as { id: number }).id;
  const firstPublicOf = (memberId: number) =>
    (
      stack.legacy.app.db
        .prepare('SELECT id FROM portfolios WHERE member_id = ? AND is_approve = 1 ORDER BY id LIMIT 1')
        .get(memberId) as { id: number }
    ).id;

  beforeAll(async () => {
    // Searches are handed to the legacy API every second here (the site's default is 10 s).
    stack = await startStack({
      config: { webDistDir: path.join(ROOT, 'web/dist'), searchLogSeconds: 1, trustProxy: true },
    });
    [designer, otherDesigner, operator, moderator] = [
      stack.browser(),
      stack.browser(),
      stack.browser(),
      stack.browser(),
    ];
    await designer.signIn('designer03@portfolio.example', DESIGNER_PASSWORD);
    await otherDesigner.signIn('designer04@portfolio.example', DESIGNER_PASSWORD);
    await operator.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    setStaffRole(stack.legacy.app.db, memberIdOf('designer06@portfolio.example'), 'moderator');
    await moderator.signIn('designer06@portfolio.example', DESIGNER_PASSWORD);
    portfolioId = firstPublicOf(memberIdOf('designer03@portfolio.example'));
    othersPortfolioId = firstPublicOf(memberIdOf('designer04@portfolio.example'));
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('records where each view came from, and gives the designer their work’s views per day and per source', async () => {
    const range = { from: bangkokDayAgo(6), to: bangkokDayAgo(0), portfolioId: String(portfolioId) };
    const before = await designer.graphql(MINE, range);
    const sourcesBefore = before.data.viewer.insights.sources as {
      source: string;
      shared: boolean;
      views: number;
    }[];
    const viewsOf = (sources: typeof sourcesBefore, source: string, shared: boolean) =>
      sources.find((each) => each.source === source && each.shared === shared)?.views ?? 0;

    // Four readers (each a browser of its own: a reader counts once a day): from search, from a shared link
    // on Facebook (the host as the browser saw it), typed, and from the home page.
    const arrivals = [{ page: 'SEARCH' }, { referrer: 'l.facebook.com', shared: true }, {}, { page: 'HOME' }];
    for (const source of arrivals) {
      const answer = await stack.browser().graphql(RECORD, { id: portfolioId, source });
      expect(answer.data.recordPortfolioView).toEqual({ counted: true, errors: [] });
    }
    // An address instead of a host is refused, and nothing is counted.
    const refused = await stack.browser().graphql(RECORD, {
      id: portfolioId,
      source: { referrer: 'https://www.facebook.com/some/post?fbclid=1' },
    });
    expect(refused.data.recordPortfolioView).toEqual({
      counted: false,
      errors: [{ field: 'source', message: 'The referrer must be a host name only (e.g. facebook.com).' }],
    });

    const after = await designer.graphql(MINE, range);
    expect(after.headers.get('cache-control')).toBe('private, no-store');
    const insights = after.data.viewer.insights;
    expect(insights.portfolioId).toBe(String(portfolioId));
    expect(insights.days).toHaveLength(7);
    expect(insights.days.at(-1).day).toBe(bangkokDayAgo(0));
    expect(insights.days.at(-1).followers).toBeNull();
    const sources = insights.sources as typeof sourcesBefore;
    expect(viewsOf(sources, 'search', false) - viewsOf(sourcesBefore, 'search', false)).toBe(1);
    expect(viewsOf(sources, 'facebook.com', true) - viewsOf(sourcesBefore, 'facebook.com', true)).toBe(1);
    expect(viewsOf(sources, 'direct', false) - viewsOf(sourcesBefore, 'direct', false)).toBe(1);
    expect(viewsOf(sources, 'home', false) - viewsOf(sourcesBefore, 'home', false)).toBe(1);
    expect(insights.days.at(-1).views - before.data.viewer.insights.days.at(-1).views).toBe(4);
    expect(insights.totals.views - before.data.viewer.insights.totals.views).toBe(4);
  });

  it('never lets a designer read another’s work, nor a moderator the operators’ figures, and checks the range first', async () => {
    const range = { from: bangkokDayAgo(29), to: bangkokDayAgo(0) };
    const others = await designer.graphql(MINE, { ...range, portfolioId: String(othersPortfolioId) });
    expect(others.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Their own answer covers their own work only.
    const mine = await designer.graphql(MINE, range);
    const ownIds = (mine.data.viewer.insights.portfolios as { portfolioId: string }[]).map((p) =>
      Number(p.portfolioId),
    );
    expect(ownIds).toContain(portfolioId);
    expect(ownIds).not.toContain(othersPortfolioId);

    expect((await moderator.graphql(SITE, range)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await stack.browser().graphql(SITE, range)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const site = await operator.graphql(SITE, range);
    expect(site.errors).toBeUndefined();
    expect(site.headers.get('cache-control')).toBe('private, no-store');
    expect(site.data.siteInsights.days).toHaveLength(30);

    stack.calls.length = 0;
    const future = await operator.graphql(SITE, { from: bangkokDayAgo(0), to: bangkokDayAgo(-1) });
    expect(future.errors?.[0]).toMatchObject({
      message: 'The range must not end after today (Bangkok time).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const tooLong = await designer.graphql(MINE, { from: bangkokDayAgo(400), to: bangkokDayAgo(0) });
    expect(tooLong.errors?.[0]?.message).toBe('The range may cover at most 366 days.');
    const backwards = await designer.graphql(MINE, { from: bangkokDayAgo(0), to: bangkokDayAgo(3) });
    expect(backwards.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const notADay = await designer.graphql(MINE, { from: '2026-02-30', to: bangkokDayAgo(0) });
    expect(notADay.errors?.[0]?.message).toMatch(/Date must be YYYY-MM-DD/);
    expect(stack.calls.filter((call) => call.path.includes('insights'))).toEqual([]);
  });

  it('counts each reader’s search of the search page once by its keyword, from a rendered page, the page cache and the API alike', async () => {
    const keyword = 'เซรามิก';
    const count = () =>
      (
        stack.legacy.app.db
          .prepare('SELECT COALESCE(SUM(searches), 0) AS n FROM search_daily_keywords WHERE keyword = ?')
          .get(keyword) as { n: number }
      ).n;
    const before = count();
    // Each reader is a client of their own (TRUST_PROXY: the address the proxy says).
    const from = (client: number) => ({ 'x-forwarded-for': `198.51.100.${client}` });
    const address = `${stack.bff.url}/search?keyword=${encodeURIComponent(keyword)}`;
    const first = await fetch(address, { headers: { accept: 'text/html', ...from(1) } });
    expect(first.headers.get('x-page-cache')).toBe('miss');
    await first.text();
    // The same reader again (a reload) counts no more; another reader served the kept page counts.
    for (const client of [1, 2]) {
      const again = await fetch(address, { headers: { accept: 'text/html', ...from(client) } });
      expect(again.headers.get('x-page-cache')).toBe('hit');
      await again.text();
    }
    // The search page's field, asked by any operation; page 2 is the same search, not a new one.
    const search = `query ($keyword: String!, $page: Int!) {
      portfolioSearch(keyword: $keyword, page: $page) { portfolios { pageInfo { total } } } }`;
    await stack.browser().graphql(search, { keyword, page: 1 }, from(3));
    await stack.browser().graphql(search, { keyword, page: 2 }, from(4));
    // Narrowing a search down or sorting it is not searching again.
    const narrowed = `query ($keyword: String!, $page: Int!, $filter: PortfolioSearchFilter, $sort: PortfolioSearchSort) {
      portfolioSearch(keyword: $keyword, page: $page, filter: $filter, sort: $sort) { portfolios { pageInfo { total } } } }`;
    await stack.browser().graphql(narrowed, { keyword, page: 1, filter: { year: 2026 } }, from(5));
    await stack.browser().graphql(narrowed, { keyword, page: 1, sort: 'NEWEST' }, from(5));
    // The header's suggestions are typed letter by letter: not searches.
    const suggestions = `query SearchSuggestionsQuery($keyword: String!) { searchPortfolios(keyword: $keyword, page: 1) { pageInfo { total } } }`;
    await stack.browser().graphql(suggestions, { keyword }, from(6));
    // An operation named as the site's search page is not a search when it asks no search (issue 42).
    const namedOnly = `query SearchRouteQuery($keyword: String!) { searchTags(keyword: $keyword, first: 1) { id } }`;
    await stack.browser().graphql(namedOnly, { keyword }, from(7));
    await expect.poll(count, { timeout: 5000, interval: 200 }).toBe(before + 3);

    const site = await operator.graphql(SITE, { from: bangkokDayAgo(6), to: bangkokDayAgo(0) });
    const top = site.data.siteInsights.topSearches as { keyword: string; searches: number; found: number }[];
    const logged = top.find((entry) => entry.keyword === keyword);
    expect(logged?.searches).toBeGreaterThanOrEqual(3);
    expect(logged?.found).toBeGreaterThan(0);
  });
});
