import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
// @ts-expect-error jsdom ships no types (the web tests reach it through vitest's environment); typed where used.
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION } from '../../bff/src/http/compression';
import { registerSiteFileRoutes } from '../../bff/src/http/site-files';
import { createLegacyClient } from '../../bff/src/legacy/legacy-client';
import type { LegacyClient } from '../../bff/src/legacy/legacy-api';
import { startLegacy, type LegacyHarness } from '../legacy/legacy-harness';

/** The site's own addresses have one query parameter each: a base with `&` shows that addresses are escaped. */
const PUBLIC_URL = 'https://portfolio.example/design&art';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const PORTFOLIOS_PER_PAGE = 12;
/** A strict XML parser: a document that is not well-formed comes back as a `parsererror` element. */
const XmlParser = (new JSDOM('') as { window: { DOMParser: typeof DOMParser } }).window.DOMParser;

interface Site {
  app: FastifyInstance;
  legacy: LegacyClient;
  url: string;
}

/** A Fastify app with the site-file routes (and static files from `webRoot`), as server.ts has them. */
async function startSite(
  legacyUrl: string,
  options: { onLegacyCall?: () => void; webRoot?: string } = {},
): Promise<Site> {
  // No retries and a breaker that never opens: each failure a test makes is exactly one failed call.
  const legacy = createLegacyClient({
    baseUrl: legacyUrl,
    retries: 0,
    breakerFailures: 1000,
    onCall: options.onLegacyCall,
  });
  const app = Fastify();
  await app.register(fastifyCompress, { ...COMPRESSION, global: false });
  registerSiteFileRoutes(app, { legacy, publicUrl: () => PUBLIC_URL });
  // The built site's files are served by @fastify/static (bff/src/http/web-app.ts), whose types come from their names.
  if (options.webRoot) await app.register(fastifyStatic, { root: options.webRoot, preCompressed: true });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, legacy, url };
}

function parseSitemap(xml: string): { locs: string[]; lastmods: Map<string, string> } {
  const document = new XmlParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = document.documentElement;
  expect(root.localName).toBe('urlset');
  expect(root.namespaceURI).toBe(SITEMAP_NS);
  const locs: string[] = [];
  const lastmods = new Map<string, string>();
  for (const url of Array.from(root.children)) {
    expect(url.localName).toBe('url');
    const loc = url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '';
    locs.push(loc);
    const lastmod = url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent;
    if (lastmod) lastmods.set(loc, lastmod);
  }
  return { locs, lastmods };
}

type ProxyMode = 'up' | 'down' | 'page-3-fails';

/** A pass-through to the legacy API that can fail on demand and counts the calls it holds at once. */
async function startLegacyProxy(legacyUrl: string) {
  const state = { mode: 'up' as ProxyMode, requests: 0, inFlight: 0, mostInFlight: 0 };
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', legacyUrl);
    state.requests += 1;
    if (state.mode === 'down') return void request.socket.destroy();
    if (state.mode === 'page-3-fails' && target.searchParams.get('page') === '3') {
      response.writeHead(500, { 'content-type': 'application/json' });
      return void response.end('{"status":500,"message":"Server Error"}');
    }
    state.inFlight += 1;
    state.mostInFlight = Math.max(state.mostInFlight, state.inFlight);
    // A short wait keeps calls open long enough to see how many run at once.
    void new Promise((resolve) => setTimeout(resolve, 20))
      .then(() => fetch(target))
      .then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => response.destroy())
      .finally(() => (state.inFlight -= 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    state,
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('robots.txt, the sitemap and the app manifest', () => {
  let legacyServer: LegacyHarness;
  let site: Site;
  let legacyCalls = 0;
  let proxy: Awaited<ReturnType<typeof startLegacyProxy>>;
  let proxiedSite: Site;
  let approvedIds: number[];
  let designerIds: number[];
  let collectionIds: number[];
  let taggedNames: string[];
  /** Every address the sitemap should hold. */
  const sitemapSize = () =>
    8 + 4 + approvedIds.length + designerIds.length + collectionIds.length + taggedNames.length;

  beforeAll(async () => {
    legacyServer = await startLegacy();
    site = await startSite(legacyServer.url, {
      onLegacyCall: () => (legacyCalls += 1),
      webRoot: path.resolve(import.meta.dirname, '../../web/public'),
    });
    proxy = await startLegacyProxy(legacyServer.url);
    proxiedSite = await startSite(proxy.url);
    const db = legacyServer.app.db;
    approvedIds = (
      db.prepare('SELECT id FROM portfolios WHERE is_approve = 1').all() as { id: number }[]
    ).map((row) => row.id);
    designerIds = (
      db.prepare('SELECT DISTINCT member_id FROM portfolios WHERE is_approve = 1').all() as {
        member_id: number;
      }[]
    ).map((row) => row.member_id);
    collectionIds = (db.prepare('SELECT id FROM collections').all() as { id: number }[]).map((row) => row.id);
    taggedNames = (
      db
        .prepare(
          'SELECT t.name FROM tags t JOIN tag_public_counts c ON c.tag_id = t.id WHERE c.portfolios > 0',
        )
        .all() as { name: string }[]
    ).map((row) => row.name);
  });
  afterAll(async () => {
    for (const { app, legacy } of [site, proxiedSite]) {
      await app?.close();
      await legacy?.close();
    }
    await proxy?.close();
    await legacyServer?.stop();
  });

  it('robots.txt lets crawlers read the showcase, not members’ pages or the API, and names the sitemap', async () => {
    const response = await fetch(`${site.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of [
      '/profile-portfolio',
      '/profile-about',
      '/update-profile',
      '/profile/',
      '/create-portfolio',
      '/portfolio/',
      '/login',
      '/register',
      '/forgot',
      '/verify',
      '/reset-password',
      '/graphql',
      '/upload',
    ])
      expect(lines).toContain(`Disallow: ${prefix}`);
    // A Disallow is a prefix: none may cover a public page.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const page of [
      '/detail-portfolio',
      '/all-portfolio-by-design',
      '/portfolio-tag',
      '/homepage',
      '/toprank',
    ])
      expect(disallowed.some((prefix) => page.startsWith(prefix))).toBe(false);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('the sitemap lists the public and CMS pages, every approved portfolio, designer with approved work, collection and tag of approved work', async () => {
    const response = await fetch(`${site.url}/sitemap.xml`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('content-encoding')).toBe('br');
    const xml = await response.text();
    expect(xml).toContain(`<loc>https://portfolio.example/design&amp;art/</loc>`);
    const { locs, lastmods } = parseSitemap(xml);

    expect(new Set(locs).size).toBe(locs.length);
    for (const page of ['/', '/homepage', '/all-portfolio-by-category', '/toprank', '/creator'])
      expect(locs).toContain(`${PUBLIC_URL}${page}`);
    const detailIds = locs
      .filter((loc) => loc.startsWith(`${PUBLIC_URL}/detail-portfolio?id=`))
      .map((loc) => Number(new URL(loc).searchParams.get('id')));
    expect(detailIds.sort((a, b) => a - b)).toEqual([...approvedIds].sort((a, b) => a - b));
    const designerLocs = locs.filter((loc) =>
      loc.startsWith(`${PUBLIC_URL}/all-portfolio-by-design?member_id=`),
    );
    expect(
      designerLocs.map((loc) => Number(new URL(loc).searchParams.get('member_id'))).sort((a, b) => a - b),
    ).toEqual([...designerIds].sort((a, b) => a - b));
    for (const page of ['faqs', 'term', 'privacy-policy', 'about-us'])
      expect(locs).toContain(`${PUBLIC_URL}/pages?page=${page}`);
    const collectionLocs = locs.filter((loc) => loc.startsWith(`${PUBLIC_URL}/sub-curated?collection_id=`));
    expect(
      collectionLocs
        .map((loc) => Number(new URL(loc).searchParams.get('collection_id')))
        .sort((a, b) => a - b),
    ).toEqual([...collectionIds].sort((a, b) => a - b));
    expect(collectionIds.length).toBeGreaterThan(0);
    const tagLocs = locs.filter((loc) => loc.startsWith(`${PUBLIC_URL}/portfolio-tag?tag=`));
    expect(tagLocs.map((loc) => new URL(loc).searchParams.get('tag')).sort()).toEqual(
      [...taggedNames].sort(),
    );
    // A tag no approved work carries would be an empty page: not listed.
    const untagged = legacyServer.app.db
      .prepare(
        'SELECT t.name FROM tags t LEFT JOIN tag_public_counts c ON c.tag_id = t.id WHERE COALESCE(c.portfolios, 0) = 0',
      )
      .all() as { name: string }[];
    for (const { name } of untagged)
      expect(tagLocs).not.toContain(`${PUBLIC_URL}/portfolio-tag?tag=${encodeURIComponent(name)}`);
    expect(locs).toHaveLength(sitemapSize());

    // Pending and rejected work is not public.
    const unpublished = legacyServer.app.db
      .prepare('SELECT id, is_approve FROM portfolios WHERE is_approve != 1')
      .all() as { id: number; is_approve: number }[];
    expect(unpublished.some((row) => row.is_approve === 2)).toBe(true);
    for (const { id } of unpublished) expect(locs).not.toContain(`${PUBLIC_URL}/detail-portfolio?id=${id}`);

    // The portfolio's page last changed at its later edit or approval, in W3C form (legacy times are UTC).
    const row = legacyServer.app.db
      .prepare('SELECT id, updated_at, approved_at FROM portfolios WHERE is_approve = 1 ORDER BY id LIMIT 1')
      .get() as { id: number; updated_at: string; approved_at: string };
    const latest = [row.updated_at, row.approved_at].sort().at(-1) ?? '';
    expect(lastmods.get(`${PUBLIC_URL}/detail-portfolio?id=${row.id}`)).toBe(`${latest.replace(' ', 'T')}Z`);
    for (const lastmod of lastmods.values())
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(lastmods.size).toBe(approvedIds.length + designerIds.length);
  });

  it('a sitemap asked for again within its time in memory makes no legacy call', async () => {
    await fetch(`${site.url}/sitemap.xml`).then((response) => response.text());
    const before = legacyCalls;
    expect(before).toBeGreaterThanOrEqual(Math.ceil(approvedIds.length / PORTFOLIOS_PER_PAGE));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${site.url}/sitemap.xml`).then((response) => response.status)),
    );
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    expect(legacyCalls).toBe(before);
  });

  it('answers 503 when the legacy API is down, and never a sitemap that misses pages', async () => {
    proxy.state.mode = 'down';
    const down = await fetch(`${proxiedSite.url}/sitemap.xml`);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('60');
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(((await down.json()) as { message: string }).message).toMatch(/sitemap cannot be made now/);

    // Pages 1 and 2 answer, page 3 fails: no sitemap of the pages read.
    proxy.state.mode = 'page-3-fails';
    const broken = await fetch(`${proxiedSite.url}/sitemap.xml`);
    expect(broken.status).toBe(503);
    expect(await broken.text()).not.toContain('<urlset');
    // The pages asked beside page 3 are still answered after the 503.
    await expect.poll(() => proxy.state.inFlight).toBe(0);
  });

  it('makes the sitemap once for requests that arrive together, reading a few list pages at a time', async () => {
    proxy.state.mode = 'up';
    proxy.state.mostInFlight = 0;
    const before = proxy.state.requests;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        fetch(`${proxiedSite.url}/sitemap.xml`).then((response) => response.text()),
      ),
    );
    // The failures above were not kept: the sitemap is whole.
    for (const xml of answers) expect(xml).toBe(answers[0]);
    expect(parseSitemap(answers[0] ?? '').locs).toHaveLength(sitemapSize());
    // The portfolio list's pages, then the collections and the tags.
    expect(proxy.state.requests - before).toBe(Math.ceil(approvedIds.length / PORTFOLIOS_PER_PAGE) + 2);
    expect(proxy.state.mostInFlight).toBeGreaterThan(1);
    expect(proxy.state.mostInFlight).toBeLessThanOrEqual(4);
  });

  it('serves the app manifest as application/manifest+json, and every icon at the size it states', async () => {
    const response = await fetch(`${site.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Design Portfolio — รวมผลงานนักออกแบบไทย',
      short_name: 'Design Portfolio',
      lang: 'th',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1d1b3a',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    // The pages' own icon (in the template every page is rendered into) is a PNG: an SVG icon costs the phone a
    // document of its own on the page's main thread.
    const page = fs.readFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), 'utf8');
    const pageIcon = /<link rel="icon" href="([^"]+)" type="([^"]+)" sizes="([^"]+)"/.exec(page);
    expect(pageIcon?.slice(1)).toEqual(['/favicon-48.png', 'image/png', '48x48']);
    for (const icon of [
      ...manifest.icons,
      { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
      { src: pageIcon![1]!, sizes: pageIcon![3]!, type: pageIcon![2]! },
    ]) {
      const image = await fetch(`${site.url}${icon.src}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe(icon.type);
      const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(`${metadata.width}x${metadata.height}`).toBe(icon.sizes);
      // iOS shows a transparent touch icon on black, and a maskable icon is cut to any shape: both fill the square.
      if (icon.src === '/apple-touch-icon.png' || ('purpose' in icon && icon.purpose === 'maskable'))
        expect(metadata.hasAlpha).toBe(false);
    }
  });
});
