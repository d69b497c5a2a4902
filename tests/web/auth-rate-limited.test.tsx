import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderRoute, schemaWith } from './render';

/** What the BFF answers an actor over a limit: no data, one RATE_LIMITED error with the wait. */
function tooManyAttempts(retryAfterSeconds: number) {
  return () => {
    throw new GraphQLError('Too many attempts. Please wait and try again.', {
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds },
    });
  };
}

function main() {
  return screen.getByRole('main');
}

describe('the account screens after too many attempts', () => {
  it('/login says in Thai how many minutes to wait, in an error dialog', async () => {
    const schema = schemaWith({ Mutation: { login: tooManyAttempts(150) } });
    const { router } = renderRoute('/login', { schema });
    await userEvent.type(await screen.findByLabelText('อีเมล'), 'somchai@example.com');
    await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'Demo1234!');
    await userEvent.click(within(main()).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'มีการลองหลายครั้งเกินไป กรุณารอ 3 นาทีแล้วลองใหม่อีกครั้ง',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    [20, 'Too many attempts. Please wait 1 minute and try again.'],
    [24 * 60 * 60, 'Too many attempts. Please wait 24 hours and try again.'],
  ])('/login says it in English (a wait of %i seconds)', async (seconds, message) => {
    const schema = schemaWith({ Mutation: { login: tooManyAttempts(seconds) } });
    renderRoute('/login', { locale: 'en', schema });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'somchai@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo1234!');
    await userEvent.click(within(main()).getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('alertdialog', { name: message });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  });

  it('/register says how long to wait', async () => {
    const schema = schemaWith({ Mutation: { register: tooManyAttempts(3600) } });
    const { router } = renderRoute('/register', { schema });
    await userEvent.type(await screen.findByLabelText('ชื่อ'), 'สมชาย');
    await userEvent.type(screen.getByLabelText('นามสกุล'), 'ใจดี');
    await userEvent.type(screen.getByLabelText('เบอร์โทรศัพท์มือถือ'), '0812345678');
    await userEvent.type(screen.getByLabelText('อีเมล'), 'somchai@example.com');
    await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'secret-1');
    await userEvent.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'secret-1');
    await userEvent.click(within(main()).getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'มีการลองหลายครั้งเกินไป กรุณารอ 60 นาทีแล้วลองใหม่อีกครั้ง',
      }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('/forgot says how long to wait, in English', async () => {
    const schema = schemaWith({ Mutation: { forgotPassword: tooManyAttempts(600) } });
    renderRoute('/forgot', { locale: 'en', schema });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'somchai@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Too many attempts. Please wait 10 minutes and try again.',
      }),
    ).toBeTruthy();
  });

  it('/reset-password says how long to wait', async () => {
    const schema = schemaWith({ Mutation: { resetPassword: tooManyAttempts(90) } });
    renderRoute('/reset-password?token=abc', { schema });
    await userEvent.type(await screen.findByLabelText('รหัสผ่านใหม่'), 'new-password');
    await userEvent.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'มีการลองหลายครั้งเกินไป กรุณารอ 2 นาทีแล้วลองใหม่อีกครั้ง',
      }),
    ).toBeTruthy();
  });

  it('keeps the general failure message for other errors', async () => {
    const schema = schemaWith({
      Mutation: {
        login: () => {
          throw new GraphQLError('The portfolio service is unavailable. Please try again.', {
            extensions: { code: 'UPSTREAM_UNAVAILABLE' },
          });
        },
      },
    });
    renderRoute('/login', { schema });
    await userEvent.type(await screen.findByLabelText('อีเมล'), 'somchai@example.com');
    await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'Demo1234!');
    await userEvent.click(within(main()).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByRole('alertdialog', { name: 'เข้าสู่ระบบไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' })).toBeTruthy();
  });
});
