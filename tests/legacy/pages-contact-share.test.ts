import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_URL, startLegacy, type LegacyHarness } from './legacy-harness';

describe('CMS pages, contact form and share page', () => {
  let legacy: LegacyHarness;

  beforeAll(async () => {
    legacy = await startLegacy({ config: { organisationEmail: 'centre@example.org' } });
  });
  afterAll(async () => {
    await legacy.stop();
  });

  it.each(['faqs', 'term', 'privacy-policy', 'about-us'])(
    'serves the %s page in Thai and English',
    async (url) => {
      const page = await legacy.call('GET', '/api/get-data-page', { query: { url } });
      expect(page.status).toBe(200);
      expect(page.body.data).toMatchObject({
        url,
        page_name_th: expect.any(String),
        page_name_en: expect.any(String),
      });
      expect(page.body.data.detail_th).toMatch(/[ก-๙]/);
      expect(page.body.data.detail_en.length).toBeGreaterThan(200);
    },
  );

  it('answers 404 for an unknown page', async () => {
    expect((await legacy.call('GET', '/api/get-data-page', { query: { url: 'secrets' } })).status).toBe(404);
  });

  it('stores a contact enquiry and e-mails it to the organisation', async () => {
    const answer = await legacy.call('POST', '/api/save-contact', {
      body: {
        name: 'คุณลูกค้า',
        email: 'customer@example.com',
        phone_number: '021234567',
        reason_contact: 2,
        detail: 'อยากร่วมงานครับ',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(200);
    const stored = legacy.app.db
      .prepare('SELECT * FROM contacts WHERE id = ?')
      .get(answer.body.data.id) as Record<string, unknown>;
    expect(stored).toMatchObject({ name: 'คุณลูกค้า', reason_contact: 2, detail: 'อยากร่วมงานครับ' });
    const mail = legacy.outbox().find((m) => m.to === 'centre@example.org');
    expect(mail).toMatchObject({
      replyTo: 'customer@example.com',
      subject: 'Contact form: Suggestion — คุณลูกค้า',
    });
    expect(mail?.text).toContain('อยากร่วมงานครับ');
  });

  it('requires name, a valid e-mail and detail; phone and reason are optional', async () => {
    const empty = await legacy.call('POST', '/api/save-contact', { body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['detail', 'email', 'name']);
    const badEmail = await legacy.call('POST', '/api/save-contact', {
      body: { name: 'x', email: 'x@y', detail: 'd' },
    });
    expect(badEmail.status).toBe(422);
    const badReason = await legacy.call('POST', '/api/save-contact', {
      body: { name: 'x', email: 'x@y.zz', detail: 'd', reason_contact: 9 },
    });
    expect(badReason.status).toBe(422);
    const minimal = await legacy.call('POST', '/api/save-contact', {
      body: { name: 'x', email: 'x@y.zz', detail: 'd' },
    });
    expect(minimal.status).toBe(200);
  });

  it('serves a share page with Open Graph and Twitter tags that sends people to the detail page', async () => {
    const portfolio = (await legacy.call('GET', '/api/get-portfolio-hightlight')).body.data[0];
    const response = await fetch(`${legacy.url}/api/share-facebook/${portfolio.id}`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const detailUrl = `${SITE_URL}/detail-portfolio?id=${portfolio.id}`;
    expect(html).toContain(`<meta property="og:url" content="${detailUrl}">`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(
      `<meta property="og:image" content="${legacy.url}/storage/images_cover_share/${portfolio.cover_img_share_path}">`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${detailUrl}">`);
    const image = await fetch(`${legacy.url}/storage/images_cover_share/${portfolio.cover_img_share_path}`);
    expect(image.status).toBe(200);
    expect((await fetch(`${legacy.url}/api/share-facebook/99999999`)).status).toBe(404);
  });

  it('escapes HTML in titles on the share page', async () => {
    const row = legacy.app.db.prepare('SELECT id FROM portfolios WHERE is_approve = 1 LIMIT 1').get() as {
      id: number;
    };
    legacy.app.db
      .prepare('UPDATE portfolios SET project_title = ? WHERE id = ?')
      .run('<script>alert(1)</script>"', row.id);
    const html = await (await fetch(`${legacy.url}/api/share-facebook/${row.id}`)).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
  });

  it('answers 404 for unknown paths and 405 for a wrong method, as JSON', async () => {
    const unknown = await legacy.call('GET', '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 404, message: 'Not Found' });
    expect((await legacy.call('DELETE', '/api/category')).status).toBe(405);
    const badJson = await fetch(`${legacy.url}/api/save-contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(badJson.status).toBe(400);
  });
});
