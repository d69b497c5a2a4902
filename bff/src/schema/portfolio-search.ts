/**
 * Searching public work: the search page's answer (`portfolioSearch`: narrowed, sorted, corrected, counted per
 * filter value) and the plain list integrators have used (`searchPortfolios`), from one legacy search per keyword,
 * page and narrowing in a request.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { ObjectRef } from '@pothos/core';
import { builder, type SchemaTypes } from './builder';
import { legacyCost } from './field-cost';
import { openCall } from './field-access';
import { CACHE } from './cache-hints';
import { PortfolioPage, pageArg, pageOf } from './paged-list';
import { Category, Subcategory, allCategories, allSubcategories } from './category';
import { Tag, allTags } from './tag';
import { optionalIdOf } from './shared';
import { argumentsOfSelected } from './selection';
import type { GraphQLContext } from '../context';
import type { SearchDto, SearchFacetsDto, SearchNarrowing } from '../legacy/legacy-types';

const MATCHING =
  'Thai is matched as Thai readers type and paste it: inside longer words, typed without spaces, in any code-point order, in common spelling variants, with full-width letters, Thai digits or invisible characters; misspelt words are corrected (see `PortfolioSearch.didYouMean`).';

/** The legacy search of a keyword, page and narrowing, asked once however many fields of the request need it. */
function searched(
  context: GraphQLContext,
  keyword: string,
  page: number,
  narrowing: SearchNarrowing = {},
): Promise<SearchDto> {
  return context.once(`search:${page}:${JSON.stringify(narrowing)}:${keyword}`, () =>
    context.legacy.search(keyword, page, narrowing),
  );
}

const PortfolioSearchSort = builder.enumType('PortfolioSearchSort', {
  description: 'The order of a search’s matches; work matching every word comes first whichever.',
  values: {
    RELEVANCE: { value: 'relevance', description: 'The best match first (the default).' },
    NEWEST: { value: 'newest', description: 'The newest published first.' },
    MOST_VIEWED: { value: 'views', description: 'The most viewed first.' },
  } as const,
});

const PortfolioSearchFilter = builder.inputType('PortfolioSearchFilter', {
  description: 'What a search is narrowed to; an absent field (or 0) does not narrow.',
  fields: (t) => ({
    categoryId: t.id({ required: false, description: 'Work of this category.' }),
    subcategoryId: t.id({
      required: false,
      description: 'Work of this subcategory (of `categoryId`, if given).',
    }),
    awardId: t.id({ required: false, description: 'Work that received this award (a tag of type AWARD).' }),
    year: t.int({ required: false, description: 'Work published this year (Bangkok time), 2000–2100.' }),
  }),
});

interface PortfolioSearchShape {
  keyword: string;
  answer: SearchDto;
}

interface FacetCountShape<Item> {
  item: Item;
  count: number;
}

/**
 * A type pairing one filter value (an item of a reference list) with how many matches it keeps, and the list field
 * of `SearchFacets` giving them: the counts of `SearchFacetsDto[key]` with their items, read from the list kept
 * across requests (no call per item; `size` items at most).
 */
function facetCounts<Item extends { id: number }>(
  name: string,
  itemType: ObjectRef<SchemaTypes, Item>,
  what: string,
  key: 'categories' | 'subcategories' | 'awards',
  items: (context: GraphQLContext) => Promise<Item[]>,
  size: number,
) {
  const CountType = builder.objectRef<FacetCountShape<Item>>(name).implement({
    directives: CACHE.inherit,
    description: `A ${what} and how many of the search’s matches it keeps (with the other filters).`,
    fields: (t) => ({
      [what]: t.field({
        type: itemType,
        description: `The ${what}.`,
        // Pothos cannot relate a generic shape to the result it expects of `itemType`: the item is that shape.
        resolve: (shown) => shown.item as never,
      }),
      count: t.exposeInt('count', { description: 'How many matches.' }),
    }),
  });
  return (t: SearchFacetsFieldBuilder, description: string) =>
    t.field({
      complexity: legacyCost({ calls: 0, items: size }),
      type: [CountType],
      description,
      resolve: async (facets, _args, context) => {
        const byId = new Map((await items(context)).map((item) => [item.id, item]));
        // One no longer listed (deleted since it was counted) is left out.
        return facets[key].flatMap(({ id, count }) => {
          const item = byId.get(id);
          return item ? [{ item, count }] : [];
        });
      },
    });
}

type SearchFacetsFieldBuilder = PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, SearchFacetsDto>;

const categoryCounts = facetCounts('CategoryCount', Category, 'category', 'categories', allCategories, 10);
const subcategoryCounts = facetCounts(
  'SubcategoryCount',
  Subcategory,
  'subcategory',
  'subcategories',
  allSubcategories,
  20,
);
const awardCounts = facetCounts('AwardCount', Tag, 'award', 'awards', allTags, 20);

const YearCount = builder.objectRef<{ year: number; count: number }>('YearCount').implement({
  directives: CACHE.inherit,
  description: 'A year work was published in (Bangkok time) and how many of the search’s matches it keeps.',
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The year.' }),
    count: t.exposeInt('count', { description: 'How many matches.' }),
  }),
});

const SearchFacets = builder.objectRef<SearchFacetsDto>('SearchFacets').implement({
  directives: CACHE.inherit,
  description:
    'How many of a search’s matches each filter value keeps, the largest first; each list counts with the other filters only, so that it says what choosing another value would give.',
  fields: (t) => ({
    categories: categoryCounts(t, 'Per category.'),
    subcategories: subcategoryCounts(
      t,
      'Per subcategory of the chosen category; empty when no category is chosen.',
    ),
    awards: awardCounts(t, 'Per award.'),
    years: t.field({
      type: [YearCount],
      description: 'Per year published, the newest first.',
      resolve: (facets) => facets.years,
    }),
  }),
});

const PortfolioSearch = builder.objectRef<PortfolioSearchShape>('PortfolioSearch').implement({
  directives: CACHE.inherit,
  description:
    'What a keyword finds among public work: one page of portfolios, a correction worth offering, and the counts per filter value.',
  fields: (t) => ({
    keyword: t.exposeString('keyword', { description: 'The keyword as asked.' }),
    portfolios: t.field({
      type: PortfolioPage,
      description:
        'One page of the matches: by relevance, a title equal to the keyword, then work matching every word (as typed, then named another way: Thai or English, another spelling), then what the corrected keyword finds, then work matching some of the words.',
      resolve: (search) => pageOf(search.answer),
    }),
    didYouMean: t.string({
      nullable: true,
      description:
        'The keyword with its misspelt words corrected (words no public work holds as typed, one or two letters off, or an everyday Thai mistake: ใ/ไ, ธ/ท, a tone mark), when the matches after the typed keyword’s own were found with it: offer it ("Did you mean …"). Null when the keyword is fine as typed.',
      resolve: (search) => search.answer.did_you_mean ?? null,
    }),
    facets: t.field({
      type: SearchFacets,
      description: 'How many matches each category, subcategory, award and year keeps.',
      resolve: (search) =>
        search.answer.facets ?? { categories: [], subcategories: [], awards: [], years: [] },
    }),
  }),
});

/** The legacy parameters of a filter and sort; a malformed id reads as no filter (the legacy API checks the rest). */
function narrowingOf(
  filter:
    | {
        categoryId?: string | number | null;
        subcategoryId?: string | number | null;
        awardId?: string | number | null;
        year?: number | null;
      }
    | null
    | undefined,
  sort: 'relevance' | 'newest' | 'views' | null | undefined,
  info: GraphQLResolveInfo,
): SearchNarrowing {
  const narrowing: SearchNarrowing = {};
  const categoryId = optionalIdOf(filter?.categoryId, 'categoryId');
  const subcategoryId = optionalIdOf(filter?.subcategoryId, 'subcategoryId');
  const awardId = optionalIdOf(filter?.awardId, 'awardId');
  if (categoryId) narrowing.category_id = categoryId;
  if (subcategoryId) narrowing.subcategory_id = subcategoryId;
  if (awardId) narrowing.award = awardId;
  if (typeof filter?.year === 'number') narrowing.year = filter.year;
  if (sort && sort !== 'relevance') narrowing.sort = sort;
  // Counted only when asked: the header's suggestions ask for the page alone.
  if (argumentsOfSelected(info, 'facets').length > 0) narrowing.facets = 1;
  return narrowing;
}

builder.queryFields((t) => ({
  portfolioSearch: t.field({
    ...openCall,
    directives: CACHE.catalogue,
    type: PortfolioSearch,
    description: `The search page's answer: public portfolios whose title, tags and awards, designer names (Thai or English) or brief match the keyword, narrowed by \`filter\`, in \`sort\` order, with the corrected keyword to offer and the counts per filter value. ${MATCHING} A malformed filter (a subcategory outside its category, a tag that is not an award, a year outside 2000–2100) is a BAD_USER_INPUT error.`,
    args: {
      keyword: t.arg.string({ description: 'What to look for; empty finds nothing.' }),
      page: t.arg.int(pageArg),
      filter: t.arg({ type: PortfolioSearchFilter, required: false, description: 'What to narrow it to.' }),
      sort: t.arg({
        type: PortfolioSearchSort,
        required: false,
        defaultValue: 'relevance',
        description: 'The order of the matches.',
      }),
    },
    resolve: async (_root, args, context, info) => ({
      keyword: args.keyword,
      answer: await searched(
        context,
        args.keyword,
        args.page ?? 1,
        narrowingOf(args.filter, args.sort, info),
      ),
    }),
  }),
  searchPortfolios: t.field({
    ...openCall,
    directives: CACHE.catalogue,
    type: PortfolioPage,
    nullable: true,
    description: `Approved portfolios whose title, tags and awards, designer names (Thai or English) or brief match the keyword, best first: the list of \`portfolioSearch\` without filters, sort or correction. ${MATCHING}`,
    args: {
      keyword: t.arg.string({ description: 'What to look for; empty finds nothing.' }),
      page: t.arg.int(pageArg),
    },
    resolve: async (_root, args, context) => pageOf(await searched(context, args.keyword, args.page ?? 1)),
  }),
}));
