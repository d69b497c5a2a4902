import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLegacy, type LegacyHarness } from './legacy-harness';

const HEAVY = ['detail', 'project_brief', 'portfolio_image', 'tag_port'] as const;

/** What a portfolio card shows: every list answer keeps it, whatever `omit` says. */
const CARD_FIELDS = [
  'id',
  'portfolio_id',
  'member_id',
  'category_id',
  'subcategory_id',
  'project_title',
  'cover_img_path',
  'cover_img_share_path',
  'portfolio_cate',
  'portfolio_sub_cate',
  'view',
  'is_approve',
  'is_highlight',
  'approved_at',
  'created_at',
  'updated_at',
  'profile',
];

type Portfolio = Record<string, unknown> & { id: number };

function without(portfolio: Portfolio, fields: readonly string[]): Portfolio {
  return Object.fromEntries(
    Object.entries(portfolio).filter(([field]) => !fields.includes(field)),
  ) as Portfolio;
}

describe('portfolio lists leave out the fields named in `omit`', () => {
  let legacy: LegacyHarness;
  /** Every list path that answers portfolios, with a query that finds some. */
  let lists: [path: string, query: Record<string, string | number>][];

  beforeAll(async () => {
    legacy = await startLegacy();
    const all = (await legacy.call('GET', '/api/get-portfolio-by-id-category', { query: { id: 0 } })).body
      .data as Portfolio[];
    const first = all.find(
      (portfolio) =>
        (portfolio.tag_port as unknown[]).length > 0 &&
        (portfolio.profile as { id: number | null }).id !== null,
    );
    if (!first) throw new Error('no tagged portfolio of a designer with a profile');
    const tagId = (first.tag_port as { tag_id: number }[])[0]?.tag_id ?? 0;
    const profileId = (first.profile as { id: number }).id;
    const collections = (await legacy.call('GET', '/api/category-collection')).body.data;
    const collectionId = collections[0].collections[0].id as number;
    lists = [
      ['/api/get-portfolio-by-id-category', { id: 0, page: 1 }],
      [
        '/api/get-portfolio-by-id-subcategory',
        { category_id: first.category_id as number, subcategory_id: 0 },
      ],
      ['/api/get-portfolio-by-id-tag', { id: tagId }],
      ['/api/search', { keyword: 'ผ้า' }],
      ['/api/get-portfolio-design', { member_id: first.member_id as number }],
      ['/api/get-new-portfolio', {}],
      ['/api/get-most-view-portfolio', {}],
      ['/api/get-portfolio-hightlight', {}],
      ['/api/get-toprank', { sort: 'desc' }],
      ['/api/collection-portfolio', { id: collectionId, type: 1 }],
      ['/api/portfolio', { member_id: first.member_id as number }],
      ['/api/get-profile-portfolio', { id: profileId }],
    ];
  });
  afterAll(async () => {
    await legacy.stop();
  });

  it('answers every list with the card fields only, the same portfolios in the same order, and far fewer bytes', async () => {
    for (const [path, query] of lists) {
      const full = await legacy.call('GET', path, { query });
      const lean = await legacy.call('GET', path, { query: { ...query, omit: HEAVY.join(',') } });
      expect(lean.status, path).toBe(200);
      const fullItems = full.body.data as Portfolio[];
      const leanItems = lean.body.data as Portfolio[];
      expect(leanItems.length, path).toBeGreaterThan(0);
      // The same answer but for the heavy fields: paging, ranks, 30-day counts and the rest are untouched.
      expect({ ...lean.body, data: [] }, path).toEqual({ ...full.body, data: [] });
      expect(leanItems, path).toEqual(fullItems.map((item) => without(item, HEAVY)));
      for (const item of leanItems) {
        for (const field of HEAVY) expect(item, `${path} ${field}`).not.toHaveProperty(field);
        for (const field of CARD_FIELDS) expect(item, `${path} ${field}`).toHaveProperty(field);
      }
      expect(Buffer.byteLength(lean.text), path).toBeLessThan(Buffer.byteLength(full.text) * 0.7);
    }
  });

  it('leaves out only the fields named, ignoring names it does not know', async () => {
    const full = (await legacy.call('GET', '/api/get-new-portfolio')).body.data as Portfolio[];
    const lean = (
      await legacy.call('GET', '/api/get-new-portfolio', { query: { omit: 'detail, nonsense,profile,' } })
    ).body.data as Portfolio[];
    expect(lean).toEqual(full.map((item) => without(item, ['detail'])));
    const unknown = await legacy.call('GET', '/api/get-new-portfolio', { query: { omit: 'everything' } });
    expect(unknown.body.data).toEqual(full);
  });

  it('always answers one portfolio whole', async () => {
    const [first] = (await legacy.call('GET', '/api/get-new-portfolio')).body.data as Portfolio[];
    if (!first) throw new Error('no new portfolio');
    const one = await legacy.call('GET', `/api/portfolio/${first.id}`, { query: { omit: HEAVY.join(',') } });
    expect(one.body.data).toEqual(first);
  });

  it('answers HEAD on a lean list with the lean length', async () => {
    const query = { omit: 'detail' };
    const get = await legacy.call('GET', '/api/get-toprank', { query });
    const head = await legacy.call('HEAD', '/api/get-toprank', { query });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(get.text)));
  });
});
