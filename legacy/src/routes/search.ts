import Type from 'typebox';
import type { LegacyApp, LegacyRouter } from '../app';
import { pageMeta } from '../db/sql';
import { designersJson } from '../portfolios/designers';
import { omittedFields, portfoliosJson } from '../portfolios/portfolio-json';
import { portfoliosInOrder, PORTFOLIOS_PER_PAGE } from '../portfolios/portfolios';
import { tagsWithPublicCounts } from '../portfolios/portfolio-tags';
import { normaliseSearchKeyword, refreshFound } from '../insights/search-log';
import { normaliseSearchText } from '../search/thai-text';
import { narrows, searchFiltersOf } from '../search/search-filters';
import type { SearchFacets } from '../search/search-facets';
import { Data } from '../contract/common';
import { DesignerMatch } from '../contract/members';
import { TagMatch } from '../contract/reference';
import { IdOrAllText, listQuery, SearchResults } from '../contract/lists';

/** The counts per filter value as the API answers them (`id`, or `year`, with `count`). */
function facetsJson(facets: SearchFacets) {
  const byId = (counts: SearchFacets['categories']) =>
    counts.map(({ value, count }) => ({ id: value, count }));
  return {
    categories: byId(facets.categories),
    subcategories: byId(facets.subcategories),
    awards: byId(facets.awards),
    years: facets.years.map(({ value, count }) => ({ year: value, count })),
  };
}

/** Designers and tags answer at most this many, best first: they are suggestions beside the portfolios. */
export const DESIGNERS_FOUND = 8;
export const TAGS_FOUND = 10;

/** Search of portfolios, designers and tags (run on the search threads). */
export function registerSearchRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;

  const keywordQuery = Type.Object({
    keyword: Type.Optional(Type.String({ description: 'What to look for; an empty keyword finds nothing.' })),
  });

  router.get(
    '/api/search',
    {
      session: 'none',
      contract: {
        tag: 'search',
        summary: 'A page of the approved portfolios matching a keyword, best first.',
        description:
          'Narrowed by `category_id`, `subcategory_id` and `award` (an award tag), each 0 or absent for any, and ' +
          '`year` (published that Bangkok year, 2000–2100); ordered by `sort`: `relevance` (the default), `newest` or ' +
          '`views`; `facets=1` counts the matches per filter value. A malformed id or year, a subcategory outside ' +
          'the category, a tag that is no award or another sort: 400 naming the field. `omit=` leaves heavy fields ' +
          'out of every portfolio. 503 with `Retry-After` when too many searches wait.',
        query: Type.Object({
          ...keywordQuery.properties,
          ...listQuery,
          category_id: Type.Optional(IdOrAllText),
          subcategory_id: Type.Optional(IdOrAllText),
          award: Type.Optional(IdOrAllText),
          year: Type.Optional(Type.String({ description: 'A Bangkok year from 2000 to 2100.' })),
          sort: Type.Optional(
            Type.String({ description: '`relevance` (the default), `newest` or `views`.' }),
          ),
          facets: Type.Optional(Type.String({ description: '`1` to count the matches per filter value.' })),
        }),
        answer: SearchResults,
      },
    },
    async ({ input }) => {
      const keyword = input.string('keyword');
      const page = input.page();
      const { filters, sort } = searchFiltersOf(db, input);
      const { total, ids, didYouMean, facets } = await app.search.portfolioIds(
        keyword,
        { limit: PORTFOLIOS_PER_PAGE, offset: (page - 1) * PORTFOLIOS_PER_PAGE },
        { filters, sort, facets: input.boolean('facets') },
      );
      // The search log's count of what its keyword finds (insights), from the total at hand, when the logged form of
      // the keyword searches as the typed one does (it may be cut at 100 characters). The BFF counts the search itself.
      const logged = normaliseSearchKeyword(keyword);
      if (
        page === 1 &&
        !narrows(filters) &&
        logged !== '' &&
        normaliseSearchText(logged) === normaliseSearchText(keyword)
      )
        refreshFound(db, logged, total, app.clock());
      const ranked = portfoliosInOrder(db, ids);
      const meta = pageMeta(page, PORTFOLIOS_PER_PAGE, total, ranked.length);
      return {
        json: {
          status: 200,
          keyword,
          ...meta,
          data: portfoliosJson(db, ranked, omittedFields(input)),
          count_item: total,
          did_you_mean: didYouMean ?? null,
          ...(facets ? { facets: facetsJson(facets) } : {}),
        },
      };
    },
  );

  router.get(
    '/api/search-designers',
    {
      session: 'none',
      contract: {
        tag: 'search',
        summary: `The designers with approved work whose names or brand match a keyword, best first (at most ${DESIGNERS_FOUND}).`,
        description: '503 with `Retry-After` when too many searches wait.',
        query: keywordQuery,
        answer: Data(Type.Array(DesignerMatch)),
      },
    },
    async ({ input }) => {
      const ids = await app.search.designerIds(input.string('keyword'), DESIGNERS_FOUND);
      const data = designersJson(db, ids).map((designer) => ({
        member_id: designer.member_id,
        firstname_th: designer.firstname_th,
        lastname_th: designer.lastname_th,
        profile: designer.profile,
        portfolio_amount: designer.portfolio_amount,
        followers: designer.followers,
        following: designer.following,
      }));
      return { json: { status: 200, data } };
    },
  );

  router.get(
    '/api/search-tags',
    {
      session: 'none',
      contract: {
        tag: 'search',
        summary: `The tags of approved work whose names match a keyword, best first (at most ${TAGS_FOUND}).`,
        description: '503 with `Retry-After` when too many searches wait.',
        query: keywordQuery,
        answer: Data(Type.Array(TagMatch)),
      },
    },
    async ({ input }) => {
      const ids = await app.search.tagIds(input.string('keyword'), TAGS_FOUND);
      return { json: { status: 200, data: tagsWithPublicCounts(db, ids) } };
    },
  );
}
