import { builder } from './builder';
import { legacyCost } from './field-cost';
import { designerPortfolios } from './designer';
import { Portfolio } from './portfolio';
import { eachKey } from './shared';
import type { GraphQLContext } from '../context';
import type { PortfolioDto } from '../legacy/legacy-types';

/** What the detail page offers after a work: the designer's other work and work like it, and its own address. */

/** How many portfolios a list of other work holds unless asked otherwise, and at most (one legacy page). */
const DEFAULT_COUNT = 6;
const MAX_COUNT = 12;

const countArg = {
  required: false,
  defaultValue: DEFAULT_COUNT,
  description: `How many to answer, 1 to ${MAX_COUNT}.`,
} as const;

function countOf(first: number | null | undefined): number {
  return Math.min(MAX_COUNT, Math.max(1, first ?? DEFAULT_COUNT));
}

/** Loaders key the lists by the portfolio they are asked for. */
const byPortfolioId = { cacheKeyFn: (portfolio: PortfolioDto) => portfolio.id };

/** The first page of approved portfolios of a subcategory, asked once per request. */
function subcategoryPortfolios(context: GraphQLContext, categoryId: number, subcategoryId: number) {
  return context.once(`subcategory-portfolios:${categoryId}:${subcategoryId}:1`, async () =>
    subcategoryId > 0 ? (await context.legacy.portfoliosBySubcategory(categoryId, subcategoryId)).data : [],
  );
}

/**
 * The first page of approved portfolios carrying a tag, asked once per request. None when it cannot be read (a tag
 * removed meanwhile answers 404): the subcategory's work still makes the list.
 */
function taggedPortfolios(context: GraphQLContext, tagId: number) {
  return context.once(`tag-portfolios:${tagId}:1`, async () => {
    try {
      return (await context.legacy.portfoliosByTag(tagId)).data;
    } catch {
      return [];
    }
  });
}

/** Work like `portfolio` by other designers: sharing its first keyword tag first, then of its subcategory. */
async function relatedTo(context: GraphQLContext, portfolio: PortfolioDto, count: number) {
  const whole = await context.legacy.wholePortfolio(portfolio);
  const tags = (whole.tag_port ?? []).map((link) => link.tag);
  // A keyword says more of the work than an award, which many unlike works share.
  const tag = tags.find((candidate) => candidate.type === 0) ?? tags[0];
  const [tagged, sameSubcategory] = await Promise.all([
    tag ? taggedPortfolios(context, tag.id) : [],
    subcategoryPortfolios(context, portfolio.category_id, portfolio.subcategory_id),
  ]);
  const seen = new Set<number>();
  const others = [...tagged, ...sameSubcategory].filter((other) => {
    if (other.member_id === portfolio.member_id || seen.has(other.id)) return false;
    seen.add(other.id);
    return true;
  });
  // One work of each designer first, so that one prolific designer does not fill the list.
  const designers = new Set<number>();
  const firstOfEach = others.filter((other) => {
    if (designers.has(other.member_id)) return false;
    designers.add(other.member_id);
    return true;
  });
  return [...firstOfEach, ...others.filter((other) => !firstOfEach.includes(other))].slice(0, count);
}

builder.objectFields(Portfolio, (t) => ({
  pageUrl: t.string({
    complexity: legacyCost({ calls: 0 }),
    description:
      'The portfolio’s own address on the site (its detail page), to share and to copy: the page carries its preview (Open Graph and Twitter card tags).',
    resolve: (portfolio, _args, context) => context.urls.portfolioPage(portfolio.id),
  }),
  moreByDesigner: t.loadableList({
    type: Portfolio,
    nullable: true,
    byPath: true,
    complexity: ({ first }) => legacyCost({ calls: 1, items: countOf(first) }),
    description: `Other approved portfolios of the same designer, newest first (${DEFAULT_COUNT} unless asked, at most ${MAX_COUNT}); never this one. Null when they cannot be read.`,
    args: { first: t.arg.int(countArg) },
    loaderOptions: byPortfolioId,
    resolve: (portfolio) => portfolio,
    // One legacy call per designer and request: the designer's first page, which their page also lists first.
    load: (portfolios: PortfolioDto[], context, args) =>
      eachKey(portfolios, async (portfolio) => {
        const page = await designerPortfolios(context, { memberId: portfolio.member_id });
        return page.data.filter((other) => other.id !== portfolio.id).slice(0, countOf(args.first));
      }),
  }),
  relatedPortfolios: t.loadableList({
    type: Portfolio,
    nullable: true,
    byPath: true,
    // The first page of work with its first keyword tag, and of its subcategory: two calls, each once per request.
    complexity: ({ first }) => ({ field: 2, multiplier: countOf(first) }),
    description: `Approved work by other designers like this one: sharing its first keyword tag (or award), then of its subcategory, newest first within each, one work per designer before a second (${DEFAULT_COUNT} unless asked, at most ${MAX_COUNT}). Null when they cannot be read.`,
    args: { first: t.arg.int(countArg) },
    loaderOptions: byPortfolioId,
    resolve: (portfolio) => portfolio,
    load: (portfolios: PortfolioDto[], context, args) =>
      eachKey(portfolios, (portfolio) => relatedTo(context, portfolio, countOf(args.first))),
  }),
}));
