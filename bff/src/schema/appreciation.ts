import { builder } from './builder';
import { responseCacheTags } from './cache-hints';
import { recordPayloadType } from './payloads';
import { memberAct, memberActMutations, viewerActField } from './member-acts';
import { Portfolio } from './portfolio';
import { PortfolioPage, pageField, pageOf } from './paged-list';
import { Viewer } from './viewer';
import type { GraphQLContext } from '../context';
import type { PortfolioDto } from '../legacy/legacy-types';

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
  appreciatedByViewer: viewerActField(t, {
    description:
      'Whether the signed-in member appreciates the portfolio; false for a visitor. Private to the viewer: an answer holding it is never shared.',
    idOf: (portfolio) => portfolio.id,
    among: (context, ids) => context.legacy.appreciatedAmong(ids),
  }),
}));

const AppreciationPayload = recordPayloadType('AppreciationPayload', {
  description: 'The result of appreciating a portfolio or taking the appreciation back.',
  record: {
    portfolio: {
      type: Portfolio,
      description: 'The portfolio with its new count and the viewer’s appreciation; null when refused.',
    },
  },
  message: 'What happened, as the server words it; null when refused.',
  errors: 'Why it was refused; empty on success.',
});

/** Appreciates (or withdraws) and answers the portfolio as it now stands for this viewer. */
function changeAppreciation(context: GraphQLContext, id: string | number, appreciate: boolean) {
  return memberAct(context, id, {
    key: 'portfolio',
    notFound: 'Portfolio not found.',
    consume: (asker) => context.limits.consumeAppreciation(asker),
    write: (portfolioId) =>
      appreciate ? context.legacy.appreciate(portfolioId) : context.legacy.withdrawAppreciation(portfolioId),
    // Its public answers carry the count: the next visitor reads the new one.
    tags: (portfolioId) => [responseCacheTags.portfolio(portfolioId)],
    answer: async (portfolioId, data) => {
      const loaded: PortfolioDto | null = await Portfolio.getDataloader(context).load(portfolioId);
      return loaded && { ...loaded, appreciations: data.appreciations };
    },
  });
}

builder.mutationFields((t) =>
  memberActMutations(t, AppreciationPayload, {
    id: 'The portfolio.',
    do: {
      name: 'appreciatePortfolio',
      description:
        'The signed-in member appreciates a public portfolio (once; never their own). Refused with ALREADY_APPRECIATED, OWN_WORK_APPRECIATED, PORTFOLIO_NOT_FOUND (not public) or PORTFOLIO_GONE. The designer is told once a Bangkok day per member, however often it is taken back and given again. Appreciations and withdrawals are limited per member and per client (RATE_LIMITED with `extensions.retryAfterSeconds`).',
    },
    undo: {
      name: 'withdrawAppreciation',
      description:
        'The signed-in member takes back their appreciation of a portfolio. Refused with NOT_APPRECIATED when there is none. Limited with `appreciatePortfolio`.',
    },
    change: changeAppreciation,
  }),
);

builder.objectFields(Viewer, (t) => ({
  appreciatedPortfolios: pageField(t, PortfolioPage, {
    description: 'The public portfolios the member appreciates, the latest appreciated first, 12 a page.',
    load: async (_viewer, page, context) => pageOf(await context.legacy.myAppreciations(page)),
  }),
}));
