import * as yup from 'yup';
import type { EducationInput } from '../../../graphql/generated/graphql';
import { renumberRows, withoutEmptyRows, type Row } from './rows';

/** An education row of the form (§3): school, degree (by id, '' for none) and class of (shown as branch). */
export interface EducationRow extends Row {
  schoolUniversity: string;
  degreeId: string;
  classOf: string;
}

export const BLANK_EDUCATION: Omit<EducationRow, 'id'> = { schoolUniversity: '', degreeId: '', classOf: '' };

/** No field is required: a row without a school is simply left out on save (§4). */
export const educationSchema = yup.object({
  rows: yup.array(
    yup.object({
      id: yup.number().required(),
      schoolUniversity: yup.string(),
      degreeId: yup.string(),
      classOf: yup.string(),
    }),
  ),
});

/** The form's rows from the stored entries, numbered from 1. */
export function educationRows(
  entries: readonly { schoolUniversity: string; degree?: { id: string } | null; classOf: string }[],
): EducationRow[] {
  return renumberRows(
    entries.map((entry) => ({
      schoolUniversity: entry.schoolUniversity,
      degreeId: entry.degree?.id ?? '',
      classOf: entry.classOf,
    })),
  );
}

/** The mutation input: rows without a school left out, texts trimmed. */
export function educationInputs(rows: readonly EducationRow[]): EducationInput[] {
  return withoutEmptyRows(rows, 'schoolUniversity').map((row) => ({
    schoolUniversity: row.schoolUniversity.trim(),
    degreeId: row.degreeId || null,
    classOf: row.classOf.trim(),
  }));
}
