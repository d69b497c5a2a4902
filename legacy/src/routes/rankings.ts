import Type from 'typebox';
import { HttpError } from '../http/http-error';
import { Validator } from '../http/validation';
import type { LegacyApp, LegacyRouter } from '../app';
import { pageMeta } from '../db/sql';
import { omittedFields, portfoliosJson } from '../portfolios/portfolio-json';
import { PORTFOLIO_NOT_FOUND, requirePortfolio } from '../portfolios/portfolios';
import {
  highlightedPortfolios,
  mostAppreciatedOfAllTime,
  mostPublishingMemberIds,
  mostViewedOfAllTime,
  mostViewedPortfolios,
  newlyApprovedPortfolios,
  recordView,
  type ViewOrigin,
} from '../portfolios/rankings';
import type { Input } from '../http/input';
import { INSIGHTS_INVALID } from '../insights/date-range';
import { canonicalSite, isHostName, NAMED_SOURCES, UNKNOWN_SOURCE } from '../insights/view-sources';
import { designersJson } from '../portfolios/designers';
import { Data, IdValue } from '../contract/common';
import { Designer } from '../contract/members';
import { Portfolio } from '../contract/portfolios';
import { listQuery, MostViewedPortfolio, SaveView, TopRank } from '../contract/lists';

/** Windows and sizes of the home page sections (§9). */
export const NEW_PORTFOLIO_DAYS = 7;
export const MOST_VIEW_DAYS = 30;
export const HOME_SECTION_SIZE = 12;
export const HIGHLIGHT_LIMIT = 6;
export const TOP_RANK_PLACES = 50;
export const FEATURED_DESIGNERS = 12;

/**
 * Where a view came from (issue 30): `source`, a page of this site or `direct`; or `referrer`, another site's host name,
 * stored as its domain; and `shared`. Neither: `unknown`, as views were before. 400 for an unknown source, a referrer
 * that is not a host name (an address with a scheme or path included), both at once, or a `shared` that is not a
 * boolean.
 */
function viewOriginFrom(input: Input): ViewOrigin {
  const validator = new Validator(input).boolean('shared');
  const source = input.value('source');
  const referrer = input.value('referrer');
  let stored = UNKNOWN_SOURCE;
  // Left out or empty (a form's blank field): not sent.
  if (input.has('source') && input.has('referrer')) {
    validator.fail('source', 'Send either a source or a referrer, not both.');
  } else if (input.has('source')) {
    const name = typeof source === 'string' ? source.trim().toLowerCase() : '';
    if (NAMED_SOURCES.includes(name)) stored = name;
    else validator.fail('source', `The source must be one of ${NAMED_SOURCES.join(', ')}.`);
  } else if (input.has('referrer')) {
    const host = typeof referrer === 'string' ? referrer.trim() : '';
    if (isHostName(host)) stored = canonicalSite(host);
    else
      validator.fail(
        'referrer',
        'The referrer must be the host name of another site, such as www.google.com: no scheme, port or path.',
      );
  }
  validator.check(INSIGHTS_INVALID);
  return { source: stored, shared: input.has('shared') && input.boolean('shared') };
}

/** Views and the home page sections: most viewed, new, highlighted, featured designers, top rank. */
export function registerRankingRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;

  router.post(
    '/api/save-view',
    {
      session: 'none',
      contract: {
        tag: 'rankings',
        summary: 'Records a view of an approved portfolio, with where the reader came from.',
        description:
          '404 when the portfolio is not approved, 410 when deleted. 400 for a source that is not one, a referrer ' +
          'that is not a host name, both at once, or a `shared` that is no boolean: nothing is recorded.',
        body: Type.Object({
          id: IdValue,
          source: Type.Optional(
            Type.Unknown({
              description: `A page of this site (${NAMED_SOURCES.join(', ')}); else 400 naming the field.`,
            }),
          ),
          referrer: Type.Optional(
            Type.Unknown({
              description: 'Another site’s host name, such as www.google.com (no scheme, port or path).',
            }),
          ),
          shared: Type.Optional(
            Type.Unknown({
              description: 'Whether the reader came by a link shared from the site: true, false, 1 or 0.',
            }),
          ),
        }),
        answer: SaveView,
      },
    },
    ({ input }) => {
      const origin = viewOriginFrom(input);
      const row = requirePortfolio(db, input.integer('id'));
      if (row.is_approve !== 1) throw new HttpError(404, PORTFOLIO_NOT_FOUND);
      const view = recordView(db, row.id, app.clock(), origin);
      return { json: { status: 200, message: 'Save view success', view } };
    },
  );

  const omitQuery = Type.Object({ omit: listQuery.omit });

  router.get(
    '/api/get-most-view-portfolio',
    {
      session: 'none',
      contract: {
        tag: 'rankings',
        summary: `The ${HOME_SECTION_SIZE} approved portfolios with most views in the last ${MOST_VIEW_DAYS} days.`,
        description: '`omit=` leaves heavy fields out of every portfolio.',
        query: omitQuery,
        answer: Data(Type.Array(MostViewedPortfolio)),
      },
    },
    ({ input }) => {
      const ranked = mostViewedPortfolios(db, {
        now: app.clock(),
        days: MOST_VIEW_DAYS,
        limit: HOME_SECTION_SIZE,
      });
      const data = portfoliosJson(db, ranked, omittedFields(input)).map((portfolio, index) => ({
        ...portfolio,
        view_last_30_days: ranked[index]?.recent_views ?? 0,
      }));
      return { json: { status: 200, data } };
    },
  );

  router.get(
    '/api/get-new-portfolio',
    {
      session: 'none',
      contract: {
        tag: 'rankings',
        summary: `Portfolios approved in the last ${NEW_PORTFOLIO_DAYS} days, newest first (at most ${HOME_SECTION_SIZE}).`,
        description: '`omit=` leaves heavy fields out of every portfolio.',
        query: omitQuery,
        answer: Data(Type.Array(Portfolio)),
      },
    },
    ({ input }) => {
      const rows = newlyApprovedPortfolios(db, {
        now: app.clock(),
        days: NEW_PORTFOLIO_DAYS,
        limit: HOME_SECTION_SIZE,
      });
      return { json: { status: 200, data: portfoliosJson(db, rows, omittedFields(input)) } };
    },
  );

  router.get(
    '/api/get-portfolio-hightlight',
    {
      session: 'none',
      contract: {
        tag: 'rankings',
        summary: `The operators’ highlighted portfolios, in their order (at most ${HIGHLIGHT_LIMIT}).`,
        description: '`omit=` leaves heavy fields out of every portfolio.',
        query: omitQuery,
        answer: Data(Type.Array(Portfolio)),
      },
    },
    ({ input }) => {
      const rows = highlightedPortfolios(db, HIGHLIGHT_LIMIT);
      return { json: { status: 200, data: portfoliosJson(db, rows, omittedFields(input)) } };
    },
  );

  router.get(
    '/api/get-most-design-portfolio',
    {
      session: 'none',
      contract: {
        tag: 'rankings',
        summary: `The featured designers: the ${FEATURED_DESIGNERS} with the most approved portfolios.`,
        answer: Data(Type.Array(Designer)),
      },
    },
    () => {
      const data = designersJson(db, mostPublishingMemberIds(db, FEATURED_DESIGNERS));
      return { json: { status: 200, data } };
    },
  );

  router.get(
    '/api/get-toprank',
    {
      session: 'none',
      contract: {
        tag: 'rankings',
        summary: `The ${TOP_RANK_PLACES} approved portfolios with the most views (or appreciations) of all time, ranked.`,
        description:
          'One page of 50, in the order asked (`asc` starts at rank 50); page 2 on is empty. `omit=` leaves heavy ' +
          'fields out of every portfolio. 422 for another `sort` or `by`.',
        query: Type.Object({
          ...listQuery,
          sort: Type.Optional(Type.String({ description: '`desc` (the default) or `asc`.' })),
          by: Type.Optional(Type.String({ description: '`views` (the default) or `appreciations`.' })),
        }),
        answer: TopRank,
      },
    },
    ({ input }) => {
      const sort = (input.string('sort') || 'desc').toLowerCase();
      const by = (input.string('by') || 'views').toLowerCase();
      const validator = new Validator(input);
      if (sort !== 'asc' && sort !== 'desc') validator.fail('sort', 'The sort must be asc or desc.');
      if (by !== 'views' && by !== 'appreciations')
        validator.fail('by', 'The by must be views or appreciations.');
      validator.check();
      const page = input.page();
      // The first 50 (most viewed, or most appreciated), numbered 1 to 50, then shown in the order asked for.
      const top =
        by === 'appreciations'
          ? mostAppreciatedOfAllTime(db, TOP_RANK_PLACES)
          : mostViewedOfAllTime(db, TOP_RANK_PLACES);
      const ranked = portfoliosJson(db, top, omittedFields(input)).map((portfolio, index) => ({
        ...portfolio,
        rank: index + 1,
      }));
      if (sort === 'asc') ranked.reverse();
      const data = page === 1 ? ranked : [];
      return {
        json: { status: 200, sort, by, ...pageMeta(page, TOP_RANK_PLACES, ranked.length, data.length), data },
      };
    },
  );
}
