import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  legacyCommand,
  newMember,
  portfolioFields,
  SITE_URL,
  startLegacy,
  type Member,
  type LegacyHarness,
} from './legacy-harness';

/** The command that makes the first operator, run as an operator of the server would. */
const staffRoleCommand = (dataDir: string, ...args: string[]) =>
  legacyCommand(dataDir, 'staff-role', ...args);

/** The staff's moderation queue, decisions, roles and audit log in the legacy API (issue 16). */
describe('staff routes', () => {
  let legacy: LegacyHarness;
  let designer: Member;
  let operator: Member;
  let moderator: Member;
  let body: Record<string, unknown>;

  async function create(title: string): Promise<number> {
    const created = await legacy.call('POST', '/api/portfolio', {
      token: designer.token,
      body: { ...body, project_title: title },
    });
    expect(created.status).toBe(200);
    return created.body.data.portfolio_id as number;
  }

  const decide = (member: Member, decision: Record<string, unknown>) =>
    legacy.call('POST', '/api/staff/moderation', { token: member.token, body: decision });

  beforeAll(async () => {
    legacy = await startLegacy();
    [designer, operator, moderator] = [
      await newMember(legacy),
      await newMember(legacy),
      await newMember(legacy),
    ];
    body = await portfolioFields(legacy);
  });
  afterAll(async () => {
    await legacy.stop();
  });

  it('refuses designers, and a refusal of roles to anyone but an operator', async () => {
    const queue = await legacy.call('GET', '/api/staff/moderation', { token: designer.token });
    expect(queue.body).toEqual({ status: 403, message: 'Only the design centre’s staff may do this.' });
    expect((await legacy.call('GET', '/api/staff/moderation')).status).toBe(401);
    const grant = await legacy.call('PUT', '/api/staff/roles', {
      token: designer.token,
      body: { email: designer.email, role: 'operator' },
    });
    expect(grant.body).toEqual({ status: 403, message: 'Only operators may do this.' });
  });

  it('makes the first operator with the command; operators then grant roles', async () => {
    const { stdout } = await staffRoleCommand(legacy.dataDir, operator.email, 'operator');
    expect(stdout).toContain('is now an operator');
    const granted = await legacy.call('PUT', '/api/staff/roles', {
      token: operator.token,
      body: { email: moderator.email, role: 'moderator' },
    });
    expect(granted.body.data).toMatchObject({ email: moderator.email, staff_role: 'moderator' });
    const login = await legacy.call('POST', '/api/auth/login', {
      body: { email: moderator.email, password: moderator.password },
    });
    expect(login.body.user.staff_role).toBe('moderator');
    // A moderator decides on portfolios only.
    const byModerator = await legacy.call('PUT', '/api/staff/roles', {
      token: moderator.token,
      body: { email: designer.email, role: 'operator' },
    });
    expect(byModerator.status).toBe(403);
    expect((await legacy.call('GET', '/api/staff/audit-log', { token: moderator.token })).status).toBe(403);
    const self = await legacy.call('PUT', '/api/staff/roles', {
      token: operator.token,
      body: { email: operator.email, role: 'none' },
    });
    expect(self.status).toBe(409);
  });

  it('lists who holds which staff role to operators only, operators first', async () => {
    const list = await legacy.call('GET', '/api/staff/roles', { token: operator.token });
    expect(list.status).toBe(200);
    const listed: { member_id: number; email: string; staff_role: string }[] = list.body.data;
    expect(listed).toContainEqual(
      expect.objectContaining({
        member_id: operator.memberId,
        email: operator.email,
        staff_role: 'operator',
      }),
    );
    expect(listed).toContainEqual(
      expect.objectContaining({
        member_id: moderator.memberId,
        email: moderator.email,
        staff_role: 'moderator',
      }),
    );
    expect(listed[0]).toHaveProperty('firstname_th');
    const roles = listed.map((each) => each.staff_role);
    expect(roles).toEqual([...roles].sort((a, b) => (a === b ? 0 : a === 'operator' ? -1 : 1)));
    // Designers are not staff: not listed.
    expect(listed.map((each) => each.email)).not.toContain(designer.email);
    expect((await legacy.call('GET', '/api/staff/roles', { token: moderator.token })).body).toEqual({
      status: 403,
      message: 'Only operators may do this.',
    });
    expect((await legacy.call('GET', '/api/staff/roles', { token: designer.token })).status).toBe(403);
  });

  it('lists new portfolios and edits of published ones, oldest first, and decides on several at once', async () => {
    const first = await create('ผลงานแรก');
    const second = await create('ผลงานที่สอง');
    const published = await create('ผลงานเผยแพร่แล้ว');
    await decide(operator, { portfolio_ids: [published], decision: 'approve' });
    await legacy.call('PUT', `/api/portfolio/${published}`, {
      token: designer.token,
      body: { ...body, project_title: 'ผลงานเผยแพร่แล้ว ฉบับแก้' },
    });
    const queue = await legacy.call('GET', '/api/staff/moderation', { token: moderator.token });
    type Entry = { portfolio_id: number; kind: string };
    // The seed's pending work waits too, and came earlier.
    const ours = (queue.body.data as Entry[]).filter((entry) =>
      [first, second, published].includes(entry.portfolio_id),
    );
    expect(queue.body.total).toBe(queue.body.data.length);
    expect(queue.body.data.slice(-3)).toEqual(ours);
    expect(ours.map((entry) => [entry.portfolio_id, entry.kind])).toEqual([
      [first, 'new'],
      [second, 'new'],
      [published, 'revision'],
    ]);
    const edit = queue.body.data.at(-1);
    expect(edit.portfolio.project_title).toBe('ผลงานเผยแพร่แล้ว ฉบับแก้');
    expect(edit.published.project_title).toBe('ผลงานเผยแพร่แล้ว');

    // A refusal needs a reason for the designer.
    const noReason = await decide(moderator, { portfolio_ids: [first, second], decision: 'reject' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(['Give the designer a reason for the refusal.']);
    const sent = legacy.outbox().length;
    const refused = await decide(moderator, {
      portfolio_ids: [first, published],
      decision: 'reject',
      reason: 'รูปภาพไม่ชัด',
    });
    expect(refused.body.data.map((result: { status: number }) => result.status)).toEqual([200, 200]);
    const mail = legacy.outbox().slice(sent);
    expect(mail.map((message) => message.to)).toEqual([designer.email, designer.email]);
    expect(mail.every((message) => message.text.includes('รูปภาพไม่ชัด'))).toBe(true);
    expect((await legacy.call('GET', `/api/portfolio/${published}`)).body.data.project_title).toBe(
      'ผลงานเผยแพร่แล้ว',
    );

    const approved = await decide(operator, { portfolio_ids: [second, first, 999999], decision: 'approve' });
    expect(approved.body.data.map((result: { status: number }) => result.status)).toEqual([200, 409, 409]);
    expect((await legacy.call('GET', `/api/portfolio/${second}`)).body.data.is_approve).toBe(1);
    const after = await legacy.call('GET', '/api/staff/moderation', { token: operator.token });
    expect(after.body.total).toBe(queue.body.total - 3);
    expect(after.body.data.map((entry: Entry) => entry.portfolio_id)).not.toContain(second);
  });

  it('keeps every staff action in the audit log, newest first, with who did it', async () => {
    const log = await legacy.call('GET', '/api/staff/audit-log', { token: operator.token });
    expect(log.status).toBe(200);
    const actions = log.body.data.map(
      (entry: { action: string; staff: { email: string } }) => `${entry.action} ${entry.staff.email}`,
    );
    expect(actions.slice(0, 4)).toEqual([
      `portfolio.approve ${operator.email}`,
      `portfolio.reject ${moderator.email}`,
      `portfolio.reject ${moderator.email}`,
      `portfolio.approve ${operator.email}`,
    ]);
    expect(actions).toContain(`role.grant ${operator.email}`);
    expect(log.body.data[1].detail).toMatchObject({ reason: 'รูปภาพไม่ชัด' });
  });

  it('lets nobody decide on their own portfolio: another member of staff does', async () => {
    const own = await legacy.call('POST', '/api/portfolio', {
      token: moderator.token,
      body: { ...body, project_title: 'ผลงานของผู้ตรวจเอง' },
    });
    const ownId = own.body.data.portfolio_id as number;
    const other = await create('ผลงานของนักออกแบบ');
    for (const decision of [{ decision: 'approve' }, { decision: 'reject', reason: 'ไม่ผ่าน' }]) {
      const refused = await decide(moderator, { portfolio_ids: [ownId], ...decision });
      expect(refused.body.data).toEqual([
        {
          portfolio_id: ownId,
          status: 403,
          message: 'Another member of staff decides on your own portfolio.',
        },
      ]);
    }
    expect((await legacy.call('GET', `/api/portfolio/${ownId}`)).status).toBe(404);
    // The rest of the same call is decided.
    const mixed = await decide(moderator, { portfolio_ids: [ownId, other], decision: 'approve' });
    expect(mixed.body.data.map((result: { status: number }) => result.status)).toEqual([403, 200]);
    expect(mixed.body.data[1]).toMatchObject({ portfolio_id: other, member_id: designer.memberId });
    const byOperator = await decide(operator, { portfolio_ids: [ownId], decision: 'approve' });
    expect(byOperator.body.data[0]).toMatchObject({ status: 200, member_id: moderator.memberId });
    expect((await legacy.call('GET', `/api/portfolio/${ownId}`)).body.data.is_approve).toBe(1);
  });

  it('e-mails the designer an approval, in Thai and English, with the link to the published work', async () => {
    const fresh = await create('ผลงานรออนุมัติ');
    const sent = legacy.outbox().length;
    const approved = await decide(operator, { portfolio_ids: [fresh], decision: 'approve' });
    expect(approved.body.data).toMatchObject([{ portfolio_id: fresh, status: 200, mailed: true }]);
    const [mail, ...others] = legacy.outbox().slice(sent);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: designer.email,
      subject: 'ผลงานได้รับการอนุมัติแล้ว / Your portfolio was approved',
    });
    const link = `${SITE_URL}/detail-portfolio?id=${fresh}`;
    expect(mail!.text).toBe(
      'ผลงาน “ผลงานรออนุมัติ” ของคุณได้รับการอนุมัติและเผยแพร่บนเว็บไซต์แล้ว\nดูผลงานได้ที่ลิงก์ด้านล่าง\n\n' +
        'Your portfolio “ผลงานรออนุมัติ” was approved and is now published.\nSee it at the link below.\n\n' +
        `${link}\n`,
    );
    expect(mail!.html).toContain(`<a href="${link}">`);

    // An approved edit says so.
    await legacy.call('PUT', `/api/portfolio/${fresh}`, {
      token: designer.token,
      body: { ...body, project_title: 'ผลงานรออนุมัติ ฉบับแก้' },
    });
    await decide(operator, { portfolio_ids: [fresh], decision: 'approve' });
    const edit = legacy.outbox().at(-1);
    expect(edit?.subject).toBe('การแก้ไขผลงานได้รับการอนุมัติแล้ว / Your edit was approved');
    expect(edit?.text).toContain('Your edit of “ผลงานรออนุมัติ ฉบับแก้” was approved');
    expect(edit?.text).toContain(link);
  });

  it('lets an operator choose and order the home highlights, published work only, at most 6', async () => {
    const published = (
      await legacy.call('GET', '/api/get-portfolio-by-id-category', { query: { id: 0, page: 1 } })
    ).body.data.map((portfolio: { id: number }) => portfolio.id) as number[];
    const chosen = [published[2], published[0], published[1]] as number[];
    const set = await legacy.call('PUT', '/api/staff/highlights', {
      token: operator.token,
      body: { portfolio_ids: chosen },
    });
    expect(set.body.data.map((portfolio: { id: number }) => portfolio.id)).toEqual(chosen);
    const home = await legacy.call('GET', '/api/get-portfolio-hightlight');
    expect(home.body.data.map((portfolio: { id: number }) => portfolio.id)).toEqual(chosen);
    const tooMany = await legacy.call('PUT', '/api/staff/highlights', {
      token: operator.token,
      body: { portfolio_ids: [1, 2, 3, 4, 5, 6, 7] },
    });
    expect(tooMany.body.errors.portfolio_ids).toEqual(['At most 6 portfolios can be highlighted.']);
    const pending = await create('ยังไม่เผยแพร่');
    const notPublic = await legacy.call('PUT', '/api/staff/highlights', {
      token: operator.token,
      body: { portfolio_ids: [pending] },
    });
    expect(notPublic.body.errors.portfolio_ids).toEqual(['Only published portfolios can be highlighted.']);
    const byModerator = await legacy.call('PUT', '/api/staff/highlights', {
      token: moderator.token,
      body: { portfolio_ids: [] },
    });
    expect(byModerator.status).toBe(403);
  });

  it('keeps every enquiry for operators to read, newest first, read or unread', async () => {
    await legacy.call('POST', '/api/save-contact', {
      body: { name: 'สมศรี', email: 'somsri@example.com', detail: 'ขอข้อมูลการจัดนิทรรศการ' },
    });
    const page = await legacy.call('GET', '/api/staff/enquiries', { token: operator.token });
    expect(page.body.data[0]).toMatchObject({ name: 'สมศรี', detail: 'ขอข้อมูลการจัดนิทรรศการ', read_at: null });
    const unread = page.body.unread as number;
    const read = await legacy.call('PUT', `/api/staff/enquiries/${page.body.data[0].id}`, {
      token: operator.token,
      body: { read: true },
    });
    expect(read.body.data.read_at).not.toBeNull();
    expect((await legacy.call('GET', '/api/staff/enquiries', { token: operator.token })).body.unread).toBe(
      unread - 1,
    );
    expect((await legacy.call('GET', '/api/staff/enquiries', { token: moderator.token })).status).toBe(403);
    expect(
      (
        await legacy.call('PUT', '/api/staff/enquiries/999999', {
          token: operator.token,
          body: { read: true },
        })
      ).status,
    ).toBe(404);
  });
});
