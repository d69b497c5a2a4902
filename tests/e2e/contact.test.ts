import { describe, expect, it } from 'vitest';
import { useSite } from './e2e-harness';

describe('contact in Chromium on the real stack', () => {
  const site = useSite();

  it('shows every error on an empty submit, then sends the message and clears the form', async () => {
    const { context, page, problems } = await site().open();
    await page.goto('/contact');
    await page.getByRole('img', { name: /แผนที่/ }).waitFor();
    await page.getByRole('button', { name: 'ส่งข้อความ' }).click();
    for (const text of ['กรอกข้อมูลให้ครบ', 'Name is required', 'E-mail is required', 'Detail is required'])
      await page.getByText(text, { exact: true }).waitFor();
    await site().screenshot(page, 'contact-th-errors', { fullPage: true });

    await page.getByLabel('ชื่อ-นามสกุล').fill('สมหญิง ทดสอบ');
    await page.locator('#contact-email').fill('somying@example.com');
    await page.getByLabel('เบอร์โทรศัพท์ (ไม่บังคับ)').fill('0812345678');
    await page.getByLabel('เรื่องที่ติดต่อ').selectOption('WEBSITE_COMMENT');
    await page.getByLabel('รายละเอียด').fill('เว็บไซต์สวยและใช้งานง่าย');
    await page.getByRole('button', { name: 'ส่งข้อความ' }).click();
    await page.getByText('ส่งข้อความเรียบร้อยแล้ว ขอบคุณที่ติดต่อเรา').waitFor();
    expect(await page.getByLabel('ชื่อ-นามสกุล').inputValue()).toBe('');
    expect(await page.getByLabel('รายละเอียด').inputValue()).toBe('');
    expect(site().stack.legacy.outbox().at(-1)?.subject).toBe('Contact form: Website Comment — สมหญิง ทดสอบ');
    await site().screenshot(page, 'contact-th-sent', { fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 375 px phone in English with the exact validation messages', async () => {
    const { context, page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Open in Google Maps' }).waitFor();
    await page.locator('#contact-email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const text of ['กรอกข้อมูลให้ครบ', 'Name is required', 'E-mail must be valid', 'Detail is required'])
      await page.getByText(text, { exact: true }).waitFor();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await site().screenshot(page, 'contact-en-375', { fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
