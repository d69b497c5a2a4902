import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmailAddress } from '../../legacy/src/http/validation';
import { setStaffRole } from '../../legacy/src/staff/roles';
import {
  HOSTILE_ADDRESSES,
  addressesStored,
  newMember,
  startLegacy,
  type LegacyHarness,
  type Member,
} from './legacy-harness';

const INVALID = 'The email must be a valid email address.';

describe('e-mail addresses with a quoted local part or a control character (issue 42, S7)', () => {
  let legacy: LegacyHarness;
  let member: Member;
  let operator: Member;
  let designerId: number;

  /** Every call that takes an address, with that address in its `email` field. */
  const calls: [string, (email: string) => Promise<{ status: number; body: { errors?: unknown } }>][] = [
    [
      'register',
      (email) =>
        legacy.call('POST', '/api/auth/register', {
          body: {
            firstname_th: 'ทดสอบ',
            lastname_th: 'ระบบ',
            mobile_number: '0812345678',
            email,
            password: 'correct horse 1',
            password_confirm: 'correct horse 1',
          },
        }),
    ],
    [
      'login',
      (email) => legacy.call('POST', '/api/auth/login', { body: { email, password: 'correct horse 1' } }),
    ],
    [
      'login-facebook',
      (email) =>
        legacy.call('POST', '/api/auth/login-facebook', {
          body: { fb_id: '4242', email, firstname_th: 'เฟซ', lastname_th: 'บุ๊ก' },
        }),
    ],
    ['forget-password', (email) => legacy.call('POST', '/api/auth/forget-password', { body: { email } })],
    [
      'profile',
      (email) =>
        legacy.call('POST', '/api/profile', {
          token: member.token,
          body: { firstname_th: 'มานี', lastname_th: 'มีนา', email, domain_name: 'manee-s7' },
        }),
    ],
    [
      'save-contact',
      (email) => legacy.call('POST', '/api/save-contact', { body: { name: 'ลูกค้า', email, detail: 'สวัสดี' } }),
    ],
    [
      'designer enquiry',
      (email) =>
        legacy.call('POST', `/api/designer/${designerId}/enquiry`, {
          body: { name: 'ลูกค้า', email, work_type: 'โลโก้', message: 'สนใจจ้างงาน' },
        }),
    ],
    [
      'staff roles',
      (email) =>
        legacy.call('PUT', '/api/staff/roles', { token: operator.token, body: { email, role: 'moderator' } }),
    ],
  ];

  beforeAll(async () => {
    legacy = await startLegacy();
    member = await newMember(legacy);
    operator = await newMember(legacy);
    setStaffRole(legacy.app.db, operator.memberId, 'operator');
    designerId = (
      legacy.app.db
        .prepare(
          `SELECT m.id FROM members m WHERE m.accepts_enquiries = 1
           AND EXISTS (SELECT 1 FROM portfolios p WHERE p.member_id = m.id AND p.is_approve = 1) ORDER BY m.id LIMIT 1`,
        )
        .get() as { id: number }
    ).id;
    await legacy.backgroundWorkDone();
  });
  afterAll(async () => {
    await legacy.stop();
  });

  it('the one check refuses them, and still takes ordinary addresses (Thai ones too)', () => {
    for (const address of HOSTILE_ADDRESSES)
      expect(isEmailAddress(address), JSON.stringify(address)).toBe(false);
    for (const address of [
      'a@b.cd',
      'first.last+tag@example.co.th',
      'สมชาย@example.com',
      "o'neil@example.com",
    ])
      expect(isEmailAddress(address), address).toBe(true);
  });

  it.each(calls)(
    '%s refuses each with 422 and the e-mail message, storing and mailing nothing',
    async (_, call) => {
      const before = addressesStored(legacy);
      for (const email of HOSTILE_ADDRESSES) {
        const answer = await call(email);
        expect(answer.status, JSON.stringify(email)).toBe(422);
        expect(answer.body, JSON.stringify(email)).toMatchObject({
          status: 422,
          message: INVALID,
          errors: { email: [INVALID] },
        });
      }
      await legacy.backgroundWorkDone();
      expect(addressesStored(legacy)).toEqual(before);
    },
  );

  it('the calls still take an ordinary address', async () => {
    const contact = await legacy.call('POST', '/api/save-contact', {
      body: { name: 'ลูกค้า', email: 'customer@example.com', detail: 'สวัสดี' },
    });
    expect(contact.status).toBe(200);
    const enquiry = await legacy.call('POST', `/api/designer/${designerId}/enquiry`, {
      body: { name: 'ลูกค้า', email: 'customer@example.com', work_type: 'โลโก้', message: 'สนใจจ้างงาน' },
    });
    expect(enquiry.status).toBe(200);
  });
});
