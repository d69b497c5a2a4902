import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MEMBER, renderRoute, schemaWith } from './render';

describe('the audit log', () => {
  it('tells a moderator it is for operators only', async () => {
    const schema = schemaWith({
      Query: {
        viewer: () => ({ ...MEMBER, staffRole: 'MODERATOR' }),
        auditLog: () => {
          throw new GraphQLError('Only operators may do this.', { extensions: { code: 'FORBIDDEN' } });
        },
      },
    });
    renderRoute('/staff/audit-log', { schema });
    expect(await screen.findByRole('heading', { level: 1, name: 'หน้านี้สำหรับผู้ดูแลระบบเท่านั้น' })).toBeTruthy();
    // Said for this screen, not for another one.
    expect(document.body.textContent).toContain('บันทึกการทำงานของเจ้าหน้าที่และการกำหนดสิทธิ์เป็นของผู้ดูแลระบบเท่านั้น');
  });

  it('lists each staff action with who did it and when, in Thai, beside the roles form', async () => {
    const schema = schemaWith({
      Query: {
        viewer: () => ({ ...MEMBER, staffRole: 'OPERATOR' }),
        auditLog: () => ({
          items: [
            {
              id: '1',
              action: 'portfolio.reject',
              targetType: 'portfolio',
              targetId: '74',
              targetLabel: 'เก้าอี้ไม้สัก',
              reason: 'ภาพไม่ชัด',
              staffEmail: 'somchai@example.com',
              staffName: 'สมชาย ใจดี',
              at: '2026-11-21T09:30:00.000Z',
            },
            {
              id: '2',
              action: 'page.update',
              targetType: 'page',
              targetId: null,
              targetLabel: 'faqs',
              reason: null,
              staffEmail: 'somchai@example.com',
              staffName: 'สมชาย ใจดี',
              at: '2026-11-21T09:00:00.000Z',
            },
            {
              id: '3',
              action: 'collection.portfolios',
              targetType: 'collection',
              targetId: '12',
              targetLabel: 'ผ้าทอร่วมสมัย',
              reason: null,
              staffEmail: 'somchai@example.com',
              staffName: 'สมชาย ใจดี',
              at: '2026-11-21T08:00:00.000Z',
            },
          ],
          pageInfo: { page: 1, lastPage: 1, total: 3, perPage: 50, hasNextPage: false },
        }),
      },
    });
    renderRoute('/staff/audit-log', { schema });
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('ไม่อนุมัติผลงาน');
    // What each action was done to, named as it was then.
    expect(row.textContent).toContain('“เก้าอี้ไม้สัก” (ผลงาน #74)');
    const [, , page, collection] = within(table).getAllByRole('row');
    expect(page!.textContent).toContain('แก้ไขหน้าเนื้อหา');
    expect(page!.textContent).toContain('คำถามที่พบบ่อย');
    expect(collection!.textContent).toContain('จัดผลงานในคอลเลกชัน');
    expect(collection!.textContent).toContain('คอลเลกชัน “ผ้าทอร่วมสมัย”');
    expect(row.textContent).toContain('ภาพไม่ชัด');
    expect(row.textContent).toContain('somchai@example.com');
    // A Thai date: the Buddhist year.
    expect(row.textContent).toContain('2569');
    expect(screen.getByRole('navigation', { name: 'เมนูเจ้าหน้าที่' })).toBeTruthy();
    expect(screen.getByLabelText('อีเมลของสมาชิก')).toBeTruthy();
    expect(screen.getByLabelText('สิทธิ์')).toBeTruthy();
  });

  it('lists who holds which role beside the roles form, and puts one in the form to change it', async () => {
    const schema = schemaWith({
      Query: {
        viewer: () => ({ ...MEMBER, staffRole: 'OPERATOR' }),
        staffMembers: () => [
          { id: '7', email: 'somchai@example.com', name: 'สมชาย ใจดี', role: 'OPERATOR' },
          { id: '9', email: 'malee@example.com', name: 'มาลี ดีใจ', role: 'MODERATOR' },
        ],
      },
    });
    renderRoute('/staff/audit-log', { schema });
    const holders = await screen.findByRole('region', { name: 'ผู้มีสิทธิ์เจ้าหน้าที่ขณะนี้' });
    const rows = within(holders).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('ผู้ดูแลระบบ'),
      expect.stringContaining('ผู้ตรวจผลงาน'),
    ]);
    expect(rows[1]!.textContent).toContain('มาลี ดีใจ');
    expect(rows[1]!.textContent).toContain('malee@example.com');
    await userEvent.click(within(holders).getByRole('button', { name: 'เปลี่ยนสิทธิ์ของ malee@example.com' }));
    expect((screen.getByLabelText('อีเมลของสมาชิก') as HTMLInputElement).value).toBe('malee@example.com');
    expect((screen.getByLabelText('สิทธิ์') as HTMLSelectElement).value).toBe('MODERATOR');
  });
});

describe('the operators’ screens, to a moderator', () => {
  const moderator = (fields: Record<string, () => unknown> = {}) =>
    schemaWith({ Query: { viewer: () => ({ ...MEMBER, staffRole: 'MODERATOR' }), ...fields } });

  it('refuse the highlights before offering the editor (the highlights themselves are public)', async () => {
    renderRoute('/staff/highlights', { schema: moderator() });
    expect(await screen.findByRole('heading', { level: 1, name: 'หน้านี้สำหรับผู้ดูแลระบบเท่านั้น' })).toBeTruthy();
    expect(document.body.textContent).toContain('ผลงานแนะนำหน้าแรกเลือกและจัดลำดับได้เฉพาะผู้ดูแลระบบ');
    expect(screen.queryByRole('button', { name: 'บันทึกผลงานแนะนำ' })).toBeNull();
    expect(document.body.textContent).not.toContain('บันทึกการทำงาน');
  });

  it('word each refusal for its own screen, in English too', async () => {
    const forbidden = () => {
      throw new GraphQLError('Only operators may do this.', { extensions: { code: 'FORBIDDEN' } });
    };
    const enquiries = renderRoute('/staff/enquiries', {
      schema: moderator({ enquiries: forbidden }),
      locale: 'en',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for operators only' }),
    ).toBeTruthy();
    expect(document.body.textContent).toContain(
      'Only operators read and answer the contact form’s enquiries.',
    );
    expect(document.body.textContent).not.toContain('log');
    enquiries.unmount();
    renderRoute('/staff/highlights', { schema: moderator(), locale: 'en' });
    expect(
      await screen.findByText(/Only operators choose and order the home page’s highlights\./),
    ).toBeTruthy();
  });
});
