import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideAndTell } from '../../legacy/src/routes/staff';
import {
  copySeededData,
  type LegacyHarness,
  type Member,
  newMember,
  portfolioFields,
  startLegacy,
  testClock,
} from './legacy-harness';

const DIGEST_SUBJECT = 'สรุปความเคลื่อนไหวประจำวัน / Your daily digest';
const TITLE = 'โปสเตอร์ <b>เทศกาล</b> & ดนตรี';

/** The daily digest (issue 29): queued once per member and Bangkok day, delivered, and never lost or doubled. */
describe('the daily digest', () => {
  // 07:00 in Bangkok: an hour before DIGEST_HOUR.
  const clock = testClock(new Date('2026-11-20T00:00:00Z'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-digest-'));
  let legacy: LegacyHarness;
  let designer: Member;
  let quiet: Member;
  let fan: Member;
  let second: Member;
  let third: Member;
  let work: number;

  /** The digests delivered so far to `member`, oldest first. */
  const digestsTo = (member: Member) =>
    legacy.outbox().filter((mail) => mail.to === member.email && mail.subject === DIGEST_SUBJECT);
  const queue = () =>
    legacy.app.db.prepare('SELECT id, attempts, sent_at, last_error FROM mail_queue ORDER BY id').all() as {
      id: number;
      attempts: number;
      sent_at: string | null;
      last_error: string | null;
    }[];
  const start = async (config: { smtpUrl?: string } = {}) => {
    legacy = await startLegacy({ dataDir, clock, config: { digestCheckSeconds: 0, ...config } });
    // The job runs on start: its run is background work.
    await legacy.backgroundWorkDone();
  };

  beforeAll(async () => {
    copySeededData(dataDir);
    await start();
    // Remembered, so that their tokens outlive the days the test moves through.
    [designer, quiet, fan, second, third] = [
      await newMember(legacy, { remember_me: true }),
      await newMember(legacy, { remember_me: true }),
      await newMember(legacy, { remember_me: true }),
      await newMember(legacy, { remember_me: true }),
      await newMember(legacy, { remember_me: true }),
    ];
    const created = await legacy.call('POST', '/api/portfolio', {
      token: designer.token,
      body: { ...(await portfolioFields(legacy)), project_title: TITLE },
    });
    work = created.body.data.portfolio_id;
    decideAndTell(legacy.app.db, work, 'approve', { now: clock() });
    expect(
      (await legacy.call('PUT', '/api/my-settings', { token: quiet.token, body: { digest: false } })).body
        .data,
    ).toEqual({ accepts_enquiries: true, digest: false });
    // The quiet one has no work yet but shows a profile: a designer who can be followed.
    const profile = { name_th: 'เงียบ', last_th: 'สงบ', email: quiet.email, domain_name: 'quiet' };
    expect((await legacy.call('POST', '/api/profile', { token: quiet.token, body: profile })).status).toBe(
      200,
    );
    for (const [member, target] of [
      [fan, designer],
      [fan, quiet],
      [second, quiet],
    ] as const)
      expect(
        (await legacy.call('POST', `/api/designer/${target.memberId}/follow`, { token: member.token }))
          .status,
      ).toBe(200);
    for (const member of [fan, second])
      expect(
        (await legacy.call('POST', `/api/portfolio/${work}/appreciation`, { token: member.token })).status,
      ).toBe(200);
  });
  afterAll(async () => {
    await legacy.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes none before DIGEST_HOUR in Bangkok', async () => {
    await legacy.runDigestNow();
    expect(queue()).toEqual([]);
    expect(digestsTo(designer)).toEqual([]);
  });

  it('queues one digest per member at the hour, delivers it and marks its notifications digested', async () => {
    clock.advanceMinutes(90);
    await legacy.runDigestNow();
    const [digest, ...more] = digestsTo(designer);
    expect(more).toEqual([]);
    expect(digest?.text).toContain('1 new follower(s)');
    expect(digest?.text).toContain('ทดสอบ ระบบ');
    expect(digest?.text).toContain(`${TITLE}: 2 ครั้ง / 2 time(s)`);
    expect(digest?.text).toContain(`http://site.test/detail-portfolio?id=${work}`);
    // The follower only reads (no public work, no profile): named, with no page to link to (issue 42).
    expect(digest?.text).toContain('- ทดสอบ ระบบ\n');
    expect(digest?.text).not.toContain(`all-portfolio-by-design?member_id=${fan.memberId}`);
    expect(digest?.html).toContain('โปสเตอร์ &#60;b&#62;เทศกาล&#60;/b&#62; &#38; ดนตรี');
    expect(digest?.html).not.toContain('<b>');
    expect(queue()).toEqual([
      { id: expect.any(Number), attempts: 1, sent_at: expect.any(String), last_error: null },
    ]);
    const undigested = legacy.app.db
      .prepare(
        "SELECT COUNT(*) AS n FROM notifications WHERE member_id = ? AND kind IN ('follower', 'appreciation') AND digested_at IS NULL",
      )
      .get(designer.memberId) as { n: number };
    expect(undigested.n).toBe(0);
    // The digest is off for one member; the others had no news.
    for (const member of [quiet, fan, second]) expect(digestsTo(member)).toEqual([]);
  });

  it('sends nothing more the same day, however often it runs; the news waits for the next day', async () => {
    expect(
      (await legacy.call('POST', `/api/portfolio/${work}/appreciation`, { token: third.token })).status,
    ).toBe(200);
    await legacy.runDigestNow();
    await legacy.runDigestNow();
    expect(digestsTo(designer)).toHaveLength(1);
    clock.advanceMinutes(24 * 60);
    await legacy.runDigestNow();
    const digests = digestsTo(designer);
    expect(digests).toHaveLength(2);
    // The day's notification counts the whole day's appreciations; nobody followed since.
    expect(digests[1]?.text).toContain(`${TITLE}: 3 ครั้ง / 3 time(s)`);
    expect(digests[1]?.text).not.toContain('follower');
    expect(digestsTo(quiet)).toEqual([]);
  });

  it('across restarts sends nothing twice and delivers the mail a failed delivery left queued', async () => {
    // The third day, before the hour: news, then the server stops.
    clock.advanceMinutes(22 * 60);
    expect(
      (await legacy.call('POST', `/api/designer/${designer.memberId}/follow`, { token: second.token }))
        .status,
    ).toBe(200);
    await legacy.stop();

    // After the hour, a server whose mail cannot leave: the digest is made (once) and stays queued.
    clock.advanceMinutes(3 * 60);
    await start({ smtpUrl: 'smtp://127.0.0.1:1' });
    const failures = legacy.takeServerErrors();
    expect(String(failures[0])).toContain('could not be sent and stay queued');
    expect(queue().at(-1)).toMatchObject({ attempts: 1, sent_at: null, last_error: expect.any(String) });
    await legacy.runDigestNow();
    legacy.takeServerErrors();
    expect(queue().at(-1)).toMatchObject({ attempts: 2, sent_at: null });
    expect(queue()).toHaveLength(3);
    expect(digestsTo(designer)).toHaveLength(2);
    await legacy.stop();

    // Restarted with mail that leaves: the queued digest is delivered on start, and nothing made again.
    await start();
    expect(queue()).toHaveLength(3);
    expect(queue().every((mail) => mail.sent_at !== null)).toBe(true);
    expect(queue().at(-1)).toMatchObject({ attempts: 3, last_error: null });
    const digests = digestsTo(designer);
    expect(digests).toHaveLength(3);
    expect(digests[2]?.text).toContain('1 new follower(s)');
    await legacy.runDigestNow();
    expect(digestsTo(designer)).toHaveLength(3);
    const days = legacy.app.db
      .prepare('SELECT day FROM digests WHERE member_id = ? ORDER BY day')
      .all(designer.memberId) as { day: string }[];
    expect(days.map((row) => row.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    // A member with the digest off never gets one, though followed twice.
    expect(digestsTo(quiet)).toEqual([]);
  });

  it('groups appreciations by Bangkok day: another day makes another notification', async () => {
    for (const method of ['DELETE', 'POST'])
      expect(
        (await legacy.call(method, `/api/portfolio/${work}/appreciation`, { token: fan.token })).status,
      ).toBe(200);
    const list = (await legacy.call('GET', '/api/notifications', { token: designer.token })).body.data as {
      kind: string;
      count: number;
      portfolio: { id: number } | null;
    }[];
    expect(list.filter((n) => n.kind === 'appreciation').map((n) => [n.portfolio?.id, n.count])).toEqual([
      [work, 1],
      [work, 3],
    ]);
  });
});
