import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './bff-harness';

interface Listed {
  id: string;
  approvalStatus: string;
  designer: { id: string };
  subcategory: { id: string } | null;
  tags: { id: string }[];
}

const LISTED = 'id approvalStatus designer { id } subcategory { id } tags { id }';

describe('a portfolio’s pictures, address and the work shown after it', () => {
  let stack: Stack;
  let portfolio: { id: number; memberId: number; hidden: number };

  beforeAll(async () => {
    stack = await startStack();
    const db = stack.legacy.app.db;
    // A public work with a keyword tag whose designer has at least three other public works; one of those is
    // taken offline (pending) before anything is asked, so that no answer could have been kept.
    portfolio = db
      .prepare(
        `SELECT p.id, p.member_id AS memberId,
           (SELECT o.id FROM portfolios o WHERE o.member_id = p.member_id AND o.id <> p.id AND o.is_approve = 1
            ORDER BY o.id LIMIT 1) AS hidden
         FROM portfolios p
         WHERE p.is_approve = 1
           AND (SELECT COUNT(*) FROM portfolios o WHERE o.member_id = p.member_id AND o.is_approve = 1) >= 4
           AND EXISTS (SELECT 1 FROM portfolio_tags pt JOIN tags t ON t.id = pt.tag_id
                       WHERE pt.portfolio_id = p.id AND t.type = 0)
         ORDER BY p.id LIMIT 1`,
      )
      .get() as typeof portfolio;
    db.prepare('UPDATE portfolios SET is_approve = 2 WHERE id = ?').run(portfolio.hidden);
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('answers the pictures’ sizes and the detail page’s address', async () => {
    const { data, errors } = await stack.browser().graphql(
      `query ($id: ID!) { portfolio(id: $id) {
        pageUrl cover { url width height } images { image { width height } }
        designer { picture { width } }
      } }`,
      { id: String(portfolio.id) },
    );
    expect(errors).toBeUndefined();
    expect(data.portfolio.pageUrl).toBe(`${stack.bff.url}/detail-portfolio?id=${portfolio.id}`);
    // The seed's covers are 640 × 480 and its extra images 960 × 720.
    expect(data.portfolio.cover).toMatchObject({ width: 640, height: 480 });
    for (const image of data.portfolio.images) expect(image.image).toEqual({ width: 960, height: 720 });
    expect(data.portfolio.designer.picture.width).toBeNull();
  });

  it('lists the designer’s other public work and like work by others in the same request, a call per list', async () => {
    stack.calls.length = 0;
    const { data, errors } = await stack.browser().graphql(
      `query ($id: ID!) { portfolio(id: $id) {
        id designer { id } subcategory { id } tags { id type }
        moreByDesigner { ${LISTED} }
        relatedPortfolios { ${LISTED} }
      } }`,
      { id: String(portfolio.id) },
    );
    expect(errors).toBeUndefined();
    const { moreByDesigner, relatedPortfolios } = data.portfolio as {
      moreByDesigner: Listed[];
      relatedPortfolios: Listed[];
    };
    const own = String(portfolio.id);
    expect(moreByDesigner.length).toBeGreaterThanOrEqual(2);
    expect(moreByDesigner.length).toBeLessThanOrEqual(6);
    for (const other of moreByDesigner) {
      expect(other).toMatchObject({
        approvalStatus: 'APPROVED',
        designer: { id: String(portfolio.memberId) },
      });
      expect(other.id).not.toBe(own);
    }
    expect(moreByDesigner.map((other) => other.id)).not.toContain(String(portfolio.hidden));

    expect(relatedPortfolios.length).toBeGreaterThan(0);
    expect(relatedPortfolios.length).toBeLessThanOrEqual(6);
    const firstKeyword = data.portfolio.tags.find((tag: { type: string }) => tag.type === 'NORMAL').id;
    for (const other of relatedPortfolios) {
      expect(other.approvalStatus).toBe('APPROVED');
      expect(other.designer.id).not.toBe(String(portfolio.memberId));
      const sharesTag = other.tags.some((tag) => tag.id === firstKeyword);
      expect(sharesTag || other.subcategory?.id === data.portfolio.subcategory.id).toBe(true);
    }
    expect(new Set(relatedPortfolios.map((other) => other.id)).size).toBe(relatedPortfolios.length);
  });

  it('costs one legacy call per list for the cards the detail page shows', async () => {
    stack.calls.length = 0;
    const card = 'id title cover { url width height } designer { id firstName { th } lastName { th } }';
    const { data, errors } = await stack.browser().graphql(
      `query ($id: ID!) { portfolio(id: $id) {
        id title images { image { url width height } } tags { id }
        moreByDesigner { ${card} } relatedPortfolios { ${card} }
      } }`,
      { id: String(portfolio.id) },
    );
    expect(errors).toBeUndefined();
    expect(data.portfolio.moreByDesigner.length).toBeGreaterThan(0);
    expect(stack.calls.map((call) => call.path.replace(/\/\d+$/, '/{id}')).sort()).toEqual(
      [
        'api/portfolio/{id}',
        'api/get-portfolio-design',
        'api/get-portfolio-by-id-subcategory',
        'api/get-portfolio-by-id-tag',
      ].sort(),
    );
  });

  it('answers as many as asked, at most 12', async () => {
    const { data, errors } = await stack
      .browser()
      .graphql(
        `query ($id: ID!) { portfolio(id: $id) { moreByDesigner(first: 1) { id } relatedPortfolios(first: 50) { id } } }`,
        { id: String(portfolio.id) },
      );
    expect(errors).toBeUndefined();
    expect(data.portfolio.moreByDesigner).toHaveLength(1);
    expect(data.portfolio.relatedPortfolios.length).toBeLessThanOrEqual(12);
  });
});
