import bcrypt from 'bcryptjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newMember, SITE_URL, startLegacy, testClock, type LegacyHarness } from './legacy-harness';

const registration = {
  firstname_th: 'สมชาย',
  lastname_th: 'ใจดี',
  mobile_number: '0812345678',
  email: 'somchai@example.com',
  password: 'secret-pass',
  password_confirm: 'secret-pass',
};

describe('accounts', () => {
  let legacy: LegacyHarness;
  const clock = testClock();

  beforeEach(async () => {
    legacy = await startLegacy({ seeded: false, clock });
  });
  afterEach(async () => {
    await legacy.stop();
  });

  describe('register', () => {
    it('creates an unverified member and mails a verification link to /verify', async () => {
      const answer = await legacy.call('POST', '/api/auth/register', { body: registration });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        status: 200,
        message: 'Register Success, Please Check email for verify',
      });
      const link = legacy.linkSentTo('somchai@example.com', '/verify');
      expect(link).toMatch(/^http:\/\/site\.test\/verify\?token=[\w-]{40,}$/);

      const login = await legacy.call('POST', '/api/auth/login', {
        body: { email: registration.email, password: 'secret-pass' },
      });
      expect(login.status).toBe(403);
      expect(login.body.message).toBe('Please verify your e-mail before logging in.');
    });

    it('requires every field and answers 422 with a message per field', async () => {
      const answer = await legacy.call('POST', '/api/auth/register', { body: {} });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors).sort()).toEqual(
        ['email', 'firstname_th', 'lastname_th', 'mobile_number', 'password', 'password_confirm'].sort(),
      );
      expect(answer.body.message).toBe('The firstname th field is required.');
    });

    it('rejects a malformed e-mail, a non-numeric mobile number and a mismatched confirmation', async () => {
      const answer = await legacy.call('POST', '/api/auth/register', {
        body: { ...registration, email: 'not-an-email', mobile_number: 'call me', password_confirm: 'other' },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.email).toEqual(['The email must be a valid email address.']);
      expect(answer.body.errors.mobile_number).toEqual(['The mobile number must be a number.']);
      expect(answer.body.errors.password_confirm).toEqual(['The password confirmation does not match.']);
    });

    it('answers a taken e-mail, whatever its case, as a new one, and mails its owner instead', async () => {
      const first = await legacy.call('POST', '/api/auth/register', { body: registration });
      const hashes = vi.spyOn(bcrypt, 'hash');
      const again = await legacy.call('POST', '/api/auth/register', {
        body: {
          ...registration,
          email: 'SOMCHAI@example.com',
          password: 'other-pass',
          password_confirm: 'other-pass',
        },
      });
      // The same hashing work as for a new e-mail, so that the answer takes the same time.
      expect(hashes).toHaveBeenCalledTimes(1);
      hashes.mockRestore();
      expect(again.status).toBe(first.status);
      expect(again.body).toEqual(first.body);
      expect(again.body).toEqual({ status: 200, message: 'Register Success, Please Check email for verify' });
      const mails = legacy.outbox().filter((mail) => mail.to === registration.email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'ยืนยันอีเมลของคุณ / Verify your e-mail',
        'มีผู้พยายามสมัครสมาชิกด้วยอีเมลของคุณ / Someone tried to register with your e-mail',
      ]);
      const notice = mails[1]!;
      expect(notice.text).toContain('มีผู้พยายามสมัครสมาชิกด้วยอีเมลนี้');
      expect(notice.text).toContain('Someone tried to register with this e-mail address');
      expect(notice.text).toContain(`${SITE_URL}/login\n${SITE_URL}/forgot\n`);
      expect(notice.html).toContain(`<a href="${SITE_URL}/forgot">`);
      // Nothing about the account changed, and nobody was mailed at the address as typed.
      expect(legacy.outbox().filter((mail) => mail.to === 'SOMCHAI@example.com')).toHaveLength(0);
      const members = legacy.app.db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number };
      expect(members.n).toBe(1);
      const login = await legacy.call('POST', '/api/auth/login', {
        body: { email: registration.email, password: 'other-pass' },
      });
      expect(login.status).toBe(401);
    });

    it.each(['reply@example.com?cc=attacker%40evil.example&body=Please%20pay%20here', `a"'<x>@b.cd`])(
      'refuses %s as an e-mail address, as every call taking one does',
      async (address) => {
        const invalid = ['The email must be a valid email address.'];
        const register = await legacy.call('POST', '/api/auth/register', {
          body: { ...registration, email: address },
        });
        expect(register.status).toBe(422);
        expect(register.body.errors.email).toEqual(invalid);
        const forgot = await legacy.call('POST', '/api/auth/forget-password', { body: { email: address } });
        expect(forgot.body.errors.email).toEqual(invalid);
        const contact = await legacy.call('POST', '/api/save-contact', {
          body: { name: 'Mallory', email: address, detail: 'Please pay here' },
        });
        expect(contact.status).toBe(422);
        expect(contact.body.errors.email).toEqual(invalid);
        const member = await newMember(legacy);
        const profile = await legacy.call('POST', '/api/profile', {
          token: member.token,
          body: {
            firstname_th: 'ม',
            lastname_th: 'ล',
            email: address,
            domain_name: `mallory${member.memberId}`,
          },
        });
        expect(profile.status).toBe(422);
        expect(profile.body.errors.email).toEqual(invalid);
        expect(legacy.outbox().filter((mail) => mail.to.includes('evil') || mail.to.includes('<'))).toEqual(
          [],
        );
      },
    );

    it('stores the password only as a slow hash', async () => {
      await legacy.call('POST', '/api/auth/register', { body: registration });
      const row = legacy.app.db
        .prepare('SELECT password_hash FROM members WHERE email = ?')
        .get(registration.email) as {
        password_hash: string;
      };
      expect(row.password_hash).toMatch(/^\$2[aby]\$\d\d\$/);
      expect(row.password_hash).not.toContain('secret-pass');
    });
  });

  describe('check-verify-email', () => {
    it('verifies once; the same link opened again says the e-mail is already verified', async () => {
      await legacy.call('POST', '/api/auth/register', { body: registration });
      const token = new URL(legacy.linkSentTo(registration.email, '/verify')).searchParams.get('token');
      const first = await legacy.call('POST', '/api/auth/check-verify-email', { body: { token } });
      expect(first.status).toBe(200);
      expect(first.body.message).toBe('Verify email success');
      const second = await legacy.call('POST', '/api/auth/check-verify-email', { body: { token } });
      expect(second.status).toBe(200);
      expect(second.body).toEqual({ status: 200, message: 'The e-mail is already verified.' });
      // Still so once the link has expired.
      clock.advanceMinutes(8 * 24 * 60);
      const late = await legacy.call('POST', '/api/auth/check-verify-email', { body: { token } });
      expect(late.body.message).toBe('The e-mail is already verified.');
    });

    it('fails a link that expired before the e-mail was verified', async () => {
      await legacy.call('POST', '/api/auth/register', { body: registration });
      const token = new URL(legacy.linkSentTo(registration.email, '/verify')).searchParams.get('token');
      clock.advanceMinutes(8 * 24 * 60);
      const answer = await legacy.call('POST', '/api/auth/check-verify-email', { body: { token } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('The verification link is invalid or has expired.');
    });

    it('rejects an unknown token', async () => {
      const answer = await legacy.call('POST', '/api/auth/check-verify-email', { body: { token: 'nope' } });
      expect(answer.status).toBe(400);
    });
  });

  describe('login', () => {
    it('answers 200 with a token and the user, the same 401 for an unknown e-mail and a wrong password', async () => {
      const member = await newMember(legacy, { email: 'login@example.com' });
      expect(member.token.length).toBeGreaterThan(30);

      const ok = await legacy.call('POST', '/api/auth/login', {
        body: { email: 'login@example.com', password: member.password },
      });
      expect(ok.body).toMatchObject({
        status: 200,
        token_type: 'bearer',
        user: { email: 'login@example.com', firstname_th: 'ทดสอบ', profile_id: null },
      });

      const unknown = await legacy.call('POST', '/api/auth/login', {
        body: { email: 'nobody@example.com', password: 'x' },
      });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual({ status: 401, message: 'The e-mail or password is incorrect.' });

      const wrong = await legacy.call('POST', '/api/auth/login', {
        body: { email: 'login@example.com', password: 'wrong' },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
    });

    it('gives a longer-lived token with remember me', async () => {
      const member = await newMember(legacy);
      const short = await legacy.call('POST', '/api/auth/login', {
        body: { email: member.email, password: member.password },
      });
      const long = await legacy.call('POST', '/api/auth/login', {
        body: { email: member.email, password: member.password, remember_me: true },
      });
      expect(short.body.expires_in).toBe(24 * 60 * 60);
      expect(long.body.expires_in).toBe(30 * 24 * 60 * 60);

      clock.advanceMinutes(25 * 60);
      const shortCheck = await legacy.call('GET', '/api/auth/check-expires-token', {
        token: short.body.access_token,
      });
      const longCheck = await legacy.call('GET', '/api/auth/check-expires-token', {
        token: long.body.access_token,
      });
      expect(shortCheck.status).toBe(401);
      expect(longCheck.status).toBe(200);
      expect(longCheck.body).toMatchObject({
        message: 'Token is valid',
        remember_me: true,
        user: { email: member.email },
      });
    });

    it('requires e-mail and password', async () => {
      const answer = await legacy.call('POST', '/api/auth/login', { body: { email: '' } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toHaveProperty('password');
    });
  });

  describe('logout and check-expires-token', () => {
    it('revokes the token', async () => {
      const member = await newMember(legacy);
      expect(
        (await legacy.call('GET', '/api/auth/check-expires-token', { token: member.token })).status,
      ).toBe(200);
      const logout = await legacy.call('GET', '/api/auth/logout', { token: member.token });
      expect(logout.body).toEqual({ status: 200, message: 'Successfully logged out' });
      const after = await legacy.call('GET', '/api/auth/check-expires-token', { token: member.token });
      expect(after.status).toBe(401);
    });

    it('takes the access token only from Authorization: Bearer, never from the address or the body', async () => {
      const member = await newMember(legacy);
      const inAddress = await legacy.call('GET', '/api/auth/check-expires-token', {
        query: { token: member.token },
      });
      expect(inAddress.body).toEqual({ status: 401, message: 'No access token.' });
      const inBody = await legacy.call('POST', '/api/tag', { body: { token: member.token, name: 'tag' } });
      expect(inBody.body).toEqual({ status: 401, message: 'No access token.' });
      const inHeader = await legacy.call('GET', '/api/auth/check-expires-token', { token: member.token });
      expect(inHeader.status).toBe(200);
    });

    it('refuses logout without a token', async () => {
      const answer = await legacy.call('GET', '/api/auth/logout');
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('No access token.');
    });
  });

  describe('forget-password and reset-password', () => {
    it('answers the same whether or not the e-mail is registered, and mails only a registered one', async () => {
      const member = await newMember(legacy, { email: 'forgot@example.com' });
      const known = await legacy.call('POST', '/api/auth/forget-password', { body: { email: member.email } });
      const unknown = await legacy.call('POST', '/api/auth/forget-password', {
        body: { email: 'ghost@example.com' },
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(legacy.outbox().filter((m) => m.to === 'ghost@example.com')).toHaveLength(0);
      expect(legacy.linkSentTo(member.email, '/reset-password')).toMatch(
        /^http:\/\/site\.test\/reset-password\?token=/,
      );
    });

    it('rejects an invalid e-mail', async () => {
      const answer = await legacy.call('POST', '/api/auth/forget-password', { body: { email: 'bad' } });
      expect(answer.status).toBe(422);
    });

    it('resets once with a password of 8 or more characters, ending old sessions', async () => {
      const member = await newMember(legacy, { email: 'reset@example.com' });
      await legacy.call('POST', '/api/auth/forget-password', { body: { email: member.email } });
      const token = new URL(legacy.linkSentTo(member.email, '/reset-password')).searchParams.get('token');

      const short = await legacy.call('POST', '/api/auth/reset-password', {
        body: { token, password: 'short' },
      });
      expect(short.status).toBe(422);
      expect(short.body.message).toBe('The password must be at least 8 characters.');

      const ok = await legacy.call('POST', '/api/auth/reset-password', {
        body: { token, password: 'brand-new-pass' },
      });
      expect(ok.body).toEqual({ status: 200, message: 'Reset password success' });

      const reused = await legacy.call('POST', '/api/auth/reset-password', {
        body: { token, password: 'another-pass' },
      });
      expect(reused.status).toBe(400);
      expect(reused.body.message).toBe('This password reset link is invalid, used or expired.');

      expect(
        (await legacy.call('GET', '/api/auth/check-expires-token', { token: member.token })).status,
      ).toBe(401);
      const login = await legacy.call('POST', '/api/auth/login', {
        body: { email: member.email, password: 'brand-new-pass' },
      });
      expect(login.status).toBe(200);
    });

    it('refuses a reset link older than 60 minutes', async () => {
      const member = await newMember(legacy, { email: 'late@example.com' });
      await legacy.call('POST', '/api/auth/forget-password', { body: { email: member.email } });
      const token = new URL(legacy.linkSentTo(member.email, '/reset-password')).searchParams.get('token');
      clock.advanceMinutes(61);
      const answer = await legacy.call('POST', '/api/auth/reset-password', {
        body: { token, password: 'brand-new-pass' },
      });
      expect(answer.status).toBe(400);
      const login = await legacy.call('POST', '/api/auth/login', {
        body: { email: member.email, password: member.password },
      });
      expect(login.status).toBe(200);
    });
  });

  describe('login-facebook', () => {
    const facebook = {
      fb_id: '10001',
      email: 'fb.user@example.com',
      firstname_th: 'เฟซ',
      lastname_th: 'บุ๊ก',
      image_profile_facebook: 'https://graph.facebook.com/10001/picture?width=150&height=150',
    };

    it('creates a verified member on first sign-in and finds the same member after', async () => {
      const first = await legacy.call('POST', '/api/auth/login-facebook', { body: facebook });
      expect(first.status).toBe(200);
      expect(first.body.user).toMatchObject({
        email: facebook.email,
        fb_id: '10001',
        image_profile_facebook: facebook.image_profile_facebook,
      });
      const second = await legacy.call('POST', '/api/auth/login-facebook', { body: facebook });
      expect(second.body.user.id).toBe(first.body.user.id);
    });

    it('stores only an http or https picture address', async () => {
      const answer = await legacy.call('POST', '/api/auth/login-facebook', {
        body: {
          ...facebook,
          fb_id: '30003',
          email: 'fb.script@example.com',
          image_profile_facebook: 'javascript:alert(1)',
        },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({
        image_profile_facebook: ['The image profile facebook must be an http or https address.'],
      });
    });

    it('links to an existing member with the same e-mail', async () => {
      const member = await newMember(legacy, { email: 'linked@example.com' });
      const answer = await legacy.call('POST', '/api/auth/login-facebook', {
        body: { ...facebook, fb_id: '20002', email: 'linked@example.com' },
      });
      expect(answer.body.user.id).toBe(member.memberId);
    });

    it('only answers the trusted client when a key is configured', async () => {
      const guarded = await startLegacy({ seeded: false, config: { trustedClientKey: 'bff-secret' } });
      try {
        const refused = await guarded.call('POST', '/api/auth/login-facebook', { body: facebook });
        expect(refused.status).toBe(403);
        const allowed = await guarded.call('POST', '/api/auth/login-facebook', {
          body: facebook,
          headers: { 'X-Trusted-Client-Key': 'bff-secret' },
        });
        expect(allowed.status).toBe(200);
      } finally {
        await guarded.stop();
      }
    });
  });

  describe('the site address of e-mailed links', () => {
    it('is the X-Site-Url the trusted client sends, else SITE_URL', async () => {
      const guarded = await startLegacy({ seeded: false, config: { trustedClientKey: 'bff-secret' } });
      try {
        const register = (email: string, headers: Record<string, string>) =>
          guarded.call('POST', '/api/auth/register', { body: { ...registration, email }, headers });
        const site = 'https://portfolio.example.org:8443/';
        await register('trusted@example.com', { 'X-Trusted-Client-Key': 'bff-secret', 'X-Site-Url': site });
        expect(guarded.linkSentTo('trusted@example.com', '/verify')).toMatch(
          /^https:\/\/portfolio\.example\.org:8443\/verify\?token=/,
        );
        // Anyone else's address for the links is ignored: a reset link must not lead to someone else's site.
        await register('stranger@example.com', { 'X-Site-Url': 'https://evil.example' });
        await register('wrong-key@example.com', {
          'X-Trusted-Client-Key': 'guess',
          'X-Site-Url': 'https://evil.example',
        });
        await register('not-a-site@example.com', {
          'X-Trusted-Client-Key': 'bff-secret',
          'X-Site-Url': 'javascript:alert(1)',
        });
        for (const email of ['stranger@example.com', 'wrong-key@example.com', 'not-a-site@example.com'])
          expect(guarded.linkSentTo(email, '/verify').startsWith(`${SITE_URL}/verify?token=`)).toBe(true);
        await guarded.call('POST', '/api/auth/forget-password', {
          body: { email: 'trusted@example.com' },
          headers: { 'X-Trusted-Client-Key': 'bff-secret', 'X-Site-Url': site },
        });
        expect(guarded.linkSentTo('trusted@example.com', '/reset-password')).toMatch(
          /^https:\/\/portfolio\.example\.org:8443\/reset-password\?token=/,
        );
      } finally {
        await guarded.stop();
      }
    });
  });
});
