import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MEMBER, renderRoute, schemaWith, type TestResolvers } from './render';

const OPERATOR = { ...MEMBER, staffRole: 'OPERATOR' };

const CRAFT = {
  id: '1',
  name: { th: 'งานคราฟต์', en: 'Craft' },
  about: { th: 'งานฝีมือร่วมสมัย', en: 'Contemporary craft' },
  nameAsWritten: { th: 'งานคราฟต์', en: 'Craft' },
  aboutAsWritten: { th: 'งานฝีมือร่วมสมัย', en: 'Contemporary craft' },
};

const WEAVING = {
  id: '11',
  name: { th: 'ผ้าทอร่วมสมัย', en: 'Contemporary weaving' },
  // No English was written: readers get the Thai (the server's fallback), the editor gets it empty.
  description: { th: 'ผ้าทอจากชุมชน', en: 'ผ้าทอจากชุมชน' },
  cover: null,
  date: { th: '20 พฤศจิกายน 2569', en: '20 November 2026' },
  publishedOn: '2026-11-20',
};

const portfolio = (id: string, title: string) => ({
  id,
  title,
  approvalStatus: 'APPROVED',
  cover: null,
});

/** The editor's answer for collection 11, listing these portfolios in order. */
function staffCollection(portfolios: ReturnType<typeof portfolio>[]) {
  return {
    collection: WEAVING,
    nameAsWritten: WEAVING.name,
    descriptionAsWritten: { th: 'ผ้าทอจากชุมชน', en: '' },
    category: { id: CRAFT.id },
    portfolios,
    designers: [],
  };
}

/** An operator's schema with the category CRAFT, and the test's own resolvers besides. */
function operatorSchema({ Query, ...others }: TestResolvers) {
  return schemaWith({
    ...others,
    Query: { viewer: () => OPERATOR, collectionCategories: () => [CRAFT], ...Query },
  });
}

describe('the collections screens', () => {
  it('tell a moderator they are for operators only', async () => {
    const schema = schemaWith({
      Query: {
        viewer: () => ({ ...MEMBER, staffRole: 'MODERATOR' }),
        staffCollection: () => {
          throw new GraphQLError('Only operators may do this.', { extensions: { code: 'FORBIDDEN' } });
        },
      },
    });
    const list = renderRoute('/staff/collections', { schema });
    expect(await screen.findByRole('heading', { level: 1, name: 'หน้านี้สำหรับผู้ดูแลระบบเท่านั้น' })).toBeTruthy();
    list.unmount();
    renderRoute('/staff/collections/11', { schema });
    expect(await screen.findByRole('heading', { level: 1, name: 'หน้านี้สำหรับผู้ดูแลระบบเท่านั้น' })).toBeTruthy();
  });

  it('lists each category with its collections in Thai, each to edit or to see on the site', async () => {
    const schema = operatorSchema({
      CollectionCategory: {
        collections: () => ({
          items: [WEAVING],
          pageInfo: { page: 1, lastPage: 1, perPage: 6, total: 1, hasNextPage: false },
        }),
      },
    });
    renderRoute('/staff/collections', { schema });
    expect(await screen.findByRole('heading', { level: 2, name: 'งานคราฟต์' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'คอลเลกชัน' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'คอลเลกชันในหมวด “งานคราฟต์”' });
    expect(within(list).getByRole('heading', { level: 3, name: 'ผ้าทอร่วมสมัย' })).toBeTruthy();
    expect(list.textContent).toContain('เผยแพร่ 20 พฤศจิกายน 2569');
    expect(within(list).getByRole('link', { name: 'แก้ไขคอลเลกชัน “ผ้าทอร่วมสมัย”' }).getAttribute('href')).toBe(
      '/staff/collections/11',
    );
    expect(
      within(list).getByRole('link', { name: 'ดูบนเว็บไซต์: คอลเลกชัน “ผ้าทอร่วมสมัย”' }).getAttribute('href'),
    ).toMatch(/^\/sub-curated\?collection_id=11&/);
    expect(screen.getByRole('link', { name: 'สร้างคอลเลกชันใหม่ในหมวด “งานคราฟต์”' }).getAttribute('href')).toBe(
      '/staff/collections/new?category=1',
    );
    expect(screen.getByRole('button', { name: 'แก้ไขหมวด “งานคราฟต์”' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ลบหมวด “งานคราฟต์”' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'เพิ่มหมวดคอลเลกชัน' })).toBeTruthy();
    expect(screen.getByLabelText('ชื่อหมวด (ภาษาไทย)')).toBeTruthy();
  });

  it('creates a collection, then opens its editor', async () => {
    const calls: unknown[] = [];
    const schema = operatorSchema({
      Query: {
        staffCollection: () => staffCollection([]),
      },
      Mutation: {
        createCollection: (_parent: unknown, args: unknown) => {
          calls.push(args);
          return { collection: staffCollection([]), errors: [] };
        },
      },
    });
    const { router } = renderRoute('/staff/collections/new?category=1', { schema });
    const category = await screen.findByLabelText('หมวดคอลเลกชัน');
    expect((category as HTMLSelectElement).value).toBe('1');
    await userEvent.type(screen.getByLabelText('ชื่อคอลเลกชัน (ภาษาไทย)'), 'ผ้าทอร่วมสมัย');
    await userEvent.type(screen.getByLabelText('ชื่อคอลเลกชัน (ภาษาอังกฤษ)'), 'Contemporary weaving');
    await userEvent.type(screen.getByLabelText('คำอธิบาย (ภาษาไทย)'), 'ผ้าทอจากชุมชน');
    fireEvent.change(screen.getByLabelText('วันที่เผยแพร่'), { target: { value: '2026-11-20' } });
    // The lists come once the collection exists.
    expect(screen.queryByRole('heading', { name: /ผลงานในคอลเลกชัน/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'สร้างคอลเลกชัน' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/collections/11'));
    expect(calls).toEqual([
      {
        input: {
          categoryId: '1',
          name: { th: 'ผ้าทอร่วมสมัย', en: 'Contemporary weaving' },
          description: { th: 'ผ้าทอจากชุมชน', en: '' },
          coverFileName: '',
          publishedOn: '2026-11-20',
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'ผลงานในคอลเลกชัน (0)' })).toBeTruthy();
    expect(
      screen.getAllByRole('status').some((status) => status.textContent?.includes('สร้างคอลเลกชันแล้ว')),
    ).toBe(true);
  });

  it('shows a coded refusal on its field, in Thai', async () => {
    const schema = operatorSchema({
      Mutation: {
        createCollection: () => ({
          collection: null,
          errors: [{ field: 'name.th', message: 'The name is too long.', code: 'TOO_LONG', limit: 200 }],
        }),
      },
    });
    renderRoute('/staff/collections/new?category=1', { schema });
    await userEvent.type(await screen.findByLabelText('ชื่อคอลเลกชัน (ภาษาไทย)'), 'ผ้าทอ');
    await userEvent.type(screen.getByLabelText('ชื่อคอลเลกชัน (ภาษาอังกฤษ)'), 'Weaving');
    await userEvent.click(screen.getByRole('button', { name: 'สร้างคอลเลกชัน' }));

    const name = screen.getByLabelText('ชื่อคอลเลกชัน (ภาษาไทย)');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('ข้อความยาวเกิน 200 ตัวอักษร');
    expect(screen.getByText('ยังบันทึกไม่ได้ กรุณาแก้ไขช่องที่มีข้อความแจ้ง')).toBeTruthy();
  });

  it('saves the portfolios in the order the operator set', async () => {
    const calls: unknown[] = [];
    const schema = operatorSchema({
      Query: {
        staffCollection: () => staffCollection([portfolio('21', 'เก้าอี้ไม้สัก'), portfolio('22', 'โคมไฟจักสาน')]),
      },
      Mutation: {
        setCollectionPortfolios: (_parent: unknown, args: { portfolioIds: string[] }) => {
          calls.push(args);
          return {
            collection: staffCollection([portfolio('22', 'โคมไฟจักสาน'), portfolio('21', 'เก้าอี้ไม้สัก')]),
            errors: [],
          };
        },
      },
    });
    renderRoute('/staff/collections/11', { schema });
    const order = await screen.findByRole('list', { name: 'ลำดับผลงานในคอลเลกชัน' });
    // The form edits what was written: no English description, not the Thai shown to English readers.
    expect((screen.getByLabelText('คำอธิบาย (ภาษาไทย)') as HTMLTextAreaElement).value).toBe('ผ้าทอจากชุมชน');
    expect((screen.getByLabelText('คำอธิบาย (ภาษาอังกฤษ)') as HTMLTextAreaElement).value).toBe('');
    await userEvent.click(within(order).getByRole('button', { name: 'เลื่อนลง “เก้าอี้ไม้สัก”' }));
    const titles = () =>
      within(order)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(titles()[0]).toContain('โคมไฟจักสาน');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกผลงานในคอลเลกชัน' }));

    expect(await screen.findByText('บันทึกผลงานในคอลเลกชันแล้ว ผู้ชมเห็นตามลำดับนี้')).toBeTruthy();
    expect(calls).toEqual([{ id: '11', portfolioIds: ['22', '21'] }]);
    expect(titles()[1]).toContain('เก้าอี้ไม้สัก');
  });

  it('asks before leaving with a reordered list or an edited name, and not once they are saved', async () => {
    const schema = operatorSchema({
      Query: {
        staffCollection: () => staffCollection([portfolio('21', 'เก้าอี้ไม้สัก'), portfolio('22', 'โคมไฟจักสาน')]),
      },
      Mutation: {
        setCollectionPortfolios: () => ({
          collection: staffCollection([portfolio('22', 'โคมไฟจักสาน'), portfolio('21', 'เก้าอี้ไม้สัก')]),
          errors: [],
        }),
      },
    });
    const { router } = renderRoute('/staff/collections/11', { schema });
    const order = await screen.findByRole('list', { name: 'ลำดับผลงานในคอลเลกชัน' });
    await userEvent.click(within(order).getByRole('button', { name: 'เลื่อนลง “เก้าอี้ไม้สัก”' }));
    await userEvent.click(screen.getByRole('link', { name: 'กลับไปหน้ารายการคอลเลกชัน' }));
    const ask = await screen.findByRole('alertdialog', { name: 'ออกโดยไม่บันทึกหรือไม่' });
    await userEvent.click(within(ask).getByRole('button', { name: 'อยู่ต่อ' }));
    expect(router.state.location.pathname).toBe('/staff/collections/11');

    await userEvent.click(screen.getByRole('button', { name: 'บันทึกผลงานในคอลเลกชัน' }));
    await screen.findByText('บันทึกผลงานในคอลเลกชันแล้ว ผู้ชมเห็นตามลำดับนี้');
    await userEvent.type(screen.getByLabelText('ชื่อคอลเลกชัน (ภาษาอังกฤษ)'), ' II');
    await userEvent.click(screen.getByRole('link', { name: 'กลับไปหน้ารายการคอลเลกชัน' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'ออกโดยไม่บันทึกหรือไม่' })).getByRole('button', {
        name: 'ออกโดยไม่บันทึก',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/collections'));
  });

  it('adds a designer by number, named, and saves the designers', async () => {
    const calls: unknown[] = [];
    const MALEE = {
      id: '31',
      firstName: { th: 'มาลี', en: 'Malee' },
      lastName: { th: 'ศรีสุข', en: 'Srisuk' },
      picture: null,
    };
    const schema = operatorSchema({
      Query: {
        staffCollection: () => staffCollection([]),
        designer: () => MALEE,
      },
      Mutation: {
        setCollectionDesigners: (_parent: unknown, args: { designerIds: string[] }) => {
          calls.push(args);
          return { collection: { ...staffCollection([]), designers: [MALEE] }, errors: [] };
        },
      },
    });
    renderRoute('/staff/collections/11', { schema });
    await userEvent.type(await screen.findByLabelText('เลขที่นักออกแบบ'), '31');
    await userEvent.click(screen.getByRole('button', { name: 'เพิ่มนักออกแบบตามเลขที่' }));
    const order = await screen.findByRole('list', { name: 'ลำดับนักออกแบบในคอลเลกชัน' });
    expect(order.textContent).toContain('มาลี ศรีสุข');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกนักออกแบบในคอลเลกชัน' }));
    expect(await screen.findByText('บันทึกนักออกแบบในคอลเลกชันแล้ว ผู้ชมเห็นตามลำดับนี้')).toBeTruthy();
    expect(calls).toEqual([{ id: '11', designerIds: ['31'] }]);
  });

  it('speaks English to an English reader', async () => {
    const schema = operatorSchema({
      Query: {
        staffCollection: () => staffCollection([portfolio('21', 'Teak chair')]),
      },
    });
    renderRoute('/staff/collections/11', { schema, locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contemporary weaving' })).toBeTruthy();
    expect(screen.getByLabelText('Collection category')).toBeTruthy();
    expect(screen.getByLabelText('Publication date')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move up “Teak chair”' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save the collection’s portfolios' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete collection' })).toBeTruthy();
  });

  it('deletes the collection once the operator confirms, back to the list', async () => {
    const deleted: unknown[] = [];
    const schema = operatorSchema({
      Query: {
        staffCollection: () => staffCollection([]),
      },
      Mutation: {
        deleteCollection: (_parent: unknown, args: { id: string }) => {
          deleted.push(args.id);
          return { deletedId: args.id, errors: [] };
        },
      },
    });
    const { router } = renderRoute('/staff/collections/11', { schema });
    await userEvent.click(await screen.findByRole('button', { name: 'ลบคอลเลกชัน' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'ลบคอลเลกชัน “ผ้าทอร่วมสมัย” หรือไม่?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ลบคอลเลกชัน' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/collections'));
    expect(deleted).toEqual(['11']);
  });
});
