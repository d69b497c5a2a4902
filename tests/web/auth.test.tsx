import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER, memberSchema, renderRoute, schemaWith, type TestResolvers } from './render';
import { FACEBOOK_SDK_URL, type FacebookSdk } from '../../web/src/lib/facebook-sdk';

/** A visitor who becomes a member once the login mutation (or Facebook's) accepts them. */
function signInSchema(extra: TestResolvers = {}) {
  let signedIn = false;
  const calls: unknown[] = [];
  const accept = (_root: unknown, args: unknown) => {
    calls.push(args);
    signedIn = true;
    return { viewer: MEMBER, accessToken: 'token', errors: [] };
  };
  const schema = schemaWith({
    Query: { viewer: () => (signedIn ? MEMBER : null), ...extra.Query },
    Mutation: { login: accept, loginWithFacebook: accept, ...extra.Mutation },
  });
  return { schema, calls };
}

/** A mutation resolver that gives `answer` and keeps the arguments of every call in `received`. */
function recording(answer: unknown) {
  const received: unknown[] = [];
  const resolve = (_root: unknown, args: unknown) => {
    received.push(args);
    return answer;
  };
  return { received, resolve };
}

function main() {
  return screen.getByRole('main');
}

async function fillLogin(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('อีเมล'), email);
  await userEvent.type(screen.getByLabelText('รหัสผ่าน'), password);
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** The mocked schema with a login the BFF refuses with this one user error (its code null unless given). */
function loginRefusedWith(error: { message: string; code?: string; limit?: number | null }) {
  return schemaWith({
    Mutation: { login: () => ({ viewer: null, accessToken: null, errors: [{ field: null, ...error }] }) },
  });
}

describe('/login', () => {
  it('keeps the login button disabled until the form is valid, with the §5 messages', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeTruthy();
    const submit = within(main()).getByRole('button', { name: 'เข้าสู่ระบบ' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    const email = screen.getByLabelText('อีเมล');
    await userEvent.click(email);
    await userEvent.tab();
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    await userEvent.type(email, 'somchai@example');
    await userEvent.tab();
    expect(await screen.findByText('E-mail must be valid')).toBeTruthy();
    await userEvent.tab();
    expect(await screen.findByText('The Field is required')).toBeTruthy();
    expect(submit.disabled).toBe(true);

    await userEvent.type(email, '.com');
    await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'Demo1234!');
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(screen.queryByText('E-mail must be valid')).toBeNull();

    // Remember me, the forgot-password link, the register button and the info panel.
    expect((screen.getByRole('checkbox', { name: 'จดจำฉันไว้ในระบบ' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).getAttribute('href')).toBe('/forgot');
    expect(within(main()).getByRole('link', { name: 'สมัครสมาชิก' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('complementary', { name: 'พื้นที่แสดงผลงานของนักออกแบบไทย' })).toBeTruthy();
    // The password can be shown.
    await userEvent.click(screen.getByRole('button', { name: 'แสดงรหัสผ่าน' }));
    expect(screen.getByLabelText('รหัสผ่าน').getAttribute('type')).toBe('text');
  });

  it("shows the server's message in an error dialog with 'ตกลง' when the login is refused", async () => {
    const schema = loginRefusedWith({ message: 'Please verify your e-mail before logging in.' });
    const { router } = renderRoute('/login', { schema });
    await fillLogin('somchai@example.com', 'Demo1234!');
    await userEvent.click(within(main()).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Please verify your e-mail before logging in.',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('words a refusal the BFF gave a code in the reader’s language', async () => {
    const schema = loginRefusedWith({
      message: 'Please verify your e-mail before logging in.',
      code: 'EMAIL_NOT_VERIFIED',
      limit: null,
    });
    renderRoute('/login', { schema });
    await fillLogin('somchai@example.com', 'Demo1234!');
    await userEvent.click(within(main()).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'กรุณายืนยันอีเมลก่อนเข้าสู่ระบบ' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
  });

  it('says กรุณากรอก email และ password when Enter is pressed with the e-mail or password missing', async () => {
    renderRoute('/login');
    await userEvent.type(await screen.findByLabelText('อีเมล'), 'somchai@example.com{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'กรุณากรอก email และ password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    expect(screen.getByText('The Field is required')).toBeTruthy();
  });

  it('signs in with remember me, resets the store and goes to the home page', async () => {
    const { schema, calls } = signInSchema();
    const { router } = renderRoute('/login', { schema });
    await fillLogin(' somchai@example.com ', 'Demo1234!');
    await userEvent.click(screen.getByRole('checkbox', { name: 'จดจำฉันไว้ในระบบ' }));
    await userEvent.click(within(main()).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage'));
    expect(calls).toEqual([
      { input: { email: 'somchai@example.com', password: 'Demo1234!', rememberMe: true } },
    ]);
  });

  it('returns to the page a guard sent the visitor from', async () => {
    const { schema } = signInSchema();
    const { router } = renderRoute('/login', { schema });
    await screen.findByLabelText('อีเมล');
    await act(() => router.navigate('/login', { state: { from: '/contact?from=guard' } }));
    await fillLogin('somchai@example.com', 'Demo1234!');
    await userEvent.click(within(main()).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(router.state.location.search).toBe('?from=guard');
  });

  it('sends a member who is already signed in on to the home page', async () => {
    const { router } = renderRoute('/login', { schema: memberSchema() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage'));
  });

  it('has no Facebook button and loads no SDK without an app id', async () => {
    renderRoute('/login', { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in with Facebook' })).toBeNull();
    expect(document.getElementById('facebook-jssdk')).toBeNull();
  });

  it('shows the Facebook button and injects the SDK script with an app id; cancelling is only logged', async () => {
    const { schema, calls } = signInSchema({ Query: { facebookAppId: () => '1234567890' } });
    const { router } = renderRoute('/login', { locale: 'en', schema });
    const button = await screen.findByRole('button', { name: 'Log in with Facebook' });
    const script = document.getElementById('facebook-jssdk') as HTMLScriptElement | null;
    expect(script?.src).toBe(FACEBOOK_SDK_URL);

    // jsdom does not run the script: stand in for the SDK as it would start.
    let answer: 'cancel' | 'connect' = 'cancel';
    const asked: Record<string, string>[] = [];
    const init = vi.fn();
    const sdk: FacebookSdk = {
      init,
      login: (callback) =>
        callback(
          answer === 'connect'
            ? { status: 'connected', authResponse: { accessToken: 'facebook-token' } }
            : { status: 'unknown', authResponse: null },
        ),
      api: (_path, params, callback) => {
        asked.push(params);
        callback({ id: '99', name: 'Somchai Jaidee' });
      },
    };
    window.FB = sdk;
    window.fbAsyncInit?.();
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ appId: '1234567890', version: 'v7.0' }));

    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await userEvent.click(button);
    await waitFor(() => expect(info).toHaveBeenCalledWith('Facebook login was cancelled.'));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    answer = 'connect';
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage'));
    expect(asked).toEqual([{ fields: 'id,name,email,first_name,last_name,picture.width(150).height(150)' }]);
    expect(calls).toEqual([{ accessToken: 'facebook-token', rememberMe: true }]);
  });
});

describe('/register', () => {
  async function fillRegister(confirmation: string) {
    await userEvent.type(await screen.findByLabelText('ชื่อ'), 'สมชาย');
    await userEvent.type(screen.getByLabelText('นามสกุล'), 'ใจดี');
    await userEvent.type(screen.getByLabelText('เบอร์โทรศัพท์มือถือ'), '081-234 5678x');
    await userEvent.type(screen.getByLabelText('อีเมล'), 'somchai@example.com');
    await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'secret');
    await userEvent.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), confirmation);
    await userEvent.tab();
  }

  it('requires every field, keeps digits only and checks the confirmation, then registers and goes to /login', async () => {
    const { received, resolve } = recording({
      success: true,
      message: 'Register Success, Please Check email for verify',
      errors: [],
    });
    const schema = schemaWith({ Mutation: { register: resolve } });
    const { router } = renderRoute('/register', { schema });
    expect(await screen.findByRole('heading', { level: 1, name: 'สมัครสมาชิก' })).toBeTruthy();
    const submit = within(main()).getByRole('button', { name: 'สมัครสมาชิก' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    // Every empty field says 'The Field is required' once visited.
    const labels = ['ชื่อ', 'นามสกุล', 'เบอร์โทรศัพท์มือถือ', 'อีเมล', 'รหัสผ่าน', 'ยืนยันรหัสผ่าน'];
    for (const label of labels) await userEvent.click(screen.getByLabelText(label));
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(screen.getAllByText('The Field is required')).toHaveLength(labels.length));

    await fillRegister('secreT');
    const mobile = screen.getByLabelText('เบอร์โทรศัพท์มือถือ') as HTMLInputElement;
    expect(mobile.value).toBe('0812345678');
    expect(mobile.inputMode).toBe('numeric');
    expect(await screen.findByText('รหัสผ่านไม่ตรงกัน')).toBeTruthy();
    expect(submit.disabled).toBe(true);

    const confirm = screen.getByLabelText('ยืนยันรหัสผ่าน');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'secret');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await userEvent.click(submit);

    const dialog = await screen.findByRole('alertdialog', {
      name: 'สมัครสมาชิกเรียบร้อยแล้ว กรุณาตรวจสอบ Email เพื่อยืนยันการเข้าใช้งานระบบ',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(received).toEqual([
      {
        input: {
          firstNameTh: 'สมชาย',
          lastNameTh: 'ใจดี',
          mobileNumber: '0812345678',
          email: 'somchai@example.com',
          password: 'secret',
          passwordConfirm: 'secret',
        },
      },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    // The login form starts with the e-mail just registered.
    expect(((await screen.findByLabelText('อีเมล')) as HTMLInputElement).value).toBe('somchai@example.com');
  });

  it('says the rules and the success in English', async () => {
    const schema = schemaWith({
      Mutation: { register: () => ({ success: true, message: 'ok', errors: [] }) },
    });
    renderRoute('/register', { locale: 'en', schema });
    await userEvent.type(await screen.findByLabelText('First name'), 'Somchai');
    await userEvent.type(screen.getByLabelText('Last name'), 'Jaidee');
    await userEvent.type(screen.getByLabelText('Mobile number'), '0812345678');
    await userEvent.type(screen.getByLabelText('E-mail'), 'somchai@example');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.tab();
    expect(await screen.findByText('password not match')).toBeTruthy();
    expect(screen.getByText('E-mail must be valid')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail'), '.com');
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret');
    await userEvent.click(within(main()).getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Register Success, Please Check email for verify' }),
    ).toBeTruthy();
  });

  it("shows the server's message in a warning dialog when registration is refused", async () => {
    const schema = schemaWith({
      Mutation: {
        register: () => ({
          success: false,
          message: 'The email has already been taken.',
          errors: [{ field: 'email', message: 'The email has already been taken.' }],
        }),
      },
    });
    const { router } = renderRoute('/register', { schema });
    await fillRegister('secret');
    await userEvent.click(within(main()).getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'The email has already been taken.' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('sends a member who is already signed in on to the home page', async () => {
    const { router } = renderRoute('/register', { schema: memberSchema() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage'));
  });
});

describe('/forgot', () => {
  it("checks the e-mail, shows the server's message in a warning dialog and links back to login", async () => {
    const asked: unknown[] = [];
    const message = 'If this e-mail is registered, a link to reset the password has been sent to it.';
    const schema = schemaWith({
      Mutation: {
        forgotPassword: (_root: unknown, args: unknown) => {
          asked.push(args);
          return { success: true, message, errors: [] };
        },
      },
    });
    renderRoute('/forgot', { schema });
    expect(await screen.findByRole('heading', { level: 1, name: 'ลืมรหัสผ่าน' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('อีเมล'), 'somchai@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }));
    expect(await screen.findByRole('alertdialog', { name: message })).toBeTruthy();
    expect(asked).toEqual([{ email: 'somchai@example.com' }]);
    expect(screen.getByRole('link', { name: /กลับไปหน้าเข้าสู่ระบบ/ }).getAttribute('href')).toBe('/login');
  });
});

describe('/verify', () => {
  it('checks the token on arrival and says it worked, with a login button', async () => {
    const tokens: unknown[] = [];
    const schema = schemaWith({
      Mutation: {
        verifyEmail: (_root: unknown, args: { token: string }) => {
          tokens.push(args.token);
          return {
            success: true,
            message: 'Verify email success',
            messageCode: 'EMAIL_VERIFIED',
            errors: [],
          };
        },
      },
    });
    renderRoute('/verify?token=abc123', { schema });
    expect(await screen.findByRole('heading', { name: 'ยืนยันตัวตนสำเร็จ' })).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'เข้าสู่ระบบ' }).getAttribute('href')).toBe('/login');
    expect(tokens).toEqual(['abc123']);
  });

  it.each([
    ['th', 'บัญชีนี้ยืนยันตัวตนแล้ว', 'อีเมลของบัญชีนี้ได้รับการยืนยันไว้แล้ว เข้าสู่ระบบได้เลย', 'เข้าสู่ระบบ'],
    [
      'en',
      'Your account is already verified',
      'The e-mail of this account was verified before. You can log in.',
      'Log in',
    ],
  ] as const)(
    'says the account is verified when the link is opened again (%s)',
    async (locale, heading, text, login) => {
      const schema = schemaWith({
        Mutation: {
          verifyEmail: () => ({
            success: true,
            message: 'The e-mail is already verified.',
            messageCode: 'EMAIL_ALREADY_VERIFIED',
            errors: [],
          }),
        },
      });
      renderRoute('/verify?token=used', { locale, schema });
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(within(main()).getByRole('link', { name: login }).getAttribute('href')).toBe('/login');
    },
  );

  it('says it failed, with the server message under it', async () => {
    const schema = schemaWith({
      Mutation: {
        verifyEmail: () => ({
          success: false,
          message: 'The verification link is invalid or has expired.',
          errors: [{ field: null, message: 'The verification link is invalid or has expired.' }],
        }),
      },
    });
    renderRoute('/verify?token=used', { schema });
    expect(await screen.findByRole('heading', { name: 'ยืนยันตัวตนไม่สำเร็จ' })).toBeTruthy();
    expect(screen.getByText('The verification link is invalid or has expired.')).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeTruthy();
  });

  it('fails without a token and asks nothing of the server', async () => {
    const verifyEmail = vi.fn();
    renderRoute('/verify', { locale: 'en', schema: schemaWith({ Mutation: { verifyEmail } }) });
    expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(verifyEmail).not.toHaveBeenCalled();
  });
});

describe('/reset-password', () => {
  it('asks for 8 characters and a matching confirmation, then changes the password and goes to /login', async () => {
    const { received, resolve } = recording({ success: true, message: 'Reset password success', errors: [] });
    const schema = schemaWith({ Mutation: { resetPassword: resolve } });
    const { router } = renderRoute('/reset-password?token=reset-token', { schema });
    expect(await screen.findByRole('heading', { level: 1, name: 'ตั้งรหัสผ่านใหม่' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('รหัสผ่านใหม่'), '1234567');
    await userEvent.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), '7654321');
    await userEvent.tab();
    expect(await screen.findByText('Password must have 8 letters at least!')).toBeTruthy();
    expect(screen.getByText('Password not match!')).toBeTruthy();
    expect(submit.disabled).toBe(true);

    await userEvent.type(screen.getByLabelText('รหัสผ่านใหม่'), '8');
    await userEvent.clear(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'));
    await userEvent.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), '12345678');
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(screen.queryByText('Password not match!')).toBeNull();
    await userEvent.click(submit);
    expect(await screen.findByRole('alertdialog', { name: 'เปลี่ยนรหัสผ่านสำเร็จ' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(received).toEqual([
      { input: { token: 'reset-token', password: '12345678', passwordConfirm: '12345678' } },
    ]);
  });

  it("shows the server's message when the link is refused", async () => {
    const refusal = 'This password reset link is invalid, used or expired.';
    const schema = schemaWith({
      Mutation: {
        resetPassword: () => ({
          success: false,
          message: refusal,
          errors: [{ field: null, message: refusal }],
        }),
      },
    });
    const { router } = renderRoute('/reset-password?token=used', { locale: 'en', schema });
    await userEvent.type(await screen.findByLabelText('New password'), 'new-password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alertdialog', { name: refusal })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot');
  });
});
