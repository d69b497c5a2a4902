import Type from 'typebox';
import { HttpError } from '../http/http-error';
import { Validator } from '../http/validation';
import { idFromPath } from '../http/input';
import type { RouteRequest } from '../http/router';
import { isTrustedClient, type LegacyApp, type LegacyRouter } from '../app';
import { PORTFOLIO_NOT_FOUND } from '../portfolios/portfolios';
import { requireStaffRole } from '../staff/roles';
import { dayRangeFrom } from '../insights/date-range';
import { designerInsights, isOwnPortfolio } from '../insights/designer-insights';
import { siteInsights } from '../insights/site-insights';
import { countFound, logSearches, type LoggedSearch } from '../insights/search-log';
import { CalendarDate, Data, IdText, MessageData } from '../contract/common';
import { DesignerInsights, SiteInsights } from '../contract/insights';

/** A batch of the search log holds 1 to this many entries. */
export const MAX_LOGGED_SEARCHES = 500;
/** One entry counts at most this many searches. */
export const MAX_SEARCH_COUNT = 100_000;

export const INTERNAL_CALLS_DISABLED = 'Internal calls are not enabled (LEGACY_TRUSTED_CLIENT_KEY).';
export const TRUSTED_CLIENT_ONLY = 'Only the trusted client may make this call.';

/**
 * 403 unless the request comes from the trusted client (the BFF, with `X-Trusted-Client-Key`); checked before the
 * body is read.
 */
function requireTrustedClient(app: LegacyApp, request: RouteRequest): void {
  if (app.config.trustedClientKey === undefined) throw new HttpError(403, INTERNAL_CALLS_DISABLED);
  if (!isTrustedClient(app, request)) throw new HttpError(403, TRUSTED_CLIENT_ONLY);
}

/** The entries of a search-log batch, each checked; 422 naming each wrong one. */
function loggedSearches(validator: Validator, sent: unknown): LoggedSearch[] {
  if (!Array.isArray(sent) || sent.length === 0 || sent.length > MAX_LOGGED_SEARCHES) {
    validator.fail('searches', `The searches field must be a list of 1 to ${MAX_LOGGED_SEARCHES} searches.`);
    return [];
  }
  const searches: LoggedSearch[] = [];
  sent.forEach((entry: unknown, index) => {
    const { keyword, count } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    if (typeof keyword !== 'string')
      validator.fail(`searches.${index}.keyword`, `The searches.${index}.keyword must be text.`);
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > MAX_SEARCH_COUNT)
      validator.fail(
        `searches.${index}.count`,
        `The searches.${index}.count must be a whole number from 1 to ${MAX_SEARCH_COUNT}.`,
      );
    if (typeof keyword === 'string' && Number.isInteger(count))
      searches.push({ keyword, count: count as number });
  });
  return searches;
}

/**
 * Insights (issue 30): a designer's own figures, the operators' figures of the site, and the search log the BFF
 * sends. Counts only: nothing here says who viewed, followed or searched.
 */
export function registerInsightRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;

  /** The range of Bangkok days both insights take; the route checks it (400 naming the field). */
  const rangeQuery = {
    from: CalendarDate,
    to: Type.String({
      description: 'A date written YYYY-MM-DD: at most today (Bangkok), at most 366 days after from.',
    }),
  };
  const rangeErrors =
    '400 for a wrong range, naming the field: `The from field is required.` (or `to`), ' +
    '`The from must be a date written YYYY-MM-DD.`, `The from must be a date before or equal to to.`, ' +
    '`The to must be a date before or equal to today (…, Bangkok time).`, ' +
    '`The range may not be longer than 366 days (from and to included).`';

  router.get(
    '/api/insights/designer',
    {
      session: 'required',
      contract: {
        tag: 'insights',
        summary:
          'The caller’s own figures (views, sources, appreciations, enquiries, followers) over a range of days.',
        description:
          `${rangeErrors}. 404 \`Portfolio not found.\` when \`portfolio_id\` is not one of the caller’s ` +
          'portfolios (another designer’s, a revision’s id, a deleted one).',
        query: Type.Object({
          ...rangeQuery,
          portfolio_id: Type.Optional(IdText),
        }),
        answer: Data(DesignerInsights),
      },
    },
    ({ input, session }) => {
      const range = dayRangeFrom(input, app.clock());
      const sent = input.string('portfolio_id');
      const portfolioId = sent === '' ? null : (idFromPath(sent) ?? 0);
      // Anything but one of the caller's own portfolios is not found, whoever else's it is.
      if (portfolioId !== null && !isOwnPortfolio(db, session.memberId, portfolioId))
        throw new HttpError(404, PORTFOLIO_NOT_FOUND);
      const data = designerInsights(db, { memberId: session.memberId, portfolioId, range });
      return { json: { status: 200, data } };
    },
  );

  router.get(
    '/api/staff/insights',
    {
      session: 'required',
      contract: {
        tag: 'insights',
        summary: 'How the whole site is used over a range of Bangkok days.',
        description:
          'Operators only: 403 `Only operators may do this.` (a moderator too), checked before the range. ' +
          `${rangeErrors}.`,
        query: Type.Object(rangeQuery),
        answer: Data(SiteInsights),
      },
    },
    ({ input, session }) => {
      requireStaffRole(db, session.memberId, ['operator']);
      const range = dayRangeFrom(input, app.clock());
      return { json: { status: 200, data: siteInsights(db, range) } };
    },
  );

  router.post(
    '/api/internal/search-log',
    {
      session: 'none',
      guard: (request) => requireTrustedClient(app, request),
      contract: {
        tag: 'insights',
        summary: 'Adds a batch of searches, counted by keyword, to today’s search log.',
        description:
          'The trusted client only (the BFF, with `X-Trusted-Client-Key`): 403 `Internal calls are not enabled ' +
          '(LEGACY_TRUSTED_CLIENT_KEY).` when the API has no key, 403 `Only the trusted client may make this call.`, ' +
          'both before the body is read. Keywords are normalised (NFKC, invisible characters removed, spaces ' +
          'collapsed, lower-case, at most 100 characters); one left empty is skipped. What each keyword finds is ' +
          'counted after the answer. 422 `The searches field must be a list of 1 to 500 searches.`, ' +
          '`The searches.3.keyword must be text.`, `The searches.3.count must be a whole number from 1 to 100000.` ' +
          '(each wrong entry named; nothing is stored).',
        trusted: true,
        body: Type.Object({
          searches: Type.Unknown({
            description:
              'A list of 1 to 500 `{ "keyword": text, "count": a whole number from 1 to 100000 }`; the route ' +
              'checks it and names each wrong entry (422).',
          }),
        }),
        answer: MessageData(
          Type.Object({
            keywords: Type.Integer({ description: 'Keywords stored.' }),
            searches: Type.Integer({ description: 'Searches added.' }),
            skipped: Type.Integer({ description: 'Entries skipped (a keyword left empty).' }),
          }),
        ),
      },
    },
    ({ input, request }) => {
      const validator = new Validator(input);
      const searches = loggedSearches(validator, input.value('searches'));
      validator.check();
      const logged = logSearches(db, searches, app.clock());
      // Counted after the answer, one search at a time: the BFF does not wait for them.
      if (logged.toCount.length > 0)
        request.afterAnswer(() => countFound(db, app.search, logged.toCount, app.clock));
      return {
        json: {
          status: 200,
          message: 'Searches logged.',
          data: { keywords: logged.keywords, searches: logged.searches, skipped: logged.skipped },
        },
      };
    },
  );
}
