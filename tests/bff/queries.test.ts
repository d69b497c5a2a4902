import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './bff-harness';

const HOME_QUERY = /* GraphQL */ `
  query HomeRouteQuery {
    newPortfolios {
      id
      title
      cover {
        url
      }
      designer {
        id
        firstName {
          th
          en
        }
        lastName {
          th
          en
        }
      }
    }
    mostViewedPortfolios {
      id
      title
      viewsLast30Days
      viewCount
    }
    highlightedPortfolios {
      id
      title
      cover {
        url
        fileName
      }
    }
    topRank {
      entries(first: 3) {
        rank
        portfolio {
          id
          title
          viewCount
        }
      }
    }
    featuredDesigners {
      id
      firstName {
        th
        en
      }
      position
      picture {
        url
      }
    }
    categories {
      id
      name {
        th
        en
      }
      icon
      subcategories {
        id
        name {
          th
          en
        }
      }
    }
  }
`;

describe('GraphQL reads over the real legacy API', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.stop();
  });
  beforeEach(() => {
    stack.calls.length = 0;
  });

  it('answers every homepage section in one request, one legacy call per section', async () => {
    const answer = await stack.browser().graphql(HOME_QUERY);
    expect(answer.errors).toBeUndefined();
    const { data } = answer;
    expect(data.newPortfolios.length).toBeGreaterThan(0);
    expect(data.mostViewedPortfolios[0].viewsLast30Days).toBeGreaterThan(0);
    expect(data.highlightedPortfolios.length).toBeLessThanOrEqual(6);
    expect(data.topRank.entries.map((entry: { rank: number }) => entry.rank)).toEqual([1, 2, 3]);
    expect(data.featuredDesigners.length).toBeGreaterThan(4);
    expect(data.categories).toHaveLength(10);
    expect(data.newPortfolios[0].cover.url).toMatch(new RegExp(`^${stack.bff.url}/images/images_cover/`));
    expect(stack.calls.map((call) => call.path).sort()).toEqual(
      [
        'api/category',
        'api/get-most-design-portfolio',
        'api/get-most-view-portfolio',
        'api/get-new-portfolio',
        'api/get-portfolio-hightlight',
        'api/get-toprank',
        'api/subcategory',
      ].sort(),
    );
  });

  it('reads one portfolio with sanitised detail, images, tags, designer and share URL', async () => {
    const id = (await stack.browser().graphql('{ highlightedPortfolios { id } }')).data
      .highlightedPortfolios[0].id;
    const { data, errors } = await stack.browser().graphql(
      `query ($id: ID!) { portfolio(id: $id) {
        id title brief detailHtml approvalStatus isHighlighted publishedAt createdAt shareUrl viewCount
        cover { url } shareCover { url } images { id caption image { url } }
        category { id name { th } } subcategory { id category { id } }
        tags { id name type } awards: tags(type: AWARD) { name }
        designer { id firstName { th } profile { id firstName { en } email } portfolioCount }
      } }`,
      { id },
    );
    expect(errors).toBeUndefined();
    expect(data.portfolio).toMatchObject({ id, approvalStatus: 'APPROVED', isHighlighted: true });
    expect(data.portfolio.shareUrl).toBe(`${stack.bff.url}/share/portfolio/${id}`);
    expect(data.portfolio.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data.portfolio.subcategory.category.id).toBe(data.portfolio.category.id);
    expect(data.portfolio.designer.profile.email).toBeNull();
    expect((await stack.browser().graphql('{ portfolio(id: "999999") { id } }')).data.portfolio).toBeNull();
  });

  it('strips scripts, event handlers and javascript: links from stored rich text', async () => {
    const row = stack.legacy.app.db
      .prepare('SELECT id FROM portfolios WHERE is_approve = 1 LIMIT 1')
      .get() as { id: number };
    stack.legacy.app.db
      .prepare('UPDATE portfolios SET detail = ? WHERE id = ?')
      .run(
        '<p onclick="steal()">ok</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://a.example">y</a>',
        row.id,
      );
    const { data } = await stack.browser().graphql(`{ portfolio(id: "${row.id}") { detailHtml } }`);
    const html: string = data.portfolio.detailHtml;
    expect(html).toContain('<p>ok</p>');
    expect(html).not.toMatch(/script|onclick|javascript:/);
    expect(html).toContain(
      '<a href="https://a.example" rel="noopener noreferrer nofollow" target="_blank">y</a>',
    );
  });

  it('pages portfolios by category and subcategory with pageInfo', async () => {
    const all = await stack
      .browser()
      .graphql(
        '{ portfolios(page: 2) { items { id } pageInfo { page lastPage perPage total hasNextPage } } }',
      );
    expect(all.data.portfolios.pageInfo).toMatchObject({ page: 2, perPage: 12, hasNextPage: true });
    expect(all.data.portfolios.items).toHaveLength(12);
    const category = (await stack.browser().graphql('{ categories { id subcategories { id } } }')).data
      .categories[1];
    const sub = await stack
      .browser()
      .graphql(
        `{ portfolios(categoryId: "${category.id}", subcategoryId: "${category.subcategories[0].id}") { items { subcategory { id } } } }`,
      );
    for (const item of sub.data.portfolios.items)
      expect(item.subcategory.id).toBe(category.subcategories[0].id);
  });

  it('searches in Thai and pages the results', async () => {
    const { data } = await stack
      .browser()
      .graphql('{ searchPortfolios(keyword: "ผ้า") { items { title } pageInfo { total } } }');
    expect(data.searchPortfolios.pageInfo.total).toBeGreaterThan(0);
    const none = await stack
      .browser()
      .graphql(`{ searchPortfolios(keyword: "' OR 1=1 --") { pageInfo { total } } }`);
    expect(none.data.searchPortfolios.pageInfo.total).toBe(0);
  });

  it('narrows a search by category, award and year, sorts it, counts per filter value and offers a correction', async () => {
    const query = `query ($filter: PortfolioSearchFilter, $sort: PortfolioSearchSort, $keyword: String!) {
      portfolioSearch(keyword: $keyword, filter: $filter, sort: $sort) {
        didYouMean
        portfolios { items { id category { id } viewCount } pageInfo { total } }
        facets { categories { category { id } count } subcategories { subcategory { id } count }
                 awards { award { id type } count } years { year count } }
      } }`;
    const all = (await stack.browser().graphql(query, { keyword: 'ผ้า' })).data.portfolioSearch;
    expect(all.didYouMean).toBeNull();
    const [top] = all.facets.categories;
    expect(all.facets.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(
      all.portfolios.pageInfo.total,
    );
    const narrowed = (
      await stack
        .browser()
        .graphql(query, { keyword: 'ผ้า', filter: { categoryId: top.category.id }, sort: 'MOST_VIEWED' })
    ).data.portfolioSearch;
    expect(narrowed.portfolios.pageInfo.total).toBe(top.count);
    const views = narrowed.portfolios.items.map((item: { viewCount: number }) => item.viewCount);
    expect(views).toEqual([...views].sort((a: number, b: number) => b - a));
    for (const item of narrowed.portfolios.items) expect(item.category.id).toBe(top.category.id);
    expect(narrowed.facets.subcategories.length).toBeGreaterThan(0);
    for (const award of all.facets.awards) expect(award.award.type).toBe('AWARD');
    // A misspelt keyword offers its correction.
    const typo = (await stack.browser().graphql(query, { keyword: 'ท่องเทียว' })).data.portfolioSearch;
    expect(typo.didYouMean).toBe('ท่องเที่ยว');
    // A tag that is not an award is refused as the reader's mistake, with the legacy API's words.
    const tag = (await stack.browser().graphql('{ tags(type: NORMAL) { id } }')).data.tags[0];
    const refused = await stack.browser().graphql(query, { keyword: 'ผ้า', filter: { awardId: tag.id } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe('The award must be the id of an award tag.');
  });

  it('ranks the top 50 in either order', async () => {
    const desc = (
      await stack.browser().graphql('{ topRank { sort entries { rank portfolio { viewCount } } } }')
    ).data.topRank;
    const asc = (await stack.browser().graphql('{ topRank(sort: ASC) { sort entries { rank } } }')).data
      .topRank;
    expect(desc.entries).toHaveLength(50);
    expect(desc.sort).toBe('DESC');
    expect(asc.entries[0].rank).toBe(50);
  });

  it('reads a designer with their filtered portfolios', async () => {
    const featured = (await stack.browser().graphql('{ featuredDesigners { id portfolioCount } }')).data
      .featuredDesigners[0];
    const { data } = await stack.browser().graphql(
      `{ designer(id: "${featured.id}") { id portfolioCount hasProfile position profile { cover { url } works { company } educations { schoolUniversity degree { name { th en } } } }
         portfolios(page: 1) { items { id designer { id } } pageInfo { total } } } }`,
    );
    expect(data.designer.portfolioCount).toBe(featured.portfolioCount);
    expect(data.designer.portfolios.pageInfo.total).toBe(featured.portfolioCount);
    expect(data.designer.hasProfile).toBe(true);
    expect((await stack.browser().graphql('{ designer(id: "999999") { id } }')).data.designer).toBeNull();
  });

  it('reads tags, a tag page by name, collections with their portfolios and designers, and CMS pages', async () => {
    const tags = (
      await stack.browser().graphql('{ tags { id name type } awards: tags(type: AWARD) { type } }')
    ).data;
    expect(tags.awards.every((tag: { type: string }) => tag.type === 'AWARD')).toBe(true);
    const name = tags.tags[0].name;
    const tag = await stack
      .browser()
      .graphql('query ($name: String) { tag(name: $name) { id portfolios { pageInfo { total } } } }', {
        name: name.toUpperCase(),
      });
    expect(tag.data.tag.id).toBe(tags.tags[0].id);

    const collections = await stack.browser().graphql(
      `{ collectionCategories { id name { th en } about { th } collections { items { id } } }
         collections(page: 1) { items { id name { th en } date { th en } cover { url }
           portfolios { items { id } } designers { items { id firstName { th } } pageInfo { perPage } } } pageInfo { total } } }`,
    );
    expect(collections.errors).toBeUndefined();
    const first = collections.data.collections.items[0];
    expect(first.date.th).toMatch(/25\d\d/);
    expect(first.designers.pageInfo.perPage).toBe(8);
    const one = await stack.browser().graphql(`{ collection(id: "${first.id}") { id name { th en } } }`);
    expect(one.data.collection).toMatchObject({ id: first.id, name: first.name });

    for (const slug of ['FAQS', 'TERM', 'PRIVACY_POLICY', 'ABOUT_US']) {
      const page = await stack
        .browser()
        .graphql(`{ page(slug: ${slug}) { id slug title { th en } bodyHtml { th en } } }`);
      expect(page.data.page.slug).toBe(slug);
      expect(page.data.page.bodyHtml.th).toMatch(/[ก-๙]/);
    }
  });

  it('says in the FAQ that members may log in with Facebook only where the site offers it', async () => {
    const faq = '{ facebookAppId page(slug: FAQS) { bodyHtml { th en } } }';
    const without = (await stack.browser().graphql(faq)).data;
    expect(without.facebookAppId).toBeNull();
    expect(without.page.bodyHtml.th).not.toMatch(/Facebook|บัญชีโซเชียล/);
    expect(without.page.bodyHtml.en).not.toMatch(/Facebook|social media account/);
    expect(without.page.bodyHtml.th).toContain('กดลิงก์เพื่อเปิดใช้งานบัญชี</p>');
    expect(`${without.page.bodyHtml.th}${without.page.bodyHtml.en}`).not.toContain('{{');
    const offering = await startStack({ config: { facebookAppId: '1234567890' } });
    try {
      const withApp = (await offering.browser().graphql(faq)).data;
      expect(withApp.page.bodyHtml.th).toContain('กดลิงก์เพื่อเปิดใช้งานบัญชี หรือเข้าสู่ระบบด้วยบัญชี Facebook ก็ได้');
      expect(withApp.page.bodyHtml.en).toContain('You can also log in with your Facebook account.');
      expect(withApp.page.bodyHtml.en).not.toContain('{{');
    } finally {
      await offering.stop();
    }
  });

  it('tells the categories and subcategories of a designer’s work, whatever page or filter is asked, in the designer’s one call', async () => {
    const db = stack.legacy.app.db;
    const { member_id: memberId } = db
      .prepare(
        `SELECT member_id FROM portfolios WHERE is_approve = 1 GROUP BY member_id
         HAVING COUNT(DISTINCT category_id) > 1 ORDER BY member_id LIMIT 1`,
      )
      .get() as { member_id: number };
    const distinct = (column: string) =>
      (
        db
          .prepare(
            `SELECT DISTINCT ${column} AS id FROM portfolios WHERE member_id = ? AND is_approve = 1 ORDER BY ${column}`,
          )
          .all(memberId) as { id: number }[]
      ).map((row) => String(row.id));
    const answer = await stack
      .browser()
      .graphql(
        `query ($id: ID!) { designer(id: $id) { id portfolioCount workCategoryIds workSubcategoryIds } }`,
        { id: memberId },
      );
    expect(answer.data.designer).toMatchObject({
      workCategoryIds: distinct('category_id'),
      workSubcategoryIds: distinct('subcategory_id'),
    });
    expect(stack.calls.map((call) => call.path)).toEqual(['api/get-portfolio-design']);
  });

  it('gives degrees and checks domain names', async () => {
    const { data } = await stack
      .browser()
      .graphql(
        '{ degrees { id name { th en } } domainNameAvailability(domainName: "brand-new-name") { available message } }',
      );
    expect(data.degrees.length).toBeGreaterThan(3);
    expect(data.domainNameAvailability.available).toBe(true);
  });
});

describe('loading without N+1', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.stop();
  });

  async function callsFor(count: number): Promise<string[]> {
    stack.calls.length = 0;
    const { data, errors } = await stack.browser().graphql(
      `query ($first: Int) { topRank { entries(first: $first) { portfolio {
         id title category { id name { th } } subcategory { id name { th } } designer { id firstName { th } lastName { th } position }
         tags { id name type } } } } }`,
      { first: count },
    );
    expect(errors).toBeUndefined();
    expect(data.topRank.entries).toHaveLength(count);
    return stack.calls.map((call) => call.path);
  }

  it('costs the same legacy calls for 12 portfolios as for 48, with category, subcategory, designer and tags', async () => {
    const twelve = await callsFor(12);
    const fortyEight = await callsFor(48);
    expect(fortyEight).toEqual(twelve);
    // The list comes without tags (cards never show them): asked for them, the BFF asks the list once more, whole.
    expect(twelve).toEqual(['api/get-toprank', 'api/get-toprank']);
  });

  it('asks the legacy API once for the designer page: the record and the first page of work share one call', async () => {
    const member = stack.legacy.app.db
      .prepare('SELECT member_id AS id FROM portfolios WHERE is_approve = 1 LIMIT 1')
      .get() as { id: number };
    stack.calls.length = 0;
    const { data, errors } = await stack.browser().graphql(
      `query ($id: ID!) { designer(id: $id) { id firstName { th } position portfolioCount profile { id }
         portfolios(page: 1) { items { id } } } }`,
      { id: String(member.id) },
    );
    expect(errors).toBeUndefined();
    expect(data.designer.portfolios.items.length).toBeGreaterThan(0);
    expect(stack.calls.filter((call) => call.path === 'api/get-portfolio-design')).toHaveLength(1);
  });

  it('fetches reference data once however many fields and requests need it, within its TTL', async () => {
    const query =
      '{ a: categories { id subcategories { id } } b: categories { id subcategories { id category { id } } } tags { id } t: tag(name: "branding") { id } }';
    const fresh = await startStack();
    try {
      await Promise.all([fresh.browser().graphql(query), fresh.browser().graphql(query)]);
      await fresh.browser().graphql(query);
      // Three requests, two of them at once: each list fetched once.
      expect(fresh.calls.map((call) => call.path).sort()).toEqual([
        'api/category',
        'api/subcategory',
        'api/tag',
      ]);
    } finally {
      await fresh.stop();
    }
  });

  it('fetches reference data again once its TTL has passed, and per request with a TTL of 0', async () => {
    const query = '{ categories { id } }';
    // The layer beneath the shared response cache, which would answer the repeated query itself.
    const short = await startStack({ config: { referenceTtlMs: 300, responseCache: false } });
    const none = await startStack({ config: { referenceTtlMs: 0, responseCache: false } });
    try {
      await short.browser().graphql(query);
      await short.browser().graphql(query);
      expect(short.calls.filter((call) => call.path === 'api/category')).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await short.browser().graphql(query);
      expect(short.calls.filter((call) => call.path === 'api/category')).toHaveLength(2);

      await none.browser().graphql(query);
      await none.browser().graphql(query);
      expect(none.calls.filter((call) => call.path === 'api/category')).toHaveLength(2);
    } finally {
      await Promise.all([short.stop(), none.stop()]);
    }
  });
});
