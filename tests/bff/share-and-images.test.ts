import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './bff-harness';

interface PortfolioRow {
  id: number;
  project_title: string;
  cover_img_path: string;
  cover_img_share_path: string;
}

/** The `content` of a `<meta property|name="…">` tag, HTML entities left as they are. */
function meta(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`);
  return pattern.exec(html)?.[1];
}

/** A GET sent with the path exactly as written (fetch would resolve `..` segments first). */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('share pages and the image proxy', () => {
  let stack: Stack;
  let portfolio: PortfolioRow;

  beforeAll(async () => {
    stack = await startStack();
    const row = stack.legacy.app.db
      .prepare(
        "SELECT id, project_title, cover_img_path, cover_img_share_path FROM portfolios WHERE is_approve = 1 AND cover_img_share_path != '-' ORDER BY id LIMIT 1",
      )
      .get() as PortfolioRow | undefined;
    if (!row) throw new Error('no approved portfolio with a share cover in the demo data');
    portfolio = row;
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('answers the Open Graph page of an approved portfolio', async () => {
    const response = await fetch(`${stack.bff.url}/share/portfolio/${portfolio.id}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const detailUrl = `${stack.bff.url}/detail-portfolio?id=${portfolio.id}`;

    expect(meta(html, 'og:title')).toBeTruthy();
    expect(html).toContain(`<title>`);
    expect(meta(html, 'og:description')).toBeTruthy();
    expect(meta(html, 'og:url')).toBe(detailUrl);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const image = meta(html, 'og:image');
    expect(image).toBe(`${stack.bff.url}/images/images_cover_share/${portfolio.cover_img_share_path}`);
    expect(image?.startsWith(`${stack.bff.url}/images/images_cover_share/`)).toBe(true);
    expect(meta(html, 'twitter:image')).toBe(image);
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${detailUrl}">`);
  });

  it('shows the title as the legacy API has it', async () => {
    const html = await (await fetch(`${stack.bff.url}/share/portfolio/${portfolio.id}`)).text();
    const expected = portfolio.project_title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    expect(meta(html, 'og:title')).toBe(expected);
  });

  it('serves the og:image through the BFF image proxy', async () => {
    const html = await (await fetch(`${stack.bff.url}/share/portfolio/${portfolio.id}`)).text();
    const image = meta(html, 'og:image');
    if (!image) throw new Error('no og:image');
    const response = await fetch(image);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(stack.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: `storage/images_cover_share/${portfolio.cover_img_share_path}`,
      status: 200,
    });
  });

  it('falls back to the cover when the portfolio has no share cover', async () => {
    const other = stack.legacy.app.db
      .prepare(
        "SELECT id, cover_img_path FROM portfolios WHERE is_approve = 1 AND cover_img_path != '-' AND id != ? ORDER BY id LIMIT 1",
      )
      .get(portfolio.id) as { id: number; cover_img_path: string };
    stack.legacy.app.db
      .prepare("UPDATE portfolios SET cover_img_share_path = '-' WHERE id = ?")
      .run(other.id);
    const html = await (await fetch(`${stack.bff.url}/share/portfolio/${other.id}`)).text();
    expect(meta(html, 'og:image')).toBe(`${stack.bff.url}/images/images_cover/${other.cover_img_path}`);
  });

  it('answers a 404 HTML page for an unknown or unapproved portfolio', async () => {
    const unknown = await fetch(`${stack.bff.url}/share/portfolio/999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await unknown.text()).toMatch(/Portfolio not found/);

    const pending = stack.legacy.app.db
      .prepare('SELECT id FROM portfolios WHERE is_approve != 1 ORDER BY id LIMIT 1')
      .get() as { id: number } | undefined;
    if (pending) {
      const answer = await fetch(`${stack.bff.url}/share/portfolio/${pending.id}`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('og:title');
    }

    // Forms that are no id (schema/record-id.json) name no portfolio, not even an approved one they could be read as.
    const approved = stack.legacy.app.db
      .prepare('SELECT id FROM portfolios WHERE is_approve = 1 ORDER BY id LIMIT 1')
      .get() as { id: number };
    for (const bad of ['0', 'abc', '1.5', '-1', `0${approved.id}`, `${approved.id}.0`, '1000000000000000']) {
      const answer = await fetch(`${stack.bff.url}/share/portfolio/${bad}`);
      expect(answer.status, bad).toBe(404);
      expect(await answer.text()).not.toContain('og:title');
    }
  });

  it('says a deleted portfolio is gone (410), and never shows another portfolio under its address', async () => {
    const member = stack.browser();
    const login = await member.graphql(
      'mutation ($input: LoginInput!) { login(input: $input) { errors { message } } }',
      { input: { email: 'demo@portfolio.example', password: 'Demo1234!' } },
    );
    expect(login.data.login.errors).toEqual([]);
    const own = stack.legacy.app.db
      .prepare(
        "SELECT p.id FROM portfolios p JOIN members m ON m.id = p.member_id WHERE m.email = 'demo@portfolio.example' ORDER BY p.id DESC LIMIT 1",
      )
      .get() as { id: number };
    const deleted = await member.graphql(
      'mutation ($id: ID!) { deletePortfolio(id: $id) { errors { message } } }',
      {
        id: String(own.id),
      },
    );
    expect(deleted.data.deletePortfolio.errors).toEqual([]);
    const answer = await fetch(`${stack.bff.url}/share/portfolio/${own.id}`);
    expect(answer.status).toBe(410);
    expect(await answer.text()).toMatch(/ผลงานนี้ถูกลบแล้ว \/ This portfolio has been deleted/);
    const read = await stack
      .browser()
      .graphql('query ($id: ID!) { portfolio(id: $id) { id } }', { id: String(own.id) });
    expect(read.data.portfolio).toBeNull();
  });

  it('HTML-escapes a title with markup', async () => {
    const title = `<script>alert("x")</script> & 'งานออกแบบ'`;
    stack.legacy.app.db
      .prepare('UPDATE portfolios SET project_title = ? WHERE id = ?')
      .run(title, portfolio.id);
    const html = await (await fetch(`${stack.bff.url}/share/portfolio/${portfolio.id}`)).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('alert("x")');
    const escaped = '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;งานออกแบบ&#39;';
    expect(meta(html, 'og:title')).toBe(escaped);
    expect(meta(html, 'twitter:title')).toBe(escaped);
    expect(html).toContain(`<title>${escaped}</title>`);
  });

  it('answers a smaller WebP copy for ?w=, never wider than the original, and refuses other widths', async () => {
    const url = `${stack.bff.url}/images/images_cover/${portfolio.cover_img_path}`;
    const original = Buffer.from(await (await fetch(url)).arrayBuffer());
    const originalWidth = (await sharp(original).metadata()).width;

    const small = await fetch(`${url}?w=320`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('cache-control')).toContain('immutable');
    const smallBytes = Buffer.from(await small.arrayBuffer());
    expect((await sharp(smallBytes).metadata()).width).toBe(Math.min(320, originalWidth));
    expect(smallBytes.length).toBeLessThan(original.length);

    // Asked again: the same copy (from the BFF's memory), and never enlarged.
    const again = Buffer.from(await (await fetch(`${url}?w=320`)).arrayBuffer());
    expect(again.equals(smallBytes)).toBe(true);
    const large = Buffer.from(await (await fetch(`${url}?w=1280`)).arrayBuffer());
    expect((await sharp(large).metadata()).width).toBe(Math.min(1280, originalWidth));

    for (const bad of ['100', 'abc', '0', '99999']) {
      const answer = await fetch(`${url}?w=${bad}`);
      expect(answer.status, bad).toBe(400);
    }
    expect((await fetch(`${stack.bff.url}/images/images_cover/no-such-file.png?w=320`)).status).toBe(404);
  });

  it('answers 404 for an image folder the legacy API does not serve, or an unknown file', async () => {
    for (const path of [
      '/images/secret/x.png',
      '/images/images_cover/no-such-file.png',
      '/images/images_cover',
      '/images/',
    ]) {
      const answer = await fetch(`${stack.bff.url}${path}`);
      expect(answer.status, path).toBe(404);
    }
  });

  it('answers 404 to path traversal attempts', async () => {
    const attempts = [
      '/images/../../etc/passwd',
      '/images/images_cover/../../../etc/passwd',
      '/images/images_cover/..',
      '/images/images_cover/..%2f..%2fdatabase.sqlite',
      '/images/images_cover/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/images/..%2f..%2fetc/passwd',
      '/images/%2e%2e/seed-cover-01.png',
      '/images/images_cover/..%5c..%5cetc%5cpasswd',
      '/images/images_cover/.%2e/.%2e/etc/passwd',
      `/images/images_cover/..%2fimages_cover_share%2f${portfolio.cover_img_share_path}`,
    ];
    for (const path of attempts) {
      const answer = await rawGet(stack.bff.url, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toMatch(/root:|SQLite format/);
    }
  });
});
