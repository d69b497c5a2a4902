import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from './e2e-harness';
import { closeDialog, submitLogin } from './e2e-actions';
import { SITE_URL } from '../legacy/legacy-harness';

// The screens' look at each width and language (and that they fit the window) is the accessibility sweep's; their
// messages and the Facebook button's absence are the component tests' (tests/web/auth.test.tsx).
describe('account screens in Chromium on the real stack', () => {
  const site = useSite();

  /** A link the legacy API e-mailed, pointed at this site. */
  function mailedLink(email: string, route: '/verify' | '/reset-password'): string {
    return site().stack.legacy.linkSentTo(email, route).replace(SITE_URL, site().url);
  }

  /** Who the BFF says is signed in for this page's cookies, as the site asks it. */
  async function viewerEmail(page: Page): Promise<string | null> {
    return page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Apollo-Require-Preflight': 'true' },
        body: JSON.stringify({ query: '{ viewer { email } }' }),
      });
      const body = (await response.json()) as { data: { viewer: { email: string } | null } };
      return body.data.viewer?.email ?? null;
    });
  }

  it(
    'joins, verifies, signs in with remember me, survives a reload, then resets the forgotten password',
    { timeout: 180_000 },
    async () => {
      const email = `auth-e2e-${Date.now()}@example.com`;
      const firstPassword = 'first-pass-1';
      const newPassword = 'second-pass-2';

      // Register.
      const member = await site().open();
      const { page } = member;
      await page.goto('/register');
      const main = page.getByRole('main');
      await page.getByLabel('ชื่อ', { exact: true }).fill('ทดสอบ');
      await page.getByLabel('นามสกุล', { exact: true }).fill('สมาชิกใหม่');
      await page.getByLabel('เบอร์โทรศัพท์มือถือ', { exact: true }).pressSequentially('08-1234-5678');
      expect(await page.getByLabel('เบอร์โทรศัพท์มือถือ', { exact: true }).inputValue()).toBe('0812345678');
      await page.getByLabel('อีเมล', { exact: true }).fill(email);
      await page.getByLabel('รหัสผ่าน', { exact: true }).fill(firstPassword);
      const submit = main.getByRole('button', { name: 'สมัครสมาชิก', exact: true });
      await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(`${firstPassword}x`);
      await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).blur();
      await page.getByText('รหัสผ่านไม่ตรงกัน', { exact: true }).waitFor();
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(firstPassword);
      await submit.click();
      await closeDialog(page, 'สมัครสมาชิกเรียบร้อยแล้ว กรุณาตรวจสอบ Email เพื่อยืนยันการเข้าใช้งานระบบ');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');

      // Verify with the e-mailed link.
      await page.goto(mailedLink(email, '/verify'));
      await main.getByRole('heading', { name: 'ยืนยันตัวตนสำเร็จ' }).waitFor();
      await site().screenshot(page, 'verify-th-success', { fullPage: true });
      await main.getByRole('link', { name: 'เข้าสู่ระบบ' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');

      // Log in with remember me: a persistent session cookie, still signed in after a reload.
      await submitLogin(page, email, firstPassword, true);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/homepage');
      const [session] = (await member.context.cookies()).filter(
        (cookie) => cookie.name === 'portfolio_session',
      );
      expect(session?.httpOnly).toBe(true);
      expect(session?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600);
      await page.reload();
      expect(await viewerEmail(page)).toBe(email);
      await page.goto('/profile-portfolio');
      // The member's own list (empty for a new member) shows only once the page knows who is signed in.
      await page.locator('main #own-portfolios').waitFor();
      expect(new URL(page.url()).pathname).toBe('/profile-portfolio');
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      // Signed in, /login has nothing to offer: on to the home page.
      await page.goto('/login');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/homepage');

      // Forgot the password, in another browser.
      const visitor = await site().open();
      const other = visitor.page;
      await other.goto('/login');
      await other.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
      await other.getByRole('heading', { level: 1, name: 'ลืมรหัสผ่าน' }).waitFor();
      await other.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }).click();
      await other.getByText('Invalid email', { exact: true }).waitFor();
      await other.getByLabel('อีเมล', { exact: true }).fill(email);
      await other.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }).click();
      // The server's answer in the reader's language (code RESET_LINK_SENT).
      await closeDialog(other, 'หากอีเมลนี้เป็นของสมาชิก เราได้ส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปแล้ว');

      // Set a new password with the e-mailed link.
      await other.goto(mailedLink(email, '/reset-password'));
      await other.getByRole('heading', { level: 1, name: 'ตั้งรหัสผ่านใหม่' }).waitFor();
      await other.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('short');
      await other.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill('shorter');
      await other.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).blur();
      await other.getByText('Password must have 8 letters at least!', { exact: true }).waitFor();
      await other.getByText('Password not match!', { exact: true }).waitFor();
      await site().screenshot(other, 'reset-th-rules', { fullPage: true });
      await other.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(newPassword);
      await other.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill(newPassword);
      await other.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
      await closeDialog(other, 'เปลี่ยนรหัสผ่านสำเร็จ');
      await expect.poll(() => new URL(other.url()).pathname).toBe('/login');

      // The old password is refused with the server's message, in Thai (code WRONG_CREDENTIALS); the new one works.
      await submitLogin(other, email, firstPassword);
      await other.getByRole('alertdialog', { name: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' }).waitFor();
      await site().screenshot(other, 'login-th-refused');
      await closeDialog(other, 'อีเมลหรือรหัสผ่านไม่ถูกต้อง');
      expect(new URL(other.url()).pathname).toBe('/login');
      await other.locator('#login-password').fill(newPassword);
      await other.getByRole('main').getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
      await expect.poll(() => new URL(other.url()).pathname).toBe('/homepage');

      // The reset ended every session: the first browser is a visitor again.
      expect(await viewerEmail(page)).toBeNull();
      await page.goto('/profile-portfolio');
      await closeDialog(page, 'Please login...');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');

      expect(member.problems).toEqual([]);
      expect(visitor.problems).toEqual([]);
      await member.close();
      await visitor.close();
    },
  );

  it('alerts a visitor on member routes and sends them to /login, then back after signing in', async () => {
    const { page, problems } = await site().open();
    for (const [route, message] of [
      ['/profile-portfolio', 'Please login...'],
      ['/update-profile', 'Please login...'],
      ['/create-portfolio', 'unauthorized'],
    ] as const) {
      await page.goto(route);
      await page.getByRole('alertdialog', { name: message }).waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      await closeDialog(page, message);
    }
    // Signing in returns to the page the guard came from.
    await submitLogin(page, 'demo@portfolio.example', 'Demo1234!');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/create-portfolio');
    expect(problems).toEqual([]);
  });
});
