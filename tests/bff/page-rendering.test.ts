import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_BUILD, sitePage, standInSiteBuild, startStack, type Stack } from './bff-harness';

/**
 * The BFF's page rendering when the site's server build fails: the page still goes out, as the shell the browser
 * renders, and the fault is logged and counted. (Rendering itself is proved in Chromium: tests/e2e/server-rendering.)
 */
describe('pages of the site when the server rendering fails', () => {
  let stack: Stack;
  let work: string;
  const errors: unknown[] = [];

  beforeAll(async () => {
    const build = standInSiteBuild(
      'page-rendering-',
      'export async function render() { throw new Error("a screen read window while rendering"); }\n',
    );
    work = build.work;
    const { dist } = build;
    stack = await startStack({ config: { webDistDir: dist }, logError: (error) => errors.push(error) });
  });

  afterAll(async () => {
    await stack.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('sends the shell in the reader’s language, logs the fault and counts it', async () => {
    const answer = await fetch(`${stack.bff.url}/homepage`, { headers: { cookie: 'portfolio_locale=en' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const html = await answer.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Design Portfolio — Thai designers’ portfolios</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('server-state');
    expect(String(errors.at(-1))).toContain('a screen read window while rendering');
    const metrics = await (await fetch(`${stack.bff.url}/metrics`)).text();
    expect(metrics).toMatch(/bff_page_render_duration_seconds_count\{outcome="shell"\} [1-9]/);
  });

  it('keeps a member’s page out of shared caches', async () => {
    const answer = await fetch(`${stack.bff.url}/profile-portfolio`, {
      headers: { cookie: 'portfolio_session=some-token' },
    });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('vary')).toContain('Cookie');
  });

  it('refuses addresses no page has', async () => {
    expect((await fetch(`${stack.bff.url}/%00`)).status).toBe(400);
    expect((await fetch(`${stack.bff.url}/${'a'.repeat(300)}`)).status).toBe(404);
  });
});

/** The site's real build rendered for an address whose id is no id (issue 43). */
describe('pages of the site whose address holds an id that is no id', () => {
  let stack: Stack;
  beforeAll(async () => (stack = await startStack({ config: { webDistDir: SITE_BUILD } })));
  afterAll(() => stack.stop());

  it('answer the not-found page with 404, asking nothing of the portfolio Number() would read', async () => {
    const { id, title } = stack.legacy.app.db
      .prepare(
        `SELECT id, project_title AS title FROM portfolios
         WHERE is_approve = 1 AND revision_of IS NULL ORDER BY id DESC LIMIT 1`,
      )
      .get() as { id: number; title: string };
    expect(await sitePage(stack, `/detail-portfolio?id=${id}`)).toMatchObject({
      status: 200,
      html: expect.stringContaining(title),
    });
    stack.calls.length = 0;
    // 0x…, a leading space and a fraction: each read by Number() as that portfolio's id.
    for (const loose of [`0x${id.toString(16)}`, `%20${id}`, `${id}.0`]) {
      const { status, html } = await sitePage(stack, `/detail-portfolio?id=${loose}`);
      expect(status, loose).toBe(404);
      expect(html, loose).toContain('<title>ไม่พบผลงานนี้');
      expect(html, loose).not.toContain(title);
    }
    expect(stack.calls.filter((call) => call.path.includes('portfolio'))).toEqual([]);
  });
});
