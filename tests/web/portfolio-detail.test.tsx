import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { GraphQLFieldResolver } from 'graphql';
import { renderRoute, testSchema } from './render';

/** The mocked schema with one root field answered by the test. */
function schemaWith(
  type: 'Query' | 'Mutation',
  field: string,
  resolve: GraphQLFieldResolver<unknown, unknown>,
) {
  const schema = testSchema();
  const root = type === 'Query' ? schema.getQueryType() : schema.getMutationType();
  const definition = root?.getFields()[field];
  if (!definition) throw new Error(`no field ${type}.${field}`);
  const original = definition.resolve;
  definition.resolve = (source, args, context, info) =>
    resolve(source, args, context, { ...info, original } as never);
  return { schema, original };
}

describe('/detail-portfolio', () => {
  it('shows the title, rich text, images, tags linking to the tag page, designer and share links', async () => {
    renderRoute('/detail-portfolio?id=7');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    expect(screen.getByText('แนวคิดของโครงการ')).toBeTruthy();
    expect(screen.getByText('Sustainable process')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ภาพผลงานเพิ่มเติม' })).toBeTruthy();
    const tags = screen.getByRole('region', { name: 'แท็ก' });
    const tagLink = within(tags).getAllByRole('link')[0];
    expect(tagLink?.getAttribute('href')).toMatch(/^\/portfolio-tag\?tag=/);
    // One designer panel (CSS places it under the title on phones, in the side column on large screens).
    const designer = screen.getByRole('region', { name: 'นักออกแบบ' });
    expect(within(designer).getByRole('link').getAttribute('href')).toMatch(
      /^\/all-portfolio-by-design\?member_id=/,
    );
    const facebook = screen.getByRole('link', { name: 'แชร์ผลงานนี้บน Facebook (เปิดแท็บใหม่)' });
    expect(facebook.getAttribute('href')).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(facebook.getAttribute('target')).toBe('_blank');
    const line = screen.getByRole('link', { name: 'แชร์ผลงานนี้ทาง LINE (เปิดแท็บใหม่)' });
    expect(line.getAttribute('href')).toMatch(/^https:\/\/social-plugins\.line\.me\/lineit\/share\?url=/);
    const x = screen.getByRole('link', { name: 'แชร์ผลงานนี้บน X (เปิดแท็บใหม่)' });
    expect(x.getAttribute('href')).toMatch(/^https:\/\/x\.com\/intent\/tweet\?url=.+&text=/);
    expect(screen.getByRole('button', { name: 'คัดลอกลิงก์ของผลงานนี้' })).toBeTruthy();
    // Thai dates are in the Buddhist era (mock dates are in 2026 = 2569).
    expect(screen.getByText(/2569/)).toBeTruthy();
  });

  it('speaks English with a Gregorian date', async () => {
    renderRoute('/detail-portfolio?id=7', { locale: 'en' });
    expect(
      await screen.findByRole('link', { name: 'Share this work on Facebook (opens in a new tab)' }),
    ).toBeTruthy();
    expect(screen.getAllByText(/\b2026\b/).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/2569/)).toHaveLength(0);
    expect(screen.getByText('Published')).toBeTruthy();
  });

  it('records the view once when the page opens', async () => {
    let calls = 0;
    const { schema } = schemaWith('Mutation', 'recordPortfolioView', () => {
      calls += 1;
      return { errors: [], viewCount: 1 };
    });
    renderRoute('/detail-portfolio?id=7', { schema });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(calls).toBe(1));
  });

  it('shows the not-found page, with a search box and ways on, for an unknown portfolio', async () => {
    const { schema } = schemaWith('Query', 'portfolio', () => null);
    renderRoute('/detail-portfolio?id=999', { schema });
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบผลงานนี้' })).toBeTruthy();
    expect(screen.getByRole('search').querySelector('input[name="keyword"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'อันดับยอดนิยม' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('ไม่พบผลงานนี้ | Design Portfolio'));
  });
});
