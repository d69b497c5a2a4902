import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './bff-harness';

const MATCHES = `query ($keyword: String!) {
  searchDesigners(keyword: $keyword) { id firstName { th en } lastName { th } portfolioCount }
  searchTags(keyword: $keyword) { id name type portfolioCount }
}`;

describe('searching designers and tags', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.stop());

  it('finds a designer by a Thai name typed without a space, with their count of public work', async () => {
    const { data, errors } = await stack.browser().graphql(MATCHES, { keyword: 'สมชายใจดี' });
    expect(errors).toBeUndefined();
    expect(data.searchDesigners[0]).toMatchObject({
      firstName: { th: 'สมชาย', en: 'Somchai' },
      lastName: { th: 'ใจดี' },
    });
    expect(data.searchDesigners[0].portfolioCount).toBeGreaterThan(0);
  });

  it('finds tags and awards with how many public works carry them', async () => {
    const { data, errors } = await stack.browser().graphql(MATCHES, { keyword: 'branding' });
    expect(errors).toBeUndefined();
    const tag = (data.searchTags as { name: string; portfolioCount: number }[]).find(
      (each) => each.name.toLowerCase() === 'branding',
    );
    expect(tag?.portfolioCount).toBeGreaterThan(0);
  });

  it('answers nothing, without asking the legacy API, for an empty keyword', async () => {
    stack.calls.length = 0;
    const { data } = await stack.browser().graphql(MATCHES, { keyword: '   ' });
    expect(data).toEqual({ searchDesigners: [], searchTags: [] });
    expect(stack.calls).toEqual([]);
  });
});
