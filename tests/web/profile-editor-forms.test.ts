import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import '../../web/src/app/messages';
import { addCatalog, MESSAGES } from '../../web/src/i18n/messages-store';
import { messages as profileEditor } from '../../web/src/features/profile-editor/messages';
import type { Locale } from '../../web/src/i18n/locale';
import {
  EMPTY_PERSONAL,
  VALIDATE_FIELD,
  missingPersonalFields,
  personalInput,
  personalSchema,
} from '../../web/src/features/profile-editor/forms/personal-schema';
import {
  addRow,
  removeRow,
  renumberRows,
  withoutEmptyRows,
} from '../../web/src/features/profile-editor/forms/rows';
import {
  BLANK_EDUCATION,
  educationInputs,
  educationRows,
} from '../../web/src/features/profile-editor/forms/education-schema';
import { BLANK_WORK, workInputs, workRows } from '../../web/src/features/profile-editor/forms/work-schema';
import { messageIdOf } from '../../web/src/i18n/catalog';

// The screen's chunk brings its messages; these tests read them without the screen.
addCatalog(profileEditor);

function say(locale: Locale, id: string): string {
  return createIntl({ locale, messages: MESSAGES[locale] }).formatMessage({ id: messageIdOf(id) });
}

const FILLED = {
  ...EMPTY_PERSONAL,
  firstNameTh: 'สมหญิง',
  lastNameTh: 'ทดสอบ',
  email: 'somying@example.com',
  domainName: 'somying-studio',
};

describe('the personal section rule (§5)', () => {
  it('needs the Thai first and last name, the e-mail and the domain name, in that order', () => {
    expect(missingPersonalFields(FILLED)).toEqual([]);
    expect(missingPersonalFields(EMPTY_PERSONAL)).toEqual([
      'firstNameTh',
      'lastNameTh',
      'email',
      'domainName',
    ]);
    expect(missingPersonalFields({ ...FILLED, lastNameTh: '   ', domainName: '' })).toEqual([
      'lastNameTh',
      'domainName',
    ]);
  });

  it('checks emptiness only: the e-mail format is left to the server, as the spec says', () => {
    expect(missingPersonalFields({ ...FILLED, email: 'not-an-email' })).toEqual([]);
  });

  it.each(['th', 'en'] as const)(
    'answers "validate-field" as written, with an explanation (%s)',
    (locale) => {
      const messages = new Set<string>();
      try {
        personalSchema.validateSync(EMPTY_PERSONAL, { abortEarly: false });
      } catch (error) {
        for (const inner of (error as { inner: { message: string }[] }).inner) messages.add(inner.message);
      }
      expect([...messages]).toEqual([VALIDATE_FIELD]);
      expect(say(locale, VALIDATE_FIELD)).toBe('validate-field');
      expect(say(locale, 'profileEditor.validateFieldText')).toBe(
        locale === 'th'
          ? 'กรุณากรอกชื่อ นามสกุล อีเมล และชื่อโดเมนให้ครบ'
          : 'Please fill in the first name, last name, e-mail and domain name.',
      );
    },
  );

  it.each(['th', 'en'] as const)('keeps the literal messages of §2 and §8 (%s)', (locale) => {
    expect(say(locale, 'profileEditor.pleaseSave')).toBe('please save');
    expect(say(locale, 'profileEditor.created')).toBe('Create profile successful!');
    expect(say(locale, 'profileEditor.updated')).toBe('Update profile successful!');
  });

  it('sends trimmed texts and a lower-case domain name', () => {
    expect(
      personalInput({ ...FILLED, firstNameTh: '  สมหญิง ', domainName: ' Somying-Studio ', city: ' เชียงใหม่' }),
    ).toMatchObject({ firstNameTh: 'สมหญิง', domainName: 'somying-studio', city: 'เชียงใหม่', website: '' });
  });
});

describe('education and work rows (§4)', () => {
  it('numbers loaded rows from 1', () => {
    expect(renumberRows([{ name: 'a' }, { name: 'b' }, { name: 'c' }]).map((row) => row.id)).toEqual([
      1, 2, 3,
    ]);
    expect(
      renumberRows([
        { id: 7, name: 'a' },
        { id: 3, name: 'b' },
      ]).map((row) => row.id),
    ).toEqual([1, 2]);
  });

  it('adds a row with the last id + 1, and the first row with id 1', () => {
    expect(addRow([], BLANK_WORK)).toEqual([{ id: 1, ...BLANK_WORK }]);
    const rows = [
      { id: 1, ...BLANK_WORK, company: 'A' },
      { id: 4, ...BLANK_WORK, company: 'B' },
    ];
    expect(addRow(rows, BLANK_WORK).at(-1)).toEqual({ id: 5, ...BLANK_WORK });
  });

  it('removes a row by id and keeps the others’ ids (a later add continues from the last)', () => {
    const rows = addRow(addRow(addRow([], BLANK_EDUCATION), BLANK_EDUCATION), BLANK_EDUCATION);
    const left = removeRow(rows, 2);
    expect(left.map((row) => row.id)).toEqual([1, 3]);
    expect(addRow(left, BLANK_EDUCATION).map((row) => row.id)).toEqual([1, 3, 4]);
    expect(removeRow(left, 3).map((row) => row.id)).toEqual([1]);
  });

  it('leaves out rows whose key field is empty', () => {
    const rows = [
      { id: 1, ...BLANK_WORK, company: 'Studio' },
      { id: 2, ...BLANK_WORK, position: 'Designer' },
      { id: 3, ...BLANK_WORK, company: '   ' },
    ];
    expect(withoutEmptyRows(rows, 'company').map((row) => row.id)).toEqual([1]);
  });

  it('turns stored education into rows and rows into the mutation input, dropping empty schools', () => {
    const rows = educationRows([
      { schoolUniversity: 'จุฬาลงกรณ์มหาวิทยาลัย', degree: { id: '2' }, classOf: 'สถาปัตยกรรม' },
      { schoolUniversity: 'KMITL', degree: null, classOf: '' },
    ]);
    expect(rows).toEqual([
      { id: 1, schoolUniversity: 'จุฬาลงกรณ์มหาวิทยาลัย', degreeId: '2', classOf: 'สถาปัตยกรรม' },
      { id: 2, schoolUniversity: 'KMITL', degreeId: '', classOf: '' },
    ]);
    expect(educationInputs([...rows, { id: 3, ...BLANK_EDUCATION, classOf: 'ลืมกรอก' }])).toEqual([
      { schoolUniversity: 'จุฬาลงกรณ์มหาวิทยาลัย', degreeId: '2', classOf: 'สถาปัตยกรรม' },
      { schoolUniversity: 'KMITL', degreeId: null, classOf: '' },
    ]);
  });

  it('turns stored work into rows and rows into the mutation input, dropping empty companies', () => {
    const rows = workRows([
      { company: ' Studio ', position: 'Art director', city: 'Bangkok', country: 'Thailand' },
    ]);
    expect(rows).toEqual([
      { id: 1, company: ' Studio ', position: 'Art director', city: 'Bangkok', country: 'Thailand' },
    ]);
    expect(workInputs(addRow(rows, BLANK_WORK))).toEqual([
      { company: 'Studio', position: 'Art director', city: 'Bangkok', country: 'Thailand' },
    ]);
  });
});
