import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../legacy/src/seed/demo-data';
import { startStack, type Stack } from './bff-harness';

const VIEWER =
  '{ viewer { id email firstName { th } profileId picture { url } profile { id email } sessionExpiresAt } }';
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { viewer { id email } accessToken errors { field message } } }`;

/** A stand-in for Facebook's Graph API: one valid token. */
async function fakeFacebook(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/me' && url.searchParams.get('access_token') === 'good-facebook-token') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          id: '998877',
          email: 'fb.designer@example.com',
          first_name: 'ฟ้า',
          last_name: 'ใส',
          picture: { data: { url: 'https://graph.example/998877/picture.jpg' } },
        }),
      );
      return;
    }
    response.writeHead(400, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'Invalid OAuth access token.' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('sessions', () => {
  let stack: Stack;
  let facebook: Awaited<ReturnType<typeof fakeFacebook>>;

  beforeAll(async () => {
    facebook = await fakeFacebook();
    stack = await startStack({ config: { facebookGraphUrl: facebook.url, facebookAppId: '1234567890' } });
  });
  afterAll(async () => {
    await stack.stop();
    await facebook.close();
  });

  it('signs in with an HttpOnly, SameSite session cookie that ends with the browser without remember me', async () => {
    const browser = stack.browser();
    expect((await browser.graphql(VIEWER)).data.viewer).toBeNull();
    const login = await browser.graphql(LOGIN, {
      input: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    expect(login.data.login.errors).toEqual([]);
    expect(login.data.login.viewer.email).toBe(DEMO_MEMBER.email);
    const cookie = browser.setCookies.at(-1) ?? '';
    expect(cookie).toMatch(/^portfolio_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const viewer = await browser.graphql(VIEWER);
    expect(viewer.data.viewer).toMatchObject({
      email: DEMO_MEMBER.email,
      profile: { email: expect.any(String) },
    });
    expect(viewer.data.viewer.profileId).toBe(viewer.data.viewer.profile.id);
    expect(viewer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps the cookie for 30 days with remember me, and marks it Secure when configured', async () => {
    const browser = stack.browser();
    await browser.graphql(LOGIN, {
      input: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password, rememberMe: true },
    });
    expect(browser.setCookies.at(-1)).toMatch(/Max-Age=2592000/);
    const secure = await startStack({ config: { cookieSecure: true } });
    try {
      const other = secure.browser();
      await other.graphql(LOGIN, { input: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } });
      expect(other.setCookies.at(-1)).toMatch(/;\s*Secure(;|$)/i);
    } finally {
      await secure.stop();
    }
  });

  it('refuses a wrong password and an unknown e-mail with the same message, telling no one who is registered', async () => {
    const browser = stack.browser();
    const wrong = await browser.graphql(LOGIN, {
      input: { email: DEMO_MEMBER.email, password: 'wrong-password' },
    });
    expect(wrong.data.login).toMatchObject({
      viewer: null,
      errors: [{ message: 'The e-mail or password is incorrect.' }],
    });
    const unknown = await browser.graphql(LOGIN, { input: { email: 'nobody@example.com', password: 'x' } });
    expect(unknown.data.login).toEqual(wrong.data.login);
    expect(browser.setCookies).toEqual([]);
  });

  it('logs out: the legacy token is revoked and the cookie cleared', async () => {
    const browser = stack.browser();
    const login = await browser.graphql(LOGIN, {
      input: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    const token = login.data.login.accessToken;
    const logout = await browser.graphql('mutation { logout { success } }');
    expect(logout.data.logout.success).toBe(true);
    expect(browser.setCookies.at(-1)).toMatch(/^portfolio_session=; .*Max-Age=0/);
    expect((await browser.graphql(VIEWER)).data.viewer).toBeNull();
    const stale = await stack.browser().graphql(VIEWER, {}, { Authorization: `Bearer ${token}` });
    expect(stale.data.viewer).toBeNull();
  });

  it('accepts Authorization: Bearer for integrators', async () => {
    const login = await stack
      .browser()
      .graphql(LOGIN, { input: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } });
    const integrator = await stack
      .browser()
      .graphql(VIEWER, {}, { Authorization: `Bearer ${login.data.login.accessToken}` });
    expect(integrator.data.viewer.email).toBe(DEMO_MEMBER.email);
  });

  it('answers protected fields without a token with "No access token." and UNAUTHENTICATED', async () => {
    const answer = await stack.browser().graphql('{ profile(id: "1") { id } }');
    expect(answer.data.profile).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'No access token.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const write = await stack.browser().graphql('mutation { deletePortfolio(id: "1") { deletedId } }');
    expect(write.errors?.[0]).toMatchObject({
      message: 'No access token.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('registers, verifies by the mailed link, and signs in', async () => {
    const browser = stack.browser();
    const register = await browser.graphql(
      `mutation ($input: RegisterInput!) { register(input: $input) { success message errors { field message } } }`,
      {
        input: {
          firstNameTh: 'ใหม่',
          lastNameTh: 'สมาชิก',
          mobileNumber: '0811111111',
          email: 'new.member@example.com',
          password: 'new-password',
          passwordConfirm: 'new-password',
        },
      },
    );
    expect(register.data.register).toEqual({
      success: true,
      message: 'Register Success, Please Check email for verify',
      errors: [],
    });
    const again = await browser.graphql(
      `mutation ($input: RegisterInput!) { register(input: $input) { success errors { field message } } }`,
      {
        input: {
          firstNameTh: 'ก',
          lastNameTh: 'ข',
          mobileNumber: 'abc',
          email: 'new.member@example.com',
          password: 'a',
          passwordConfirm: 'b',
        },
      },
    );
    expect(again.data.register.success).toBe(false);
    expect(again.data.register.errors).toEqual(
      expect.arrayContaining([
        { field: 'mobileNumber', message: 'The mobile number must be a number.' },
        { field: 'passwordConfirm', message: 'The password confirmation does not match.' },
      ]),
    );
    const unverified = await browser.graphql(LOGIN, {
      input: { email: 'new.member@example.com', password: 'new-password' },
    });
    expect(unverified.data.login.errors[0].message).toBe('Please verify your e-mail before logging in.');

    // The link leads to this BFF, on whatever port it was given, not to the legacy API's SITE_URL.
    const link = stack.legacy.linkSentTo('new.member@example.com', '/verify');
    expect(link.startsWith(`${stack.bff.url}/verify?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token');
    const verify = await browser.graphql(
      'mutation ($token: String!) { verifyEmail(token: $token) { success message messageCode } }',
      { token },
    );
    expect(verify.data.verifyEmail).toEqual({
      success: true,
      message: 'Verify email success',
      messageCode: 'EMAIL_VERIFIED',
    });
    // Opened again, the link says the account is verified.
    const reused = await browser.graphql(
      'mutation ($token: String!) { verifyEmail(token: $token) { success message messageCode } }',
      { token },
    );
    expect(reused.data.verifyEmail).toEqual({
      success: true,
      message: 'The e-mail is already verified.',
      messageCode: 'EMAIL_ALREADY_VERIFIED',
    });
    const login = await browser.graphql(LOGIN, {
      input: { email: 'new.member@example.com', password: 'new-password' },
    });
    expect(login.data.login.viewer.email).toBe('new.member@example.com');
    expect((await browser.graphql(VIEWER)).data.viewer).toMatchObject({
      profileId: null,
      profile: null,
      picture: null,
    });
  });

  it('answers a registration with a taken e-mail as a new one, and mails the owner a note', async () => {
    const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { success message messageCode errors { field message } } }`;
    const form = (email: string) => ({
      input: {
        firstNameTh: 'ซ้ำ',
        lastNameTh: 'อีเมล',
        mobileNumber: '0822222222',
        email,
        password: 'some-password',
        passwordConfirm: 'some-password',
      },
    });
    const fresh = await stack.browser().graphql(REGISTER, form('fresh.member@example.com'));
    const taken = await stack.browser().graphql(REGISTER, form('designer03@portfolio.example'));
    expect(taken.data).toEqual(fresh.data);
    expect(fresh.data.register).toEqual({
      success: true,
      message: 'Register Success, Please Check email for verify',
      messageCode: 'REGISTERED',
      errors: [],
    });
    const note = stack.legacy
      .outbox()
      .filter((mail) => mail.to === 'designer03@portfolio.example')
      .at(-1);
    expect(note?.subject).toBe('มีผู้พยายามสมัครสมาชิกด้วยอีเมลของคุณ / Someone tried to register with your e-mail');
    expect(note?.text).toContain(`${stack.bff.url}/login\n${stack.bff.url}/forgot\n`);
  });

  it('resets a forgotten password once with the mailed link', async () => {
    const browser = stack.browser();
    const forgot = await browser.graphql(
      'mutation ($email: String!) { forgotPassword(email: $email) { success message } }',
      {
        email: 'designer02@portfolio.example',
      },
    );
    expect(forgot.data.forgotPassword.success).toBe(true);
    const link = stack.legacy.linkSentTo('designer02@portfolio.example', '/reset-password');
    expect(link.startsWith(`${stack.bff.url}/reset-password?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token');
    const reset = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { success message errors { field message } } }`;
    const short = await browser.graphql(reset, {
      input: { token, password: 'short', passwordConfirm: 'short' },
    });
    expect(short.data.resetPassword.errors).toEqual([
      { field: 'password', message: 'The password must be at least 8 characters.' },
    ]);
    const ok = await browser.graphql(reset, {
      input: { token, password: 'a-new-password', passwordConfirm: 'a-new-password' },
    });
    expect(ok.data.resetPassword).toMatchObject({ success: true, message: 'Reset password success' });
    const reused = await browser.graphql(reset, {
      input: { token, password: 'a-new-password', passwordConfirm: 'a-new-password' },
    });
    expect(reused.data.resetPassword.message).toBe('This password reset link is invalid, used or expired.');
    const login = await browser.graphql(LOGIN, {
      input: { email: 'designer02@portfolio.example', password: 'a-new-password' },
    });
    expect(login.data.login.errors).toEqual([]);
  });

  it('signs in with Facebook only after Facebook confirms the token', async () => {
    const browser = stack.browser();
    const mutation =
      'mutation ($token: String!) { loginWithFacebook(accessToken: $token) { viewer { id email picture { url } } errors { field message } } }';
    const forged = await browser.graphql(mutation, { token: 'made-up' });
    expect(forged.data.loginWithFacebook).toMatchObject({ viewer: null, errors: [{ field: 'accessToken' }] });
    const real = await browser.graphql(mutation, { token: 'good-facebook-token' });
    expect(real.data.loginWithFacebook.viewer).toMatchObject({
      email: 'fb.designer@example.com',
      picture: { url: 'https://graph.example/998877/picture.jpg' },
    });
    expect((await browser.graphql(VIEWER)).data.viewer.email).toBe('fb.designer@example.com');
  });

  it('keeps two members apart when they use the site at once', async () => {
    const demo = stack.browser();
    const designer = stack.browser();
    await Promise.all([
      demo.graphql(LOGIN, { input: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } }),
      designer.graphql(LOGIN, {
        input: { email: 'designer05@portfolio.example', password: 'Designer1234!' },
      }),
    ]);
    const own = '{ viewer { email portfolios { items { id approvalStatus designer { id } } } } }';
    const [demoView, designerView] = await Promise.all([demo.graphql(own), designer.graphql(own)]);
    expect(demoView.data.viewer.email).toBe(DEMO_MEMBER.email);
    expect(designerView.data.viewer.email).toBe('designer05@portfolio.example');
    const demoOwners = new Set(
      demoView.data.viewer.portfolios.items.map((p: { designer: { id: string } }) => p.designer.id),
    );
    const designerOwners = new Set(
      designerView.data.viewer.portfolios.items.map((p: { designer: { id: string } }) => p.designer.id),
    );
    expect([...demoOwners]).toHaveLength(1);
    expect([...designerOwners]).toHaveLength(1);
    expect([...demoOwners][0]).not.toBe([...designerOwners][0]);
    // The demo member sees their pending and rejected work; nobody else does.
    const statuses = demoView.data.viewer.portfolios.items.map(
      (p: { approvalStatus: string }) => p.approvalStatus,
    );
    expect(statuses).toEqual(expect.arrayContaining(['APPROVED', 'PENDING', 'NOT_APPROVED']));
  });
});
