import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideAndTell } from '../../legacy/src/routes/staff';
import { bangkokDay } from '../../legacy/src/clock';
import {
  createPortfolio,
  newMember,
  portfolioFields,
  startLegacy,
  testClock,
  type LegacyHarness,
} from './legacy-harness';

type Member = Awaited<ReturnType<typeof newMember>>;

const DIGEST_SUBJECT = 'สรุปความเคลื่อนไหวประจำวัน / Your daily digest';

/**
 * Counts that cannot be bought (issue 42): a member toggling an appreciation or a follow tells the designer once a
 * Bangkok day, and insights count the people whose following changed, not the clicks. A member who only reads is no
 * designer: no page, no link.
 */
describe('toggles count people, not clicks', () => {
  // The real time: the store dates an unfollow by its own clock, as the follow by the app's.
  const clock = testClock(new Date());
  let legacy: LegacyHarness;
  let designer: Member;
  let fan: Member;
  let reader: Member;
  let work: number;

  const unread = async (member: Member) =>
    (await legacy.call('GET', '/api/notifications/unread', { token: member.token })).body.unread as number;
  const notifications = async (member: Member) =>
    (await legacy.call('GET', '/api/notifications', { token: member.token })).body.data as {
      kind: string;
      count: number;
      actor: { member_id: number; public_designer: boolean } | null;
    }[];

  beforeAll(async () => {
    // The digest hour at midnight: whenever the test runs, the day's digest is due.
    legacy = await startLegacy({ clock, config: { digestCheckSeconds: 0, digestHour: 0 } });
    [designer, fan, reader] = [await newMember(legacy), await newMember(legacy), await newMember(legacy)];
    work = await createPortfolio(legacy, designer, await portfolioFields(legacy), 'งานที่ถูกชื่นชม');
    decideAndTell(legacy.app.db, work, 'approve', { now: clock() });
  });
  afterAll(() => legacy.stop());

  it('301 appreciation toggles make one notification of one appreciation, and mark the bell unread once', async () => {
    const toggle = (method: 'POST' | 'DELETE') =>
      legacy.call(method, `/api/portfolio/${work}/appreciation`, { token: fan.token });
    // The designer has read the approval.
    await legacy.call('POST', '/api/notifications/read', { token: designer.token });
    expect((await toggle('POST')).status).toBe(200);
    expect(await unread(designer)).toBe(1);
    // The designer reads it; the fan goes on toggling (300 more: the last one appreciates).
    await legacy.call('POST', '/api/notifications/read', { token: designer.token });
    for (let i = 0; i < 150; i += 1) {
      expect((await toggle('DELETE')).status).toBe(200);
      expect((await toggle('POST')).status).toBe(200);
    }
    expect(await unread(designer)).toBe(0);
    const told = (await notifications(designer)).filter((each) => each.kind === 'appreciation');
    expect(told).toEqual([expect.objectContaining({ count: 1 })]);
    // Another member's appreciation the same day is news again.
    await legacy.call('POST', `/api/portfolio/${work}/appreciation`, { token: reader.token });
    expect(await unread(designer)).toBe(1);
    expect((await notifications(designer)).find((each) => each.kind === 'appreciation')?.count).toBe(2);
  });

  it('100 follow and unfollow cycles tell the designer once and show in insights as no change', async () => {
    const day = bangkokDay(clock());
    const followers = async () =>
      (
        await legacy.call('GET', '/api/insights/designer', {
          token: designer.token,
          query: { from: day, to: day },
        })
      ).body.data.totals as { followers_gained: number; followers_lost: number; followers: number };
    const before = await followers();
    const toggle = (method: 'POST' | 'DELETE') =>
      legacy.call(method, `/api/designer/${designer.memberId}/follow`, { token: fan.token });
    for (let i = 0; i < 100; i += 1) {
      expect((await toggle('POST')).status).toBe(200);
      expect((await toggle('DELETE')).status).toBe(200);
    }
    expect(await followers()).toMatchObject(before);
    // Following once more: one person gained, whatever came before today.
    await toggle('POST');
    expect(await followers()).toMatchObject({
      followers_gained: before.followers_gained + 1,
      followers_lost: before.followers_lost,
      followers: before.followers + 1,
    });
    const told = (await notifications(designer)).filter((each) => each.kind === 'follower');
    expect(told).toHaveLength(1);
    // The fan only reads: named, but no page to lead to.
    expect(told[0]?.actor).toMatchObject({ member_id: fan.memberId, public_designer: false });
  });

  it('makes a digest that counts the people, and links only a follower who is a designer', async () => {
    await legacy.call('POST', `/api/designer/${designer.memberId}/follow`, { token: reader.token });
    // A designer with public work follows too.
    const other = await newMember(legacy);
    const theirs = await createPortfolio(legacy, other, await portfolioFields(legacy), 'งานของผู้ติดตาม');
    decideAndTell(legacy.app.db, theirs, 'approve', { now: clock() });
    await legacy.call('POST', `/api/designer/${designer.memberId}/follow`, { token: other.token });
    await legacy.runDigestNow();
    const digest = legacy
      .outbox()
      .filter((mail) => mail.to === designer.email && mail.subject === DIGEST_SUBJECT)
      .at(-1);
    expect(digest?.text).toContain('2 time(s)');
    expect(digest?.text).toContain(`all-portfolio-by-design?member_id=${other.memberId}`);
    expect(digest?.text).not.toContain(`member_id=${reader.memberId}`);
    expect(digest?.text).not.toContain(`member_id=${fan.memberId}`);
  });
});

describe('a member who only reads', () => {
  let legacy: LegacyHarness;
  let reader: Member;
  let fan: Member;

  beforeAll(async () => {
    legacy = await startLegacy();
    [reader, fan] = [await newMember(legacy), await newMember(legacy)];
  });
  afterAll(() => legacy.stop());

  const page = (memberId: number) =>
    legacy.call('GET', '/api/get-portfolio-design', { query: { member_id: memberId } });

  it('has no designer page and cannot be followed, until they choose to show a profile', async () => {
    expect(await page(reader.memberId)).toMatchObject({
      status: 404,
      body: { message: 'Designer not found.' },
    });
    const follow = await legacy.call('POST', `/api/designer/${reader.memberId}/follow`, { token: fan.token });
    expect(follow).toMatchObject({ status: 404, body: { message: 'Designer not found.' } });
    const saved = await legacy.call('POST', '/api/profile', {
      token: reader.token,
      body: {
        name_th: 'ผู้อ่าน',
        last_th: 'ทดสอบ',
        name_en: 'Reader',
        last_en: 'Test',
        email: reader.email,
        domain_name: 'reader',
      },
    });
    expect(saved.status).toBe(200);
    expect((await page(reader.memberId)).status).toBe(200);
    expect(
      (await legacy.call('POST', `/api/designer/${reader.memberId}/follow`, { token: fan.token })).status,
    ).toBe(200);
  });
});
