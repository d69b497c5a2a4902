import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStaffRole } from '../../legacy/src/staff/roles';
import { startStack, type Browser, type Stack } from './bff-harness';
import { HOSTILE_ADDRESSES, addressesStored } from '../legacy/legacy-harness';
import { designerWithWork, renamed, UPDATE_PROFILE, type OwnProfile } from './designer-accounts';

/**
 * Addresses the `validator` package takes, which no mutation may store or mail to (issue 42, S7): a quoted local part
 * carrying a header of its own, a quoted one, and an invisible character. Three, so that no per-client limit is met.
 */
const HOSTILE = [0, 3, 6].map((index) => HOSTILE_ADDRESSES[index]!);

/** Every mutation that takes an address, asking `errors { field code }`, with the path to its payload. */
const MUTATIONS: [string, string, (email: string) => Record<string, unknown>][] = [
  [
    'register',
    'mutation ($input: RegisterInput!) { register(input: $input) { success errors { field code } } }',
    (email) => ({
      input: {
        email,
        firstNameTh: 'ทดสอบ',
        lastNameTh: 'ระบบ',
        mobileNumber: '0812345678',
        password: 'correct horse 1',
        passwordConfirm: 'correct horse 1',
      },
    }),
  ],
  [
    'login',
    'mutation ($input: LoginInput!) { login(input: $input) { viewer { id } errors { field code } } }',
    (email) => ({ input: { email, password: 'correct horse 1' } }),
  ],
  [
    'forgotPassword',
    'mutation ($email: String!) { forgotPassword(email: $email) { success errors { field code } } }',
    (email) => ({ email }),
  ],
  [
    'sendContactMessage',
    'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { sent errors { field code } } }',
    (email) => ({ input: { name: 'ลูกค้า', email, detail: 'สวัสดี' } }),
  ],
];

describe('addresses with a quoted local part or a control character, through the schema (issue 42, S7)', () => {
  let stack: Stack;
  let visitor: Browser;
  let designer: Awaited<ReturnType<typeof designerWithWork>>;
  let operator: Browser;

  /** Each hostile address is refused with EMAIL_INVALID on the e-mail field, and nothing is stored or mailed. */
  async function expectRefused(
    browser: Browser,
    field: string,
    query: string,
    variables: (email: string) => Record<string, unknown>,
  ) {
    const before = addressesStored(stack.legacy);
    for (const email of HOSTILE) {
      const answer = await browser.graphql(query, variables(email));
      expect(answer.errors, JSON.stringify(email)).toBeUndefined();
      expect(answer.data[field].errors, JSON.stringify(email)).toContainEqual({
        field: 'email',
        code: 'EMAIL_INVALID',
      });
    }
    await stack.legacy.backgroundWorkDone();
    expect(addressesStored(stack.legacy)).toEqual(before);
  }

  beforeAll(async () => {
    stack = await startStack();
    visitor = stack.browser();
    designer = await designerWithWork(stack, 3);
    operator = stack.browser();
    const operatorId = (
      stack.legacy.app.db
        .prepare('SELECT id FROM members WHERE email = ?')
        .get('designer04@portfolio.example') as {
        id: number;
      }
    ).id;
    setStaffRole(stack.legacy.app.db, operatorId, 'operator');
    await operator.signIn('designer04@portfolio.example', 'Designer1234!');
  });
  afterAll(async () => {
    await stack.stop();
  });

  it.each(MUTATIONS)('%s refuses them with EMAIL_INVALID', async (field, query, variables) => {
    await expectRefused(visitor, field, query, variables);
  });

  it('sendDesignerEnquiry refuses them as the sender with EMAIL_INVALID', async () => {
    await expectRefused(
      visitor,
      'sendDesignerEnquiry',
      'mutation ($input: DesignerEnquiryInput!) { sendDesignerEnquiry(input: $input) { sent errors { field code } } }',
      (email) => ({
        input: {
          designerId: designer.memberId,
          name: 'ลูกค้า',
          email,
          workType: 'โลโก้',
          message: 'สนใจจ้างงาน',
        },
      }),
    );
  });

  it('updateProfile refuses them as the profile’s address with EMAIL_INVALID', async () => {
    const profile: OwnProfile = designer.profile;
    await expectRefused(
      designer.member,
      'updateProfile',
      UPDATE_PROFILE.replace('errors { message }', 'errors { field code }'),
      (email) => ({
        id: profile.id,
        input: { ...renamed(profile, 'ชื่อใหม่', 'New'), email },
      }),
    );
  });

  it('setStaffRole refuses them with EMAIL_INVALID', async () => {
    await expectRefused(
      operator,
      'setStaffRole',
      'mutation ($email: String!) { setStaffRole(email: $email, role: MODERATOR) { role errors { field code } } }',
      (email) => ({ email }),
    );
  });
});
