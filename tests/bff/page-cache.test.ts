import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_OPERATOR, DESIGNER_PASSWORD } from '../../legacy/src/seed/demo-data';
import { setStaffRole } from '../../legacy/src/staff/roles';
import { SITE_BUILD, sitePage, startStack, type Stack } from './bff-harness';
import { startRedis, type RedisHarness } from './redis-harness';
import { discoverSitePages } from '../bench/site-workload';
import { designerWithWork, renamed, UPDATE_PROFILE } from './designer-accounts';

/** Pages rendered so far (every outcome), from the BFF's metrics. */
async function renders(stack: Stack): Promise<number> {
  const text = await (await fetch(`${stack.bff.url}/metrics`)).text();
  return [...text.matchAll(/^bff_page_render_duration_seconds_count\{[^}]*\} (\d+)$/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}

/** Pages rendered so far and the render passes they took together, from the BFF's metrics. */
async function passes(stack: Stack): Promise<{ pages: number; renders: number }> {
  const text = await (await fetch(`${stack.bff.url}/metrics`)).text();
  const value = (name: string) =>
    Number(new RegExp(`^bff_page_render_passes_${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { pages: value('count'), renders: value('sum') };
}

describe('the shared page cache of anonymous pages', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ config: { webDistDir: SITE_BUILD } });
  });
  afterAll(() => stack.stop());

  it('renders a visitor’s page once and serves it to the next visitors, with an ETag and CDN-friendly headers', async () => {
    const first = await sitePage(stack, '/toprank');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(first.headers.get('cache-control')).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    const rendered = await renders(stack);
    const second = await sitePage(stack, '/toprank?utm_source=line');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.html).toBe(first.html);
    expect(await renders(stack)).toBe(rendered);
    const etag = second.headers.get('etag')!;
    expect(etag).toBe(first.headers.get('etag'));
    const revalidated = await sitePage(stack, '/toprank', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    // Each language is a page of its own.
    const english = await sitePage(stack, '/toprank', { cookie: 'portfolio_locale=en' });
    expect(english.headers.get('x-page-cache')).toBe('miss');
    expect(english.html).toContain('<html lang="en"');
    // The header's "who is signed in" (null without a session) does not keep a page from being shared: the landing
    // page asks it too.
    await sitePage(stack, '/');
    expect((await sitePage(stack, '/')).headers.get('x-page-cache')).toBe('hit');
  });

  it('renders each page of the mix once: the queries its screen declares are answered before the render', async () => {
    const before = await passes(stack);
    const pages = await discoverSitePages(stack.bff.url);
    for (const { path: address } of pages) {
      const answer = await sitePage(stack, address, { cookie: 'portfolio_locale=en' });
      expect(answer.status, address).toBe(200);
    }
    const after = await passes(stack);
    // A page another test already asked in English is served from the cache, not rendered.
    const rendered = after.pages - before.pages;
    expect(rendered).toBeGreaterThan(pages.length / 2);
    expect(after.renders - before.renders).toBe(rendered);
  });

  it('never stores or serves a page to a signed-in member', async () => {
    const member = stack.browser();
    await member.signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const cookie = member.cookieHeader();
    const asMember = await sitePage(stack, '/creator', { cookie });
    expect(asMember.headers.get('x-page-cache')).toBe('pass');
    expect(asMember.headers.get('cache-control')).toBe('private, no-store');
    // The member's render filled nothing: the next visitor's is rendered for them.
    const visitor = await sitePage(stack, '/creator');
    expect(visitor.headers.get('x-page-cache')).toBe('miss');
    expect(visitor.html).not.toContain(DEMO_MEMBER.email);
    expect((await sitePage(stack, '/creator')).headers.get('x-page-cache')).toBe('hit');
    // A member never gets the shared page either.
    const again = await sitePage(stack, '/creator', { cookie });
    expect(again.headers.get('x-page-cache')).toBe('pass');
  });

  it('renders a page asked for by many visitors at once only once', async () => {
    const before = await renders(stack);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sitePage(stack, '/all-portfolio-by-category')),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.html)).size).toBe(1);
    expect(await renders(stack)).toBe(before + 1);
  });
});

describe('pages shared by two BFF processes on one Redis', () => {
  let redis: RedisHarness;
  let first: Stack;
  let second: Stack;

  beforeAll(async () => {
    redis = await startRedis();
    const config = { redisUrl: redis.url, webDistDir: SITE_BUILD };
    first = await startStack({ config });
    second = await startStack({ config, legacyUrl: first.legacy.url });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await redis?.stop();
  });

  it('render a page asked for by 50 visitors at once, across both, only once', async () => {
    const before = (await renders(first)) + (await renders(second));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => sitePage(index % 2 === 0 ? first : second, '/creator')),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.html)).size).toBe(1);
    expect((await renders(first)) + (await renders(second))).toBe(before + 1);
  });

  it('serve the page one of them rendered, and drop it in both when an operator changes the highlights', async () => {
    expect((await sitePage(first, '/homepage')).headers.get('x-page-cache')).toBe('miss');
    const rendered = await renders(second);
    const shared = await sitePage(second, '/homepage');
    expect(shared.headers.get('x-page-cache')).toBe('hit');
    expect(await renders(second)).toBe(rendered);

    const operator = second.browser();
    await operator.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const firstHighlight = () =>
      /"highlightedPortfolios":\[\{"__ref":"Portfolio:(\d+)"/.exec(shared.html)?.[1];
    const before = firstHighlight();
    expect(before).toBeDefined();
    const newest = first.legacy.app.db
      .prepare(
        `SELECT id FROM portfolios WHERE is_approve = 1 AND revision_of IS NULL AND id <> ? ORDER BY id DESC LIMIT 1`,
      )
      .get(Number(before)) as { id: number };
    const saved = await operator.graphql(
      'mutation ($ids: [ID!]!) { setHighlights(portfolioIds: $ids) { errors { message } portfolios { id } } }',
      { ids: [String(newest.id)] },
    );
    expect(saved.data.setHighlights.errors).toEqual([]);
    // Dropped for both: the first renders it anew, the second is served that new page.
    const renderedAgain = await sitePage(first, '/homepage');
    expect(renderedAgain.headers.get('x-page-cache')).toBe('miss');
    expect(renderedAgain.html).toContain(`"highlightedPortfolios":[{"__ref":"Portfolio:${newest.id}"}]`);
    expect((await sitePage(second, '/homepage')).html).toBe(renderedAgain.html);
  });

  it('drop a pending portfolio’s "not found" page in both at once when a moderator approves it', async () => {
    const db = first.legacy.app.db;
    const pending = db
      .prepare(
        `SELECT id, member_id, project_title FROM portfolios
         WHERE is_approve = 2 AND revision_of IS NULL ORDER BY id LIMIT 1`,
      )
      .get() as { id: number; member_id: number; project_title: string };
    const address = `/detail-portfolio?id=${pending.id}`;
    expect((await sitePage(first, address)).status).toBe(404);
    const cached = await sitePage(second, address);
    expect(cached.status).toBe(404);
    expect(cached.headers.get('x-page-cache')).toBe('hit');

    const staff = db
      .prepare('SELECT id, email FROM members WHERE email LIKE ? AND id <> ? ORDER BY id LIMIT 1')
      .get('designer%@portfolio.example', pending.member_id) as { id: number; email: string };
    setStaffRole(db, staff.id, 'moderator');
    const moderator = first.browser();
    await moderator.signIn(staff.email, DESIGNER_PASSWORD);
    const decided = await moderator.graphql(
      'mutation ($input: DecidePortfoliosInput!) { decidePortfolios(input: $input) { results { decided } } }',
      { input: { portfolioIds: [String(pending.id)], decision: 'APPROVE' } },
    );
    expect(decided.data.decidePortfolios.results).toEqual([{ decided: true }]);

    // The second process, which only served the stored 404, renders the approved portfolio at once.
    const after = await sitePage(second, address);
    expect(after.status).toBe(200);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(after.html).toContain(pending.project_title);
    expect((await sitePage(first, address)).html).toBe(after.html);
  });

  it('show a designer’s new name at once on their cached pages, in both', async () => {
    const { member, profile, memberId, portfolioId } = await designerWithWork(first, 5);
    const addresses = [
      `/all-portfolio-by-design?member_id=${memberId}`,
      `/detail-portfolio?id=${portfolioId}`,
    ];
    for (const address of addresses) {
      await sitePage(first, address);
      expect((await sitePage(second, address)).headers.get('x-page-cache'), address).toBe('hit');
    }
    const saved = await member.graphql(UPDATE_PROFILE, {
      id: profile.id,
      input: renamed(profile, 'ชื่อที่แก้แล้ว', 'Renamed'),
    });
    expect(saved.data.updateProfile.errors).toEqual([]);
    for (const address of addresses) {
      const fromSecond = await sitePage(second, address);
      expect(fromSecond.headers.get('x-page-cache'), address).toBe('miss');
      expect(fromSecond.html, address).toContain('ชื่อที่แก้แล้ว');
      const fromFirst = await sitePage(first, address);
      expect(fromFirst.headers.get('x-page-cache'), address).toBe('hit');
      expect(fromFirst.html).toBe(fromSecond.html);
    }
  });
});
