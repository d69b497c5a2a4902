import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MEMBER, renderRoute, schemaWith } from './render';

const category = { id: '1', name: { th: 'เฟอร์นิเจอร์', en: 'Furniture' } };
const subcategory = { id: '11', name: { th: 'โคมไฟ', en: 'Lamps' } };
// Another member than the signed-in moderator (MEMBER): nobody decides on their own work.
const designer = {
  id: '8',
  firstName: { th: 'วิภา', en: 'Wipa' },
  lastName: { th: 'ช่างสาน', en: 'Changsan' },
};

function portfolio(id: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    title,
    brief: 'ไม้ไผ่',
    detailHtml: '<p>รายละเอียด</p>',
    category,
    subcategory,
    cover: null,
    shareCover: null,
    images: [],
    tags: [],
    designer,
    ...extra,
  };
}

/** The moderator's own new work, waiting. */
const queueItem = {
  portfolioId: '30',
  kind: 'NEW',
  submittedAt: '2026-11-22T03:00:00.000Z',
  portfolio: portfolio('30', 'ตะกร้าของฉัน', { designer: { ...designer, id: MEMBER.id } }),
  published: null,
};

/** A staff member's queue (one new portfolio, one edit) and what they decide, answered by the test. */
function staffSchema(extra: (typeof queueItem)[] = [], options: { ownOnServer?: string[] } = {}) {
  const decisions: { portfolioIds: string[]; decision: string; reason?: string | null }[] = [];
  const queue = [
    {
      portfolioId: '10',
      kind: 'NEW',
      submittedAt: '2026-11-20T03:00:00.000Z',
      portfolio: portfolio('10', 'เก้าอี้'),
      published: null,
    },
    {
      portfolioId: '20',
      kind: 'REVISION',
      submittedAt: '2026-11-21T03:00:00.000Z',
      portfolio: portfolio('21', 'โคมไฟ รุ่นสอง'),
      published: portfolio('20', 'โคมไฟ'),
    },
    ...extra,
  ];
  const schema = schemaWith({
    Query: {
      viewer: () => ({ ...MEMBER, staffRole: 'MODERATOR' }),
      moderationQueue: () => ({ total: queue.length, items: queue }),
    },
    Mutation: {
      decidePortfolios: (_root: unknown, { input }: { input: (typeof decisions)[number] }) => {
        decisions.push(input);
        const results = input.portfolioIds.map((portfolioId) => {
          const index = queue.findIndex((item) => item.portfolioId === portfolioId);
          const own =
            queue[index]?.portfolio.designer.id === MEMBER.id ||
            (options.ownOnServer ?? []).includes(portfolioId);
          if (index >= 0 && !own) queue.splice(index, 1);
          return {
            portfolioId,
            decided: index >= 0 && !own,
            message: '',
            messageCode: own ? 'OWN_PORTFOLIO' : index >= 0 ? 'PORTFOLIO_APPROVED' : 'NOT_WAITING',
            mailed: input.decision === 'REJECT' ? true : null,
          };
        });
        return { results, errors: [] };
      },
    },
  } as never);
  return { schema, decisions, queue };
}

describe('the moderation queue', () => {
  it('tells a member without a role that it is for staff only', async () => {
    const schema = schemaWith({
      Query: {
        viewer: () => ({ ...MEMBER, staffRole: null }),
        moderationQueue: () => {
          throw new GraphQLError('Only the design centre’s staff may do this.', {
            extensions: { code: 'FORBIDDEN' },
          });
        },
      },
    });
    renderRoute('/staff/moderation', { schema });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'หน้านี้สำหรับเจ้าหน้าที่ของศูนย์เท่านั้น' }),
    ).toBeTruthy();
  });

  it('shows new work and edits with what changed, and refuses only with a reason', async () => {
    const { schema, decisions } = staffSchema();
    renderRoute('/staff/moderation', { schema });
    const edit = await screen.findByRole('article', { name: 'โคมไฟ รุ่นสอง' });
    expect(within(edit).getByText('แก้ไขผลงานที่เผยแพร่แล้ว')).toBeTruthy();
    const changes = within(edit).getByRole('region', { name: 'สิ่งที่เปลี่ยนจากฉบับที่เผยแพร่' });
    expect(within(changes).getByText('ชื่อผลงาน')).toBeTruthy();
    expect(within(changes).queryByText('หมวดหมู่')).toBeNull();
    const fresh = screen.getByRole('article', { name: 'เก้าอี้' });
    expect(within(fresh).getByText('ผลงานใหม่')).toBeTruthy();
    expect(within(fresh).queryByRole('region')).toBeNull();

    await userEvent.click(within(fresh).getByRole('button', { name: 'ไม่อนุมัติ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ไม่อนุมัติ “เก้าอี้”' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
    expect(await within(dialog).findByText('กรุณาระบุเหตุผลที่ไม่อนุมัติ')).toBeTruthy();
    expect(decisions).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('เหตุผลที่ไม่อนุมัติ'), 'ภาพไม่ชัด');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decisions).toEqual([{ portfolioIds: ['10'], decision: 'REJECT', reason: 'ภาพไม่ชัด' }]);
    expect(await screen.findByText('ไม่อนุมัติ 1 ผลงาน')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'เก้าอี้' })).toBeNull());
  });

  it('approves several together and names those another moderator decided meanwhile', async () => {
    const { schema, queue } = staffSchema();
    renderRoute('/staff/moderation', { schema });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'เลือกทั้งหมด' }));
    // Another moderator takes the edit before this one sends.
    queue.splice(1, 1);
    await userEvent.click(screen.getByRole('button', { name: 'อนุมัติที่เลือก' }));
    const confirm = await screen.findByRole('alertdialog', { name: /อนุมัติ 2 ผลงาน/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'ใช่' }));
    const report = await screen.findByTestId('decision-report');
    await waitFor(() => expect(report.textContent).toContain('อนุมัติแล้ว 1 ผลงาน'));
    expect(report.textContent).toContain('1 ผลงานมีผู้พิจารณาไปแล้วระหว่างนี้: “โคมไฟ รุ่นสอง”');
    expect(await screen.findByText('ไม่มีผลงานรอพิจารณา')).toBeTruthy();
  });

  it('shows a moderator their own work without a decision to take: another member of staff decides', async () => {
    const { schema, decisions } = staffSchema([queueItem]);
    renderRoute('/staff/moderation', { schema });
    const own = await screen.findByRole('article', { name: 'ตะกร้าของฉัน' });
    expect(within(own).getByText('ผลงานของคุณเอง เจ้าหน้าที่คนอื่นเป็นผู้พิจารณา')).toBeTruthy();
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).queryByRole('checkbox')).toBeNull();
    // Select all takes the others only.
    await userEvent.click(screen.getByRole('checkbox', { name: 'เลือกทั้งหมด' }));
    expect(screen.getByText(/เลือกแล้ว 2 รายการ/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'อนุมัติที่เลือก' }));
    const confirm = await screen.findByRole('alertdialog', { name: /อนุมัติ 2 ผลงาน/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'ใช่' }));
    await waitFor(() => expect(decisions).toEqual([{ portfolioIds: ['10', '20'], decision: 'APPROVE' }]));
    expect(await screen.findByRole('article', { name: 'ตะกร้าของฉัน' })).toBeTruthy();
  });

  it('names the work the server refused to let the moderator decide on as their own', async () => {
    // The server is the judge (an integrator's screen, or an account merged since the list was read).
    const { schema } = staffSchema([], { ownOnServer: ['20'] });
    renderRoute('/staff/moderation', { schema, locale: 'en' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    const report = await screen.findByTestId('decision-report');
    await waitFor(() => expect(report.textContent).toContain('1 approved'));
    expect(report.textContent).toContain(
      '1 is your own work, which another member of staff decides on: “โคมไฟ รุ่นสอง”',
    );
  });

  it('is reached from the staff entry of the member menu, which shows how many wait', async () => {
    const { schema } = staffSchema();
    const { router } = renderRoute('/homepage', { schema });
    await userEvent.click(await screen.findByRole('button', { name: 'เมนู' }));
    const drawer = screen.getByRole('dialog', { name: 'เมนู' });
    const entry = await within(drawer).findByRole('link', { name: /งานเจ้าหน้าที่/ });
    await waitFor(() => expect(entry.textContent).toContain('2 ผลงานรอพิจารณา'));
    await userEvent.click(entry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/moderation'));
    expect(await screen.findByRole('heading', { level: 1, name: 'ผลงานรอพิจารณา' })).toBeTruthy();
  });
});
