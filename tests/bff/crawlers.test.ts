import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSiteFileRoutes } from '../../bff/src/http/site-files';
import { createLegacyClient } from '../../bff/src/legacy/legacy-client';
import type { LegacyClient } from '../../bff/src/legacy/legacy-api';
import { paths } from '../../web/src/config/paths';
import { startLegacy, type LegacyHarness } from '../legacy/legacy-harness';
import { standInSiteBuild, startStack, type Stack } from './bff-harness';

const PUBLIC_URL = 'https://portfolio.example';
const NOINDEX = '<meta name="robots" content="noindex">';

/** A route's address with its parameters given (`/staff/collections/:id` → `/staff/collections/7`). */
const addressOf = (route: string) => route.replace(/:id\b/, '7').replace(/:page\b/, 'faqs');

/** The screens behind `RequireMember` in web/src/app/router.tsx: the member screens, the editors, the staff's. */
const MEMBER_ROUTES = Object.entries(paths)
  .filter(
    ([key]) =>
      key.startsWith('profile') ||
      key.startsWith('staff') ||
      ['following', 'notifications', 'updateProfile', 'createPortfolio', 'editPortfolio'].includes(key),
  )
  .map(([, route]) => addressOf(route));

/** Pages anyone reads, for search engines to find. */
const PUBLIC_ROUTES = [
  paths.landing,
  paths.home,
  paths.categoryList,
  paths.designer,
  paths.detail,
  paths.creator,
  paths.subCurated,
  paths.tag,
  paths.topRank,
  paths.pages,
  paths.contact,
  paths.content,
  paths.articles,
];

/** robots.txt, the sitemap and the pages' `noindex` keep search engines to the showcase (issue 42). */
describe('what search engines may read', () => {
  it('the member routes are the ones the router guards', () => {
    expect(MEMBER_ROUTES).toEqual(
      expect.arrayContaining(['/profile-portfolio', '/profile-insights', '/following', '/staff/moderation']),
    );
    expect(MEMBER_ROUTES.filter((route) => route.startsWith('/staff/')).length).toBeGreaterThanOrEqual(9);
  });

  describe('robots.txt and the sitemap', () => {
    let legacyServer: LegacyHarness;
    let legacy: LegacyClient;
    let app: FastifyInstance;
    let url: string;

    beforeAll(async () => {
      legacyServer = await startLegacy();
      legacy = createLegacyClient({ baseUrl: legacyServer.url, retries: 0 });
      app = Fastify();
      registerSiteFileRoutes(app, { legacy, publicUrl: () => PUBLIC_URL });
      url = await app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(async () => {
      await app?.close();
      await legacy?.close();
      await legacyServer?.stop();
    });

    it('robots.txt keeps crawlers off the staff’s section and every member page, and off no public page', async () => {
      const lines = (await (await fetch(`${url}/robots.txt`)).text()).split('\n');
      const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
      expect(disallowed).toContain('/staff/');
      for (const route of MEMBER_ROUTES)
        expect(
          disallowed.some((prefix) => route.startsWith(prefix)),
          route,
        ).toBe(true);
      for (const route of PUBLIC_ROUTES)
        expect(
          disallowed.some((prefix) => route.startsWith(prefix)),
          route,
        ).toBe(false);
    });

    it('the sitemap lists the contact page and the other public pages, and no member page', async () => {
      const xml = await (await fetch(`${url}/sitemap.xml`)).text();
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
      for (const route of [paths.contact, paths.content, paths.articles, paths.home])
        expect(locs).toContain(`${PUBLIC_URL}${route}`);
      for (const route of MEMBER_ROUTES) expect(locs).not.toContain(`${PUBLIC_URL}${route}`);
    });
  });

  describe('pages rendered by the server', () => {
    let stack: Stack;
    let work: string;

    beforeAll(async () => {
      // As the site renders a guarded page on the server: the guard's loading state, with a head that is not the
      // screen's (no noindex). `?shell` fails the render: the bare shell goes out.
      const build = standInSiteBuild(
        'crawlers-',
        `export async function render({ url }) {
  if (url.includes('shell')) throw new Error('render failed on purpose');
  return {
    status: 200,
    head: { title: 'Design Portfolio', documentTitle: 'Design Portfolio', description: 'A page' },
    html: '<p>…</p>',
    styles: '',
    stateScript: '',
    modules: [],
  };
}
`,
      );
      work = build.work;
      const { dist } = build;
      stack = await startStack({ config: { webDistDir: dist }, logError: () => undefined });
    });
    afterAll(async () => {
      await stack?.stop();
      fs.rmSync(work, { recursive: true, force: true });
    });

    const page = async (route: string, headers: Record<string, string> = {}) => {
      const answer = await fetch(`${stack.bff.url}${route}`, { headers });
      expect(answer.status, route).toBe(200);
      return answer.text();
    };

    it('a staff or member page says noindex to a visitor, a member and in the bare shell', async () => {
      for (const route of MEMBER_ROUTES) {
        expect(await page(route), route).toContain(NOINDEX);
        expect(await page(route, { cookie: 'portfolio_session=some-token' }), route).toContain(NOINDEX);
        expect(await page(`${route}?shell=1`), route).toContain(NOINDEX);
      }
      // However the address is written, as the router matches it.
      for (const route of [
        '/STAFF/moderation',
        '/st%61ff/insights',
        '//staff/audit-log',
        '/Profile-Settings',
      ])
        expect(await page(route), route).toContain(NOINDEX);
    });

    it('a public page does not', async () => {
      for (const route of PUBLIC_ROUTES) expect(await page(route), route).not.toContain(NOINDEX);
    });
  });
});
