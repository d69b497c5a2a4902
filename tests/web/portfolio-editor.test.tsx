import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMocksToSchema } from '@graphql-tools/mock';
import { Editor } from '@tiptap/core';
import { memberSchema, renderRoute, testSchema } from './render';
import { XhrOverFetch } from './xhr-over-fetch';
import { richTextExtensions } from '../../web/src/components/rich-text/rich-text-extensions';
import { sanitizeHtml } from '../../bff/src/html/sanitize-html';

// jsdom has no layout: ProseMirror measures the selection to scroll it into view while typing.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

const CATEGORIES = [
  {
    id: '1',
    icon: 'craft',
    name: { th: 'งานฝีมือ', en: 'Craft' },
    subcategories: [
      { id: '11', name: { th: 'เครื่องปั้นดินเผา', en: 'Ceramics' } },
      { id: '12', name: { th: 'สิ่งทอ', en: 'Textiles' } },
    ],
  },
  {
    id: '2',
    icon: 'music',
    name: { th: 'ดนตรี', en: 'Music' },
    subcategories: [{ id: '21', name: { th: 'ดนตรีไทย', en: 'Thai music' } }],
  },
];

const NORMAL_TAGS = [
  { id: '4', name: 'branding', type: 'NORMAL' },
  { id: '5', name: 'ผ้าไทย', type: 'NORMAL' },
];
const AWARD_TAGS = [{ id: '30', name: 'DEmark 2025', type: 'AWARD' }];

const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxMegabytes: 10,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  cover: { width: 1280, height: 960 },
  shareImage: { width: 1200, height: 630 },
};

const PICTURE = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

function storedPortfolio(id: string, ownerId: string) {
  return {
    id,
    title: 'โคมไฟไม้ไผ่สาน',
    brief: 'จักสานร่วมสมัย',
    detailHtml: '<h2>แนวคิด</h2><p>งาน<em>จักสาน</em>จากชุมชน</p>',
    category: CATEGORIES[0],
    subcategory: CATEGORIES[0]?.subcategories[1],
    cover: { url: PICTURE, fileName: 'cover.png' },
    shareCover: null,
    images: [{ id: '900', caption: 'ด้านหน้า', image: { url: PICTURE, fileName: 'front.png' } }],
    tags: [NORMAL_TAGS[1], AWARD_TAGS[0]],
    designer: { id: ownerId },
    approvalStatus: 'PENDING',
    revision: null,
  };
}

/** A published portfolio with the member's edit of it waiting for approval (decision 022). */
function publishedWithEdit(id: string) {
  return {
    ...storedPortfolio(id, '7'),
    approvalStatus: 'APPROVED',
    revision: { ...storedPortfolio('956', '7'), title: 'โคมไฟไม้ไผ่สาน รุ่นใหม่', brief: 'ฉบับแก้ไข' },
  };
}

interface Sent {
  created: Record<string, unknown>[];
  updated: { id: string; input: Record<string, unknown> }[];
  tagNames: string[];
}

function editorSchema(sent: Sent = { created: [], updated: [], tagNames: [] }) {
  const tags = [...NORMAL_TAGS];
  return memberSchema(
    addMocksToSchema({
      schema: testSchema(),
      preserveResolvers: true,
      resolvers: {
        Query: {
          uploadLimits: () => UPLOAD_LIMITS,
          categories: () => CATEGORIES,
          tags: (_root: unknown, args: { type?: string }) => (args.type === 'AWARD' ? AWARD_TAGS : tags),
          portfolio: (_root: unknown, args: { id: string }) =>
            args.id === '55'
              ? storedPortfolio('55', '7')
              : args.id === '57'
                ? storedPortfolio('57', '8')
                : args.id === '58'
                  ? publishedWithEdit('58')
                  : null,
        },
        Mutation: {
          createPortfolio: (_root: unknown, args: { input: Record<string, unknown> }) => {
            sent.created.push(args.input);
            return {
              portfolio: storedPortfolio('77', '7'),
              message: 'Create Portfolio successfully!',
              errors: [],
            };
          },
          updatePortfolio: (_root: unknown, args: { id: string; input: Record<string, unknown> }) => {
            sent.updated.push(args);
            return {
              portfolio: args.id === '58' ? publishedWithEdit('58') : storedPortfolio(args.id, '7'),
              message: 'Edit Portfolio successfully!',
              errors: [],
            };
          },
          createTag: (_root: unknown, args: { name: string }) => {
            sent.tagNames.push(args.name);
            if (args.name === 'boom') throw new Error('legacy down');
            if (tags.some((tag) => tag.name === args.name))
              return { status: 'ALREADY_EXISTS', tag: null, message: 'Tag already exist!', errors: [] };
            const tag = { id: '99', name: args.name, type: 'NORMAL' };
            tags.push(tag);
            return { status: 'ADDED', tag, message: 'Tag has been added!', errors: [] };
          },
        },
      },
    }),
  );
}

/** A select by its label (the required mark '*' is hidden from the accessible name). */
function select(name: string) {
  return screen.getByRole('combobox', { name }) as HTMLSelectElement;
}

function field(name: string) {
  return screen.getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;
}

function optionsOf(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

async function alertTitled(title: string) {
  return screen.findByRole('alertdialog', { name: title });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/create-portfolio', () => {
  it('starts empty, with the categories, tags and awards to choose from', async () => {
    renderRoute('/create-portfolio', { schema: editorSchema() });
    expect(await screen.findByRole('heading', { level: 1, name: 'สร้างผลงานใหม่' })).toBeTruthy();
    expect(select('หมวดหมู่').value).toBe('');
    expect(optionsOf(select('หมวดหมู่'))).toEqual(['เลือกหมวดหมู่', 'งานฝีมือ', 'ดนตรี']);
    expect(select('หมวดหมู่ย่อย').disabled).toBe(true);
    expect(field('ชื่อโครงการ').value).toBe('');
    expect(field('สรุปโครงการ').value).toBe('');
    const editor = await screen.findByRole('textbox', { name: 'เนื้อหา' });
    expect(editor.textContent).toBe('');
    const tags = screen.getByRole('group', { name: 'แท็ก' });
    expect(
      within(tags)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, false]);
    const awards = screen.getByRole('group', { name: 'รางวัลที่ได้รับ' });
    expect((within(awards).getByRole('checkbox', { name: 'DEmark 2025' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.queryByRole('img', { name: 'รูปปก' })).toBeNull();
    expect(screen.queryByRole('listitem', { name: /รูปภาพที่/ })).toBeNull();
  });

  it('offers only the chosen category’s subcategories and clears the choice when the category changes', async () => {
    renderRoute('/create-portfolio', { schema: editorSchema() });
    await screen.findByRole('option', { name: 'งานฝีมือ' });
    await userEvent.selectOptions(select('หมวดหมู่'), '1');
    expect(optionsOf(select('หมวดหมู่ย่อย'))).toEqual(['เลือกหมวดหมู่ย่อย', 'เครื่องปั้นดินเผา', 'สิ่งทอ']);
    await userEvent.selectOptions(select('หมวดหมู่ย่อย'), '12');
    expect(select('หมวดหมู่ย่อย').value).toBe('12');
    await userEvent.selectOptions(select('หมวดหมู่'), '2');
    expect(select('หมวดหมู่ย่อย').value).toBe('');
    expect(optionsOf(select('หมวดหมู่ย่อย'))).toEqual(['เลือกหมวดหมู่ย่อย', 'ดนตรีไทย']);
  });

  it('refuses an incomplete save with the error dialog validate-field', async () => {
    const sent: Sent = { created: [], updated: [], tagNames: [] };
    renderRoute('/create-portfolio', { schema: editorSchema(sent) });
    await screen.findByRole('option', { name: 'งานฝีมือ' });
    await userEvent.type(field('ชื่อโครงการ'), 'โคมไฟ');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกผลงาน' }));
    const alert = await alertTitled('validate-field');
    expect(within(alert).getByText('กรุณากรอกข้อมูลให้ครบ: หมวดหมู่, หมวดหมู่ย่อย, สรุปโครงการ, เนื้อหา')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'ตกลง' }));
    expect(screen.getByText('กรุณาเลือกหมวดหมู่')).toBeTruthy();
    expect(screen.getByText('กรุณาเขียนเนื้อหาของผลงาน')).toBeTruthy();
    expect(field('สรุปโครงการ').getAttribute('aria-invalid')).toBe('true');
    expect(sent.created).toEqual([]);
  });

  it('says validate-field in English too', async () => {
    renderRoute('/create-portfolio', { schema: editorSchema(), locale: 'en' });
    await screen.findByRole('option', { name: 'Craft' });
    await userEvent.click(screen.getByRole('button', { name: 'Save portfolio' }));
    const alert = await alertTitled('validate-field');
    expect(within(alert).getByText(/^Please fill in: Category, Subcategory, Project title/)).toBeTruthy();
  });

  it('adds a new tag through its dialog with the three answers of §8, and selects it', async () => {
    const sent: Sent = { created: [], updated: [], tagNames: [] };
    renderRoute('/create-portfolio', { schema: editorSchema(sent) });
    await userEvent.click(await screen.findByRole('button', { name: '+ เพิ่มแท็กใหม่' }));
    let dialog = screen.getByRole('dialog', { name: 'เพิ่มแท็กใหม่' });

    // An empty name is not sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'เพิ่มแท็ก' }));
    expect(await within(dialog).findByText('กรุณากรอกชื่อแท็ก')).toBeTruthy();
    expect(sent.tagNames).toEqual([]);

    // 409
    await userEvent.type(within(dialog).getByLabelText('ชื่อแท็ก'), 'branding');
    await userEvent.click(within(dialog).getByRole('button', { name: 'เพิ่มแท็ก' }));
    await userEvent.click(
      within(await alertTitled('Tag already exist!')).getByRole('button', { name: 'ตกลง' }),
    );

    // Any other failure
    dialog = screen.getByRole('dialog', { name: 'เพิ่มแท็กใหม่' });
    await userEvent.clear(within(dialog).getByLabelText('ชื่อแท็ก'));
    await userEvent.type(within(dialog).getByLabelText('ชื่อแท็ก'), 'boom');
    await userEvent.click(within(dialog).getByRole('button', { name: 'เพิ่มแท็ก' }));
    await userEvent.click(
      within(await alertTitled('Failed to add new tag with some problem.')).getByRole('button', {
        name: 'ตกลง',
      }),
    );

    // 200: the dialog closes and the new tag is offered and selected.
    dialog = screen.getByRole('dialog', { name: 'เพิ่มแท็กใหม่' });
    await userEvent.clear(within(dialog).getByLabelText('ชื่อแท็ก'));
    await userEvent.type(within(dialog).getByLabelText('ชื่อแท็ก'), 'เครื่องเคลือบ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'เพิ่มแท็ก' }));
    const added = await alertTitled('Tag has been added!');
    expect(within(added).getByText('เพิ่มแท็ก “เครื่องเคลือบ” และเลือกให้ผลงานนี้แล้ว')).toBeTruthy();
    await userEvent.click(within(added).getByRole('button', { name: 'ตกลง' }));
    expect(screen.queryByRole('dialog', { name: 'เพิ่มแท็กใหม่' })).toBeNull();
    const tags = screen.getByRole('group', { name: 'แท็ก' });
    expect((within(tags).getByRole('checkbox', { name: 'เครื่องเคลือบ' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(sent.tagNames).toEqual(['branding', 'boom', 'เครื่องเคลือบ']);
  });

  it('has a formatting toolbar without a bold button, and an editor without bold at all', async () => {
    renderRoute('/create-portfolio', { schema: editorSchema() });
    const toolbar = await screen.findByRole('toolbar', { name: 'จัดรูปแบบเนื้อหา' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(expect.arrayContaining(['ตัวเอียง', 'H2 หัวข้อ', 'รายการแบบจุด', 'ลิงก์']));
    expect(names.some((name) => /bold|ตัวหนา/i.test(name ?? ''))).toBe(false);
    expect(within(toolbar).queryByRole('button', { name: /^B$/ })).toBeNull();

    // Ctrl+B has nothing to toggle: the schema has no bold mark, and pasted bold is dropped.
    const editor = new Editor({ extensions: richTextExtensions, content: '<p><strong>หนา</strong></p>' });
    expect(editor.schema.marks.bold).toBeUndefined();
    expect(editor.getHTML()).toBe('<p>หนา</p>');
    editor.destroy();
  });

  it('creates the portfolio, says so, then goes to /profile/7', async () => {
    const sent: Sent = { created: [], updated: [], tagNames: [] };
    const upload = vi.fn(async (_url: string, init: RequestInit) => {
      const type = (init.body as FormData).get('type');
      return new Response(JSON.stringify({ fileName: `${String(type)}.png`, url: PICTURE }), { status: 200 });
    });
    vi.stubGlobal('fetch', upload);
    vi.stubGlobal('XMLHttpRequest', XhrOverFetch);
    const { router } = renderRoute('/create-portfolio', { schema: editorSchema(sent) });
    await screen.findByRole('option', { name: 'งานฝีมือ' });
    await userEvent.selectOptions(select('หมวดหมู่'), '1');
    await userEvent.selectOptions(select('หมวดหมู่ย่อย'), '11');
    await userEvent.type(field('ชื่อโครงการ'), 'ชุดจานเซรามิก');
    await userEvent.type(field('สรุปโครงการ'), 'เซรามิกร่วมสมัย');
    const editor = await screen.findByRole('textbox', { name: 'เนื้อหา' });
    await userEvent.click(editor);
    // Typing into a contenteditable is unreliable in jsdom; a paste goes through ProseMirror's own handler.
    await userEvent.paste('แนวคิดของโครงการ');
    await waitFor(() => expect(editor.textContent).toBe('แนวคิดของโครงการ'));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'แท็ก' })).getByRole('checkbox', { name: 'branding' }),
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'รางวัลที่ได้รับ' })).getByRole('checkbox', {
        name: 'DEmark 2025',
      }),
    );
    const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'picture.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('รูปปก'), png());
    expect(await screen.findByRole('img', { name: 'รูปปก' })).toBeTruthy();
    // Two image rows; only the one with an uploaded file is sent.
    await userEvent.click(screen.getByRole('button', { name: '+ เพิ่มรูปภาพ' }));
    await userEvent.click(screen.getByRole('button', { name: '+ เพิ่มรูปภาพ' }));
    await userEvent.upload(screen.getByLabelText('รูปภาพที่ 1'), png());
    expect(await screen.findByRole('img', { name: 'รูปภาพที่ 1' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('คำอธิบายรูปที่ 1'), 'จานใบใหญ่');
    await userEvent.type(screen.getByLabelText('คำอธิบายรูปที่ 2'), 'ยังไม่มีรูป');

    await userEvent.click(screen.getByRole('button', { name: 'บันทึกผลงาน' }));
    const success = await alertTitled('Create Portfolio successfully!');
    expect(sent.created).toEqual([
      {
        categoryId: '1',
        subcategoryId: '11',
        title: 'ชุดจานเซรามิก',
        brief: 'เซรามิกร่วมสมัย',
        detailHtml: '<p>แนวคิดของโครงการ</p>',
        coverFileName: 'portfolio-cover.png',
        shareCoverFileName: '',
        images: [{ fileName: 'portfolio-images.png', caption: 'จานใบใหญ่' }],
        tagIds: ['4', '30'],
      },
    ]);
    expect(router.state.location.pathname).toBe('/create-portfolio');
    await userEvent.click(within(success).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/7'));
  }, 60_000);
});

describe('cancel', () => {
  it('goes back where the member came from, or to their portfolio list', async () => {
    const { router } = renderRoute('/homepage', { schema: editorSchema() });
    await act(() => router.navigate('/create-portfolio'));
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage'));
  });

  it('opened directly, goes to the portfolio list', async () => {
    const { router } = renderRoute('/create-portfolio', { schema: editorSchema() });
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-portfolio'));
  });
});

describe('/portfolio/:id', () => {
  it('fills the form with the stored portfolio, its tags and images', async () => {
    renderRoute('/portfolio/55', { schema: editorSchema() });
    expect(await screen.findByRole('heading', { level: 1, name: 'แก้ไขผลงาน' })).toBeTruthy();
    expect(select('หมวดหมู่').value).toBe('1');
    expect(select('หมวดหมู่ย่อย').value).toBe('12');
    expect(optionsOf(select('หมวดหมู่ย่อย'))).toEqual(['เลือกหมวดหมู่ย่อย', 'เครื่องปั้นดินเผา', 'สิ่งทอ']);
    expect(field('ชื่อโครงการ').value).toBe('โคมไฟไม้ไผ่สาน');
    expect(field('สรุปโครงการ').value).toBe('จักสานร่วมสมัย');
    const editor = await screen.findByRole('textbox', { name: 'เนื้อหา' });
    await waitFor(() => expect(editor.innerHTML).toContain('<h2>แนวคิด</h2><p>งาน<em>จักสาน</em>จากชุมชน</p>'));
    const tags = screen.getByRole('group', { name: 'แท็ก' });
    expect((within(tags).getByRole('checkbox', { name: 'ผ้าไทย' }) as HTMLInputElement).checked).toBe(true);
    expect((within(tags).getByRole('checkbox', { name: 'branding' }) as HTMLInputElement).checked).toBe(
      false,
    );
    const awards = screen.getByRole('group', { name: 'รางวัลที่ได้รับ' });
    expect((within(awards).getByRole('checkbox', { name: 'DEmark 2025' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('img', { name: 'รูปปก' }).getAttribute('width')).toBe('150');
    expect(screen.getByRole('img', { name: 'รูปภาพที่ 1' }).getAttribute('width')).toBe('95');
    expect(field('คำอธิบายรูปที่ 1').value).toBe('ด้านหน้า');
  });

  it('starts from the edit waiting on a published portfolio, and says visitors keep the published one', async () => {
    const sent: Sent = { created: [], updated: [], tagNames: [] };
    renderRoute('/portfolio/58', { schema: editorSchema(sent) });
    await screen.findByDisplayValue('โคมไฟไม้ไผ่สาน รุ่นใหม่');
    expect(field('สรุปโครงการ').value).toBe('ฉบับแก้ไข');
    // Said before saving too: the published version stays online, not sent back to wait (issue 25).
    expect(document.body.textContent).toContain('ผู้ชมยังเห็นฉบับที่เผยแพร่อยู่ตามเดิม');
    expect(document.body.textContent).not.toContain('กลับไปรอผู้ดูแลอนุมัติอีกครั้งก่อนเผยแพร่');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกผลงาน' }));
    const success = await alertTitled('Edit Portfolio successfully!');
    // Saved to the published portfolio's id, which stays online as it was until an editor approves the edit.
    expect(sent.updated.map((update) => update.id)).toEqual(['58']);
    expect(success.textContent).toContain('ผู้ชมยังเห็นฉบับที่เผยแพร่อยู่จนกว่าผู้ดูแลจะอนุมัติการแก้ไขนี้');
  });

  it('tells an English reader that a published portfolio stays online while the edit waits', async () => {
    const published = renderRoute('/portfolio/58', { schema: editorSchema(), locale: 'en' });
    await screen.findByDisplayValue('โคมไฟไม้ไผ่สาน รุ่นใหม่');
    expect(document.body.textContent).toContain(
      'visitors keep seeing the published version while your edit waits for an editor’s approval',
    );
    expect(document.body.textContent).not.toContain('waits for an editor’s approval again');
    published.unmount();
    // A portfolio never published does go (back) to waiting.
    renderRoute('/portfolio/55', { schema: editorSchema(), locale: 'en' });
    await screen.findByDisplayValue('โคมไฟไม้ไผ่สาน');
    expect(document.body.textContent).toContain('the portfolio waits for an editor’s approval again');
  });

  it('saves the edit with its tags, says so and reloads the form', async () => {
    const sent: Sent = { created: [], updated: [], tagNames: [] };
    renderRoute('/portfolio/55', { schema: editorSchema(sent) });
    await screen.findByDisplayValue('โคมไฟไม้ไผ่สาน');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'แท็ก' })).getByRole('checkbox', { name: 'branding' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกผลงาน' }));
    const success = await alertTitled('Edit Portfolio successfully!');
    expect(sent.updated).toEqual([
      {
        id: '55',
        input: expect.objectContaining({
          title: 'โคมไฟไม้ไผ่สาน',
          detailHtml: '<h2>แนวคิด</h2><p>งาน<em>จักสาน</em>จากชุมชน</p>',
          coverFileName: 'cover.png',
          images: [{ fileName: 'front.png', caption: 'ด้านหน้า' }],
          tagIds: ['5', '4', '30'],
        }),
      },
    ]);
    await userEvent.click(within(success).getByRole('button', { name: 'ตกลง' }));
    // Reloaded from the server: the mock still holds the stored tags.
    const tags = screen.getByRole('group', { name: 'แท็ก' });
    await waitFor(() =>
      expect((within(tags).getByRole('checkbox', { name: 'branding' }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
  });

  it('shows a not-found state for a missing portfolio and for someone else’s', async () => {
    for (const path of ['/portfolio/56', '/portfolio/57']) {
      const { unmount } = renderRoute(path, { schema: editorSchema() });
      expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบผลงานนี้' })).toBeTruthy();
      expect(screen.queryByLabelText('ชื่อโครงการ')).toBeNull();
      expect(screen.getByRole('link', { name: 'ผลงานของฉัน' }).getAttribute('href')).toBe(
        '/profile-portfolio',
      );
      unmount();
    }
  });
});

describe('the rich-text editor and the BFF sanitiser', () => {
  it('produces only HTML the sanitiser keeps as it is', () => {
    const editor = new Editor({ extensions: richTextExtensions });
    editor
      .chain()
      .setContent(
        '<h2>แนวคิด</h2><h3>ที่มา</h3><p>งาน<em>จักสาน</em> <u>ไม้ไผ่</u> <s>เก่า</s><br>ใหม่</p>' +
          '<ul><li><p>หนึ่ง</p></li></ul><ol start="3"><li><p>สาม</p></li></ol>' +
          '<blockquote><p>คำพูด</p></blockquote><hr><p><a href="https://example.com/work">ลิงก์</a></p>',
      )
      .run();
    const html = editor.getHTML();
    editor.destroy();
    expect(html).toContain('<ol start="3">');
    expect(html).toContain(
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/work">',
    );
    // The sanitiser writes void elements as `<br />`; the editor reads its output back unchanged.
    expect(sanitizeHtml(html).replace(/ \/>/g, '>')).toBe(html);
    const reloaded = new Editor({ extensions: richTextExtensions, content: sanitizeHtml(html) });
    expect(reloaded.getHTML()).toBe(html);
    reloaded.destroy();
  });

  it('refuses links the sanitiser would strip', () => {
    const editor = new Editor({
      extensions: richTextExtensions,
      content: '<p><a href="javascript:alert(1)">x</a> <a href="ftp://example.com">y</a></p>',
    });
    expect(editor.getHTML()).toBe('<p>x y</p>');
    editor.destroy();
  });
});
