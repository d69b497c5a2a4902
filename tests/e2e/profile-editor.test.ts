import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from './e2e-harness';
import { newMember } from '../legacy/legacy-harness';
import { closeDialog, noSideScroll, png, signIn } from './e2e-actions';

async function imageLoaded(page: Page, alt: string): Promise<string> {
  const image = page.getByAltText(alt);
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  return (await image.getAttribute('src')) ?? '';
}

describe('the profile editor in Chromium on the real stack', () => {
  const site = useSite();

  it('takes a brand-new member from create mode to a full profile that survives a reload', async () => {
    const member = await newMember(site().stack.legacy);
    const domainName = `e2e-${Date.now()}`;
    const { page, problems } = await site().open();
    await signIn(page, member);

    await page.goto('/update-profile');
    await page.getByRole('heading', { level: 1, name: 'สร้างโปรไฟล์' }).waitFor();
    // Create mode: the account's names and e-mail are filled in; the three panels only say 'please save'.
    expect(await page.getByLabel('ชื่อ (ภาษาไทย)').inputValue()).toBe('ทดสอบ');
    expect(await page.getByLabel('อีเมล').inputValue()).toBe(member.email);
    await expect.poll(() => page.getByText('please save', { exact: true }).count()).toBe(3);
    await site().screenshot(page, 'profile-editor-th-create', { fullPage: true, fromTop: true });

    await page.getByLabel('ชื่อ (ภาษาไทย)').fill('สมหญิง');
    await page.getByLabel('นามสกุล (ภาษาไทย)').fill('ทดลองออกแบบ');
    await page.getByLabel('ชื่อ (ภาษาอังกฤษ)').fill('Somying');
    await page.getByLabel('นามสกุล (ภาษาอังกฤษ)').fill('Designer');
    await page.getByLabel('ชื่อแบรนด์').fill('Somying Studio');
    await page.getByLabel('อาชีพ').fill('นักออกแบบผลิตภัณฑ์');
    await page.getByLabel('ประเภทงานออกแบบ').fill('Product design');
    await page.getByLabel('จังหวัด/เมือง').fill('เชียงใหม่');
    await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill('0899999999');
    await page.getByLabel('เว็บไซต์').fill('https://somying.example');
    await page.getByLabel('ชื่อโดเมน').fill(domainName);
    await page.getByRole('button', { name: 'ตรวจสอบ' }).click();
    await page.getByText('ใช้ชื่อนี้ได้').waitFor();
    await page.getByText('ชื่อโดเมนนี้ใช้ได้').waitFor();
    await page.getByLabel('Instagram').fill('@somying');

    await page.getByRole('button', { name: 'บันทึกข้อมูลส่วนตัว' }).click();
    await closeDialog(page, 'Create profile successful!');
    // Update mode: the panels open for education, work and portfolios.
    await page.getByRole('heading', { level: 1, name: 'แก้ไขโปรไฟล์' }).waitFor();
    expect(await page.getByText('please save', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'เพิ่มประวัติการศึกษา' }).click();
    await page.getByLabel('สถาบันการศึกษา').fill('มหาวิทยาลัยเชียงใหม่');
    await page.getByLabel('วุฒิการศึกษา').selectOption({ label: 'ปริญญาตรี' });
    await page.getByLabel('สาขา').fill('ออกแบบอุตสาหกรรม');
    await page.getByRole('button', { name: 'บันทึกประวัติการศึกษา' }).click();
    await closeDialog(page, 'Update profile successful!');

    await page.getByRole('button', { name: 'เพิ่มประสบการณ์ทำงาน' }).click();
    await page.getByLabel('บริษัท').fill('Lanna Craft Co.');
    await page.getByLabel('ตำแหน่ง').fill('Product designer');
    await page.getByLabel('เมือง', { exact: true }).fill('Chiang Mai');
    await page.getByLabel('ประเทศ').fill('Thailand');
    await page.getByRole('button', { name: 'บันทึกประสบการณ์ทำงาน' }).click();
    await closeDialog(page, 'Update profile successful!');

    // Pictures: each upload shows its preview; they are kept with the personal section.
    await page.getByLabel('ไฟล์รูปโปรไฟล์').setInputFiles(png('avatar.png'));
    await expect.poll(() => page.getByAltText('รูปโปรไฟล์').getAttribute('src')).toContain('/images_profile/');
    await page.getByLabel('ไฟล์ภาพปก').setInputFiles(png('cover.png'));
    await expect
      .poll(() => page.getByAltText('ภาพปกโปรไฟล์').getAttribute('src'))
      .toContain('/images_profile_cover/');
    const avatar = await imageLoaded(page, 'รูปโปรไฟล์');
    const cover = await imageLoaded(page, 'ภาพปกโปรไฟล์');
    await page.getByText('อัปโหลดรูปใหม่แล้ว', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'บันทึกข้อมูลส่วนตัว' }).click();
    await closeDialog(page, 'Update profile successful!');
    await site().screenshot(page, 'profile-editor-th-new-member', { fullPage: true, fromTop: true });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'แก้ไขโปรไฟล์' }).waitFor();
    await expect.poll(() => page.getByLabel('ชื่อ (ภาษาไทย)').inputValue()).toBe('สมหญิง');
    expect(await page.getByLabel('นามสกุล (ภาษาไทย)').inputValue()).toBe('ทดลองออกแบบ');
    expect(await page.getByLabel('อาชีพ').inputValue()).toBe('นักออกแบบผลิตภัณฑ์');
    expect(await page.getByLabel('ชื่อโดเมน').inputValue()).toBe(domainName);
    // Stored as an address: '@somying' is the handle on Instagram.
    expect(await page.getByLabel('Instagram').inputValue()).toBe('https://www.instagram.com/somying');
    expect(await page.getByLabel('สถาบันการศึกษา').inputValue()).toBe('มหาวิทยาลัยเชียงใหม่');
    expect(await page.getByLabel('วุฒิการศึกษา').inputValue()).toBe('3');
    expect(await page.getByLabel('สาขา').inputValue()).toBe('ออกแบบอุตสาหกรรม');
    expect(await page.getByLabel('บริษัท').inputValue()).toBe('Lanna Craft Co.');
    expect(await page.getByLabel('ตำแหน่ง').inputValue()).toBe('Product designer');
    expect(await page.getByLabel('ประเทศ').inputValue()).toBe('Thailand');
    expect(await imageLoaded(page, 'รูปโปรไฟล์')).toBe(avatar);
    expect(await imageLoaded(page, 'ภาพปกโปรไฟล์')).toBe(cover);

    // The legacy API holds the same.
    const stored = await site().stack.legacy.call('GET', '/api/get-profile-byid', { token: member.token });
    expect(stored.body.data).toMatchObject({
      name_th: 'สมหญิง',
      domain_name: domainName,
      img_path: avatar.split('/').at(-1),
      cover_url: cover.split('/').at(-1),
      educations: [{ school_university: 'มหาวิทยาลัยเชียงใหม่', degree_id: 3, class_of: 'ออกแบบอุตสาหกรรม' }],
      works: [{ company: 'Lanna Craft Co.', position: 'Product designer', city: 'Chiang Mai' }],
    });

    // The cover's edit overlay shows on hover.
    const coverButton = page.getByRole('button', { name: 'เปลี่ยนภาพปก' });
    await coverButton.hover();
    await expect
      .poll(() =>
        coverButton.evaluate((button) => getComputedStyle(button.lastElementChild as Element).opacity),
      )
      .toBe('1');
    await site().screenshot(page, 'profile-editor-th-cover-hover');
    expect(problems).toEqual([]);
  });

  it('stores social handles as addresses, refuses a too-large picture before sending, and guards unsaved changes', async () => {
    const member = await newMember(site().stack.legacy);
    const created = await site().stack.legacy.call('POST', '/api/profile', {
      token: member.token,
      body: {
        firstname_th: 'วอล์กเกอร์',
        lastname_th: 'สตูดิโอ',
        email: member.email,
        domain_name: `walker-${Date.now()}`,
      },
    });
    expect(created.status).toBe(200);
    const { page, problems } = await site().open();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/upload') uploads.push(request.method());
    });
    await signIn(page, member);
    await page.goto('/profile-about');
    await page.getByRole('link', { name: 'แก้ไขโปรไฟล์' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'แก้ไขโปรไฟล์' }).waitFor();
    const facebook = page.getByLabel('Facebook');
    await expect.poll(() => page.getByLabel('ชื่อ (ภาษาไทย)').inputValue()).toBe('วอล์กเกอร์');

    // A picture over the limit is refused in the browser with the limit stated; nothing is sent.
    await page.getByLabel('ไฟล์ภาพปก').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 1),
    });
    const refusal = page.getByRole('alertdialog', { name: 'อัปโหลดรูปภาพไม่สำเร็จ' });
    await refusal.getByText('ไฟล์ภาพต้องมีขนาดไม่เกิน 10 MB').waitFor();
    await refusal.getByRole('button', { name: 'ตกลง' }).click();
    expect(uploads).toEqual([]);

    // Typed as the placeholder suggests, or as a handle: stored, and shown, as the address.
    await facebook.fill('facebook.com/walker');
    await page.getByLabel('Instagram').fill('@walker');
    await page.getByLabel('Pinterest').fill('https://www.pinterest.com/walker/');

    // Leaving by a link with unsaved changes asks first; staying keeps them.
    await page
      .getByRole('main')
      .getByRole('link', { name: /โปรไฟล์ของฉัน/ })
      .click();
    const leave = page.getByRole('alertdialog', { name: 'ออกจากหน้านี้โดยไม่บันทึกหรือไม่' });
    await leave.waitFor();
    await site().screenshot(page, 'profile-editor-th-unsaved-guard');
    await leave.getByRole('button', { name: 'อยู่ต่อ' }).click();
    expect(await facebook.inputValue()).toBe('facebook.com/walker');

    await page.getByRole('button', { name: 'บันทึกข้อมูลส่วนตัว' }).click();
    await closeDialog(page, 'Update profile successful!');
    await expect.poll(() => facebook.inputValue()).toBe('https://www.facebook.com/walker');
    expect(await page.getByLabel('Instagram').inputValue()).toBe('https://www.instagram.com/walker');
    expect(await page.getByLabel('Pinterest').inputValue()).toBe('https://www.pinterest.com/walker');
    const stored = await site().stack.legacy.call('GET', '/api/get-profile-byid', { token: member.token });
    expect(stored.body.data).toMatchObject({
      facebook: 'https://www.facebook.com/walker',
      instagram: 'https://www.instagram.com/walker',
      pinterest: 'https://www.pinterest.com/walker',
    });

    // Saved: leaving asks nothing, and the public page links to the stored address.
    await page
      .getByRole('main')
      .getByRole('link', { name: /โปรไฟล์ของฉัน/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/profile-about');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('refuses to save without the required fields: a "validate-field" warning', async () => {
    const member = await newMember(site().stack.legacy);
    const { page, problems } = await site().open({ locale: 'en' });
    await signIn(page, member);
    await page.goto('/update-profile');
    await page.getByRole('heading', { level: 1, name: 'Create your profile' }).waitFor();
    await page.getByLabel('First name (Thai)').fill('');
    await page.getByRole('button', { name: 'Save personal details' }).click();
    await page.getByRole('alertdialog', { name: 'validate-field' }).waitFor();
    await site().screenshot(page, 'profile-editor-en-validate-field');
    await closeDialog(page, 'validate-field', 'OK');
    expect(await page.getByLabel('First name (Thai)').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Domain name').getAttribute('aria-invalid')).toBe('true');
    const missing = await site().stack.legacy.call('GET', '/api/get-profile-byid', { token: member.token });
    expect(missing.status).toBe(404);
    expect(problems).toEqual([]);
  });

  it('fits a 375 px phone and a desktop in both languages, with the portfolio table of a member who has some', async () => {
    for (const [locale, width] of [
      ['en', 375],
      ['th', 375],
      ['en', 1280],
      ['th', 1280],
    ] as const) {
      const { page, problems, close } = await site().open({ width, height: 812, locale });
      const memberId = await signIn(page, { email: 'demo@portfolio.example', password: 'Demo1234!' });
      // The portfolio editor lands here with the member id after creating a portfolio.
      await page.goto(`/profile/${memberId}`);
      await page
        .getByRole('heading', { level: 1, name: locale === 'th' ? 'แก้ไขโปรไฟล์' : 'Edit profile' })
        .waitFor();
      const table = page.getByRole('table');
      await table.waitFor();
      await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
      await expect
        .poll(() => page.getByLabel(locale === 'th' ? 'ชื่อโดเมน' : 'Domain name').inputValue())
        .not.toBe('');
      // The cover thumbnails load (lazily, as the table comes into view).
      await table.scrollIntoViewIfNeeded();
      for (const thumbnail of await table.locator('img').all())
        await expect
          .poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0);
      await noSideScroll(page);
      const coverHeight = await page
        .getByRole('button', { name: locale === 'th' ? 'เปลี่ยนภาพปก' : 'Change cover picture' })
        .evaluate((element) => element.getBoundingClientRect().height);
      expect(coverHeight).toBe(width < 768 ? 120 : 180);
      const avatarSize = await page
        .getByAltText(locale === 'th' ? 'รูปโปรไฟล์' : 'Profile picture')
        .evaluate((element) => [element.clientWidth, element.clientHeight]);
      expect(avatarSize).toEqual([90, 90]);
      await site().screenshot(page, `profile-editor-${locale}-${width === 375 ? '375' : 'desktop'}`, {
        fullPage: true,
        fromTop: true,
      });
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('shows create mode at 375 px in English', async () => {
    const member = await newMember(site().stack.legacy);
    const { page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await signIn(page, member);
    await page.goto('/update-profile');
    await page.getByRole('heading', { level: 1, name: 'Create your profile' }).waitFor();
    await expect.poll(() => page.getByText('please save', { exact: true }).count()).toBe(3);
    await noSideScroll(page);
    await site().screenshot(page, 'profile-editor-en-375-create', { fullPage: true, fromTop: true });
    expect(problems).toEqual([]);
  });
});
