import { describe, expect, it } from 'vitest';
import { useSite } from './e2e-harness';
import { noSideScroll } from './e2e-actions';

describe('contact in Chromium on the real stack', () => {
  const site = useSite();

  // The messages of an empty or wrong form, and the cleared form after sending, are the component test's
  // (tests/web/contact.test.tsx); here the message reaches the legacy API's mail.
  it('sends the message through the real stack: the operator gets the e-mail', async () => {
    const { page, problems } = await site().open();
    await page.goto('/contact');
    await page.getByRole('img', { name: /แผนที่/ }).waitFor();

    await page.getByLabel('ชื่อ-นามสกุล').fill('สมหญิง ทดสอบ');
    await page.locator('#contact-email').fill('somying@example.com');
    await page.getByLabel('เบอร์โทรศัพท์ (ไม่บังคับ)').fill('0812345678');
    await page.getByLabel('เรื่องที่ติดต่อ').selectOption('WEBSITE_COMMENT');
    await page.getByLabel('รายละเอียด').fill('เว็บไซต์สวยและใช้งานง่าย');
    await page.getByRole('button', { name: 'ส่งข้อความ' }).click();
    await page.getByText('ส่งข้อความเรียบร้อยแล้ว ขอบคุณที่ติดต่อเรา').waitFor();
    expect(site().stack.legacy.outbox().at(-1)?.subject).toBe('Contact form: Website Comment — สมหญิง ทดสอบ');
    await site().screenshot(page, 'contact-th-sent', { fullPage: true });
    expect(problems).toEqual([]);
  });

  it('fits a 375 px phone in English, with the validation messages showing', async () => {
    const { page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Open in Google Maps' }).waitFor();
    await page.locator('#contact-email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('E-mail must be valid', { exact: true }).waitFor();
    await noSideScroll(page);
    await site().screenshot(page, 'contact-en-375', { fullPage: true });
    expect(problems).toEqual([]);
  });
});
