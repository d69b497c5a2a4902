import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useSite } from './e2e-harness';
import { legacyCommand, SITE_URL } from '../legacy/legacy-harness';
import { closeDialog, ownPortfolioRows, png, submitLogin } from './e2e-actions';

/** Opens `address` until `expected` shows, for a little longer than the site's max-age (2 s). */
async function showsWithinMaxAge(page: Page, address: string, expected: Locator): Promise<void> {
  const until = Date.now() + 6000;
  for (;;) {
    await page.goto(address);
    try {
      await expected.waitFor({ timeout: 1500 });
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
}

/** The operator's decision, as they take it: the legacy CLI on the legacy data folder (`reject` takes a reason). */
async function decide(dataDir: string, portfolioId: string, ...decision: string[]) {
  await legacyCommand(dataDir, 'approve', portfolioId, ...decision);
}

/**
 * Issue 5's "done when": a new designer, following only the site, joins, verifies, builds a profile and publishes a
 * portfolio that visitors then find; then edits and deletes it. Only the e-mail (the legacy outbox) and the
 * operator's approval (the legacy CLI) happen outside the browser, as they do for real.
 */
describe('a new designer from registration to a published portfolio, in Chromium on the real stack', () => {
  const site = useSite();

  it(
    'joins, builds a profile, publishes, is found by visitors, edits and deletes',
    { timeout: 240_000 },
    async () => {
      const stamp = Date.now().toString(36);
      const email = `journey-${stamp}@example.com`;
      const password = 'journey-pass-1';
      const title = `โคมไฟจักสาน ${stamp}`;
      const { context, page, problems, close } = await site().open();
      const main = page.getByRole('main');

      // Register, then verify with the e-mailed link.
      await page.goto('/register');
      await page.getByLabel('ชื่อ', { exact: true }).fill('วิภา');
      await page.getByLabel('นามสกุล', { exact: true }).fill('ช่างสาน');
      await page.getByLabel('เบอร์โทรศัพท์มือถือ', { exact: true }).fill('0891112222');
      await page.getByLabel('อีเมล', { exact: true }).fill(email);
      await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
      await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(password);
      await main.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
      await closeDialog(page, 'สมัครสมาชิกเรียบร้อยแล้ว กรุณาตรวจสอบ Email เพื่อยืนยันการเข้าใช้งานระบบ');
      await page.goto(site().stack.legacy.linkSentTo(email, '/verify').replace(SITE_URL, site().url));
      await main.getByRole('heading', { name: 'ยืนยันตัวตนสำเร็จ' }).waitFor();
      await main.getByRole('link', { name: 'เข้าสู่ระบบ' }).click();

      // Log in with remember me; the header now shows the member's menu and a reload keeps the session.
      await submitLogin(page, email, password, true);
      await page.waitForURL((url) => url.pathname === '/homepage');
      await page.reload();
      await page.getByRole('button', { name: 'บัญชีของฉัน' }).waitFor();

      // The profile: personal details first, then education, work and the two pictures.
      await page.goto('/update-profile');
      await page.getByRole('heading', { level: 1, name: 'สร้างโปรไฟล์' }).waitFor();
      await page.getByLabel('ชื่อ (ภาษาอังกฤษ)').fill('Wipa');
      await page.getByLabel('นามสกุล (ภาษาอังกฤษ)').fill('Changsan');
      await page.getByLabel('อาชีพ').fill('นักออกแบบผลิตภัณฑ์');
      await page.getByLabel('ชื่อโดเมน').fill(`wipa-${stamp}`);
      await page.getByRole('button', { name: 'บันทึกข้อมูลส่วนตัว' }).click();
      await closeDialog(page, 'Create profile successful!');
      await page.getByRole('heading', { level: 1, name: 'แก้ไขโปรไฟล์' }).waitFor();
      await page.getByRole('button', { name: 'เพิ่มประวัติการศึกษา' }).click();
      await page.getByLabel('สถาบันการศึกษา').fill('มหาวิทยาลัยศิลปากร');
      await page.getByLabel('สาขา').fill('ออกแบบเครื่องเรือน');
      await page.getByRole('button', { name: 'บันทึกประวัติการศึกษา' }).click();
      await closeDialog(page, 'Update profile successful!');
      await page.getByRole('button', { name: 'เพิ่มประสบการณ์ทำงาน' }).click();
      await page.getByLabel('บริษัท').fill('Bamboo Lab');
      await page.getByLabel('ตำแหน่ง').fill('Lead designer');
      await page.getByRole('button', { name: 'บันทึกประสบการณ์ทำงาน' }).click();
      await closeDialog(page, 'Update profile successful!');
      await page.getByLabel('ไฟล์รูปโปรไฟล์').setInputFiles(png('avatar.png'));
      await page.getByLabel('ไฟล์ภาพปก').setInputFiles(png('cover.png'));
      // The pictures are kept with the personal section.
      await expect.poll(() => page.getByRole('button', { name: 'บันทึกข้อมูลส่วนตัว' }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'บันทึกข้อมูลส่วนตัว' }).click();
      await closeDialog(page, 'Update profile successful!');

      // A portfolio through the header's Create button: content, an existing tag, a new tag, cover and an image.
      await page.getByRole('banner').getByRole('link', { name: 'สร้างผลงาน' }).click();
      await page.getByRole('heading', { level: 1, name: 'สร้างผลงานใหม่' }).waitFor();
      const categories = page.getByRole('combobox', { name: 'หมวดหมู่', exact: true });
      const categoryId = await categories.locator('option').nth(1).getAttribute('value');
      await categories.selectOption(categoryId!);
      const subcategories = page.getByRole('combobox', { name: 'หมวดหมู่ย่อย' });
      await subcategories.selectOption((await subcategories.locator('option').nth(1).getAttribute('value'))!);
      await page.getByRole('textbox', { name: 'ชื่อโครงการ' }).fill(title);
      await page.getByRole('textbox', { name: 'สรุปโครงการ' }).fill('โคมไฟจากไม้ไผ่สานลายขิด');
      await page.getByRole('textbox', { name: 'เนื้อหา' }).click();
      await page.keyboard.type('สานด้วยมือทีละเส้น');
      const tags = page.getByRole('group', { name: 'แท็ก' });
      await tags.getByRole('checkbox').first().check({ force: true });
      await page.getByRole('button', { name: '+ เพิ่มแท็กใหม่' }).click();
      const tagDialog = page.getByRole('dialog', { name: 'เพิ่มแท็กใหม่' });
      await tagDialog.getByLabel('ชื่อแท็ก').fill(`จักสาน-${stamp}`);
      await tagDialog.getByRole('button', { name: 'เพิ่มแท็ก', exact: true }).click();
      await closeDialog(page, 'Tag has been added!');
      await page.getByLabel('รูปปก', { exact: true }).setInputFiles(png('cover.png'));
      await page.getByRole('img', { name: 'รูปปก', exact: true }).waitFor();
      await page.getByRole('button', { name: '+ เพิ่มรูปภาพ' }).click();
      await page.getByLabel('รูปภาพที่ 1', { exact: true }).setInputFiles(png('detail.png'));
      await page.getByRole('img', { name: 'รูปภาพที่ 1' }).waitFor();
      await page.getByLabel('คำอธิบายรูปที่ 1').fill('โคมไฟขณะเปิด');
      await page.getByRole('button', { name: 'บันทึกผลงาน' }).click();
      await closeDialog(page, 'Create Portfolio successfully!');
      await page.waitForURL((url) => url.pathname.startsWith('/profile/'));
      const memberId = new URL(page.url()).pathname.split('/').at(-1)!;

      // The own list shows it pending; visitors do not see it yet.
      await page.goto('/profile-portfolio');
      const row = ownPortfolioRows(page).filter({ hasText: title });
      await row.waitFor();
      expect(await row.locator('[data-status]').textContent()).toBe('รออนุมัติ');
      const editHref = (await row.getByRole('link', { name: `แก้ไข ${title}` }).getAttribute('href'))!;
      const portfolioId = editHref.split('/').at(-1)!;
      await site().screenshot(page, 'journey-pending', { fullPage: true });

      const visitor = await site().open();
      const visitorMain = visitor.page.getByRole('main');
      await visitor.page.goto(`/search?keyword=${encodeURIComponent(stamp)}`);
      await visitorMain.getByText('ไม่พบข้อมูล').waitFor();

      // The operator approves it: it is in its category, in search and on the designer's page.
      await decide(site().stack.legacy.dataDir, portfolioId, 'approve');
      await page.reload();
      await expect
        .poll(() => ownPortfolioRows(page).filter({ hasText: title }).locator('[data-status]').textContent())
        .toBe('อนุมัติแล้ว');
      // The approval is made outside the BFF: visitors see it within the answers' max-age (2 s on this site).
      const card = visitorMain.getByRole('link', { name: new RegExp(stamp) });
      await showsWithinMaxAge(
        visitor.page,
        `/all-portfolio-by-category?category_id=${categoryId}`,
        card.first(),
      );
      await showsWithinMaxAge(visitor.page, `/search?keyword=${encodeURIComponent(stamp)}`, card.first());
      await showsWithinMaxAge(visitor.page, `/all-portfolio-by-design?member_id=${memberId}`, card.first());
      await visitorMain.getByText('วิภา', { exact: false }).first().waitFor();
      await card.first().click();
      await visitorMain.getByRole('heading', { level: 1, name: title }).waitFor();
      await site().screenshot(visitor.page, 'journey-published', { fullPage: true });

      // Edit it from the own list (decision 022): the edit waits for the operator while visitors keep seeing the
      // published version.
      const editFromList = async (expected: string) => {
        await page.goto('/profile-portfolio');
        await ownPortfolioRows(page)
          .filter({ hasText: title })
          .first()
          .getByRole('link', { name: `แก้ไข ${title}` })
          .click();
        const titleBox = page.getByRole('textbox', { name: 'ชื่อโครงการ' });
        await expect.poll(() => titleBox.inputValue()).toBe(expected);
        return titleBox;
      };
      const titleBox = await editFromList(title);
      await titleBox.fill(`${title} รุ่นสอง`);
      await page.getByRole('button', { name: 'บันทึกผลงาน' }).click();
      await closeDialog(page, 'Edit Portfolio successfully!');
      await page.goto('/profile-portfolio');
      const published = ownPortfolioRows(page).filter({ hasText: title });
      await published.locator('[data-status="revision-pending"]').waitFor();
      expect(await published.locator('[data-status="approved"]').textContent()).toBe('อนุมัติแล้ว');
      expect(await published.locator('[data-status="revision-pending"]').textContent()).toBe('การแก้ไขรออนุมัติ');
      expect(await published.getByTestId('decision-note').textContent()).toContain(`${title} รุ่นสอง`);
      await site().screenshot(page, 'journey-revision-pending', { fullPage: true });
      await visitor.page.goto(`/detail-portfolio?id=${portfolioId}`);
      await visitorMain.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();

      // The operator refuses the edit with a reason: the designer reads it in their list and in their e-mail, and
      // the public page is unchanged.
      const reason = 'ภาพปกยังไม่ตรงกับชื่อใหม่';
      const mailBefore = site().stack.legacy.outbox().length;
      await decide(site().stack.legacy.dataDir, portfolioId, 'reject', reason);
      await page.reload();
      await published.locator('[data-status="revision-rejected"]').waitFor();
      expect(await published.getByTestId('decision-note').textContent()).toContain(`เหตุผลที่ไม่อนุมัติ: ${reason}`);
      await site().screenshot(page, 'journey-revision-refused', { fullPage: true });
      const mail = site().stack.legacy.outbox().slice(mailBefore);
      expect(mail.map((message) => message.to)).toEqual([email]);
      expect(mail[0]?.text).toContain(reason);
      await visitor.page.goto(`/detail-portfolio?id=${portfolioId}`);
      await visitorMain.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();

      // Edited again (the editor starts from the refused edit) and approved: visitors see the new version.
      const again = await editFromList(`${title} รุ่นสอง`);
      await again.fill(`${title} รุ่นสาม`);
      await page.getByRole('button', { name: 'บันทึกผลงาน' }).click();
      await closeDialog(page, 'Edit Portfolio successfully!');
      await decide(site().stack.legacy.dataDir, portfolioId, 'approve');
      await showsWithinMaxAge(
        visitor.page,
        `/detail-portfolio?id=${portfolioId}`,
        visitorMain.getByRole('heading', { level: 1, name: `${title} รุ่นสาม` }),
      );
      await page.goto('/profile-portfolio');
      const edited = ownPortfolioRows(page).filter({ hasText: `${title} รุ่นสาม` });
      await edited.waitFor();
      expect(await edited.locator('[data-status]').textContent()).toBe('อนุมัติแล้ว');

      // Delete it: confirmation, success, and the list no longer has it.
      await edited.getByRole('button', { name: `ลบ ${title} รุ่นสาม` }).click();
      await closeDialog(page, 'are you sure to delete', 'ใช่');
      await closeDialog(page, 'ลบผลงานเรียบร้อยแล้ว');
      await expect.poll(() => ownPortfolioRows(page).filter({ hasText: title }).count()).toBe(0);
      // Deleted through the BFF: its shared answers are dropped at once; the visitor's browser asks again within 10 s
      // (2 s here).
      await showsWithinMaxAge(
        visitor.page,
        `/all-portfolio-by-design?member_id=${memberId}`,
        visitorMain.getByText('ยังไม่มีผลงาน'),
      );

      // Log out from the profile menu: the remembered session ends, and member pages send the visitor to /login.
      await page.getByRole('button', { name: 'บัญชีของฉัน' }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
      await closeDialog(page, 'ต้องการออกจากระบบหรือไม่?', 'ใช่');
      await page.waitForURL((url) => url.pathname === '/login');
      expect((await context.cookies()).filter((cookie) => cookie.name === 'portfolio_session')).toEqual([]);
      await page.goto('/profile-portfolio');
      await closeDialog(page, 'Please login...');
      await page.waitForURL((url) => url.pathname === '/login');

      expect(problems).toEqual([]);
      expect(visitor.problems).toEqual([]);
      await visitor.close();
      await close();
    },
  );
});
