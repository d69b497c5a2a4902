import Type from 'typebox';
import { CalendarDate, Nullable } from './common';

/** Insights: a designer's own figures and the operators' figures of the site. Counts only. */

export const ViewSource = Type.Object(
  {
    source: Type.String({
      description: 'A page (`search`, `home`…), another site’s domain, `direct` or `unknown`.',
    }),
    kind: Type.Union([
      Type.Literal('page'),
      Type.Literal('site'),
      Type.Literal('direct'),
      Type.Literal('unknown'),
    ]),
    shared: Type.Boolean({
      description: 'Whether the readers came by a link shared from the site’s share buttons.',
    }),
    views: Type.Integer(),
  },
  { $id: 'ViewSource', description: 'Where views came from.' },
);

export const DesignerInsights = Type.Object(
  {
    from: CalendarDate,
    to: CalendarDate,
    portfolio_id: Nullable(Type.Integer()),
    days: Type.Array(
      Type.Object({
        day: CalendarDate,
        views: Type.Integer(),
        appreciations: Type.Integer(),
        enquiries: Type.Integer(),
        followers: Nullable(Type.Integer({ description: 'At the end of the day; null for one work.' })),
      }),
    ),
    totals: Type.Object({
      views: Type.Integer(),
      appreciations: Type.Integer(),
      enquiries: Type.Integer(),
      followers_gained: Type.Integer(),
      followers_lost: Type.Integer(),
      followers: Type.Integer(),
    }),
    sources: Type.Array(ViewSource),
    portfolios: Type.Array(
      Type.Object({
        id: Type.Integer(),
        project_title: Type.String(),
        is_approve: Type.Integer(),
        views: Type.Integer(),
        appreciations: Type.Integer(),
        enquiries: Type.Integer(),
      }),
      { description: 'Every portfolio of the designer (or the one asked), most viewed first.' },
    ),
  },
  { $id: 'DesignerInsights', description: 'A designer’s own figures over a range of Bangkok days.' },
);

export const SearchKeyword = Type.Object(
  {
    keyword: Type.String(),
    searches: Type.Integer(),
    found: Nullable(
      Type.Integer({ description: 'Null for the seconds before a keyword just logged is counted.' }),
    ),
  },
  { $id: 'SearchKeyword', description: 'A keyword of the search log.' },
);

const ranked = (key: string, measure: string) =>
  Type.Array(Type.Object({ [key]: Type.Integer(), [measure]: Type.Integer() }));

export const SiteInsights = Type.Object(
  {
    from: CalendarDate,
    to: CalendarDate,
    days: Type.Array(Type.Object({ day: CalendarDate, views: Type.Integer(), shared_views: Type.Integer() })),
    sources: Type.Array(ViewSource),
    weeks: Type.Array(
      Type.Object({ week: CalendarDate, designers: Type.Integer(), portfolios: Type.Integer() }),
      { description: 'Every week (from its Monday) overlapping the range.' },
    ),
    review: Type.Object({
      decided: Type.Integer(),
      approved: Type.Integer(),
      refused: Type.Integer(),
      median_hours: Nullable(Type.Number()),
      p90_hours: Nullable(Type.Number()),
    }),
    top_portfolios: Type.Object({
      by_views: ranked('id', 'views'),
      by_appreciations: ranked('id', 'appreciations'),
    }),
    top_designers: Type.Object({
      by_views: ranked('member_id', 'views'),
      by_appreciations: ranked('member_id', 'appreciations'),
    }),
    searches: Type.Object({ top: Type.Array(SearchKeyword), missing: Type.Array(SearchKeyword) }),
  },
  { $id: 'SiteInsights', description: 'How the site is used over a range of Bangkok days (operators).' },
);
