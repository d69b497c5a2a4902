import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MEMBER, renderRoute, schemaWith } from './render';

interface PageInput {
  title: { th: string; en: string };
  bodyHtml: { th: string; en: string };
}

/** An operator's schema holding the FAQ; `saved` records each updatePage call, `refuse` words the answer. */
function operatorSchema(refuse?: { field: string; code: string; message: string }) {
  const saved: { slug: string; input: PageInput }[] = [];
  const page = {
    id: 'faqs',
    slug: 'FAQS',
    title: { th: 'คำถามที่พบบ่อย', en: 'FAQs' },
    titleAsWritten: { th: 'คำถามที่พบบ่อย', en: 'FAQs' },
    sourceHtml: { th: '<p>ส่งผลงานได้ไม่เกิน {{maxUploadSize}}</p>', en: '<p>Up to {{maxUploadSize}}</p>' },
    bodyHtml: { th: '<p>ส่งผลงานได้ไม่เกิน 10 MB</p>', en: '<p>Up to 10 MB</p>' },
    updatedAt: '2026-11-20T03:00:00.000Z',
  };
  const schema = schemaWith({
    Query: {
      viewer: () => ({ ...MEMBER, staffRole: 'OPERATOR' }),
      page: () => page,
    },
    Mutation: {
      updatePage: (_root: unknown, args: { slug: string; input: PageInput }) => {
        saved.push(args);
        if (refuse) return { page: null, errors: [{ ...refuse, limit: null }] };
        page.title = args.input.title;
        page.titleAsWritten = args.input.title;
        page.sourceHtml = args.input.bodyHtml;
        return { page, errors: [] };
      },
    },
  } as never);
  return { schema, saved };
}

describe('the pages editor', () => {
  it('tells a moderator it is for operators only', async () => {
    const schema = schemaWith({
      Query: {
        viewer: () => ({ ...MEMBER, staffRole: 'MODERATOR' }),
        page: () => ({
          id: 'faqs',
          title: { th: 'คำถาม', en: 'FAQ' },
          sourceHtml: () => {
            throw new GraphQLError('Only operators may do this.', { extensions: { code: 'FORBIDDEN' } });
          },
          updatedAt: null,
        }),
      },
    } as never);
    renderRoute('/staff/pages/faqs', { schema });
    expect(await screen.findByRole('heading', { level: 1, name: 'หน้านี้สำหรับผู้ดูแลระบบเท่านั้น' })).toBeTruthy();
  });

  it('edits the FAQ in Thai and sends both languages, keeping the placeholders', async () => {
    const { schema, saved } = operatorSchema();
    renderRoute('/staff/pages/faqs', { schema });
    const thai = await screen.findByRole('region', { name: 'ภาษาไทย' });
    const title = within(thai).getByLabelText('ชื่อหน้า');
    expect((title as HTMLInputElement).value).toBe('คำถามที่พบบ่อย');
    const tabs = screen.getByRole('navigation', { name: 'เลือกหน้าที่จะแก้ไข' });
    expect(within(tabs).getByRole('link', { name: 'คำถามที่พบบ่อย' }).getAttribute('aria-current')).toBe('page');
    // The rich-text editor loads in its own chunk.
    expect(await within(thai).findByRole('textbox', { name: 'เนื้อหา' })).toBeTruthy();

    await userEvent.clear(title);
    await userEvent.type(title, 'คำถามที่พบบ่อยของนักออกแบบ');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกหน้านี้' }));

    expect(await screen.findByText('บันทึกแล้ว ผู้เข้าชมจะเห็นฉบับใหม่เมื่อเปิดหน้านี้')).toBeTruthy();
    expect(saved).toEqual([
      {
        slug: 'FAQS',
        input: {
          title: { th: 'คำถามที่พบบ่อยของนักออกแบบ', en: 'FAQs' },
          bodyHtml: { th: '<p>ส่งผลงานได้ไม่เกิน {{maxUploadSize}}</p>', en: '<p>Up to {{maxUploadSize}}</p>' },
        },
      },
    ]);
  });

  it('refuses an empty title before sending, and words a server refusal on its field in Thai', async () => {
    const { schema, saved } = operatorSchema({
      field: 'bodyHtml.en',
      code: 'FIELD_REQUIRED',
      message: 'The detail en field is required.',
    });
    renderRoute('/staff/pages/faqs', { schema });
    const english = await screen.findByRole('region', { name: 'ภาษาอังกฤษ' });
    const title = within(english).getByLabelText('ชื่อหน้า');
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกหน้านี้' }));
    expect(await within(english).findByText('กรุณากรอกข้อมูลนี้')).toBeTruthy();
    expect(saved).toEqual([]);

    await userEvent.type(title, 'FAQs');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกหน้านี้' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const editor = await within(english).findByRole('textbox', { name: 'เนื้อหา' });
    await waitFor(() => expect(editor.getAttribute('aria-invalid')).toBe('true'));
  });
});
