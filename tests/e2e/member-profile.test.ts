import { beforeAll, describe, expect, it } from 'vitest';
import { useSite } from './e2e-harness';
import { ownPortfolioRows, signIn } from './e2e-actions';

const DEMO = { email: 'demo@portfolio.example', password: 'Demo1234!' };

describe('member profile, header menu and logout in Chromium on the real stack', () => {
  const site = useSite();
  let demoId = '';
  let profileId = '';

  beforeAll(async () => {
    const api = site().stack.browser();
    const login = await api.graphql(
      'mutation ($input: LoginInput!) { login(input: $input) { viewer { id profileId } } }',
      { input: DEMO },
    );
    demoId = login.data.login.viewer.id;
    profileId = login.data.login.viewer.profileId;
  });

  it('shows the avatar, the own portfolios with their statuses and the about tab (Thai, desktop)', async () => {
    const { page, problems } = await site().open();
    await signIn(page, DEMO);
    await page.goto('/homepage');
    const avatar = page.getByRole('button', { name: 'บัญชีของฉัน' });
    await avatar.waitFor();
    // Polled, as the picture's loading below is: once, on a loaded machine, the button was read in an instant that
    // held no picture yet (2026-12-07, one fresh-clone run of nine).
    await expect.poll(() => avatar.locator('img').count()).toBe(1);
    await expect
      .poll(() => avatar.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await avatar.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items).toHaveLength(3);
    expect(items[0]).toBe('โปรไฟล์');
    expect(items[1]).toMatch(/^ข้อความติดต่องาน/);
    expect(items[2]).toBe('ออกจากระบบ');
    await menu.getByRole('menuitem', { name: 'โปรไฟล์' }).click();
    await page.waitForURL(/\/profile-portfolio$/);

    // The demo member: three approved, one pending, one not approved.
    await expect.poll(() => ownPortfolioRows(page).count()).toBe(5);
    await expect.poll(() => page.locator('main [data-status="approved"]').count()).toBe(3);
    expect(await page.locator('main [data-status="pending"]').allTextContents()).toEqual(['รออนุมัติ']);
    expect(await page.locator('main [data-status="rejected"]').allTextContents()).toEqual(['ไม่อนุมัติ']);
    const colours = await page
      .locator('main [data-status]')
      .evaluateAll((badges) =>
        badges.map((badge) => [badge.getAttribute('data-status'), getComputedStyle(badge).color]),
      );
    expect(new Set(colours.map(([status, colour]) => `${status} ${colour}`))).toEqual(
      new Set(['approved rgb(29, 116, 66)', 'pending rgb(92, 90, 114)', 'rejected rgb(168, 47, 47)']),
    );
    // Thai dates in the Buddhist era.
    expect(await ownPortfolioRows(page).first().locator('time').textContent()).toMatch(/25\d\d$/);
    const edit = ownPortfolioRows(page)
      .first()
      .getByRole('link', { name: /^แก้ไข / });
    expect(await edit.getAttribute('href')).toMatch(/^\/portfolio\/\d+$/);
    // No Facebook app is configured, so there is no get-photos button.
    expect(await page.getByRole('button', { name: 'ดึงรูปภาพจาก Facebook' }).count()).toBe(0);

    const tabs = page.getByRole('navigation', { name: 'ส่วนของโปรไฟล์' });
    expect(await tabs.getByRole('link', { name: 'ผลงาน', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    await tabs.getByRole('link', { name: 'เกี่ยวกับ' }).click();
    await page.waitForURL(/\/profile-about$/);
    await page.getByRole('region', { name: 'ข้อมูลส่วนตัว' }).waitFor();
    expect(await page.getByRole('link', { name: 'แก้ไขโปรไฟล์' }).getAttribute('href')).toBe(
      `/profile/${profileId}`,
    );
    expect(await page.locator('main input, main textarea').count()).toBe(0);
    await page.getByRole('region', { name: 'การศึกษา' }).waitFor();
    await page.getByRole('region', { name: 'ประสบการณ์ทำงาน' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('deletes a portfolio after the confirmation and the success message; the list reloads without it', async () => {
    // A fresh portfolio of the demo member (pending), so the seeded ones stay for the other tests.
    const api = site().stack.browser();
    await api.graphql('mutation ($input: LoginInput!) { login(input: $input) { viewer { id } } }', {
      input: DEMO,
    });
    const categories = await api.graphql('{ categories { id subcategories { id } } }');
    const category = categories.data.categories[0];
    const created = await api.graphql(
      'mutation ($input: PortfolioInput!) { createPortfolio(input: $input) { portfolio { id } errors { message } } }',
      {
        input: {
          title: 'งานทดลองที่จะถูกลบ',
          brief: 'ผลงานสำหรับทดสอบการลบ',
          detailHtml: '<p>ทดสอบ</p>',
          categoryId: category.id,
          subcategoryId: category.subcategories[0].id,
        },
      },
    );
    const id: string = created.data.createPortfolio.portfolio.id;

    const { page, problems } = await site().open();
    await signIn(page, DEMO);
    await page.goto('/profile-portfolio');
    await expect.poll(() => ownPortfolioRows(page).count()).toBe(6);
    const row = ownPortfolioRows(page).filter({ hasText: 'งานทดลองที่จะถูกลบ' });
    expect(await row.locator('[data-status]').textContent()).toBe('รออนุมัติ');
    expect(await row.getByRole('link', { name: 'แก้ไข งานทดลองที่จะถูกลบ' }).getAttribute('href')).toBe(
      `/portfolio/${id}`,
    );

    await row.getByRole('button', { name: 'ลบ งานทดลองที่จะถูกลบ' }).click();
    let dialog = page.getByRole('alertdialog', { name: 'are you sure to delete' });
    await dialog.waitFor();
    await site().screenshot(page, 'member-delete-confirm-th-desktop');
    await dialog.getByRole('button', { name: 'ยกเลิก' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await ownPortfolioRows(page).count()).toBe(6);

    await row.getByRole('button', { name: 'ลบ งานทดลองที่จะถูกลบ' }).click();
    dialog = page.getByRole('alertdialog', { name: 'are you sure to delete' });
    await dialog.getByRole('button', { name: 'ใช่' }).click();
    const success = page.getByRole('alertdialog', { name: 'ลบผลงานเรียบร้อยแล้ว' });
    await success.waitFor();
    await success.getByRole('button', { name: 'ตกลง' }).click();
    await expect.poll(() => ownPortfolioRows(page).count()).toBe(5);
    expect(await page.getByText('งานทดลองที่จะถูกลบ').count()).toBe(0);
    // Gone on the server too.
    const after = await api.graphql('query ($id: ID!) { portfolio(id: $id) { id } }', { id });
    expect(after.data.portfolio).toBeNull();
    expect(problems).toEqual([]);
  });

  it('asks before logging out; cancel stays, yes lands on /login and member routes then redirect', async () => {
    const { context, page, problems } = await site().open({ width: 375, height: 812 });
    await signIn(page, DEMO);
    await page.goto('/profile-about');
    await page.getByRole('region', { name: 'ข้อมูลส่วนตัว' }).waitFor();

    await page.getByRole('button', { name: 'เมนู' }).click();
    const drawer = page.getByRole('dialog', { name: 'เมนู' });
    await drawer.getByRole('button', { name: 'ออกจากระบบ' }).click();
    let question = page.getByRole('alertdialog', { name: 'ต้องการออกจากระบบหรือไม่?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'ยกเลิก' }).click();
    await question.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/profile-about$/);

    await page.getByRole('button', { name: 'เมนู' }).click();
    await page.getByRole('dialog', { name: 'เมนู' }).getByRole('button', { name: 'ออกจากระบบ' }).click();
    question = page.getByRole('alertdialog', { name: 'ต้องการออกจากระบบหรือไม่?' });
    await question.getByRole('button', { name: 'ใช่' }).click();
    await page.waitForURL(/\/login$/);
    await page.locator('input[type="email"]').waitFor();
    await page.getByRole('button', { name: 'เมนู' }).click();
    await page.getByRole('dialog', { name: 'เมนู' }).getByRole('link', { name: 'เข้าสู่ระบบ' }).waitFor();
    await page.getByRole('button', { name: 'ปิดเมนู' }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    // The session is over on the server as well.
    const cookies = await context.cookies();
    expect(cookies.filter((cookie) => cookie.name === 'portfolio_session')).toEqual([]);

    await page.goto('/profile-portfolio');
    await page.getByRole('alertdialog', { name: 'Please login...' }).waitFor();
    await page.waitForURL(/\/login$/);
    expect(problems).toEqual([]);
  });

  it('opens the member’s own public designer page from both tabs of the member area', async () => {
    const { page, problems } = await site().open();
    await signIn(page, DEMO);
    await page.goto('/profile-about');
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(name).not.toBe('');
    const publicPage = page.getByRole('link', { name: 'ดูหน้าสาธารณะของฉัน' });
    expect(await publicPage.getAttribute('href')).toBe(`/all-portfolio-by-design?member_id=${demoId}`);

    await page
      .getByRole('navigation', { name: 'ส่วนของโปรไฟล์' })
      .getByRole('link', { name: 'ผลงาน', exact: true })
      .click();
    await page.waitForURL(/\/profile-portfolio$/);
    await publicPage.click();
    await page.waitForURL(`**/all-portfolio-by-design?member_id=${demoId}`);
    // The page visitors see: the member's name over their approved work.
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => page.getByRole('main').locator('h3 a').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('keeps the Create button honest for visitors: login-before-create, then /login', async () => {
    const { page, problems } = await site().open({ locale: 'en' });
    await page.goto('/toprank');
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'login-before-create' });
    await dialog.getByText('Please log in before creating a portfolio.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/login$/);
    expect(demoId).not.toBe('');
    expect(problems).toEqual([]);
  });
});
