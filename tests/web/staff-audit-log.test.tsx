import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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
});
