import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageCodeOf } from '../../bff/src/legacy/legacy-messages';
import { NAMED_SOURCES } from '../../legacy/src/insights/view-sources';
import { startStack, type Stack } from './bff-harness';
import { designerWithWork } from './designer-accounts';

const RECORD_VIEW = `mutation ($id: ID!, $source: ViewSourceInput) {
  recordPortfolioView(id: $id, source: $source) { counted viewCount errors { field message code } } }`;

/** Every refusal of recordPortfolioView carries a message code, as every other mutation's does (issue 42, S9). */
describe('recordPortfolioView’s refusals have codes', () => {
  let stack: Stack;
  let publicId: string;
  let pendingId: number;
  let deletedId: string;

  beforeAll(async () => {
    stack = await startStack();
    const designer = await designerWithWork(stack, 6);
    publicId = designer.portfolioId;
    pendingId = (
      stack.legacy.app.db
        .prepare('SELECT id FROM portfolios WHERE is_approve = 2 ORDER BY id LIMIT 1')
        .get() as {
        id: number;
      }
    ).id;
    const own = (
      await designer.member.graphql('{ viewer { portfolios { items { id } } } }')
    ).data.viewer.portfolios.items.map((item: { id: string }) => item.id) as string[];
    deletedId = own.find((id) => id !== publicId) ?? '';
    const deleted = await designer.member.graphql(
      `mutation ($id: ID!) { deletePortfolio(id: $id) { deletedId errors { message } } }`,
      { id: deletedId },
    );
    expect(deleted.data.deletePortfolio).toEqual({ deletedId, errors: [] });
  });
  afterAll(async () => {
    await stack.stop();
  });

  it.each([
    ['an id that is none', () => ({ id: 'x' }), 'id', 'PORTFOLIO_NOT_FOUND'],
    ['a portfolio that is not public', () => ({ id: String(pendingId) }), null, 'PORTFOLIO_NOT_FOUND'],
    ['a deleted portfolio', () => ({ id: deletedId }), null, 'PORTFOLIO_GONE'],
    [
      'a page and a referrer at once',
      () => ({ id: publicId, source: { page: 'HOME', referrer: 'facebook.com' } }),
      'source',
      'VIEW_SOURCE_INVALID',
    ],
    [
      'a referrer that is a whole address',
      () => ({ id: publicId, source: { referrer: 'https://facebook.com/some/post' } }),
      'source',
      'VIEW_SOURCE_INVALID',
    ],
  ])('refuses %s with its code', async (_, variables, field, code) => {
    const answer = await stack.browser().graphql(RECORD_VIEW, variables());
    expect(answer.errors).toBeUndefined();
    expect(answer.data.recordPortfolioView).toEqual({
      counted: false,
      viewCount: null,
      errors: [{ field, message: expect.any(String), code }],
    });
  });

  it('the legacy API’s refusals of a view’s source have the same code', () => {
    for (const text of [
      'Send either a source or a referrer, not both.',
      `The source must be one of ${NAMED_SOURCES.join(', ')}.`,
      'The referrer must be the host name of another site, such as www.google.com: no scheme, port or path.',
    ])
      expect(messageCodeOf(text)?.code, text).toBe('VIEW_SOURCE_INVALID');
  });
});
