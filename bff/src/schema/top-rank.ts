import { builder } from './builder';
import { legacyCost } from './field-cost';
import { openCall } from './field-access';
import { CACHE } from './cache-hints';
import { Portfolio } from './portfolio';
import type { PortfolioDto } from '../legacy/legacy-types';

export const SortOrder = builder.enumType('SortOrder', {
  description: 'Order of a ranking.',
  values: {
    DESC: { value: 'desc', description: 'The first place first (the default).' },
    ASC: { value: 'asc', description: 'The last place first.' },
  } as const,
});

export const TopRankMeasure = builder.enumType('TopRankMeasure', {
  description: 'What the top rank counts.',
  values: {
    VIEWS: { value: 'views', description: 'All-time views (the default).' },
    APPRECIATIONS: {
      value: 'appreciations',
      description: 'Members who appreciate the work (ties: the most viewed, then the newest approval).',
    },
  } as const,
});

interface TopRankShape {
  sort: 'asc' | 'desc';
  by: 'views' | 'appreciations';
  entries: (PortfolioDto & { rank: number })[];
}

const TopRankEntry = builder.objectRef<PortfolioDto & { rank: number }>('TopRankEntry').implement({
  directives: CACHE.audience,
  description: 'A place in the top-rank list.',
  fields: (t) => ({
    rank: t.exposeInt('rank', {
      description: 'The place, 1 being the most viewed (or appreciated) whatever the sort order.',
    }),
    portfolio: t.field({
      type: Portfolio,
      description: 'The portfolio in that place.',
      resolve: (entry) => entry,
    }),
  }),
});

export const TopRank = builder.objectRef<TopRankShape>('TopRank').implement({
  directives: CACHE.audience,
  description: 'The 50 most viewed (or most appreciated) portfolios (TOP 50 Portfolio Most View).',
  fields: (t) => ({
    by: t.field({
      type: TopRankMeasure,
      description: 'What the ranking counts.',
      resolve: (topRank) => topRank.by,
    }),
    sort: t.field({
      type: SortOrder,
      description: 'The order of `entries`.',
      resolve: (topRank) => topRank.sort,
    }),
    entries: t.field({
      complexity: ({ first }) => legacyCost({ calls: 0, items: Math.min(first ?? 50, 50) }),
      type: [TopRankEntry],
      description: 'The places in the asked order; `first` keeps only the first few.',
      args: {
        first: t.arg.int({ required: false, description: 'How many places to keep (all 50 when absent).' }),
      },
      resolve: (topRank, args) =>
        typeof args.first === 'number' ? topRank.entries.slice(0, Math.max(0, args.first)) : topRank.entries,
    }),
  }),
});

builder.queryFields((t) => ({
  topRank: t.field({
    ...openCall,
    type: TopRank,
    nullable: true,
    description:
      'The 50 most viewed portfolios (or, `by: APPRECIATIONS`, the 50 most appreciated), the first first or last.',
    args: {
      sort: t.arg({ type: SortOrder, required: false, defaultValue: 'desc', description: 'The order.' }),
      by: t.arg({
        type: TopRankMeasure,
        required: false,
        defaultValue: 'views',
        description: 'What to rank by.',
      }),
    },
    resolve: async (_root, args, context) => {
      const sort = args.sort ?? 'desc';
      const by = args.by ?? 'views';
      const answer = await context.legacy.topRank(sort, 1, by);
      return { sort, by, entries: answer.data };
    },
  }),
}));
