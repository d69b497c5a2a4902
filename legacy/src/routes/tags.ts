import Type from 'typebox';
import { idFromPath } from '../http/input';
import { HttpError } from '../http/http-error';
import { Validator } from '../http/validation';
import { requireOwner, type LegacyApp, type LegacyRouter } from '../app';
import { Data, idParams, IdValue, MessageData, Nullable } from '../contract/common';
import { Tag, TagLink } from '../contract/reference';
import { PORTFOLIO_NOT_FOUND, requirePortfolio } from '../portfolios/portfolios';
import { tagLinkJson } from '../portfolios/portfolio-json';
import { tagLinksByPortfolio } from '../portfolios/portfolio-tags';
import { createTag, listTags, readTagIds, replacePortfolioTags } from '../portfolios/portfolio-tags';

export const TAG_ADDED = 'Tag has been added!';
export const TAG_EXISTS = 'Tag already exist!';

/** Tags, and the tags of a portfolio. */
export function registerTagRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;

  function tagsOf(portfolioId: number) {
    return (tagLinksByPortfolio(db, [portfolioId]).get(portfolioId) ?? []).map(tagLinkJson);
  }

  const PortfolioTags = Type.Object(
    { portfolio_id: Type.Integer(), tags: Type.Array(TagLink) },
    { $id: 'PortfolioTags', description: 'The tags of one portfolio.' },
  );

  router.get(
    '/api/tag',
    {
      session: 'none',
      contract: {
        tag: 'tags',
        summary: 'Every tag, with how many public portfolios carry it.',
        answer: Data(Type.Array(Tag)),
      },
    },
    () => ({ json: { status: 200, data: listTags(db) } }),
  );

  router.post(
    '/api/tag',
    {
      session: 'required',
      contract: {
        tag: 'tags',
        summary: 'Adds a tag; 409 when it exists.',
        body: Type.Object({
          name: Type.String(),
          type: Type.Optional(
            Nullable(Type.Union([Type.Integer(), Type.String()], { description: '0 normal, 1 award.' })),
          ),
        }),
        answer: MessageData(Tag),
      },
    },
    ({ input }) => {
      new Validator(input).required('name').maxLength('name', 100).check();
      const type = input.has('type') ? input.integer('type') : 0;
      if (type !== 0 && type !== 1) {
        throw new HttpError(422, 'The type must be 0 (normal) or 1 (award).', {
          type: ['The selected type is invalid.'],
        });
      }
      const name = input.string('name').normalize('NFC');
      const created = createTag(db, { name, type, now: app.clock() });
      if (!created) throw new HttpError(409, TAG_EXISTS);
      return { json: { status: 200, message: TAG_ADDED, data: created } };
    },
  );

  router.post(
    '/api/tagport',
    {
      session: 'required',
      contract: {
        tag: 'tags',
        summary: 'Replaces the tags of the caller’s portfolio.',
        body: Type.Object({
          portfolio_id: IdValue,
          tags: Type.Optional(
            Type.Unknown({
              description: 'Tag ids, or `{ tag_id }` objects; the route names a wrong one (422).',
            }),
          ),
        }),
        answer: MessageData(PortfolioTags),
      },
    },
    ({ input, session }) => {
      new Validator(input).required('portfolio_id').check();
      const portfolio = requirePortfolio(db, input.integer('portfolio_id'));
      requireOwner(session.memberId, portfolio.member_id, 'portfolios');
      const tags = readTagIds(db, input.value('tags'));
      if ('problem' in tags) throw new HttpError(422, tags.problem, { tags: [tags.problem] });
      db.transaction(() => replacePortfolioTags(db, portfolio.id, tags.ids))();
      return {
        json: {
          status: 200,
          message: 'Tags have been attached!',
          data: { portfolio_id: portfolio.id, tags: tagsOf(portfolio.id) },
        },
      };
    },
  );

  router.get(
    '/api/tagport/{portfolio_id}',
    {
      session: 'optional',
      contract: {
        tag: 'tags',
        summary: 'The tags of a public portfolio (or the caller’s own).',
        params: idParams('portfolio_id'),
        answer: Data(PortfolioTags),
      },
    },
    ({ params, session }) => {
      const portfolio = requirePortfolio(db, idFromPath(params.portfolio_id));
      if (portfolio.is_approve !== 1 && portfolio.member_id !== session?.memberId) {
        throw new HttpError(404, PORTFOLIO_NOT_FOUND);
      }
      return { json: { status: 200, data: { portfolio_id: portfolio.id, tags: tagsOf(portfolio.id) } } };
    },
  );
}
