import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setApproval } from '../../legacy/src/routes/staff';
import { startStack, type Browser, type Stack } from './bff-harness';

const PORTFOLIO = `
  query ($id: ID!) {
    portfolio(id: $id) {
      id
      title
      approvalStatus
      rejectionReason
      revision { id title approvalStatus rejectionReason refusedAt }
    }
  }`;

const UPDATE = `
  mutation ($id: ID!, $input: PortfolioInput!) {
    updatePortfolio(id: $id, input: $input) {
      portfolio { id title approvalStatus revision { id title approvalStatus } }
      errors { message }
    }
  }`;

/** Publishing without going dark, through the GraphQL schema: what the owner and a visitor are each given. */
describe('revisions of approved portfolios in the BFF', () => {
  let stack: Stack;
  let owner: Browser;
  let visitor: Browser;
  let portfolioId: string;
  let input: Record<string, unknown>;

  beforeAll(async () => {
    stack = await startStack({ config: { responseCache: false } });
    owner = stack.browser();
    visitor = stack.browser();
    const login = await owner.graphql(
      'mutation ($input: LoginInput!) { login(input: $input) { errors { message } } }',
      { input: { email: 'demo@portfolio.example', password: 'Demo1234!' } },
    );
    expect(login.data.login.errors).toEqual([]);
    const { data } = await owner.graphql('{ categories { id subcategories { id } } }');
    const category = data.categories[0];
    input = {
      categoryId: category.id,
      subcategoryId: category.subcategories[0].id,
      title: 'โต๊ะไม้สัก',
      brief: 'โต๊ะทำงานจากไม้สักเก่า',
      detailHtml: '<p>รายละเอียด</p>',
    };
    const created = await owner.graphql(
      'mutation ($input: PortfolioInput!) { createPortfolio(input: $input) { portfolio { id } errors { message } } }',
      { input },
    );
    portfolioId = created.data.createPortfolio.portfolio.id;
    setApproval(stack.legacy.dataDir, Number(portfolioId), 'approve');
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('keeps the approved version public while the owner’s edit waits as its revision', async () => {
    const saved = await owner.graphql(UPDATE, {
      id: portfolioId,
      input: { ...input, title: 'โต๊ะไม้สัก รุ่นใหม่' },
    });
    expect(saved.data.updatePortfolio).toMatchObject({
      errors: [],
      portfolio: {
        id: portfolioId,
        title: 'โต๊ะไม้สัก',
        approvalStatus: 'APPROVED',
        revision: { title: 'โต๊ะไม้สัก รุ่นใหม่', approvalStatus: 'PENDING' },
      },
    });
    // The revision is a portfolio of its own: a client cache keeps the two apart.
    expect(saved.data.updatePortfolio.portfolio.revision.id).not.toBe(portfolioId);
    const seen = await visitor.graphql(PORTFOLIO, { id: portfolioId });
    expect(seen.data.portfolio).toMatchObject({ title: 'โต๊ะไม้สัก', revision: null, rejectionReason: null });
    const own = await owner.graphql('{ viewer { portfolios { items { id revision { title } } } } }');
    const items = own.data.viewer.portfolios.items as { id: string; revision: { title: string } | null }[];
    expect(items.filter((item) => item.id === portfolioId)).toEqual([
      { id: portfolioId, revision: { title: 'โต๊ะไม้สัก รุ่นใหม่' } },
    ]);
  });

  it('gives the owner the operator’s reason when the edit is refused, and nobody else', async () => {
    setApproval(stack.legacy.dataDir, Number(portfolioId), 'reject', { reason: 'ภาพไม่ตรงกับงาน' });
    const own = await owner.graphql(PORTFOLIO, { id: portfolioId });
    expect(own.data.portfolio).toMatchObject({
      title: 'โต๊ะไม้สัก',
      approvalStatus: 'APPROVED',
      revision: { approvalStatus: 'NOT_APPROVED', rejectionReason: 'ภาพไม่ตรงกับงาน' },
    });
    expect(own.data.portfolio.revision.refusedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const seen = await visitor.graphql(PORTFOLIO, { id: portfolioId });
    expect(seen.data.portfolio.revision).toBeNull();
  });

  it('shows the approved edit to everyone once the operator approves it', async () => {
    await owner.graphql(UPDATE, { id: portfolioId, input: { ...input, title: 'โต๊ะไม้สัก ฉบับแก้' } });
    setApproval(stack.legacy.dataDir, Number(portfolioId), 'approve');
    const seen = await visitor.graphql(PORTFOLIO, { id: portfolioId });
    expect(seen.data.portfolio).toMatchObject({ title: 'โต๊ะไม้สัก ฉบับแก้', approvalStatus: 'APPROVED' });
    const own = await owner.graphql(PORTFOLIO, { id: portfolioId });
    expect(own.data.portfolio.revision).toBeNull();
  });
});
