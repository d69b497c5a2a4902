import { describe, expect, it } from 'vitest';
import type * as yup from 'yup';
import {
  EMPTY_PORTFOLIO,
  VALIDATE_FIELD,
  imagesToSave,
  missingFields,
  nextRowKey,
  portfolioInputOf,
  portfolioSchema,
  subcategoryChoices,
  type PortfolioFormValues,
} from '../../web/src/features/portfolio-editor/forms/portfolio-schema';
import { isRichTextEmpty } from '../../web/src/lib/text';
import { newTagSchema } from '../../web/src/features/portfolio-editor/forms/new-tag-schema';
import { messages as catalogue } from '../../web/src/features/portfolio-editor/messages';

/** The catalogue read by any id, as the form reads it from a validation message. */
const messages = catalogue as { th: Record<string, string>; en: Record<string, string> };

const COMPLETE: PortfolioFormValues = {
  ...EMPTY_PORTFOLIO,
  categoryId: '3',
  subcategoryId: '31',
  title: 'โคมไฟไม้ไผ่สาน',
  brief: 'งานจักสานร่วมสมัย',
  detailHtml: '<p>แนวคิด</p>',
};

function errorsOf(schema: yup.AnyObjectSchema, values: unknown): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as yup.ValidationError).inner.map((inner) => [inner.path, inner.message]),
    );
  }
}

describe('the portfolio form rules (§5)', () => {
  it('says validate-field, as written, in both languages', () => {
    expect(messages.th[VALIDATE_FIELD]).toBe('validate-field');
    expect(messages.en[VALIDATE_FIELD]).toBe('validate-field');
  });

  it('needs category, subcategory, title, brief and detail; nothing else', () => {
    expect(missingFields(COMPLETE)).toEqual([]);
    expect(missingFields(EMPTY_PORTFOLIO)).toEqual([
      'categoryId',
      'subcategoryId',
      'title',
      'brief',
      'detailHtml',
    ]);
    expect(missingFields({ ...COMPLETE, title: '   ' })).toEqual(['title']);
    expect(missingFields({ ...COMPLETE, subcategoryId: '' })).toEqual(['subcategoryId']);
    // Tags, covers and images are optional.
    expect(missingFields({ ...COMPLETE, tagIds: [], cover: null, images: [] })).toEqual([]);
  });

  it('counts the editor’s empty document as no detail', () => {
    for (const empty of ['', '<p></p>', '<p> </p>', '<p>&nbsp;</p>', '<h2></h2><p><br></p>'])
      expect(isRichTextEmpty(empty), empty).toBe(true);
    expect(isRichTextEmpty('<p><em>แนวคิด</em></p>')).toBe(false);
    expect(isRichTextEmpty('<hr>')).toBe(false);
    expect(missingFields({ ...COMPLETE, detailHtml: '<p></p>' })).toEqual(['detailHtml']);
  });

  it('words each field’s message in Thai and English', () => {
    const errors = errorsOf(portfolioSchema, EMPTY_PORTFOLIO);
    expect(errors).toEqual({
      categoryId: 'portfolioEditor.categoryRequired',
      subcategoryId: 'portfolioEditor.subcategoryRequired',
      title: 'portfolioEditor.titleRequired',
      brief: 'portfolioEditor.briefRequired',
      detailHtml: 'portfolioEditor.detailRequired',
    });
    const fields = ['categoryId', 'subcategoryId', 'title', 'brief', 'detailHtml'];
    expect(fields.map((field) => messages.th[errors[field] ?? ''])).toEqual([
      'กรุณาเลือกหมวดหมู่',
      'กรุณาเลือกหมวดหมู่ย่อย',
      'กรุณากรอกชื่อโครงการ',
      'กรุณากรอกสรุปโครงการ',
      'กรุณาเขียนเนื้อหาของผลงาน',
    ]);
    expect(fields.map((field) => messages.en[errors[field] ?? ''])).toEqual([
      'Please choose a category',
      'Please choose a subcategory',
      'Please enter the project title',
      'Please enter the project brief',
      'Please write the content of the portfolio',
    ]);
  });
});

describe('subcategory choices', () => {
  const subcategories = [
    { id: '11', categoryId: '1', name: 'เครื่องปั้น' },
    { id: '12', categoryId: '1', name: 'ผ้า' },
    { id: '21', categoryId: '2', name: 'ดนตรีไทย' },
  ];

  it('are those whose category equals the chosen category', () => {
    expect(subcategoryChoices(subcategories, '1').map((one) => one.id)).toEqual(['11', '12']);
    expect(subcategoryChoices(subcategories, '2').map((one) => one.id)).toEqual(['21']);
    expect(subcategoryChoices(subcategories, '9')).toEqual([]);
  });

  it('are none before a category is chosen', () => {
    expect(subcategoryChoices(subcategories, '')).toEqual([]);
  });
});

describe('extra images at save', () => {
  it('drops rows without an uploaded file and keeps the order and descriptions', () => {
    const rows = [
      { key: 1, image: { fileName: 'a.png', url: '/images/a.png' }, caption: ' ด้านหน้า ' },
      { key: 2, image: null, caption: 'ยังไม่ได้อัปโหลด' },
      { key: 4, image: { fileName: '', url: '' }, caption: 'ว่าง' },
      { key: 5, image: { fileName: 'b.png', url: '/images/b.png' }, caption: '' },
    ];
    expect(imagesToSave(rows)).toEqual([
      { fileName: 'a.png', caption: 'ด้านหน้า' },
      { fileName: 'b.png', caption: '' },
    ]);
    expect(nextRowKey(rows)).toBe(6);
    expect(nextRowKey([])).toBe(1);
  });

  it('sends normal and award tags together and the file names of the covers', () => {
    const input = portfolioInputOf({
      ...COMPLETE,
      title: '  โคมไฟ  ',
      tagIds: ['4', '9'],
      awardIds: ['30'],
      cover: { fileName: 'cover.png', url: '/images/cover.png' },
      images: [{ key: 1, image: null, caption: 'dropped' }],
    });
    expect(input).toMatchObject({
      title: 'โคมไฟ',
      tagIds: ['4', '9', '30'],
      coverFileName: 'cover.png',
      shareCoverFileName: '',
      images: [],
    });
  });
});

describe('the new-tag rule', () => {
  it('refuses an empty or blank name, in Thai and English', () => {
    for (const name of ['', '   ']) {
      expect(errorsOf(newTagSchema, { name })).toEqual({ name: 'portfolioEditor.tagNameRequired' });
    }
    expect(messages.th['portfolioEditor.tagNameRequired']).toBe('กรุณากรอกชื่อแท็ก');
    expect(messages.en['portfolioEditor.tagNameRequired']).toBe('Please enter a tag name');
    expect(errorsOf(newTagSchema, { name: 'เครื่องเคลือบ' })).toEqual({});
  });

  it('shows the server’s three answers as written in both languages', () => {
    for (const locale of ['th', 'en'] as const) {
      expect(messages[locale]['portfolioEditor.tagAdded']).toBe('Tag has been added!');
      expect(messages[locale]['portfolioEditor.tagExists']).toBe('Tag already exist!');
      expect(messages[locale]['portfolioEditor.tagFailed']).toBe('Failed to add new tag with some problem.');
      expect(messages[locale]['portfolioEditor.created']).toBe('Create Portfolio successfully!');
      expect(messages[locale]['portfolioEditor.edited']).toBe('Edit Portfolio successfully!');
    }
  });
});
