import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGNER_PASSWORD } from '../../legacy/src/seed/demo-data';
import { setStaffRole } from '../../legacy/src/staff/roles';
import { startStack, type Stack } from './bff-harness';
import { designerWithWork, renamed, signIn, UPDATE_PROFILE } from './designer-accounts';
import { startRedis, type RedisHarness } from './redis-harness';

const DETAIL = `query Detail($id: ID!) {
  portfolio(id: $id) { id title viewCount designer { id firstName { th } } }
}`;
const DESIGNER = `query Designer($id: ID!) { designer(id: $id) { id firstName { th en } } }`;
const HOME = `query Home { highlightedPortfolios { id title } newPortfolios { id title } }`;

function legacyCallsTo(stack: Stack, path: string): number {
  return stack.calls.filter((call) => call.path.startsWith(path)).length;
}

async function getGraphQL(
  stack: Stack,
  query: string,
  variables: object,
  headers: Record<string, string> = {},
) {
  const url = new URL('/graphql', stack.bff.url);
  url.searchParams.set('query', query);
  url.searchParams.set('variables', JSON.stringify(variables));
  return fetch(url, { headers: { 'apollo-require-preflight': 'true', ...headers } });
}

describe('the shared response cache (in memory)', () => {
  let stack: Stack;
  let portfolioId: string;

  beforeAll(async () => {
    stack = await startStack();
    const row = stack.legacy.app.db
      .prepare('SELECT id FROM portfolios WHERE is_approve = 1 ORDER BY id LIMIT 1')
      .get() as { id: number };
    portfolioId = String(row.id);
  });
  afterAll(() => stack.stop());

  it('answers the second visitor from the cache, with public HTTP caching headers and no legacy call', async () => {
    const first = await stack.browser().graphql(HOME);
    expect(first.errors).toBeUndefined();
    expect(first.headers.get('x-response-cache')).toBe('miss');
    const callsAfterFirst = stack.calls.length;

    const second = await stack.browser().graphql(HOME);
    expect(second.headers.get('x-response-cache')).toBe('hit');
    expect(second.data).toEqual(first.data);
    expect(stack.calls.length).toBe(callsAfterFirst);
    expect(second.headers.get('cache-control')).toMatch(/^public, max-age=10, s-maxage=(60|59|58)$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('vary')).toMatch(/^Cookie, Authorization/);
  });

  it('shares the lists every visitor reads: categories, a category’s page, search, collections', async () => {
    for (const query of [
      '{ categories { id } portfolios(categoryId: "1", page: 1) { items { id } pageInfo { total } } }',
      '{ searchPortfolios(keyword: "ผ้า") { items { id title } } }',
      '{ collections { items { id } } }',
    ]) {
      const answer = await stack.browser().graphql(query);
      expect(answer.errors, query).toBeUndefined();
      expect(answer.headers.get('cache-control'), query).toMatch(/^public, max-age=\d+/);
    }
  });

  it('answers 304 to a GET that already holds the answer', async () => {
    const first = await getGraphQL(stack, DETAIL, { id: portfolioId });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await getGraphQL(stack, DETAIL, { id: portfolioId }, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('keeps anything that depends on the viewer out of every shared cache', async () => {
    const anonymous = await stack.browser().graphql('{ viewer { id } categories { id } }');
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    expect(anonymous.headers.get('x-response-cache')).toBe('miss');
    expect(
      (await stack.browser().graphql('{ viewer { id } categories { id } }')).headers.get('x-response-cache'),
    ).toBe('miss');

    const { member } = await designerWithWork(stack, 1);
    const asMember = await member.graphql(HOME);
    expect(asMember.headers.get('x-response-cache')).toBe('pass');
    expect(asMember.headers.get('cache-control')).toBe('private, no-store');
  });

  it('shows a member their own edit on the next load, and visitors at once: the write drops the cached answers', async () => {
    const { member, profile, portfolioId: ownId, memberId } = await designerWithWork(stack, 2);
    const visitor = stack.browser();
    await visitor.graphql(DESIGNER, { id: memberId });
    expect((await visitor.graphql(DESIGNER, { id: memberId })).headers.get('x-response-cache')).toBe('hit');
    await visitor.graphql(DETAIL, { id: ownId });

    const saved = await member.graphql(UPDATE_PROFILE, {
      id: profile.id,
      input: renamed(profile, 'มาลีใหม่', 'Malee-new'),
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateProfile.errors).toEqual([]);

    const mine = await member.graphql(DESIGNER, { id: memberId });
    expect(mine.data.designer.firstName.th).toBe('มาลีใหม่');
    const seen = await visitor.graphql(DESIGNER, { id: memberId });
    expect(seen.headers.get('x-response-cache')).toBe('miss');
    expect(seen.data.designer.firstName).toEqual({ th: 'มาลีใหม่', en: 'Malee-new' });
    // The portfolio's answer showed the designer too: it was dropped with them.
    const detail = await visitor.graphql(DETAIL, { id: ownId });
    expect(detail.headers.get('x-response-cache')).toBe('miss');
    expect(detail.data.portfolio.designer.firstName.th).toBe('มาลีใหม่');
  });

  it('counts a view into the next visitor’s answer at once', async () => {
    const before = await stack.browser().graphql(DETAIL, { id: portfolioId });
    const recorded = await stack
      .browser()
      .graphql('mutation ($id: ID!) { recordPortfolioView(id: $id) { counted viewCount } }', {
        id: portfolioId,
      });
    expect(recorded.data.recordPortfolioView.counted).toBe(true);
    const after = await stack.browser().graphql(DETAIL, { id: portfolioId });
    expect(after.headers.get('x-response-cache')).toBe('miss');
    expect(after.data.portfolio.viewCount).toBe(before.data.portfolio.viewCount + 1);
  });

  it('drops the rankings that show a portfolio when it gets a view', async () => {
    const TOP = '{ topRank { entries(first: 50) { rank portfolio { id viewCount } } } }';
    const ranked = (await stack.browser().graphql(TOP)).data.topRank.entries as {
      portfolio: { id: string; viewCount: number };
    }[];
    const shown = ranked.at(-1)!.portfolio;
    expect((await stack.browser().graphql(TOP)).headers.get('x-response-cache')).toBe('hit');
    await stack
      .browser()
      .graphql('mutation ($id: ID!) { recordPortfolioView(id: $id) { counted } }', { id: shown.id });
    const after = await stack.browser().graphql(TOP);
    expect(after.headers.get('x-response-cache')).toBe('miss');
    const entry = (after.data.topRank.entries as { portfolio: { id: string; viewCount: number } }[]).find(
      (each) => each.portfolio.id === shown.id,
    );
    expect(entry?.portfolio.viewCount).toBe(shown.viewCount + 1);
  });

  it('shows a portfolio to every visitor at once when it is approved, though its "not found" was cached', async () => {
    const db = stack.legacy.app.db;
    const pending = db
      .prepare(
        `SELECT p.id, p.member_id, p.project_title FROM portfolios p
         WHERE p.is_approve = 2 AND p.revision_of IS NULL ORDER BY p.id LIMIT 1`,
      )
      .get() as { id: number; member_id: number; project_title: string };
    const id = String(pending.id);
    const PORTFOLIO = 'query ($id: ID!) { portfolio(id: $id) { id title } }';
    const COUNT = 'query ($id: ID!) { designer(id: $id) { id portfolioCount } }';
    const memberId = { id: String(pending.member_id) };
    expect((await stack.browser().graphql(PORTFOLIO, { id })).data.portfolio).toBeNull();
    const cached = await stack.browser().graphql(PORTFOLIO, { id });
    expect(cached.headers.get('x-response-cache')).toBe('hit');
    expect(cached.data.portfolio).toBeNull();
    const count = (await stack.browser().graphql(COUNT, memberId)).data.designer.portfolioCount as number;

    // A member of staff who is not the designer approves it through the BFF.
    const staffId = (
      db
        .prepare('SELECT id FROM members WHERE email LIKE ? AND id <> ? ORDER BY id LIMIT 1')
        .get('designer%@portfolio.example', pending.member_id) as { id: number }
    ).id;
    setStaffRole(db, staffId, 'moderator');
    const moderator = stack.browser();
    const email = (db.prepare('SELECT email FROM members WHERE id = ?').get(staffId) as { email: string })
      .email;
    await moderator.signIn(email, DESIGNER_PASSWORD);
    const decided = await moderator.graphql(
      `mutation ($input: DecidePortfoliosInput!) { decidePortfolios(input: $input) { results { decided } } }`,
      { input: { portfolioIds: [id], decision: 'APPROVE' } },
    );
    expect(decided.data.decidePortfolios.results).toEqual([{ decided: true }]);

    const after = await stack.browser().graphql(PORTFOLIO, { id });
    expect(after.headers.get('x-response-cache')).toBe('miss');
    expect(after.data.portfolio).toEqual({ id, title: pending.project_title });
    // The designer's answers count it too.
    expect((await stack.browser().graphql(COUNT, memberId)).data.designer.portfolioCount).toBe(count + 1);
  });

  it('reuses an answer for the same document and variables only', async () => {
    const other = stack.legacy.app.db
      .prepare('SELECT id FROM portfolios WHERE is_approve = 1 AND id <> ? ORDER BY id LIMIT 1')
      .get(Number(portfolioId)) as { id: number };
    const a = await stack.browser().graphql(DETAIL, { id: portfolioId });
    const b = await stack.browser().graphql(DETAIL, { id: String(other.id) });
    expect(b.headers.get('x-response-cache')).toBe('miss');
    expect(b.data.portfolio.id).not.toBe(a.data.portfolio.id);
    expect(legacyCallsTo(stack, `api/portfolio/${other.id}`)).toBeGreaterThan(0);
  });
});

describe('an answer changed outside the BFF', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ config: { responseCacheMaxAgeSeconds: 1 } });
  });
  afterAll(() => stack.stop());

  it('reaches visitors within the stated max-age', async () => {
    const row = stack.legacy.app.db
      .prepare('SELECT id, project_title FROM portfolios WHERE is_approve = 1 ORDER BY id LIMIT 1')
      .get() as { id: number; project_title: string };
    const id = String(row.id);
    const first = await stack.browser().graphql(DETAIL, { id });
    expect(first.headers.get('cache-control')).toBe('public, max-age=1, s-maxage=1');
    stack.legacy.app.db
      .prepare('UPDATE portfolios SET project_title = ? WHERE id = ?')
      .run('แก้โดยผู้ดูแล', row.id);
    expect((await stack.browser().graphql(DETAIL, { id })).data.portfolio.title).toBe(row.project_title);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await stack.browser().graphql(DETAIL, { id })).data.portfolio.title).toBe('แก้โดยผู้ดูแล');
  });
});

describe('two BFF processes sharing one Redis', () => {
  let redis: RedisHarness;
  let first: Stack;
  let second: Stack;

  beforeAll(async () => {
    redis = await startRedis();
    first = await startStack({ config: { redisUrl: redis.url } });
    second = await startStack({ config: { redisUrl: redis.url }, legacyUrl: first.legacy.url });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await redis?.stop();
  });

  it('share the answers one of them stored, and a write through either drops them for both', async () => {
    const { member, profile, memberId } = await designerWithWork(first, 3);
    expect((await first.browser().graphql(DESIGNER, { id: memberId })).headers.get('x-response-cache')).toBe(
      'miss',
    );
    const callsOfSecond = second.calls.length;
    const shared = await second.browser().graphql(DESIGNER, { id: memberId });
    expect(shared.headers.get('x-response-cache')).toBe('hit');
    expect(second.calls.length).toBe(callsOfSecond);

    // The member's session is the legacy API's: the same cookie works on the other process.
    const onSecond = second.browser();
    await signIn(onSecond, 3);
    const saved = await onSecond.graphql(UPDATE_PROFILE, {
      id: profile.id,
      input: renamed(profile, 'ชื่อใหม่', 'New-name'),
    });
    expect(saved.data.updateProfile.errors).toEqual([]);
    const seen = await first.browser().graphql(DESIGNER, { id: memberId });
    expect(seen.headers.get('x-response-cache')).toBe('miss');
    expect(seen.data.designer.firstName.th).toBe('ชื่อใหม่');
    expect((await member.graphql(DESIGNER, { id: memberId })).data.designer.firstName.th).toBe('ชื่อใหม่');
  });

  it('show a member their edit on the next load, and drop the answers visitors were given', async () => {
    const { member, portfolioId } = await designerWithWork(first, 4);
    const EDITABLE = `query ($id: ID!) { portfolio(id: $id) { id title brief detailHtml
      category { id } subcategory { id } } }`;
    const current = (await member.graphql(EDITABLE, { id: portfolioId })).data.portfolio;
    expect((await first.browser().graphql(DETAIL, { id: portfolioId })).headers.get('x-response-cache')).toBe(
      'miss',
    );
    expect(
      (await second.browser().graphql(DETAIL, { id: portfolioId })).headers.get('x-response-cache'),
    ).toBe('hit');

    const onSecond = second.browser();
    await signIn(onSecond, 4);
    const saved = await onSecond.graphql(
      `mutation ($id: ID!, $input: PortfolioInput!) {
         updatePortfolio(id: $id, input: $input) { portfolio { title } errors { message } } }`,
      {
        id: portfolioId,
        input: {
          categoryId: current.category.id,
          subcategoryId: current.subcategory.id,
          title: `${current.title} (แก้ไข)`,
          brief: current.brief,
          detailHtml: current.detailHtml,
        },
      },
    );
    expect(saved.data.updatePortfolio.errors).toEqual([]);

    // The member, on the other process, sees the edit at once: waiting as the portfolio's revision (decision 022).
    const mine = await member.graphql(
      `query ($id: ID!) { portfolio(id: $id) { title revision { title approvalStatus } } }`,
      { id: portfolioId },
    );
    expect(mine.headers.get('x-response-cache')).toBe('pass');
    expect(mine.data.portfolio).toEqual({
      title: current.title,
      revision: { title: `${current.title} (แก้ไข)`, approvalStatus: 'PENDING' },
    });
    // Visitors' shared answer was dropped; they keep seeing the published version until the edit is approved.
    const seen = await first.browser().graphql(DETAIL, { id: portfolioId });
    expect(seen.headers.get('x-response-cache')).toBe('miss');
    expect(seen.data.portfolio.title).toBe(current.title);
  });
});
