import { GraphQLError } from 'graphql';
import type { ArgBuilder, ObjectFieldBuilder, ObjectRef } from '@pothos/core';
import { builder, type SchemaTypes } from './builder';
import { legacyCost } from './field-cost';
import { operatorCall } from './field-access';
import { CACHE } from './cache-hints';
import { idOf } from './shared';
import { Portfolio } from './portfolio';
import { Designer } from './designer';
import { Viewer } from './viewer';
import { bangkokDay } from '../limits/bangkok-day';
import type {
  DesignerInsightsDto,
  SearchKeywordDto,
  SiteInsightsDto,
  ViewSourceDto,
} from '../legacy/legacy-types';

/*
 * Insights (issue 30): a designer's own figures (views, appreciations, enquiries and followers per day, where the
 * views came from, the best works) and the design centre's (views per day, new designers and work per week, review
 * times, the most viewed and appreciated, what readers searched for). Counts only, never who: the legacy API keeps
 * no reader's address, cookie or account with a view or a search. Private to the designer or to operators.
 */

/** The longest range an insight covers: a year, leap day included. */
export const MAX_INSIGHT_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** The range asked, checked before any legacy call: in order, not after today (Bangkok), at most a year. */
export function checkedRange(from: string, to: string, now = new Date()): { from: string; to: string } {
  if (from > to) throw badInput('The range must not end before it starts.');
  if (to > bangkokDay(now).day) throw badInput('The range must not end after today (Bangkok time).');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_INSIGHT_DAYS) throw badInput(`The range may cover at most ${MAX_INSIGHT_DAYS} days.`);
  return { from, to };
}

const ViewSourceKind = builder.enumType('ViewSourceKind', {
  description: 'What kind of place views came from.',
  values: {
    PAGE: {
      value: 'page',
      description: 'A page of this site (`source` names it: `search`, `home`, `designer`…).',
    },
    SITE: {
      value: 'site',
      description: 'Another site (`source` is its domain only: `facebook.com`, `line.me`…).',
    },
    DIRECT: { value: 'direct', description: 'No referring page: a typed or bookmarked address, or an app.' },
    UNKNOWN: { value: 'unknown', description: 'Views counted before sources were recorded.' },
  } as const,
});

const ViewSourceCount = builder.objectRef<ViewSourceDto>('ViewSourceCount').implement({
  directives: CACHE.viewer,
  description: 'The views of a range that came from one place.',
  fields: (t) => ({
    kind: t.field({ type: ViewSourceKind, description: 'What kind of place.', resolve: (s) => s.kind }),
    source: t.exposeString('source', {
      description:
        'The page of this site (`home`, `landing`, `search`, `category`, `tag`, `collection`, `designer`, `toprank`, `following`, `portfolio`, `other`), the other site’s domain, `direct` or `unknown`.',
    }),
    shared: t.exposeBoolean('shared', {
      description: 'Whether the readers came by a link shared with the site’s share buttons.',
    }),
    views: t.exposeInt('views', { description: 'Views counted from there in the range.' }),
  }),
});

/** The fields both insights open with: the range of days they cover, and where its views came from. */
function rangeFields<Insights extends { from: string; to: string; sources: ViewSourceDto[] }>(
  t: ObjectFieldBuilder<SchemaTypes, Insights>,
) {
  return {
    from: t.field({ type: 'Date', description: 'The first day.', resolve: (i) => i.from }),
    to: t.field({ type: 'Date', description: 'The last day.', resolve: (i) => i.to }),
    sources: t.field({
      type: [ViewSourceCount],
      description: 'Where the range’s views came from, most first.',
      resolve: (i) => i.sources,
    }),
  };
}

/** The arguments of both insights: the range of Bangkok days asked (checked by `checkedRange`). */
function rangeArgs(arg: ArgBuilder<SchemaTypes>) {
  return {
    from: arg({ type: 'Date', description: 'The first day (Bangkok).' }),
    to: arg({ type: 'Date', description: 'The last day (Bangkok), today at the latest.' }),
  };
}

type InsightDayDto = DesignerInsightsDto['days'][number];

const InsightDay = builder.objectRef<InsightDayDto>('InsightDay').implement({
  directives: CACHE.viewer,
  description: 'A designer’s figures of one Bangkok day.',
  fields: (t) => ({
    day: t.field({ type: 'Date', description: 'The day.', resolve: (d) => d.day }),
    views: t.exposeInt('views', { description: 'Views of the work counted that day.' }),
    appreciations: t.exposeInt('appreciations', {
      description: 'Appreciations made that day, still standing.',
    }),
    enquiries: t.exposeInt('enquiries', { description: 'Enquiries received that day.' }),
    followers: t.int({
      nullable: true,
      description: 'Followers at the end of the day; null in the insights of one work.',
      resolve: (d) => d.followers,
    }),
  }),
});

const DesignerInsightTotals = builder
  .objectRef<DesignerInsightsDto['totals']>('DesignerInsightTotals')
  .implement({
    directives: CACHE.viewer,
    description: 'A designer’s figures summed over the range.',
    fields: (t) => ({
      views: t.exposeInt('views', { description: 'Views counted in the range.' }),
      appreciations: t.exposeInt('appreciations', { description: 'Appreciations made in the range.' }),
      enquiries: t.exposeInt('enquiries', { description: 'Enquiries received in the range.' }),
      followersGained: t.exposeInt('followers_gained', { description: 'Members who began to follow.' }),
      followersLost: t.exposeInt('followers_lost', { description: 'Members who stopped following.' }),
      followers: t.int({ description: 'Followers now.', resolve: (d) => d.followers }),
    }),
  });

const PortfolioInsight = builder
  .objectRef<DesignerInsightsDto['portfolios'][number]>('PortfolioInsight')
  .implement({
    directives: CACHE.viewer,
    description: 'One of the designer’s works over the range.',
    fields: (t) => ({
      portfolioId: t.exposeID('id', { description: 'The portfolio.' }),
      title: t.exposeString('project_title', { description: 'Its title.' }),
      published: t.boolean({
        description: 'Whether it is public (approved).',
        resolve: (p) => p.is_approve === 1,
      }),
      views: t.exposeInt('views', { description: 'Views counted in the range.' }),
      appreciations: t.exposeInt('appreciations', { description: 'Appreciations made in the range.' }),
      enquiries: t.exposeInt('enquiries', { description: 'Enquiries received about it in the range.' }),
    }),
  });

const DesignerInsights = builder.objectRef<DesignerInsightsDto>('DesignerInsights').implement({
  directives: CACHE.viewer,
  description:
    'The signed-in designer’s own figures over a range of Bangkok days, for all their work or one work.',
  fields: (t) => ({
    ...rangeFields(t),
    portfolioId: t.id({
      nullable: true,
      description: 'The work these figures are of; null for all the designer’s work.',
      resolve: (i) => i.portfolio_id,
    }),
    days: t.field({
      type: [InsightDay],
      description: 'Every day of the range, in order, days without anything included (zeros).',
      resolve: (i) => i.days,
    }),
    totals: t.field({
      type: DesignerInsightTotals,
      description: 'Sums over the range.',
      resolve: (i) => i.totals,
    }),
    portfolios: t.field({
      type: [PortfolioInsight],
      description: 'Each of the designer’s works (or the one asked), most viewed first: the best works lead.',
      resolve: (i) => i.portfolios,
    }),
  }),
});

builder.objectField(Viewer, 'insights', (t) =>
  t.field({
    complexity: legacyCost({ calls: 1 }),
    type: DesignerInsights,
    directives: CACHE.viewer,
    description:
      'The member’s own insights over `from`–`to` (Bangkok days, at most 366, not after today): views, appreciations, enquiries and followers per day, where the views came from, and each work. Only ever the signed-in member’s.',
    args: {
      ...rangeArgs(t.arg),
      portfolioId: t.arg.id({
        required: false,
        description: 'One of the member’s works, for its figures alone; none for all their work.',
      }),
    },
    resolve: (_viewer, args, context) => {
      const range = checkedRange(args.from, args.to);
      let portfolioId: number | undefined;
      if (args.portfolioId !== null && args.portfolioId !== undefined) {
        portfolioId = idOf(args.portfolioId, 'portfolioId');
      }
      return context.legacy.designerInsights({ ...range, portfolioId });
    },
  }),
);

const SiteInsightDay = builder.objectRef<SiteInsightsDto['days'][number]>('SiteInsightDay').implement({
  directives: CACHE.viewer,
  description: 'The site’s views of one Bangkok day.',
  fields: (t) => ({
    day: t.field({ type: 'Date', description: 'The day.', resolve: (d) => d.day }),
    views: t.exposeInt('views', { description: 'Views of public work counted that day.' }),
    sharedViews: t.exposeInt('shared_views', { description: 'Of them, by a link shared from the site.' }),
  }),
});

const SiteInsightWeek = builder.objectRef<SiteInsightsDto['weeks'][number]>('SiteInsightWeek').implement({
  directives: CACHE.viewer,
  description: 'Newcomers of one week (Monday to Sunday, Bangkok).',
  fields: (t) => ({
    week: t.field({ type: 'Date', description: 'Its Monday.', resolve: (w) => w.week }),
    newDesigners: t.exposeInt('designers', { description: 'Members who registered that week.' }),
    newPortfolios: t.exposeInt('portfolios', { description: 'Portfolios submitted that week.' }),
  }),
});

const ReviewTimes = builder.objectRef<SiteInsightsDto['review']>('ReviewTimes').implement({
  directives: CACHE.viewer,
  description:
    'How long work waited for a decision (from its submission, or its edit’s, to the decision), over the decisions made in the range.',
  fields: (t) => ({
    decided: t.exposeInt('decided', { description: 'Decisions made.' }),
    approved: t.exposeInt('approved', { description: 'Of them, approvals.' }),
    refused: t.exposeInt('refused', { description: 'Of them, refusals.' }),
    medianHours: t.float({
      nullable: true,
      description: 'The median wait, in hours; null without decisions.',
      resolve: (r) => r.median_hours,
    }),
    p90Hours: t.float({
      nullable: true,
      description: 'The wait nine decisions in ten were made within, in hours; null without decisions.',
      resolve: (r) => r.p90_hours,
    }),
  }),
});

interface RankedShape {
  id: number;
  count: number;
}

const TOP_PLACES = 10;
const TOP_KEYWORDS = 50;

/**
 * A type pairing what the range's figures rank (a work, a designer) with its count, views or appreciations, and the
 * list fields of `SiteInsights` giving the first TOP_PLACES of them. The ranked record is loaded by its id (one
 * call per request for them all), null when it is no longer public.
 */
function rankedList<Item>(
  name: string,
  itemType: ObjectRef<SchemaTypes, Item>,
  descriptions: { type: string; field: string; item: string; count: string },
) {
  const Ranked = builder.objectRef<RankedShape>(name).implement({
    directives: CACHE.viewer,
    description: descriptions.type,
    fields: (t) => ({
      [descriptions.field]: t.field({
        type: itemType,
        nullable: true,
        complexity: legacyCost({ calls: 1 }),
        description: descriptions.item,
        // A loadable type's field may answer the record's id: its loader reads the record.
        resolve: (ranked) => ranked.id as never,
      }),
      count: t.exposeInt('count', { description: descriptions.count }),
    }),
  });
  return (
    t: SiteInsightsFieldBuilder,
    description: string,
    ranked: (insights: SiteInsightsDto) => RankedShape[],
  ) =>
    t.field({
      type: [Ranked],
      complexity: legacyCost({ calls: 0, items: TOP_PLACES }),
      description,
      resolve: ranked,
    });
}

type SiteInsightsFieldBuilder = ObjectFieldBuilder<SchemaTypes, SiteInsightsDto>;

const rankedPortfolios = rankedList('RankedPortfolio', Portfolio, {
  type: 'A public work and its count in the range (views or appreciations).',
  field: 'portfolio',
  item: 'The work; null if it is no longer public.',
  count: 'Its views, or appreciations, in the range.',
});

const rankedDesigners = rankedList('RankedDesigner', Designer, {
  type: 'A designer and the count of their work in the range (views or appreciations).',
  field: 'designer',
  item: 'The designer; null if they have no public work any more.',
  count: 'Their work’s views, or appreciations, in the range.',
});

const SearchKeywordCount = builder.objectRef<SearchKeywordDto>('SearchKeywordCount').implement({
  directives: CACHE.viewer,
  description: 'A keyword readers searched for: how often, and how much it finds. Never who searched.',
  fields: (t) => ({
    keyword: t.exposeString('keyword', {
      description: 'The keyword, normalised (lower case, spaces folded).',
    }),
    searches: t.exposeInt('searches', { description: 'Searches for it in the range.' }),
    found: t.int({
      nullable: true,
      description:
        'Public works it finds, as counted within the hour before its last search; null for the seconds before a keyword first searched is counted.',
      resolve: (k) => k.found,
    }),
  }),
});

const SiteInsights = builder.objectRef<SiteInsightsDto>('SiteInsights').implement({
  directives: CACHE.viewer,
  description: 'How the site was used over a range of Bangkok days. Operators only.',
  fields: (t) => ({
    ...rangeFields(t),
    days: t.field({
      type: [SiteInsightDay],
      description: 'Every day of the range, in order (zeros included).',
      resolve: (i) => i.days,
    }),
    weeks: t.field({
      type: [SiteInsightWeek],
      description: 'Every week overlapping the range, in order.',
      resolve: (i) => i.weeks,
    }),
    review: t.field({ type: ReviewTimes, description: 'Review times.', resolve: (i) => i.review }),
    topPortfoliosByViews: rankedPortfolios(
      t,
      `The ${TOP_PLACES} most viewed public works of the range.`,
      (i) => i.top_portfolios.by_views.map((p) => ({ id: p.id, count: p.views })),
    ),
    topPortfoliosByAppreciations: rankedPortfolios(
      t,
      `The ${TOP_PLACES} public works most appreciated in the range.`,
      (i) => i.top_portfolios.by_appreciations.map((p) => ({ id: p.id, count: p.appreciations })),
    ),
    topDesignersByViews: rankedDesigners(
      t,
      `The ${TOP_PLACES} designers whose work was most viewed in the range.`,
      (i) => i.top_designers.by_views.map((d) => ({ id: d.member_id, count: d.views })),
    ),
    topDesignersByAppreciations: rankedDesigners(
      t,
      `The ${TOP_PLACES} designers whose work was most appreciated in the range.`,
      (i) => i.top_designers.by_appreciations.map((d) => ({ id: d.member_id, count: d.appreciations })),
    ),
    topSearches: t.field({
      type: [SearchKeywordCount],
      description: `The ${TOP_KEYWORDS} keywords searched most in the range.`,
      resolve: (i) => i.searches.top,
    }),
    unansweredSearches: t.field({
      type: [SearchKeywordCount],
      description: `Up to ${TOP_KEYWORDS} keywords searched in the range that find nothing or almost nothing (two works at most): those finding nothing first, then the others, each most searched first. A keyword that is the exact title of a public work found what it looked for and is left out. Synonyms to add, or work to ask designers for.`,
      resolve: (i) => i.searches.missing,
    }),
  }),
});

builder.queryField('siteInsights', (t) =>
  t.field({
    ...operatorCall,
    type: SiteInsights,
    directives: CACHE.viewer,
    description:
      'How the site was used over `from`–`to` (Bangkok days, at most 366, not after today): views per day and where they came from, newcomers per week, review times, the most viewed and appreciated, and what readers searched for. Operators only.',
    args: rangeArgs(t.arg),
    resolve: (_root, args, context) => context.legacy.siteInsights(checkedRange(args.from, args.to)),
  }),
);
