import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStaffRole } from '../../legacy/src/staff/roles';
import { setApproval } from '../../legacy/src/routes/staff';
import {
  createPortfolio,
  decideAsStaff,
  newMember,
  portfolioFields,
  startLegacy,
  type LegacyHarness,
  type Member,
} from './legacy-harness';

interface Notification {
  id: number;
  kind: string;
  read_at: string | null;
  portfolio: { id: number; project_title: string } | null;
  actor: { member_id: number; firstname_th: string } | null;
  count: number;
  reason: string | null;
  revision: boolean;
  enquiry_id: number | null;
  actor_name: string | null;
}

/** Appreciations, follows, enquiries to designers, settings, notifications and the staff's totals (issue 29). */
describe('the audience', () => {
  let legacy: LegacyHarness;
  let designer: Member;
  let fan: Member;
  let second: Member;
  let operator: Member;
  let moderator: Member;
  let body: Record<string, unknown>;
  /** An approved portfolio of `designer`. */
  let work: number;

  const create = (member: Member, title: string) => createPortfolio(legacy, member, body, title);
  /** An operator's decision through the staff's moderation route. */
  const decide = (id: number, decision: 'approve' | 'reject', reason?: string) =>
    decideAsStaff(legacy, operator, id, decision, reason);

  async function notifications(member: Member): Promise<Notification[]> {
    const answer = await legacy.call('GET', '/api/notifications', { token: member.token });
    expect(answer.status).toBe(200);
    return answer.body.data;
  }

  const appreciate = (member: Member, id: number | string, method = 'POST') =>
    legacy.call(method, `/api/portfolio/${id}/appreciation`, { token: member.token });
  const follow = (member: Member, id: number | string, method = 'POST') =>
    legacy.call(method, `/api/designer/${id}/follow`, { token: member.token });
  const count = (sql: string, ...params: unknown[]) =>
    (legacy.app.db.prepare(sql).get(...params) as { n: number }).n;

  beforeAll(async () => {
    // No timer: a digest made during the test would add mail to the outbox it reads.
    legacy = await startLegacy({ config: { digestCheckSeconds: 0 } });
    [designer, fan, second, operator, moderator] = [
      await newMember(legacy),
      await newMember(legacy),
      await newMember(legacy),
      await newMember(legacy),
      await newMember(legacy),
    ];
    setStaffRole(legacy.app.db, operator.memberId, 'operator');
    setStaffRole(legacy.app.db, moderator.memberId, 'moderator');
    body = await portfolioFields(legacy);
  });
  afterAll(async () => {
    await legacy.stop();
  });

  describe('appreciations', () => {
    it('are refused on pending work (even the owner’s), then counted once the work is approved', async () => {
      work = await create(designer, 'ผ้าทอมือ บ้านนาข่า');
      expect((await appreciate(fan, work)).body).toEqual({ status: 404, message: 'Portfolio not found.' });
      expect((await appreciate(designer, work)).status).toBe(404);
      expect(count('SELECT COUNT(*) AS n FROM appreciations WHERE portfolio_id = ?', work)).toBe(0);

      await decide(work, 'approve');
      const approved = (await notifications(designer)).find((n) => n.kind === 'approved');
      expect(approved).toMatchObject({
        portfolio: { id: work, project_title: 'ผ้าทอมือ บ้านนาข่า' },
        revision: false,
        read_at: null,
        actor: null,
      });

      expect((await appreciate(fan, work)).body).toEqual({
        status: 200,
        message: 'Appreciated.',
        data: { portfolio_id: work, appreciated: true, appreciations: 1 },
      });
      expect((await appreciate(fan, work)).body).toEqual({
        status: 409,
        message: 'You have already appreciated this portfolio.',
      });
      expect((await appreciate(designer, work)).body).toEqual({
        status: 403,
        message: 'You cannot appreciate your own portfolio.',
      });
      expect((await appreciate(second, work)).body.data.appreciations).toBe(2);
      expect((await legacy.call('POST', `/api/portfolio/${work}/appreciation`)).body.message).toBe(
        'No access token.',
      );
    });

    it('shows the count in the detail and in every list', async () => {
      expect((await legacy.call('GET', `/api/portfolio/${work}`)).body.data.appreciations).toBe(2);
      const designerList = await legacy.call('GET', '/api/get-portfolio-design', {
        query: { member_id: designer.memberId, omit: 'detail' },
      });
      expect(designerList.body.data.find((p: { id: number }) => p.id === work).appreciations).toBe(2);
      const newest = await legacy.call('GET', '/api/get-new-portfolio');
      expect(newest.body.data.find((p: { id: number }) => p.id === work)?.appreciations).toBe(2);
      // Every portfolio carries it, seeded ones included.
      const seeded = (await legacy.call('GET', '/api/get-portfolio-by-id-category', { query: { id: 0 } }))
        .body.data as { appreciations: number }[];
      expect(seeded.every((p) => Number.isInteger(p.appreciations))).toBe(true);
      expect(seeded.some((p) => p.appreciations > 0)).toBe(true);
    });

    it('tells the designer in one notification per work and day, counting each appreciation, naming nobody', async () => {
      const grouped = (await notifications(designer)).filter((n) => n.kind === 'appreciation');
      expect(grouped).toHaveLength(1);
      expect(grouped[0]).toMatchObject({ portfolio: { id: work }, count: 2, actor: null, actor_name: null });
      // Nobody is told of their own acts.
      expect((await notifications(fan)).filter((n) => n.kind === 'appreciation')).toEqual([]);
    });

    it('are withdrawn, keeping the notification made', async () => {
      expect((await appreciate(second, work, 'DELETE')).body).toEqual({
        status: 200,
        message: 'Appreciation withdrawn.',
        data: { portfolio_id: work, appreciated: false, appreciations: 1 },
      });
      expect((await appreciate(second, work, 'DELETE')).body).toEqual({
        status: 409,
        message: 'You have not appreciated this portfolio.',
      });
      expect((await legacy.call('GET', `/api/portfolio/${work}`)).body.data.appreciations).toBe(1);
      const grouped = (await notifications(designer)).filter((n) => n.kind === 'appreciation');
      expect(grouped.map((n) => n.count)).toEqual([2]);
    });

    it('answers 404 for an unknown id, 400 for a malformed one and 410 for deleted work', async () => {
      expect((await appreciate(fan, 99_999_999)).status).toBe(404);
      expect((await appreciate(fan, 'abc')).body).toEqual({
        status: 400,
        message: 'The id in the address is not valid.',
        errors: { id: ['The id in the address is not valid.'] },
      });
      expect((await appreciate(fan, 99_999_999, 'DELETE')).status).toBe(404);
      const gone = await create(designer, 'งานที่จะลบ');
      await decide(gone, 'approve');
      expect((await appreciate(second, gone)).status).toBe(200);
      expect((await legacy.call('DELETE', `/api/portfolio/${gone}`, { token: designer.token })).status).toBe(
        200,
      );
      expect((await appreciate(fan, gone)).body).toEqual({
        status: 410,
        message: 'This portfolio has been deleted.',
      });
      expect((await appreciate(second, gone, 'DELETE')).status).toBe(410);
      const mine = await legacy.call('GET', '/api/my-appreciations', { token: second.token });
      expect(mine.body.data.map((p: { id: number }) => p.id)).not.toContain(gone);
    });

    it('lists what the caller appreciates to the caller alone, the latest first', async () => {
      const seeded = (await legacy.call('GET', '/api/get-toprank')).body.data[0].id as number;
      expect((await appreciate(fan, seeded)).status).toBe(200);
      const mine = await legacy.call('GET', '/api/my-appreciations', {
        token: fan.token,
        query: { omit: 'detail' },
      });
      expect(mine.body).toMatchObject({ status: 200, current_page: 1, per_page: 12, total: 2 });
      expect(mine.body.data.map((p: { id: number }) => p.id)).toEqual([seeded, work]);
      expect(mine.body.data[0].appreciated_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(mine.body.data[0]).not.toHaveProperty('detail');
      // Another member sees their own, never the first's.
      expect((await appreciate(second, work)).status).toBe(200);
      const theirs = await legacy.call('GET', '/api/my-appreciations', { token: second.token });
      expect(theirs.body.data.map((p: { id: number }) => p.id)).toEqual([work]);
      expect((await legacy.call('GET', '/api/my-appreciations')).status).toBe(401);
    });

    it('checks which of some portfolios the caller appreciates, refusing bad ids', async () => {
      const check = (member: Member, ids: string) =>
        legacy.call('GET', '/api/my-appreciations/check', {
          token: member.token,
          query: { portfolio_ids: ids },
        });
      expect((await check(fan, `99999999, ${work}`)).body).toEqual({ status: 200, data: [work] });
      expect((await check(designer, `${work}`)).body.data).toEqual([]);
      const refusal = {
        status: 422,
        message: 'The portfolio ids must be 1 to 100 ids.',
        errors: { portfolio_ids: ['The portfolio ids must be 1 to 100 ids.'] },
      };
      for (const bad of ['', 'abc', '0', '-3', '1,,2', '1.5', "1' OR 1=1 --", '1'.repeat(16)])
        expect((await check(fan, bad)).body, bad).toEqual(refusal);
      const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
      expect((await check(fan, tooMany)).status).toBe(422);
      const missing = await legacy.call('GET', '/api/my-appreciations/check', { token: fan.token });
      expect(missing.body).toEqual(refusal);
    });

    it('ranks the top 50 by appreciations when asked, and refuses another `by`', async () => {
      const byViews = await legacy.call('GET', '/api/get-toprank');
      expect(byViews.body).toMatchObject({ by: 'views', sort: 'desc', per_page: 50 });
      const top = await legacy.call('GET', '/api/get-toprank', { query: { by: 'appreciations' } });
      expect(top.body).toMatchObject({ status: 200, by: 'appreciations', sort: 'desc', total: 50 });
      const ranked = top.body.data as { id: number; appreciations: number; view: number; rank: number }[];
      expect(ranked.map((p) => p.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      for (let i = 1; i < ranked.length; i += 1) {
        const [before, after] = [ranked[i - 1]!, ranked[i]!];
        expect(
          before.appreciations > after.appreciations ||
            (before.appreciations === after.appreciations && before.view >= after.view),
        ).toBe(true);
      }
      const most = legacy.app.db
        .prepare('SELECT MAX(appreciation_count) AS n FROM portfolios WHERE is_approve = 1')
        .get() as { n: number };
      expect(ranked[0]?.appreciations).toBe(most.n);
      const ascending = await legacy.call('GET', '/api/get-toprank', {
        query: { by: 'Appreciations', sort: 'asc' },
      });
      expect(ascending.body.data.map((p: { id: number }) => p.id)).toEqual(ranked.map((p) => p.id).reverse());
      expect((await legacy.call('GET', '/api/get-toprank', { query: { by: 'likes' } })).body).toEqual({
        status: 422,
        message: 'The by must be views or appreciations.',
        errors: { by: ['The by must be views or appreciations.'] },
      });
    });
  });

  describe('follows', () => {
    it('follow and unfollow a designer, refusing oneself, twice and nobody', async () => {
      expect((await follow(fan, designer.memberId)).body).toEqual({
        status: 200,
        message: 'Followed.',
        data: { member_id: designer.memberId, following: true, followers: 1 },
      });
      expect((await follow(fan, designer.memberId)).body).toEqual({
        status: 409,
        message: 'You already follow this designer.',
      });
      expect((await follow(designer, designer.memberId)).body).toEqual({
        status: 403,
        message: 'You cannot follow yourself.',
      });
      expect((await follow(fan, 99_999_999)).body).toEqual({ status: 404, message: 'Designer not found.' });
      expect((await follow(fan, 'x')).body.errors).toEqual({
        member_id: ['The member_id in the address is not valid.'],
      });
      expect((await follow(second, designer.memberId)).body.data.followers).toBe(2);
      expect((await follow(second, designer.memberId, 'DELETE')).body).toEqual({
        status: 200,
        message: 'Unfollowed.',
        data: { member_id: designer.memberId, following: false, followers: 1 },
      });
      expect((await follow(second, designer.memberId, 'DELETE')).body).toEqual({
        status: 409,
        message: 'You do not follow this designer.',
      });
      expect((await follow(second, 99_999_999, 'DELETE')).status).toBe(404);
    });

    it('tells the designer who follows them', async () => {
      const followers = (await notifications(designer)).filter((n) => n.kind === 'follower');
      expect(followers.map((n) => n.actor?.member_id).sort()).toEqual([fan.memberId, second.memberId].sort());
      expect(followers[0]?.actor).toMatchObject({ firstname_th: 'ทดสอบ', lastname_th: 'ระบบ' });
      expect((await notifications(fan)).filter((n) => n.kind === 'follower')).toEqual([]);
    });

    it('counts followers and followings on Designers and Profiles', async () => {
      // A seeded designer with a profile.
      const before = (
        await legacy.call('GET', '/api/get-profile-byid', { token: fan.token, query: { member_id: 1 } })
      ).body.data;
      expect(before).toMatchObject({ accepts_enquiries: true });
      expect((await follow(fan, 1)).body.data.followers).toBe(before.followers + 1);
      const after = (
        await legacy.call('GET', '/api/get-profile-byid', { token: fan.token, query: { member_id: 1 } })
      ).body.data;
      expect(after.followers).toBe(before.followers + 1);
      expect(after.following).toBe(before.following);
      // The fan only reads (no public work, no profile): no designer page names them (issue 42)…
      const page = () =>
        legacy.call('GET', '/api/get-portfolio-design', { query: { member_id: fan.memberId } });
      expect((await page()).status).toBe(404);
      // …until they show a profile, which counts whom they follow.
      const shown = await legacy.call('POST', '/api/profile', {
        token: fan.token,
        body: { name_th: 'แฟน', last_th: 'ผลงาน', email: fan.email, domain_name: 'fan' },
      });
      expect(shown.status).toBe(200);
      expect((await page()).body.designer).toMatchObject({
        member_id: fan.memberId,
        followers: 0,
        following: 2,
      });
      const featured = (await legacy.call('GET', '/api/get-most-design-portfolio')).body.data as {
        followers: number;
        following: number;
        profile: { followers: number } | null;
      }[];
      for (const each of featured) {
        expect(Number.isInteger(each.followers) && Number.isInteger(each.following)).toBe(true);
        if (each.profile) expect(each.profile.followers).toBe(each.followers);
      }
      expect(featured.some((each) => each.followers > 0)).toBe(true);
      const keyword = `${after.firstname_th} ${after.lastname_th}`;
      const found = (await legacy.call('GET', '/api/search-designers', { query: { keyword } })).body.data as {
        member_id: number;
        followers: number;
      }[];
      expect(found.find((each) => each.member_id === 1)?.followers).toBe(after.followers);
    });

    it('lists whom the caller follows, the latest first, and checks some ids', async () => {
      const mine = await legacy.call('GET', '/api/my-following', { token: fan.token });
      expect(mine.body).toMatchObject({ status: 200, total: 2, per_page: 12 });
      expect(mine.body.data.map((d: { member_id: number }) => d.member_id)).toEqual([1, designer.memberId]);
      expect(mine.body.data[0]).toMatchObject({
        id: 1,
        followed_at: expect.any(String),
        portfolio_amount: expect.any(Number),
      });
      expect((await legacy.call('GET', '/api/my-following', { token: second.token })).body.data).toEqual([]);
      const check = await legacy.call('GET', '/api/my-following/check', {
        token: fan.token,
        query: { member_ids: `${designer.memberId},2,1` },
      });
      expect(check.body).toEqual({ status: 200, data: [designer.memberId, 1] });
      const bad = await legacy.call('GET', '/api/my-following/check', {
        token: fan.token,
        query: { member_ids: 'me' },
      });
      expect(bad.body.message).toBe('The member ids must be 1 to 100 ids.');
    });

    it('shows the work of followed designers, newest approval first, once approved', async () => {
      const fresh = await create(designer, 'โคมไฟไม้ไผ่');
      const listed = async () =>
        (
          await legacy.call('GET', '/api/following-portfolios', {
            token: fan.token,
            query: { omit: 'detail' },
          })
        ).body;
      expect((await listed()).data.map((p: { id: number }) => p.id)).not.toContain(fresh);
      await decide(fresh, 'approve');
      const page = await listed();
      expect(page.data[0].id).toBe(fresh);
      expect(
        page.data.every((p: { member_id: number }) => [1, designer.memberId].includes(p.member_id)),
      ).toBe(true);
      const approvals = page.data.map((p: { approved_at: string }) => p.approved_at);
      expect([...approvals].sort().reverse()).toEqual(approvals);
      expect(
        (await legacy.call('GET', '/api/following-portfolios', { token: second.token })).body.total,
      ).toBe(0);
    });

    it('suggests designers with approved work the caller does not follow, never the caller', async () => {
      const suggested = (await legacy.call('GET', '/api/designer-suggestions', { token: fan.token })).body
        .data as {
        member_id: number;
        portfolio_amount: number;
      }[];
      expect(suggested).toHaveLength(8);
      const ids = suggested.map((d) => d.member_id);
      expect(ids).not.toContain(1);
      expect(ids).not.toContain(designer.memberId);
      expect(ids).not.toContain(fan.memberId);
      const amounts = suggested.map((d) => d.portfolio_amount);
      expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
      expect(amounts.every((amount) => amount > 0)).toBe(true);
      const own = (await legacy.call('GET', '/api/designer-suggestions', { token: designer.token })).body
        .data;
      expect(own.map((d: { member_id: number }) => d.member_id)).not.toContain(designer.memberId);
    });
  });

  describe('enquiries to designers', () => {
    const enquiry = {
      name: 'คุณวิภา <b>ผู้ว่าจ้าง</b>',
      email: 'client@example.org',
      organisation: 'บริษัท ตัวอย่าง จำกัด',
      work_type: 'ออกแบบบรรจุภัณฑ์',
      budget: '50k-200k',
      message: 'สนใจร่วมงานค่ะ\n<script>alert(1)</script>\nDROP TABLE members; --',
    };
    const send = (memberId: number, sent: Record<string, unknown>, token?: string) =>
      legacy.call('POST', `/api/designer/${memberId}/enquiry`, { body: sent, token });

    it('stores an enquiry in the inbox and mails it to the designer, replying to the sender', async () => {
      const answer = await send(designer.memberId, { ...enquiry, portfolio_id: work });
      expect(answer.body).toEqual({
        status: 200,
        message: 'Enquiry sent.',
        data: { id: expect.any(Number), mailed: true },
      });
      // The sender never learns the designer's address.
      expect(answer.text).not.toContain(designer.email);
      const mail = legacy
        .outbox()
        .filter((m) => m.to === designer.email && m.replyTo === enquiry.email)
        .at(-1);
      expect(mail?.subject).toContain('คุณวิภา');
      expect(mail?.text).toContain('DROP TABLE members; --');
      expect(mail?.text).toContain('ผ้าทอมือ บ้านนาข่า');
      expect(mail?.text).toMatch(/ออกแบบบรรจุภัณฑ์/);
      expect(mail?.html).not.toContain('<script>');
      expect(mail?.html).toContain('&#60;script&#62;');
      expect(legacy.outbox().filter((m) => m.to === enquiry.email)).toEqual([]);

      const inbox = await legacy.call('GET', '/api/my-enquiries', { token: designer.token });
      expect(inbox.body).toMatchObject({ status: 200, total: 1, per_page: 20, unread: 1 });
      expect(inbox.body.data[0]).toEqual({
        id: answer.body.data.id,
        name: enquiry.name,
        email: enquiry.email,
        organisation: enquiry.organisation,
        work_type: enquiry.work_type,
        budget: '50k-200k',
        message: enquiry.message,
        portfolio: { id: work, project_title: 'ผ้าทอมือ บ้านนาข่า' },
        read_at: null,
        archived_at: null,
        created_at: expect.any(String),
      });
      const told = (await notifications(designer)).find((n) => n.kind === 'enquiry');
      expect(told).toMatchObject({ enquiry_id: answer.body.data.id, actor_name: enquiry.name, actor: null });
      expect(
        (await legacy.call('GET', '/api/notifications/unread', { token: designer.token })).body,
      ).toMatchObject({
        status: 200,
        enquiries_unread: 1,
      });
    });

    it('refuses bad fields, storing nothing', async () => {
      const stored = () => count('SELECT COUNT(*) AS n FROM designer_enquiries');
      const before = stored();
      const other = (
        legacy.app.db
          .prepare('SELECT id FROM portfolios WHERE is_approve = 1 AND member_id <> ? LIMIT 1')
          .get(designer.memberId) as { id: number }
      ).id;
      const pending = await create(designer, 'ยังไม่อนุมัติ');
      const cases: [Record<string, unknown>, string, string][] = [
        [{ budget: 'lots' }, 'budget', 'The selected budget is invalid.'],
        [{ portfolio_id: other }, 'portfolio_id', 'The selected portfolio id is invalid.'],
        [{ portfolio_id: pending }, 'portfolio_id', 'The selected portfolio id is invalid.'],
        [{ email: 'client@example.org?cc=x@y.zz' }, 'email', 'The email must be a valid email address.'],
        [{ email: '' }, 'email', 'The email field is required.'],
        [{ name: '' }, 'name', 'The name field is required.'],
        [{ message: 'ก'.repeat(10_000) }, 'message', 'The message may not be greater than 5000 characters.'],
        [{ name: 'x'.repeat(192) }, 'name', 'The name may not be greater than 191 characters.'],
      ];
      for (const [change, field, message] of cases) {
        const answer = await send(designer.memberId, { ...enquiry, ...change });
        expect(answer.status, field).toBe(422);
        expect(answer.body.errors[field], field).toEqual([message]);
      }
      // A field of the wrong shape (an id that is no id, a list for text) is refused by the contract: 400.
      for (const [change, field] of [
        [{ portfolio_id: 'abc' }, 'portfolio_id'],
        [{ work_type: ['x'] }, 'work_type'],
      ] as const) {
        const answer = await send(designer.memberId, { ...enquiry, ...change });
        expect(answer.status, field).toBe(400);
        expect(answer.body.errors[field], field).toEqual([`The ${field} field is not valid.`]);
      }
      expect(stored()).toBe(before);
    });

    it('takes the optional fields left out', async () => {
      const minimal = { name: 'Ann', email: 'ann@example.com', work_type: 'Logo', message: 'Hello' };
      const answer = await send(designer.memberId, minimal);
      expect(answer.status).toBe(200);
      const inbox = await legacy.call('GET', '/api/my-enquiries', { token: designer.token });
      expect(inbox.body.data[0]).toMatchObject({
        id: answer.body.data.id,
        ...minimal,
        organisation: '',
        budget: null,
        portfolio: null,
      });
    });

    it('keeps hostile text verbatim, and headers to one line', async () => {
      const name = 'ผู้ส่ง\r\nBcc: victim@example.org\u0007';
      const answer = await send(designer.memberId, {
        ...enquiry,
        name,
        message: "'); DELETE FROM members; --",
      });
      expect(answer.status).toBe(200);
      const row = legacy.app.db
        .prepare('SELECT name, message FROM designer_enquiries WHERE id = ?')
        .get(answer.body.data.id) as { name: string; message: string };
      expect(row).toEqual({
        name: 'ผู้ส่ง\r\nBcc: victim@example.org\u0007',
        message: "'); DELETE FROM members; --",
      });
      const mail = legacy
        .outbox()
        .filter((m) => m.to === designer.email)
        .at(-1);
      expect(mail?.subject).not.toMatch(/[\r\n]/);
      expect(mail?.subject).not.toContain('\u0007');
      expect(count('SELECT COUNT(*) AS n FROM members')).toBeGreaterThan(50);
    });

    it('answers 404 for a member without approved work, and 403 when the designer takes none', async () => {
      expect((await send(fan.memberId, enquiry)).body).toEqual({
        status: 404,
        message: 'Designer not found.',
      });
      expect((await send(99_999_999, enquiry)).status).toBe(404);
      const off = await legacy.call('PUT', '/api/my-settings', {
        token: designer.token,
        body: { accepts_enquiries: false },
      });
      expect(off.body).toEqual({ status: 200, data: { accepts_enquiries: false, digest: true } });
      expect((await legacy.call('GET', '/api/my-settings', { token: designer.token })).body.data).toEqual({
        accepts_enquiries: false,
        digest: true,
      });
      const before = count('SELECT COUNT(*) AS n FROM designer_enquiries');
      expect((await send(designer.memberId, enquiry)).body).toEqual({
        status: 403,
        message: 'This designer does not take enquiries.',
      });
      expect(count('SELECT COUNT(*) AS n FROM designer_enquiries')).toBe(before);
      const bad = await legacy.call('PUT', '/api/my-settings', {
        token: designer.token,
        body: { digest: 'maybe' },
      });
      expect(bad.body).toMatchObject({ status: 422, message: 'The digest field must be true or false.' });
      expect(
        (
          await legacy.call('PUT', '/api/my-settings', {
            token: designer.token,
            body: { accepts_enquiries: 1 },
          })
        ).body.data,
      ).toEqual({ accepts_enquiries: true, digest: true });
      expect((await legacy.call('GET', '/api/my-settings')).status).toBe(401);
    });

    it('does not tell the designer of an enquiry they sent themselves', async () => {
      const before = (await notifications(designer)).filter((n) => n.kind === 'enquiry').length;
      expect((await send(designer.memberId, enquiry, designer.token)).status).toBe(200);
      expect((await notifications(designer)).filter((n) => n.kind === 'enquiry')).toHaveLength(before);
      expect((await send(designer.memberId, enquiry, fan.token)).status).toBe(200);
      expect((await notifications(designer)).filter((n) => n.kind === 'enquiry')).toHaveLength(before + 1);
    });

    it('reads and archives enquiries in the designer’s inbox only', async () => {
      const inbox = await legacy.call('GET', '/api/my-enquiries', { token: designer.token });
      const unread: number = inbox.body.unread;
      expect(unread).toBe(inbox.body.total);
      const id: number = inbox.body.data.at(-1).id;
      const put = (member: Member, change: Record<string, unknown>, target: number | string = id) =>
        legacy.call('PUT', `/api/my-enquiries/${target}`, { token: member.token, body: change });
      expect((await put(fan, { read: true })).body).toEqual({ status: 404, message: 'Enquiry not found.' });
      expect((await put(designer, { read: true }, 99_999_999)).status).toBe(404);
      expect((await put(designer, {})).body.message).toBe(
        'The read field is required when archived is not present.',
      );
      expect((await put(designer, { archived: 'soon' })).status).toBe(422);
      const read = await put(designer, { read: true });
      expect(read.body.data).toMatchObject({ id, read_at: expect.any(String), archived_at: null });
      expect((await legacy.call('GET', '/api/my-enquiries', { token: designer.token })).body.unread).toBe(
        unread - 1,
      );
      const archived = await put(designer, { archived: true, read: false });
      expect(archived.body.data).toMatchObject({ id, read_at: null, archived_at: expect.any(String) });
      const after = (await legacy.call('GET', '/api/my-enquiries', { token: designer.token })).body;
      expect(after.data.map((e: { id: number }) => e.id)).not.toContain(id);
      // Unread counts the inbox only.
      expect(after.unread).toBe(unread - 1);
      const archive = (
        await legacy.call('GET', '/api/my-enquiries', { token: designer.token, query: { archived: 1 } })
      ).body;
      expect(archive.data.map((e: { id: number }) => e.id)).toEqual([id]);
      expect((await legacy.call('GET', '/api/my-enquiries', { token: fan.token })).body.total).toBe(0);
      expect(
        (await legacy.call('GET', '/api/notifications/unread', { token: designer.token })).body
          .enquiries_unread,
      ).toBe(unread - 1);
    });
  });

  describe('notifications', () => {
    it('tell a refusal with its reason, and a refused edit of published work', async () => {
      const refused = await create(designer, 'งานที่ยังไม่ผ่าน');
      await decide(refused, 'reject', 'ภาพไม่ชัด <ขอใหม่>');
      const edited = await legacy.call('PUT', `/api/portfolio/${work}`, {
        token: designer.token,
        body: { ...body, project_title: 'ผ้าทอมือ บ้านนาข่า ฉบับใหม่' },
      });
      expect(edited.status).toBe(200);
      await decide(work, 'reject', 'ชื่อยาวไป');
      const list = await notifications(designer);
      expect(list[0]).toMatchObject({
        kind: 'refused',
        portfolio: { id: work, project_title: 'ผ้าทอมือ บ้านนาข่า' },
        reason: 'ชื่อยาวไป',
        revision: true,
      });
      expect(list[1]).toMatchObject({
        kind: 'refused',
        portfolio: { id: refused },
        reason: 'ภาพไม่ชัด <ขอใหม่>',
        revision: false,
      });
    });

    it('are made by the approve command too, in its own connection', async () => {
      const id = await create(designer, 'อนุมัติด้วยคำสั่ง');
      setApproval(legacy.dataDir, id, 'approve', { siteUrl: 'http://site.test' });
      const made = (await notifications(designer)).find((n) => n.portfolio?.id === id);
      expect(made).toMatchObject({ kind: 'approved', revision: false });
    });

    it('are paged, newest change first, and marked read by id or all at once', async () => {
      const page = await legacy.call('GET', '/api/notifications', { token: designer.token });
      expect(page.body).toMatchObject({ status: 200, current_page: 1, per_page: 20 });
      const list = page.body.data as (Notification & { updated_at: string })[];
      const times = list.map((n) => n.updated_at);
      expect([...times].sort().reverse()).toEqual(times);
      const unread = (await legacy.call('GET', '/api/notifications/unread', { token: designer.token })).body
        .unread;
      expect(unread).toBe(page.body.total);
      expect(page.body.unread).toBe(unread);

      const read = (ids?: unknown, member = designer) =>
        legacy.call('POST', '/api/notifications/read', {
          token: member.token,
          body: ids === undefined ? {} : { ids },
        });
      // Another member's ids are passed over.
      expect((await read([list[0]!.id], fan)).body.status).toBe(200);
      expect(
        (await legacy.call('GET', '/api/notifications/unread', { token: designer.token })).body.unread,
      ).toBe(unread);
      expect((await read([list[0]!.id, list[1]!.id])).body).toEqual({ status: 200, unread: unread - 2 });
      expect((await notifications(designer))[0]?.read_at).toEqual(expect.any(String));
      // An empty list marks none.
      expect((await read([])).body).toEqual({ status: 200, unread: unread - 2 });
      for (const bad of [['x'], [0], 'a,b', { id: 1 }, Array.from({ length: 101 }, (_, i) => i + 1)])
        expect((await read(bad)).body.message, JSON.stringify(bad)).toBe(
          'The ids must be 1 to 100 notification ids.',
        );
      expect((await read()).body).toEqual({ status: 200, unread: 0 });
      expect((await legacy.call('GET', '/api/notifications')).status).toBe(401);
    });
  });

  describe('the staff’s totals', () => {
    it('counts the audience for operators only, never naming anyone', async () => {
      const totals = await legacy.call('GET', '/api/staff/audience', { token: operator.token });
      expect(totals.status).toBe(200);
      expect(Object.keys(totals.body.data).sort()).toEqual([
        'appreciations',
        'appreciations_30_days',
        'enquiries',
        'enquiries_30_days',
        'follows',
        'follows_30_days',
      ]);
      expect(totals.body.data).toMatchObject({
        appreciations: count('SELECT COUNT(*) AS n FROM appreciations'),
        follows: count('SELECT COUNT(*) AS n FROM follows'),
        enquiries: count('SELECT COUNT(*) AS n FROM designer_enquiries'),
      });
      expect(totals.body.data.appreciations).toBeGreaterThan(100);
      expect(totals.body.data.appreciations_30_days).toBeGreaterThanOrEqual(3);
      expect(totals.body.data.appreciations_30_days).toBeLessThanOrEqual(totals.body.data.appreciations);
      expect(totals.body.data.enquiries_30_days).toBe(totals.body.data.enquiries);
      for (const member of [moderator, fan])
        expect((await legacy.call('GET', '/api/staff/audience', { token: member.token })).body).toEqual({
          status: 403,
          message: 'Only operators may do this.',
        });
    });
  });
});
