import { builder } from './builder';
import { legacyCost } from './field-cost';
import { CACHE, responseCacheTags } from './cache-hints';
import { UserError, messageCodeField, positiveIdOf } from './shared';
import { attempt } from './errors';
import { Portfolio } from './portfolio';
import { PortfolioPage, pageArg, pageOf } from './paged-list';
import { Viewer } from './viewer';
import { viewerAmong } from './viewer-among';
import { memberAskerOf } from './current-viewer';
import type { GraphQLContext } from '../context';
import type { PortfolioDto } from '../legacy/legacy-dto';

/*
 * Appreciations (ชื่นชอบผลงาน): a member appreciates a public work once, never their own. The count is public and
 * travels with every portfolio the legacy API answers (no call of its own); whether the viewer appreciates a work
 * is theirs alone: one legacy call per request for every portfolio asked, never in a shared answer.
 */

builder.objectFields(Portfolio, (t) => ({
  appreciationCount: t.int({
    // As long-lived as the portfolio: an appreciation through the BFF drops every answer holding it.
    description: 'How many members appreciate the portfolio now.',
    resolve: (portfolio) => portfolio.appreciations ?? 0,
  }),
  appreciatedByViewer: t.loadable({
    type: 'Boolean',
    directives: CACHE.viewer,
    // One call per request for all the portfolios asked (a grid of 48 included); none for a visitor.
    complexity: legacyCost({ calls: 0 }),
    description:
      'Whether the signed-in member appreciates the portfolio; false for a visitor. Private to the viewer: an answer holding it is never shared.',
    resolve: (portfolio) => portfolio.id,
    load: (ids: number[], context: GraphQLContext) =>
      viewerAmong(context, ids, (some) => context.legacy.appreciatedAmong(some)),
  }),
}));

const AppreciationPayload = builder.simpleObject(
  'AppreciationPayload',
  {
    directives: CACHE.never,
    description: 'The result of appreciating a portfolio or taking the appreciation back.',
    fields: (t) => ({
      portfolio: t.field({
        type: Portfolio,
        nullable: true,
        description: 'The portfolio with its new count and the viewer’s appreciation; null when refused.',
      }),
      message: t.string({
        nullable: true,
        description: 'What happened, as the server words it; null when refused.',
      }),
      errors: t.field({ type: [UserError], description: 'Why it was refused; empty on success.' }),
    }),
  },
  (t) => ({ messageCode: messageCodeField(t) }),
);

/** Appreciates (or withdraws) and answers the portfolio as it now stands for this viewer. */
async function changeAppreciation(context: GraphQLContext, id: string | number, appreciate: boolean) {
  const portfolioId = positiveIdOf(id);
  if (portfolioId === null)
    return { portfolio: null, message: null, errors: [{ field: 'id', message: 'Portfolio not found.' }] };
  const asker = await memberAskerOf(context);
  if (asker) await context.limits.consumeAppreciation(asker);
  const outcome = await attempt(() =>
    appreciate ? context.legacy.appreciate(portfolioId) : context.legacy.withdrawAppreciation(portfolioId),
  );
  if (!outcome.result) return { portfolio: null, message: null, errors: outcome.errors };
  const { data, message } = outcome.result;
  // Its public answers carry the count: the next visitor reads the new one.
  await context.publicAnswers.invalidate([responseCacheTags.portfolio(portfolioId)]);
  const loaded: PortfolioDto | null = await Portfolio.getDataloader(context).load(portfolioId);
  return {
    portfolio: loaded && { ...loaded, appreciations: data.appreciations },
    message,
    errors: [],
  };
}

builder.mutationFields((t) => ({
  appreciatePortfolio: t.field({
    complexity: legacyCost({ calls: 1 }),
    type: AppreciationPayload,
    authScopes: { member: true },
    description:
      'The signed-in member appreciates a public portfolio (once; never their own). Refused with ALREADY_APPRECIATED, OWN_WORK_APPRECIATED, PORTFOLIO_NOT_FOUND (not public) or PORTFOLIO_GONE. The designer is told once a Bangkok day per member, however often it is taken back and given again. Appreciations and withdrawals are limited per member and per client (RATE_LIMITED with `extensions.retryAfterSeconds`).',
    args: { id: t.arg.id({ description: 'The portfolio.' }) },
    resolve: (_root, { id }, context) => changeAppreciation(context, id, true),
  }),
  withdrawAppreciation: t.field({
    complexity: legacyCost({ calls: 1 }),
    type: AppreciationPayload,
    authScopes: { member: true },
    description:
      'The signed-in member takes back their appreciation of a portfolio. Refused with NOT_APPRECIATED when there is none. Limited with `appreciatePortfolio`.',
    args: { id: t.arg.id({ description: 'The portfolio.' }) },
    resolve: (_root, { id }, context) => changeAppreciation(context, id, false),
  }),
}));

builder.objectFields(Viewer, (t) => ({
  appreciatedPortfolios: t.field({
    complexity: legacyCost({ calls: 1 }),
    type: PortfolioPage,
    description: 'The public portfolios the member appreciates, the latest appreciated first, 12 a page.',
    args: { page: t.arg.int(pageArg) },
    resolve: async (_viewer, args, context) => pageOf(await context.legacy.myAppreciations(args.page ?? 1)),
  }),
}));
