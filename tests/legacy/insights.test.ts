import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokDay } from '../../legacy/src/clock';
import { addCalendarDays, bangkokDayStart } from '../../legacy/src/insights/date-range';
import { nearestRank } from '../../legacy/src/insights/reviews';
import { decideAndTell as decideDirectly } from '../../legacy/src/routes/staff';
import { setStaffRole } from '../../legacy/src/staff/roles';
import {
  createPortfolio,
  decideAsStaff,
  newMember,
  portfolioFields,
  startLegacy,
  testClock,
  type LegacyHarness,
  type Member,
} from './legacy-harness';

const TRUSTED_KEY = 'trusted-client-test-key';
const HOUR = 60;

interface Source {
  source: string;
  kind: string;
  shared: boolean;
  views: number;
}

/**
 * Insights (issue 30): views by day and source, followers over time, review times and the search log, through the
 * real server. The clock starts three Bangkok days ago at 10:00 and moves forward with the story; it catches up with
 * the real time before follows are undone (the store's own clock dates an unfollow).
 */
describe('insights', () => {
  const today = bangkokDay(new Date());
  const [threeDaysAgo, twoDaysAgo, yesterday] = [-3, -2, -1].map((days) => addCalendarDays(today, days)) as [
    string,
    string,
    string,
  ];
  const clock = testClock(new Date(`${threeDaysAgo}T10:00:00+07:00`));
  let legacy: LegacyHarness;
  let designer: Member;
  let other: Member;
  let fan: Member;
  let follower: Member;
  let operator: Member;
  let moderator: Member;
  let body: Record<string, unknown>;
  /** The designer's published works, a pending one, and another designer's work. */
  let work: number;
  let second: number;
  let pending: number;
  let othersWork: number;

  const count = (sql: string, ...params: unknown[]) =>
    (legacy.app.db.prepare(sql).get(...params) as { n: number }).n;

  const create = (member: Member, title: string) => createPortfolio(legacy, member, body, title);
  /** An operator's decision through the staff's moderation route. */
  const decide = (id: number, decision: 'approve' | 'reject', reason?: string) =>
    decideAsStaff(legacy, operator, id, decision, reason);

  const view = (id: number, origin: Record<string, unknown> = {}) =>
    legacy.call('POST', '/api/save-view', { body: { id, ...origin } });
  const designerInsights = (member: Member | undefined, query: Record<string, string | number>) =>
    legacy.call('GET', '/api/insights/designer', { token: member?.token, query });
  const siteInsights = (member: Member | undefined, query: Record<string, string | number>) =>
    legacy.call('GET', '/api/staff/insights', { token: member?.token, query });

  beforeAll(async () => {
    legacy = await startLegacy({ clock, config: { trustedClientKey: TRUSTED_KEY, digestCheckSeconds: 0 } });
    // Signed in for 30 days: the story runs over three.
    const member = () => newMember(legacy, { remember_me: true });
    [designer, other, fan, follower, operator, moderator] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    setStaffRole(legacy.app.db, operator.memberId, 'operator');
    setStaffRole(legacy.app.db, moderator.memberId, 'moderator');
    body = await portfolioFields(legacy);
    work = await create(designer, 'ผ้าทอมือ บ้านนาข่า');
    second = await create(designer, 'โคมไฟไม้ไผ่ ลายขิด');
    pending = await create(designer, 'งานที่ยังรอ');
    othersWork = await create(other, 'งานของคนอื่น');
    // Each waits three hours for its approval.
    clock.advanceMinutes(3 * HOUR);
    for (const id of [work, second, othersWork]) await decide(id, 'approve');
  });
  afterAll(async () => {
    await legacy.stop();
  });

  describe('views by source', () => {
    it('refuses an unknown source, an address as referrer, both at once or a shared that is no boolean, storing nothing', async () => {
      const before = count('SELECT COUNT(*) AS n FROM portfolio_views');
      const refused: [Record<string, unknown>, string][] = [
        [
          { source: 'twitter' },
          'The source must be one of home, landing, search, category, tag, collection, designer, toprank, following, portfolio, other, direct.',
        ],
        [
          { source: { page: 'home' } },
          expect.stringMatching(/^The source must be one of/) as unknown as string,
        ],
        [
          { referrer: 'https://www.google.com/search?q=ceramics' },
          'The referrer must be the host name of another site, such as www.google.com: no scheme, port or path.',
        ],
        [
          { referrer: 'www.google.com/search' },
          expect.stringMatching(/^The referrer must be/) as unknown as string,
        ],
        [{ referrer: 'localhost' }, expect.stringMatching(/^The referrer must be/) as unknown as string],
        [{ referrer: 'google.com:443' }, expect.stringMatching(/^The referrer must be/) as unknown as string],
        [{ source: 'home', referrer: 'facebook.com' }, 'Send either a source or a referrer, not both.'],
        [{ shared: 'maybe' }, 'The shared field must be true or false.'],
      ];
      for (const [origin, message] of refused) {
        const answer = await view(work, origin);
        expect(answer.status, JSON.stringify(origin)).toBe(400);
        expect(answer.body.message).toEqual(message);
      }
      expect(count('SELECT COUNT(*) AS n FROM portfolio_views')).toBe(before);
    });

    it('records pages, sites and shared links, and reads them back per day and per source, for one work and in all', async () => {
      // Three days ago (13:00 in Bangkok): seven views of the two works.
      for (const origin of [
        { source: 'search' },
        { source: 'SEARCH' },
        { referrer: 'l.facebook.com', shared: true },
        { referrer: 'www.google.co.th' },
      ])
        expect((await view(work, origin)).status).toBe(200);
      for (const origin of [{ source: 'home' }, { source: 'direct', shared: '1' }, {}])
        expect((await view(second, origin)).status).toBe(200);
      expect(
        legacy.app.db
          .prepare('SELECT source, shared FROM portfolio_views WHERE portfolio_id = ? ORDER BY id')
          .all(work),
      ).toEqual([
        { source: 'search', shared: 0 },
        { source: 'search', shared: 0 },
        { source: 'facebook.com', shared: 1 },
        { source: 'google.com', shared: 0 },
      ]);
      // Nothing two days ago; two views yesterday.
      clock.advanceMinutes(48 * HOUR);
      await view(work, { source: 'tag', shared: false });
      await view(work, { referrer: 'lm.facebook.com' });

      const all = await designerInsights(designer, { from: threeDaysAgo, to: yesterday });
      expect(all.status).toBe(200);
      const { data } = all.body;
      expect(data).toMatchObject({ from: threeDaysAgo, to: yesterday, portfolio_id: null });
      expect(data.days.map((day: { day: string; views: number }) => [day.day, day.views])).toEqual([
        [threeDaysAgo, 7],
        [twoDaysAgo, 0],
        [yesterday, 2],
      ]);
      expect(data.days[1]).toEqual({
        day: twoDaysAgo,
        views: 0,
        appreciations: 0,
        enquiries: 0,
        followers: 0,
      });
      expect(data.totals).toMatchObject({ views: 9, appreciations: 0, enquiries: 0 });
      const source = (name: string, kind: string, shared: boolean, views: number): Source => ({
        source: name,
        kind,
        shared,
        views,
      });
      expect(data.sources).toEqual([
        source('search', 'page', false, 2),
        source('direct', 'direct', true, 1),
        source('facebook.com', 'site', false, 1),
        source('facebook.com', 'site', true, 1),
        source('google.com', 'site', false, 1),
        source('home', 'page', false, 1),
        source('tag', 'page', false, 1),
        source('unknown', 'unknown', false, 1),
      ]);
      // Every portfolio of the designer, the most viewed first; the pending one has none.
      expect(data.portfolios).toEqual([
        {
          id: work,
          project_title: 'ผ้าทอมือ บ้านนาข่า',
          is_approve: 1,
          views: 6,
          appreciations: 0,
          enquiries: 0,
        },
        {
          id: second,
          project_title: 'โคมไฟไม้ไผ่ ลายขิด',
          is_approve: 1,
          views: 3,
          appreciations: 0,
          enquiries: 0,
        },
        { id: pending, project_title: 'งานที่ยังรอ', is_approve: 2, views: 0, appreciations: 0, enquiries: 0 },
      ]);

      const one = (
        await designerInsights(designer, { from: threeDaysAgo, to: yesterday, portfolio_id: work })
      ).body.data;
      expect(one.portfolio_id).toBe(work);
      expect(one.days.map((day: { views: number }) => day.views)).toEqual([4, 0, 2]);
      expect(one.days.every((day: { followers: number | null }) => day.followers === null)).toBe(true);
      expect(one.sources).toEqual([
        source('search', 'page', false, 2),
        source('facebook.com', 'site', false, 1),
        source('facebook.com', 'site', true, 1),
        source('google.com', 'site', false, 1),
        source('tag', 'page', false, 1),
      ]);
      expect(one.portfolios.map((portfolio: { id: number }) => portfolio.id)).toEqual([work]);
      expect(one.totals.views).toBe(6);
    });

    it('counts appreciations and enquiries on the day they came, per work', async () => {
      expect(
        (await legacy.call('POST', `/api/portfolio/${work}/appreciation`, { token: fan.token })).status,
      ).toBe(200);
      const enquiry = {
        name: 'คุณวิภา',
        email: 'client@example.org',
        work_type: 'ออกแบบบรรจุภัณฑ์',
        message: 'สนใจร่วมงานค่ะ',
      };
      for (const sent of [{ ...enquiry, portfolio_id: work }, enquiry])
        expect(
          (await legacy.call('POST', `/api/designer/${designer.memberId}/enquiry`, { body: sent })).status,
        ).toBe(200);
      await legacy.backgroundWorkDone();
      const { data } = (await designerInsights(designer, { from: twoDaysAgo, to: yesterday })).body;
      expect(
        data.days.map((day: { appreciations: number; enquiries: number }) => [
          day.appreciations,
          day.enquiries,
        ]),
      ).toEqual([
        [0, 0],
        [1, 2],
      ]);
      expect(data.totals).toMatchObject({ appreciations: 1, enquiries: 2 });
      expect(data.portfolios[0]).toMatchObject({ id: work, appreciations: 1, enquiries: 1 });
      const forSecond = (
        await designerInsights(designer, { from: twoDaysAgo, to: yesterday, portfolio_id: second })
      ).body.data;
      expect(forSecond.totals).toMatchObject({ views: 0, appreciations: 0, enquiries: 0 });
    });
  });

  describe('who may read what', () => {
    it('answers a designer only about their own work', async () => {
      const range = { from: threeDaysAgo, to: yesterday };
      // A revision row, a deleted work, another designer's, nonsense: not one of theirs.
      expect(
        (
          await legacy.call('PUT', `/api/portfolio/${work}`, {
            token: designer.token,
            body: { ...body, project_title: 'ผ้าทอมือ บ้านนาข่า ฉบับแก้' },
          })
        ).status,
      ).toBe(200);
      const revision = (
        legacy.app.db.prepare('SELECT id FROM portfolios WHERE revision_of = ?').get(work) as { id: number }
      ).id;
      const gone = await create(designer, 'งานที่จะลบ');
      expect((await legacy.call('DELETE', `/api/portfolio/${gone}`, { token: designer.token })).status).toBe(
        200,
      );
      for (const portfolioId of [othersWork, revision, gone, 99999999]) {
        expect((await designerInsights(designer, { ...range, portfolio_id: portfolioId })).body).toEqual({
          status: 404,
          message: 'Portfolio not found.',
        });
      }
      // Anything that is not an id is refused by the contract, naming the field.
      for (const portfolioId of ['abc', 0, '0x10', '1e1'])
        expect((await designerInsights(designer, { ...range, portfolio_id: portfolioId })).body).toEqual({
          status: 400,
          message: 'The portfolio_id field is not valid.',
          errors: { portfolio_id: ['The portfolio_id field is not valid.'] },
        });
      expect((await designerInsights(other, { ...range, portfolio_id: work })).status).toBe(404);
      // Another designer's answer holds their own work only.
      const others = (await designerInsights(other, range)).body.data;
      expect(others.portfolios.map((portfolio: { id: number }) => portfolio.id)).toEqual([othersWork]);
      expect(others.totals.views).toBe(0);
      expect((await designerInsights(undefined, range)).body).toEqual({
        status: 401,
        message: 'No access token.',
      });
    });

    it('lets operators alone read the site', async () => {
      const range = { from: threeDaysAgo, to: yesterday };
      for (const member of [moderator, designer])
        expect((await siteInsights(member, range)).body).toEqual({
          status: 403,
          message: 'Only operators may do this.',
        });
      expect((await siteInsights(undefined, range)).status).toBe(401);
      expect((await siteInsights(operator, range)).status).toBe(200);
    });
  });

  describe('date ranges', () => {
    it('refuses a future end, a start after the end, more than 366 days and dates that are not dates', async () => {
      const refused: [Record<string, string>, string][] = [
        [
          { from: yesterday, to: today },
          `The to must be a date before or equal to today (${yesterday}, Bangkok time).`,
        ],
        [{ from: yesterday, to: twoDaysAgo }, 'The from must be a date before or equal to to.'],
        [
          { from: addCalendarDays(yesterday, -366), to: yesterday },
          'The range may not be longer than 366 days (from and to included).',
        ],
        [{ from: '2026-02-30', to: yesterday }, 'The from must be a date written YYYY-MM-DD.'],
        [{ from: '2026-9-1', to: yesterday }, 'The from must be a date written YYYY-MM-DD.'],
        [{ from: twoDaysAgo, to: 'yesterday' }, 'The to must be a date written YYYY-MM-DD.'],
        [{ to: yesterday }, 'The from field is required.'],
      ];
      for (const [query, message] of refused) {
        for (const answer of [await designerInsights(designer, query), await siteInsights(operator, query)]) {
          expect(answer.status, JSON.stringify(query)).toBe(400);
          expect(answer.body.message).toBe(message);
          expect(Object.values(answer.body.errors).flat()).toContain(message);
        }
      }
      // A year of 366 days, every one of them in the answer.
      const year = await designerInsights(designer, {
        from: addCalendarDays(yesterday, -365),
        to: yesterday,
      });
      expect(year.status).toBe(200);
      expect(year.body.data.days).toHaveLength(366);
      expect(year.body.data.totals.views).toBe(9);
    });
  });

  describe('review times', () => {
    it('are recorded by each decision on waiting work, with how long it waited', async () => {
      // Yesterday 13:00: the edit of `work` was sent (above), and a new work now.
      const refusedLater = await create(designer, 'งานที่จะไม่ผ่าน');
      clock.advanceMinutes(2 * HOUR);
      await decide(refusedLater, 'reject', 'ภาพไม่ชัด');
      clock.advanceMinutes(3 * HOUR);
      await decide(work, 'approve');
      // Deciding again on work already decided (the approve command can) is no review.
      decideDirectly(legacy.app.db, second, 'approve', { now: clock() });
      const reviews = legacy.app.db
        .prepare(
          `SELECT portfolio_id, revision, outcome, (julianday(decided_at) - julianday(submitted_at)) * 24 AS hours
           FROM portfolio_reviews WHERE portfolio_id IN (?, ?, ?, ?) ORDER BY id`,
        )
        .all(work, second, othersWork, refusedLater) as { hours: number }[];
      expect(reviews.map((review) => ({ ...review, hours: Math.round(review.hours * 10) / 10 }))).toEqual([
        { portfolio_id: work, revision: 0, outcome: 'approved', hours: 3 },
        { portfolio_id: second, revision: 0, outcome: 'approved', hours: 3 },
        { portfolio_id: othersWork, revision: 0, outcome: 'approved', hours: 3 },
        { portfolio_id: refusedLater, revision: 0, outcome: 'refused', hours: 2 },
        { portfolio_id: work, revision: 1, outcome: 'approved', hours: 5 },
      ]);

      // The operators' figures over yesterday: every decision of that Bangkok day, the seed's included.
      const review = (await siteInsights(operator, { from: yesterday, to: yesterday })).body.data.review;
      const decided = legacy.app.db
        .prepare(
          `SELECT outcome, (julianday(decided_at) - julianday(submitted_at)) * 24 AS hours FROM portfolio_reviews
           WHERE decided_at >= ? AND decided_at < ?`,
        )
        .all(bangkokDayStart(yesterday), bangkokDayStart(today)) as { outcome: string; hours: number }[];
      const waits = decided.map((row) => row.hours).sort((a, b) => a - b);
      const oneDecimal = (hours: number | null) => (hours === null ? null : Math.round(hours * 10) / 10);
      expect(review).toEqual({
        decided: decided.length,
        approved: decided.filter((row) => row.outcome === 'approved').length,
        refused: decided.filter((row) => row.outcome === 'refused').length,
        median_hours: oneDecimal(nearestRank(waits, 50)),
        p90_hours: oneDecimal(nearestRank(waits, 90)),
      });
      expect(review.refused).toBeGreaterThanOrEqual(1);
      expect(review.approved).toBeGreaterThanOrEqual(1);
    });
  });

  describe('the site for operators', () => {
    it('counts views per day and source from the views stored, weeks, and the top work and designers', async () => {
      const range = { from: threeDaysAgo, to: yesterday };
      const { data } = (await siteInsights(operator, range)).body;
      expect(Object.keys(data)).toEqual([
        'from',
        'to',
        'days',
        'sources',
        'weeks',
        'review',
        'top_portfolios',
        'top_designers',
        'searches',
      ]);
      // The views stored (the seed's and this test's), counted here by their Bangkok day.
      const stored = legacy.app.db
        .prepare(
          'SELECT viewed_at, source, shared FROM portfolio_views WHERE viewed_at >= ? AND viewed_at < ?',
        )
        .all(bangkokDayStart(threeDaysAgo), bangkokDayStart(today)) as {
        viewed_at: string;
        source: string;
        shared: number;
      }[];
      const dayOf = (viewedAt: string) => bangkokDay(new Date(`${viewedAt.replace(' ', 'T')}Z`));
      expect(data.days).toEqual(
        [threeDaysAgo, twoDaysAgo, yesterday].map((day) => ({
          day,
          views: stored.filter((row) => dayOf(row.viewed_at) === day).length,
          shared_views: stored.filter((row) => dayOf(row.viewed_at) === day && row.shared === 1).length,
        })),
      );
      const sources = data.sources as Source[];
      expect(sources.reduce((sum, entry) => sum + entry.views, 0)).toBe(stored.length);
      expect(sources.find((entry) => entry.source === 'google.com' && !entry.shared)?.views).toBe(
        stored.filter((row) => row.source === 'google.com' && row.shared === 0).length,
      );
      expect([...sources].sort((a, b) => b.views - a.views)).toEqual(sources);

      // Every week the range touches, by its Monday; the six members of this test registered three days ago.
      const monday = (day: string) => {
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        return addCalendarDays(day, -((weekday + 6) % 7));
      };
      const mondays = [...new Set([threeDaysAgo, twoDaysAgo, yesterday].map(monday))];
      expect(data.weeks.map((week: { week: string }) => week.week)).toEqual(mondays);
      const first = data.weeks[0];
      const weekEnd = bangkokDayStart(addCalendarDays(first.week, 7));
      expect(first.designers).toBe(
        count(
          'SELECT COUNT(*) AS n FROM members WHERE created_at >= ? AND created_at < ?',
          bangkokDayStart(first.week),
          weekEnd,
        ),
      );
      expect(first.designers).toBeGreaterThanOrEqual(6);
      expect(first.portfolios).toBe(
        count(
          'SELECT COUNT(*) AS n FROM portfolios WHERE revision_of IS NULL AND created_at >= ? AND created_at < ?',
          bangkokDayStart(first.week),
          weekEnd,
        ),
      );

      /** The rows of `sql` over the range's stored times (from three days ago to the start of today). */
      const inRange = (sql: string) =>
        legacy.app.db.prepare(sql).all(bangkokDayStart(threeDaysAgo), bangkokDayStart(today));
      // The most viewed public work of the range, counted from the views stored.
      const byWork = inRange(
        `SELECT v.portfolio_id AS id, COUNT(*) AS views FROM portfolio_views v JOIN portfolios p ON p.id = v.portfolio_id
           WHERE p.is_approve = 1 AND v.viewed_at >= ? AND v.viewed_at < ?
           GROUP BY v.portfolio_id ORDER BY views DESC, v.portfolio_id LIMIT 10`,
      );
      expect(data.top_portfolios.by_views).toEqual(byWork);
      const appreciatedWork = inRange(
        `SELECT a.portfolio_id AS id, COUNT(*) AS appreciations FROM appreciations a
           JOIN portfolios p ON p.id = a.portfolio_id
           WHERE p.is_approve = 1 AND a.created_at >= ? AND a.created_at < ?
           GROUP BY a.portfolio_id ORDER BY appreciations DESC, a.portfolio_id LIMIT 10`,
      );
      expect(data.top_portfolios.by_appreciations).toEqual(appreciatedWork);
      const byDesigner = inRange(
        `SELECT p.member_id, COUNT(*) AS views FROM portfolio_views v JOIN portfolios p ON p.id = v.portfolio_id
           WHERE v.viewed_at >= ? AND v.viewed_at < ?
           GROUP BY p.member_id ORDER BY views DESC, p.member_id LIMIT 10`,
      );
      expect(data.top_designers.by_views).toEqual(byDesigner);
      const appreciatedDesigners = inRange(
        `SELECT p.member_id, COUNT(*) AS appreciations FROM appreciations a JOIN portfolios p ON p.id = a.portfolio_id
           WHERE a.created_at >= ? AND a.created_at < ?
           GROUP BY p.member_id ORDER BY appreciations DESC, p.member_id LIMIT 10`,
      );
      expect(data.top_designers.by_appreciations).toEqual(appreciatedDesigners);
    });
  });

  describe('followers over time', () => {
    it('count the people whose following changed each day, an account deleted included', async () => {
      const follow = (member: Member, method = 'POST') =>
        legacy.call(method, `/api/designer/${designer.memberId}/follow`, { token: member.token });
      // Yesterday, the fan follows (a follow is dated by the app's clock)…
      clock.advanceMinutes((Date.now() - 24 * 60 * 60 * 1000 - clock().getTime()) / 60_000);
      expect(bangkokDay(clock())).toBe(yesterday);
      expect((await follow(fan)).status).toBe(200);
      // …today (the store dates an unfollow by its own clock: now the real time), another member follows and leaves:
      // neither a gain nor a loss of the day (issue 42: people, not clicks).
      clock.advanceMinutes((Date.now() - clock().getTime()) / 60_000);
      expect(bangkokDay(clock())).toBe(today);
      expect((await follow(follower)).status).toBe(200);
      expect((await follow(follower, 'DELETE')).status).toBe(200);
      const range = { from: yesterday, to: today };
      let { data } = (await designerInsights(designer, range)).body;
      expect(data.days.map((day: { day: string; followers: number }) => [day.day, day.followers])).toEqual([
        [yesterday, 1],
        [today, 1],
      ]);
      expect(data.totals).toMatchObject({ followers_gained: 1, followers_lost: 0, followers: 1 });

      // The fan's account goes (no call does this yet: straight in the store); the designer lost a follower today.
      legacy.app.db.prepare('DELETE FROM members WHERE id = ?').run(fan.memberId);
      ({ data } = (await designerInsights(designer, range)).body);
      expect(data.totals).toMatchObject({ followers_gained: 1, followers_lost: 1, followers: 0 });
      expect(data.days.map((day: { followers: number }) => day.followers)).toEqual([1, 0]);
      // A range before the follows: the count as it stood then.
      const earlier = (await designerInsights(designer, { from: threeDaysAgo, to: threeDaysAgo })).body.data;
      expect(earlier.days[0].followers).toBe(0);
      expect(earlier.totals).toMatchObject({ followers_gained: 0, followers_lost: 0, followers: 0 });
      // One work's answer: no followers per day, the designer's in the totals.
      const one = (await designerInsights(designer, { ...range, portfolio_id: work })).body.data;
      expect(one.days.map((day: { followers: number | null }) => day.followers)).toEqual([null, null]);
      expect(one.totals).toMatchObject({ followers_gained: 1, followers_lost: 1, followers: 0 });
    });
  });

  describe('the search log', () => {
    const flush = (searches: unknown, key: string | null = TRUSTED_KEY) =>
      legacy.call('POST', '/api/internal/search-log', {
        body: { searches },
        headers: key === null ? {} : { 'X-Trusted-Client-Key': key },
      });

    it('answers only the trusted client (its key), and no one when none is configured', async () => {
      const entries = [{ keyword: 'ไม่ควรถูกบันทึก', count: 1 }];
      expect((await flush(entries, 'wrong')).body).toEqual({
        status: 403,
        message: 'Only the trusted client may make this call.',
      });
      expect((await flush(entries, null)).status).toBe(403);
      const closed = await startLegacy({ seeded: false });
      try {
        const answer = await closed.call('POST', '/api/internal/search-log', {
          body: { searches: entries },
          headers: { 'X-Trusted-Client-Key': TRUSTED_KEY },
        });
        expect(answer.body).toEqual({
          status: 403,
          message: 'Internal calls are not enabled (LEGACY_TRUSTED_CLIENT_KEY).',
        });
      } finally {
        await closed.stop();
      }
      expect(count('SELECT COUNT(*) AS n FROM search_daily_keywords WHERE keyword = ?', 'ไม่ควรถูกบันทึก')).toBe(
        0,
      );
    });

    it('refuses a batch that is not 1 to 500 keywords with counts', async () => {
      for (const searches of [
        undefined,
        [],
        'เซรามิก',
        Array.from({ length: 501 }, () => ({ keyword: 'a', count: 1 })),
      ])
        expect((await flush(searches)).body.errors.searches).toEqual([
          'The searches field must be a list of 1 to 500 searches.',
        ]);
      const wrong = await flush([
        { keyword: 'a', count: 0 },
        { keyword: 7, count: 1 },
        { keyword: 'b', count: 100_001 },
      ]);
      expect(wrong.status).toBe(422);
      expect(Object.keys(wrong.body.errors)).toEqual([
        'searches.0.count',
        'searches.1.keyword',
        'searches.2.count',
      ]);
    });

    it('adds normalised keywords to today, counts what each finds, and keeps keywords and counts alone', async () => {
      const day = bangkokDay(clock());
      const searchesOf = (keyword: string) =>
        (
          legacy.app.db
            .prepare('SELECT searches FROM search_daily_keywords WHERE day = ? AND keyword = ?')
            .get(day, keyword) as { searches: number } | undefined
        )?.searches ?? 0;
      const before = searchesOf('เซรามิก');
      const answer = await flush([
        { keyword: '  ＺＱＸＪ\u200B   Wvkp  ', count: 3000 },
        { keyword: 'zqxj wvkp', count: 2 },
        { keyword: 'ผ้าทอมือ   บ้านนาข่า', count: 4000 },
        { keyword: 'เซรามิก', count: 5 },
        { keyword: '\u200B \uFEFF', count: 9 },
      ]);
      expect(answer.body).toEqual({
        status: 200,
        message: 'Searches logged.',
        data: { keywords: 3, searches: 7007, skipped: 1 },
      });
      await legacy.backgroundWorkDone();
      expect(searchesOf('zqxj wvkp')).toBe(3002);
      expect(searchesOf('ผ้าทอมือ บ้านนาข่า')).toBe(4000);
      expect(searchesOf('เซรามิก')).toBe(before + 5);
      const found = (keyword: string) =>
        legacy.app.db.prepare('SELECT found, checked_at FROM search_keywords WHERE keyword = ?').get(keyword);
      const total = async (keyword: string) =>
        (await legacy.call('GET', '/api/search', { query: { keyword } })).body.total as number;
      expect(found('zqxj wvkp')).toEqual({ found: 0, checked_at: expect.any(String) });
      const titleFinds = await total('ผ้าทอมือ บ้านนาข่า');
      expect(titleFinds).toBeGreaterThanOrEqual(1);
      expect(found('ผ้าทอมือ บ้านนาข่า')).toMatchObject({ found: titleFinds });

      const { searches } = (await siteInsights(operator, { from: day, to: day })).body.data;
      expect(searches.top[0]).toEqual({ keyword: 'ผ้าทอมือ บ้านนาข่า', searches: 4000, found: titleFinds });
      expect(searches.top[1]).toEqual({ keyword: 'zqxj wvkp', searches: 3002, found: 0 });
      expect(searches.missing).toContainEqual({ keyword: 'zqxj wvkp', searches: 3002, found: 0 });
      expect(searches.missing.every((entry: { found: number }) => entry.found <= 2)).toBe(true);
      expect(searches.top.length).toBeLessThanOrEqual(50);

      // A reader's search refreshes what its keyword finds, and is not counted (the BFF counts it).
      const cookie = 'session=reader-cookie-value';
      const searched = await legacy.call('GET', '/api/search', {
        query: { keyword: 'ไม้ไผ่ ลายขิด' },
        token: designer.token,
        headers: { Cookie: cookie },
      });
      expect(found('ไม้ไผ่ ลายขิด')).toMatchObject({ found: searched.body.total });
      expect(searchesOf('ไม้ไผ่ ลายขิด')).toBe(0);
      await legacy.call('GET', '/api/search', { query: { keyword: 'ลายขิด ไม้ไผ่', page: 2 } });
      expect(found('ลายขิด ไม้ไผ่')).toBeUndefined();

      // Keywords and counts, nothing else: no address, cookie, member or session anywhere.
      const columns = (table: string) =>
        (legacy.app.db.pragma(`table_info(${table})`) as { name: string }[]).map((column) => column.name);
      expect(columns('search_daily_keywords')).toEqual(['day', 'keyword', 'searches']);
      expect(columns('search_keywords')).toEqual(['keyword', 'found', 'checked_at']);
      expect(columns('portfolio_views')).toEqual(['id', 'portfolio_id', 'viewed_at', 'source', 'shared']);
      const stored = JSON.stringify([
        legacy.app.db.prepare('SELECT * FROM search_daily_keywords').all(),
        legacy.app.db.prepare('SELECT * FROM search_keywords').all(),
      ]);
      for (const secret of ['127.0.0.1', 'reader-cookie-value', designer.token, designer.email, TRUSTED_KEY])
        expect(stored).not.toContain(secret);
    });
  });
});
