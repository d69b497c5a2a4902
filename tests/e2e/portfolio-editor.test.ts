import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { useSite } from './e2e-harness';
import { noSideScroll, ownPortfolioRows, signIn } from './e2e-actions';
import { newMember, tinyPng, uploadForm } from '../legacy/legacy-harness';

/** A colourful test picture (a diagonal gradient), so the previews in the screenshots show something. */
async function picture(width: number, height: number, from: string, to: string) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const buffer = await sharp(Buffer.from(svg)).removeAlpha().png().toBuffer();
  return { name: 'artwork.png', mimeType: 'image/png', buffer };
}

interface Member {
  token: string;
  memberId: number;
  email: string;
  password: string;
}

describe('creating and editing a portfolio in Chromium on the real stack', () => {
  const site = useSite();
  let member: Member;
  let category: { id: string; name: string; subcategory: { id: string; name: string } };
  let existingTag: string;
  let award: string;
  const newTag = `ผ้าย้อมคราม ${Date.now()}`;

  /** A portfolio of the member with one described image, made through the legacy API for a test to open. */
  async function ownPortfolio(title: string): Promise<number> {
    const { legacy } = site().stack;
    const image = await legacy.call('POST', '/api/image-up', {
      token: member.token,
      body: uploadForm(tinyPng(), 'portfolio-images'),
    });
    const created = await legacy.call('POST', '/api/portfolio', {
      token: member.token,
      body: {
        category_id: Number(category.id),
        subcategory_id: Number(category.subcategory.id),
        project_title: title,
        project_brief: 'งานจักสานร่วมสมัยจากชุมชนบ้านโนนสูง',
        detail: '<p>สานด้วยมือ</p>',
        portfolio_image: [{ img_path: image.body.data, detail: 'ตะกร้าใบใหญ่ด้านหน้า' }],
      },
    });
    expect(created.status).toBe(200);
    return created.body.data.portfolio_id;
  }

  beforeAll(async () => {
    member = await newMember(site().stack.legacy);
    const profile = await site().stack.legacy.call('POST', '/api/profile', {
      token: member.token,
      body: {
        firstname_th: 'ทดสอบ',
        lastname_th: 'ระบบ',
        email: member.email,
        domain_name: `designer-${member.memberId}`,
      },
    });
    expect(profile.status).toBe(200);

    const categories = (await site().stack.legacy.call('GET', '/api/category')).body.data as {
      id: number;
      name_th: string;
    }[];
    const subcategories = (await site().stack.legacy.call('GET', '/api/subcategory')).body.data as {
      id: number;
      category_id: number;
      name_th: string;
    }[];
    const chosen = categories[1] ?? categories[0]!;
    const sub = subcategories.filter((one) => one.category_id === chosen.id).at(-1)!;
    category = {
      id: String(chosen.id),
      name: chosen.name_th,
      subcategory: { id: String(sub.id), name: sub.name_th },
    };
    const tags = (await site().stack.legacy.call('GET', '/api/tag')).body.data as {
      name: string;
      type: number;
    }[];
    existingTag = tags.find((tag) => tag.type === 0)!.name;
    award = tags.find((tag) => tag.type === 1)!.name;
  });

  it('creates a portfolio with everything, lands on the profile, and edits it', async () => {
    const { page, problems } = await site().open();
    await signIn(page, member);
    await page.goto('/create-portfolio');
    await page.getByRole('heading', { level: 1, name: 'สร้างผลงานใหม่' }).waitFor();

    await page.getByRole('combobox', { name: 'หมวดหมู่', exact: true }).selectOption(category.id);
    const subcategory = page.getByRole('combobox', { name: 'หมวดหมู่ย่อย' });
    await subcategory.selectOption(category.subcategory.id);
    await page.getByRole('textbox', { name: 'ชื่อโครงการ' }).fill('ตะกร้าไม้ไผ่ลายขิด');
    await page.getByRole('textbox', { name: 'สรุปโครงการ' }).fill('งานจักสานร่วมสมัยจากชุมชนบ้านโนนสูง');

    // Formatted content: a heading, italic (Ctrl+I), a list; Ctrl+B does nothing.
    const editor = page.getByRole('textbox', { name: 'เนื้อหา' });
    await editor.click();
    const toolbar = page.getByRole('toolbar', { name: 'จัดรูปแบบเนื้อหา' });
    await toolbar.getByRole('button', { name: 'H2 หัวข้อ', exact: true }).click();
    await page.keyboard.type('แนวคิด');
    await page.keyboard.press('Enter');
    await page.keyboard.type('สานด้วยมือ ');
    await page.keyboard.press('ControlOrMeta+i');
    await page.keyboard.type('ลายขิด');
    await page.keyboard.press('ControlOrMeta+i');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' ดั้งเดิม');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'รายการแบบจุด' }).click();
    await page.keyboard.type('ไม้ไผ่สีสุก');
    const detailHtml = '<h2>แนวคิด</h2><p>สานด้วยมือ <em>ลายขิด</em> ดั้งเดิม</p><ul><li><p>ไม้ไผ่สีสุก</p></li></ul>';
    // The editor keeps an empty paragraph after a final list for the caret; it is not saved.
    await expect.poll(() => editor.innerHTML()).toMatch(new RegExp(`^${detailHtml}`));
    expect(await toolbar.getByRole('button', { name: /bold|ตัวหนา/i }).count()).toBe(0);

    // An existing tag, a new one through the dialog, an award.
    const tags = page.getByRole('group', { name: 'แท็ก' });
    await tags.getByText(existingTag, { exact: true }).click();
    expect(await tags.getByRole('checkbox', { name: existingTag, exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: '+ เพิ่มแท็กใหม่' }).click();
    const tagDialog = page.getByRole('dialog', { name: 'เพิ่มแท็กใหม่' });
    await tagDialog.getByLabel('ชื่อแท็ก').fill(newTag);
    await tagDialog.getByRole('button', { name: 'เพิ่มแท็ก', exact: true }).click();
    const added = page.getByRole('alertdialog', { name: 'Tag has been added!' });
    await added.waitFor();
    await added.getByRole('button', { name: 'ตกลง' }).click();
    await expect.poll(() => tags.getByRole('checkbox', { name: newTag }).isChecked()).toBe(true);
    const awards = page.getByRole('group', { name: 'รางวัลที่ได้รับ' });
    await awards.getByText(award, { exact: true }).click();

    // Cover, share cover, one extra image with a description, and an empty row that is dropped.
    await page
      .getByLabel('รูปปก', { exact: true })
      .setInputFiles(await picture(300, 300, '#f25c54', '#f7b267'));
    await page.getByRole('img', { name: 'รูปปก', exact: true }).waitFor();
    await page
      .getByLabel('รูปปกสำหรับแชร์', { exact: true })
      .setInputFiles(await picture(600, 300, '#1d1b3a', '#669bbc'));
    await page.getByRole('img', { name: 'รูปปกสำหรับแชร์' }).waitFor();
    await page.getByRole('button', { name: '+ เพิ่มรูปภาพ' }).click();
    await page.getByRole('button', { name: '+ เพิ่มรูปภาพ' }).click();
    await page
      .getByLabel('รูปภาพที่ 1', { exact: true })
      .setInputFiles(await picture(190, 190, '#2e9e5b', '#a8c686'));
    await page.getByRole('img', { name: 'รูปภาพที่ 1' }).waitFor();
    await page.getByLabel('คำอธิบายรูปที่ 1').fill('ตะกร้าใบใหญ่ด้านหน้า');
    await site().screenshot(page, 'portfolio-editor-th-desktop-create', { fullPage: true });

    await page.getByRole('button', { name: 'บันทึกผลงาน' }).click();
    const created = page.getByRole('alertdialog', { name: 'Create Portfolio successfully!' });
    await created.waitFor();
    await site().screenshot(page, 'portfolio-editor-th-desktop-created', { fullPage: true });
    await created.getByRole('button', { name: 'ตกลง' }).click();
    await page.waitForURL((url) => url.pathname === `/profile/${member.memberId}`);

    const own = (await site().stack.legacy.call('GET', '/api/portfolio', { token: member.token })).body
      .data as {
      id: number;
      project_title: string;
      detail: string;
      portfolio_image: unknown[];
    }[];
    const saved = own.filter((one) => one.project_title === 'ตะกร้าไม้ไผ่ลายขิด');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.detail).toBe(detailHtml);
    expect(saved[0]!.portfolio_image).toHaveLength(1);
    const portfolioId = saved[0]!.id;

    // The edit form holds everything as saved.
    await page.goto(`/portfolio/${portfolioId}`);
    await page.getByRole('heading', { level: 1, name: 'แก้ไขผลงาน' }).waitFor();
    const title = page.getByRole('textbox', { name: 'ชื่อโครงการ' });
    await expect.poll(() => title.inputValue()).toBe('ตะกร้าไม้ไผ่ลายขิด');
    expect(await page.getByRole('combobox', { name: 'หมวดหมู่', exact: true }).inputValue()).toBe(category.id);
    expect(await subcategory.inputValue()).toBe(category.subcategory.id);
    expect(await page.getByRole('textbox', { name: 'สรุปโครงการ' }).inputValue()).toBe(
      'งานจักสานร่วมสมัยจากชุมชนบ้านโนนสูง',
    );
    await expect.poll(() => editor.innerHTML()).toMatch(new RegExp(`^${detailHtml}`));
    expect(await tags.getByRole('checkbox', { name: existingTag, exact: true }).isChecked()).toBe(true);
    expect(await tags.getByRole('checkbox', { name: newTag }).isChecked()).toBe(true);
    expect(await awards.getByRole('checkbox', { name: award, exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('img', { name: 'รูปปก', exact: true }).getAttribute('src')).toMatch(
      /\/images\/images_cover\//,
    );
    expect(await page.getByRole('img', { name: 'รูปปกสำหรับแชร์' }).getAttribute('src')).toMatch(
      /\/images\/images_cover_share\//,
    );
    expect(await page.getByRole('img', { name: 'รูปภาพที่ 1' }).getAttribute('src')).toMatch(
      /\/images\/images\//,
    );
    expect(await page.getByLabel('คำอธิบายรูปที่ 1').inputValue()).toBe('ตะกร้าใบใหญ่ด้านหน้า');
    expect(await page.getByLabel('รูปภาพที่ 2', { exact: true }).count()).toBe(0);
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: 'รูปปก', exact: true })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(300);
    await site().screenshot(page, 'portfolio-editor-th-desktop-edit', { fullPage: true });

    // Edit the title: the success message, then a reload shows it.
    await title.fill('ตะกร้าไม้ไผ่ลายขิด รุ่นสอง');
    await page.getByRole('button', { name: 'บันทึกผลงาน' }).click();
    const edited = page.getByRole('alertdialog', { name: 'Edit Portfolio successfully!' });
    await edited.waitFor();
    await edited.getByRole('button', { name: 'ตกลง' }).click();
    await page.reload();
    await expect.poll(() => title.inputValue()).toBe('ตะกร้าไม้ไผ่ลายขิด รุ่นสอง');
    // The reload puts the reader back at the save button; the editor loads once they scroll up to it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => editor.innerHTML()).toMatch(new RegExp(`^${detailHtml}`));
    expect(await tags.getByRole('checkbox', { name: newTag }).isChecked()).toBe(true);

    expect(problems).toEqual([]);
  }, 120_000);

  it('checks pictures before sending, takes several dropped at once, keeps their order and guards unsaved changes', async () => {
    const portfolioId = await ownPortfolio('ตะกร้าเรียงภาพ');
    const { page, problems } = await site().open();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/upload') uploads.push(request.method());
    });
    await signIn(page, member);
    await page.goto(`/portfolio/${portfolioId}`);
    await page.getByRole('heading', { level: 1, name: 'แก้ไขผลงาน' }).waitFor();
    await page.getByRole('img', { name: 'รูปภาพที่ 1' }).waitFor();

    // The sizes the server recommends, and its limit, beside the covers.
    await page.getByText('ขนาดที่แนะนำ 1280 × 960 px', { exact: true }).waitFor();
    await page.getByText('ขนาดที่แนะนำ 1200 × 630 px', { exact: true }).waitFor();
    expect(await page.getByText('ไฟล์ JPEG, PNG, GIF หรือ WebP ขนาดไม่เกิน 10 MB').count()).toBeGreaterThan(0);

    // Nothing changed yet: leaving asks nothing.
    await page.getByRole('link', { name: 'ผลงานของฉัน' }).first().click();
    await page.waitForURL((url) => url.pathname !== `/portfolio/${portfolioId}`);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'แก้ไขผลงาน' }).waitFor();
    await page.getByRole('img', { name: 'รูปภาพที่ 1' }).waitFor();

    // Too large, or not an image: refused in the browser, the limit stated, nothing sent.
    const tooLarge = {
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 1),
    };
    await page.getByLabel('รูปปก', { exact: true }).setInputFiles(tooLarge);
    const refusal = page.getByRole('alertdialog', { name: 'อัปโหลดรูปภาพไม่สำเร็จ' });
    await refusal.getByText('ไฟล์ภาพต้องมีขนาดไม่เกิน 10 MB').waitFor();
    await site().screenshot(page, 'portfolio-editor-th-too-large');
    await refusal.getByRole('button', { name: 'ตกลง' }).click();
    await page
      .getByLabel('รูปปก', { exact: true })
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page
      .getByRole('alertdialog', { name: 'เลือกได้เฉพาะไฟล์รูปภาพ' })
      .getByRole('button', { name: 'ตกลง' })
      .click();
    expect(uploads).toEqual([]);

    // Three files dropped at once: the two pictures get rows and upload, the text file is named and left out.
    const second = await picture(200, 120, '#f25c54', '#f7b267');
    const third = await picture(120, 200, '#1d1b3a', '#669bbc');
    const dropped = await page.evaluateHandle(
      (files) => {
        const transfer = new DataTransfer();
        for (const file of files) {
          const bytes = Uint8Array.from(atob(file.base64), (character) => character.charCodeAt(0));
          transfer.items.add(new File([bytes], file.name, { type: file.type }));
        }
        return transfer;
      },
      [
        { name: 'second.png', type: 'image/png', base64: second.buffer.toString('base64') },
        { name: 'notes.txt', type: 'text/plain', base64: Buffer.from('hello').toString('base64') },
        { name: 'third.png', type: 'image/png', base64: third.buffer.toString('base64') },
      ],
    );
    const dropZone = page.locator('label', { hasText: 'ลากรูปภาพมาวางที่นี่' });
    await dropZone.dispatchEvent('dragover', { dataTransfer: dropped });
    await dropZone.dispatchEvent('drop', { dataTransfer: dropped });
    const leftOut = page.getByRole('alertdialog', { name: 'ไม่ได้อัปโหลด 1 ไฟล์' });
    await leftOut.getByText('“notes.txt”: ไฟล์ต้องเป็นภาพ JPEG, PNG, GIF หรือ WebP').waitFor();
    await leftOut.getByRole('button', { name: 'ตกลง' }).click();
    const srcOf = (name: string) => page.getByRole('img', { name, exact: true }).getAttribute('src');
    await page.getByRole('img', { name: 'รูปภาพที่ 2', exact: true }).waitFor();
    await page.getByRole('img', { name: 'รูปภาพที่ 3', exact: true }).waitFor();
    expect(uploads).toEqual(['POST', 'POST']);
    const [first, secondUrl, thirdUrl] = [
      await srcOf('รูปภาพที่ 1'),
      await srcOf('รูปภาพที่ 2'),
      await srcOf('รูปภาพที่ 3'),
    ];
    await page.getByLabel('คำอธิบายรูปที่ 3').fill('ภาพแนวตั้ง');

    // Leaving by a link now asks; staying keeps the edits.
    await page.getByRole('link', { name: 'ผลงานของฉัน' }).first().click();
    const leave = page.getByRole('alertdialog', { name: 'ออกจากหน้านี้โดยไม่บันทึกหรือไม่' });
    await leave.waitFor();
    await site().screenshot(page, 'portfolio-editor-th-unsaved-guard');
    await leave.getByRole('button', { name: 'อยู่ต่อ' }).click();
    expect(new URL(page.url()).pathname).toBe(`/portfolio/${portfolioId}`);
    expect(await page.getByLabel('คำอธิบายรูปที่ 3').inputValue()).toBe('ภาพแนวตั้ง');

    // The third picture moves to the top; the order is stored as shown.
    await page.getByRole('button', { name: 'เลื่อนรูปภาพที่ 3 ขึ้น' }).click();
    await page.getByRole('button', { name: 'เลื่อนรูปภาพที่ 2 ขึ้น' }).click();
    expect(await srcOf('รูปภาพที่ 1')).toBe(thirdUrl);
    expect(await page.getByLabel('คำอธิบายรูปที่ 1').inputValue()).toBe('ภาพแนวตั้ง');
    await page.getByRole('button', { name: 'บันทึกผลงาน' }).click();
    await page
      .getByRole('alertdialog', { name: 'Edit Portfolio successfully!' })
      .getByRole('button', { name: 'ตกลง' })
      .click();
    const fileOf = (url: string | null) => (url ?? '').split('/').pop()?.split('?')[0];
    const stored = (
      (await site().stack.legacy.call('GET', `/api/portfolio/${portfolioId}`, { token: member.token })).body
        .data as { portfolio_image: { img_path: string; detail: string }[] }
    ).portfolio_image;
    expect(stored.map((image) => image.img_path)).toEqual([
      fileOf(thirdUrl),
      fileOf(first),
      fileOf(secondUrl),
    ]);
    expect(stored[0]?.detail).toBe('ภาพแนวตั้ง');
    await page.reload();
    await page.getByRole('img', { name: 'รูปภาพที่ 3', exact: true }).waitFor();
    expect(fileOf(await srcOf('รูปภาพที่ 1'))).toBe(fileOf(thirdUrl));

    // Back with unsaved changes asks too; leaving goes. (The editor is opened from the list in this document: Back
    // to a page of another document is the browser's own beforeunload question.)
    await page.getByRole('link', { name: 'ผลงานของฉัน' }).first().click();
    await ownPortfolioRows(page)
      .filter({ hasText: 'ตะกร้าเรียงภาพ' })
      .first()
      .getByRole('link', { name: 'แก้ไข ตะกร้าเรียงภาพ' })
      .click();
    const titleBox = page.getByRole('textbox', { name: 'ชื่อโครงการ' });
    await expect.poll(() => titleBox.inputValue()).toBe('ตะกร้าเรียงภาพ');
    await titleBox.fill('ชื่อที่ยังไม่บันทึก');
    await page.evaluate(() => history.back());
    await leave.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/portfolio/${portfolioId}`);
    await leave.getByRole('button', { name: 'ออกโดยไม่บันทึก' }).click();
    await page.waitForURL((url) => url.pathname === '/profile-portfolio');
    expect(problems).toEqual([]);
  }, 150_000);

  it('reads in English on a desktop, refuses an incomplete save and keeps others out', async () => {
    const portfolioId = await ownPortfolio('ตะกร้าไม้ไผ่ลายขิด รุ่นสอง');
    const { page, problems } = await site().open({ locale: 'en' });
    await signIn(page, member);
    await page.goto(`/portfolio/${portfolioId}`);
    await page.getByRole('heading', { level: 1, name: 'Edit portfolio' }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Project title' }).inputValue())
      .toBe('ตะกร้าไม้ไผ่ลายขิด รุ่นสอง');
    await site().screenshot(page, 'portfolio-editor-en-desktop-edit', { fullPage: true });

    await page.goto('/create-portfolio');
    await page.getByRole('heading', { level: 1, name: 'Create a portfolio' }).waitFor();
    await page.getByRole('textbox', { name: 'Project title' }).fill('Bamboo lamp');
    await page.getByRole('button', { name: 'Save portfolio' }).click();
    const refused = page.getByRole('alertdialog', { name: 'validate-field' });
    await refused.waitFor();
    await site().screenshot(page, 'portfolio-editor-en-desktop-validate-field', { fullPage: true });
    await refused.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Please choose a category', { exact: true }).waitFor();

    // Someone else's portfolio (a seeded, approved one) cannot be edited here.
    await page.goto('/portfolio/1');
    await page.getByRole('heading', { level: 1, name: 'Portfolio not found' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Project title' }).count()).toBe(0);
    await site().screenshot(page, 'portfolio-editor-en-desktop-not-found', { fullPage: true });
    expect(problems).toEqual([]);
  }, 90_000);

  it('fits a 375 px phone in Thai and in English', async () => {
    const portfolioId = await ownPortfolio('โคมไฟไม้ไผ่');
    for (const locale of ['th', 'en'] as const) {
      const { page, problems, close } = await site().open({ width: 375, height: 812, locale });
      await signIn(page, member);
      await page.goto(`/portfolio/${portfolioId}`);
      await page
        .getByRole('heading', { level: 1, name: locale === 'th' ? 'แก้ไขผลงาน' : 'Edit portfolio' })
        .waitFor();
      await page.getByRole('img', { name: locale === 'th' ? 'รูปภาพที่ 1' : 'Image 1' }).waitFor();
      // Below a phone's fold, the rich-text editor (TipTap's chunk) waits for the reader: it loads once its box is
      // on the screen, or once they touch the form (decision 043).
      expect(await page.getByRole('toolbar').count()).toBe(0);
      if (locale === 'th') await page.mouse.wheel(0, 400);
      else await page.getByRole('textbox', { name: 'Project title' }).focus();
      await page.getByRole('toolbar').waitFor();
      await noSideScroll(page);
      await site().screenshot(page, `portfolio-editor-${locale}-375-edit`, { fullPage: true });
      if (locale === 'th') {
        await page.goto('/create-portfolio');
        await page.getByRole('button', { name: '+ เพิ่มแท็กใหม่' }).click();
        await page.getByRole('dialog', { name: 'เพิ่มแท็กใหม่' }).waitFor();
        await noSideScroll(page);
        await site().screenshot(page, 'portfolio-editor-th-375-new-tag');
      }
      expect(problems).toEqual([]);
      await close();
    }
  }, 120_000);
});
