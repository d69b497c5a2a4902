import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser as GraphQLBrowser } from '../bff/bff-harness';
import { settled, useSite } from './e2e-harness';
import { submitLogin, waitForHydration } from './e2e-actions';

const MEMBER = { email: 'demo@portfolio.example', password: 'Demo1234!' };
const DESIGNER = { email: 'designer03@portfolio.example', password: 'Designer1234!' };
const OPERATOR = { email: 'staff@portfolio.example', password: 'Staff1234!' };
const CLIENT_EMAIL = 'buyer@studio-client.example';

/**
 * Issue 29's audience, in Chromium on the real stack: a visitor appreciates a work (signing in on the way, and
 * coming back with it appreciated) and follows its designer, finds the designer's new work on /following once an
 * operator approves it; a client writes to the designer, whose address stays hidden; the designer reads the
 * approval, the follower and the enquiry in the notifications and the inbox.
 */
describe('designers get an audience', () => {
  const site = useSite();
  const designer = { id: '', work: '', address: '', newTitle: `ชุดน้ำชาดินเผา ${Date.now().toString(36)}` };
  let designerApi: GraphQLBrowser;

  async function signedIn(email: string, password: string): Promise<GraphQLBrowser> {
    const browser = site().stack.browser();
    await browser.signIn(email, password);
    return browser;
  }

  beforeAll(async () => {
    const db = site().stack.legacy.app.db;
    const row = db
      .prepare(
        `SELECT m.id, m.email, p.id AS work FROM members m JOIN portfolios p ON p.member_id = m.id
         WHERE m.email = ? AND p.is_approve = 1 ORDER BY p.id LIMIT 1`,
      )
      .get(DESIGNER.email) as { id: number; email: string; work: number };
    Object.assign(designer, { id: String(row.id), work: String(row.work), address: row.email });
    designerApi = await signedIn(DESIGNER.email, DESIGNER.password);
  });

  it('appreciates a work after signing in on the way, follows its designer and reads their new work on /following (Thai)', async () => {
    const { page, problems } = await site().open();
    await page.goto(`/detail-portfolio?id=${designer.work}`);
    const appreciate = page.getByRole('button', { name: /^ชื่นชอบผลงาน \d+ คนชื่นชอบ$/ });
    const count = Number(await appreciate.locator('strong').textContent());
    expect(count).toBeGreaterThanOrEqual(0);
    await appreciate.click();
    const ask = page.getByRole('alertdialog', { name: 'เข้าสู่ระบบเพื่อชื่นชอบผลงาน' });
    await ask.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await page.waitForURL('**/login');
    await submitLogin(page, MEMBER.email, MEMBER.password);
    // Back on the work, appreciated, with the intent gone from the address (a reload does not repeat it).
    await page.waitForURL((url) => url.pathname === '/detail-portfolio' && !url.search.includes('intent'));
    const appreciated = page.getByRole('button', { name: `ชื่นชอบแล้ว ${count + 1} คนชื่นชอบ` });
    await expect.poll(() => appreciated.getAttribute('aria-pressed')).toBe('true');
    await site().screenshot(page, 'audience-detail-th', { fromTop: true });
    // The designer's other work and like work, below the fold (hydrated when seen), keep their cards after the count
    // above them changed.
    const suggestions = page.locator(
      'section[aria-labelledby="detail-more-by"] li, section[aria-labelledby="detail-related"] li',
    );
    await suggestions.first().scrollIntoViewIfNeeded();
    expect(await suggestions.count()).toBeGreaterThan(0);

    // Follow the designer from the work's designer panel (the one shown at this width).
    await page
      .getByRole('button', { name: /^ติดตาม / })
      .filter({ visible: true })
      .click();
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /^กำลังติดตาม / })
          .filter({ visible: true })
          .count(),
      )
      .toBe(1);

    // The designer publishes new work, and an operator approves it.
    const created = await designerApi.graphql(
      `mutation ($input: PortfolioInput!) { createPortfolio(input: $input) { portfolio { id } errors { message } } }`,
      {
        input: {
          categoryId: '1',
          subcategoryId: String(
            (
              site()
                .stack.legacy.app.db.prepare('SELECT id FROM subcategories WHERE category_id = 1 LIMIT 1')
                .get() as {
                id: number;
              }
            ).id,
          ),
          title: designer.newTitle,
          brief: 'ชุดน้ำชาจากดินเผาเมืองราชบุรี',
          detailHtml: '<p>ผลงานใหม่</p>',
        },
      },
    );
    expect(created.data.createPortfolio.errors).toEqual([]);
    const operator = await signedIn(OPERATOR.email, OPERATOR.password);
    const decided = await operator.graphql(
      'mutation ($ids: [ID!]!) { decidePortfolios(input: { portfolioIds: $ids, decision: APPROVE }) { results { decided } } }',
      { ids: [created.data.createPortfolio.portfolio.id] },
    );
    expect(decided.data.decidePortfolios.results[0].decided).toBe(true);

    await page.goto('/following');
    await page.getByRole('heading', { level: 1, name: 'กำลังติดตาม' }).waitFor();
    await page.getByRole('link', { name: designer.newTitle }).waitFor();
    await site().screenshot(page, 'audience-following-th', { fromTop: true });

    // The member's appreciated work is listed in their area, for them.
    await page.goto('/profile-appreciated');
    await page.locator(`main a[href="/detail-portfolio?id=${designer.work}"]`).first().waitFor();
    await site().screenshot(page, 'audience-appreciated-th', { fromTop: true });
    // The top rank by appreciations, kept in the address.
    await page.goto('/toprank');
    await page.getByRole('button', { name: 'ชื่นชอบมากที่สุด' }).click();
    await page.waitForURL(/by=appreciations/);
    await page.getByRole('heading', { level: 1, name: 'TOP 50 Portfolio Most Appreciated' }).waitFor();
    await site().screenshot(page, 'audience-toprank-th', { fromTop: true });
    expect(problems).toEqual([]);
  });

  it('takes a client’s enquiry without showing the designer’s address, and tells the designer (English, phone)', async () => {
    const visitor = await site().open({ width: 375, height: 812, locale: 'en' });
    await visitor.page.goto(`/all-portfolio-by-design?member_id=${designer.id}`);
    await site().screenshot(visitor.page, 'audience-designer-en-375', { fromTop: true });
    await visitor.page.getByRole('button', { name: /^Hire / }).click();
    const form = visitor.page.getByRole('dialog');
    await form.getByLabel('Your name').fill('Malee Buyer');
    await form.getByLabel('E-mail').fill(CLIENT_EMAIL);
    await form.getByLabel('Company or organisation (optional)').fill('Rice Co.');
    await form.getByLabel('What the work is').fill('Packaging for jasmine rice');
    await form.getByLabel('Budget (optional)').selectOption('FROM_50K_TO_200K');
    await form.getByLabel('Message').fill('<b>Hello</b> — could you design our packaging?');
    await site().screenshot(visitor.page, 'audience-enquiry-en-375');
    const mailBefore = site().stack.legacy.outbox().length;
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText(/Your message was sent to/).waitFor();
    expect(await visitor.page.content()).not.toContain(designer.address);
    await settled(visitor.page);
    const mail = site().stack.legacy.outbox().slice(mailBefore);
    const toDesigner = mail.find((message) => message.to === designer.address);
    expect(toDesigner?.replyTo).toBe(CLIENT_EMAIL);
    expect(toDesigner?.text).toContain('Packaging for jasmine rice');
    expect(visitor.problems).toEqual([]);
    await visitor.close();

    // The designer: the bell counts what is new; the notifications tell the approval, the follower and the enquiry.
    const { page, problems } = await site().open({ width: 375, height: 812, locale: 'en' });
    await page.goto('/login');
    await submitLogin(page, DESIGNER.email, DESIGNER.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await waitForHydration(page);
    const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    await bell.click();
    await page.waitForURL('**/notifications');
    const list = page.getByRole('main');
    await list.getByText(designer.newTitle).first().waitFor();
    await list.getByText('Malee Buyer').first().waitFor();
    const follower = site()
      .stack.legacy.app.db.prepare('SELECT id FROM members WHERE email = ?')
      .get(MEMBER.email) as {
      id: number;
    };
    await list.locator(`a[href="/all-portfolio-by-design?member_id=${follower.id}"]`).first().waitFor();
    await site().screenshot(page, 'audience-notifications-en-375', { fullPage: true });
    // Read on open: the bell no longer counts them.
    await page.getByRole('link', { name: 'Notifications' }).waitFor();

    await page.goto('/profile-enquiries');
    // Opened, the enquiry shows the message as plain text (never as HTML), and counts as read.
    const opener = page
      .getByRole('main')
      .getByRole('button', { name: /Malee Buyer.*Packaging for jasmine rice/ });
    await opener.click();
    await page.getByRole('main').getByText('<b>Hello</b> — could you design our packaging?').waitFor();
    expect(await opener.getAttribute('aria-expanded')).toBe('true');
    await site().screenshot(page, 'audience-inbox-en-375', { fullPage: true });
    expect(problems).toEqual([]);
  });

  it('refuses appreciating one’s own work and following oneself in the site (no button), and says a refusal', async () => {
    const { page, problems } = await site().open({ locale: 'en' });
    await page.goto('/login');
    await submitLogin(page, DESIGNER.email, DESIGNER.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`/detail-portfolio?id=${designer.work}`);
    await page
      .getByText(/\d+ appreciations?/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: /^Appreciate/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Follow / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Hire / }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
