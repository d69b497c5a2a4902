import * as yup from 'yup';
import type { WorkInput } from '../../../graphql/generated/graphql';
import { renumberRows, withoutEmptyRows, type Row } from './rows';

/** A work row of the form (§3); the first is the current job. */
export interface WorkRow extends Row {
  company: string;
  position: string;
  city: string;
  country: string;
}

export const BLANK_WORK: Omit<WorkRow, 'id'> = { company: '', position: '', city: '', country: '' };

/** No field is required: a row without a company is simply left out on save (§4). */
export const workSchema = yup.object({
  rows: yup.array(
    yup.object({
      id: yup.number().required(),
      company: yup.string(),
      position: yup.string(),
      city: yup.string(),
      country: yup.string(),
    }),
  ),
});

/** The form's rows from the stored entries, numbered from 1. */
export function workRows(
  entries: readonly { company: string; position: string; city: string; country: string }[],
): WorkRow[] {
  return renumberRows(
    entries.map((entry) => ({
      company: entry.company,
      position: entry.position,
      city: entry.city,
      country: entry.country,
    })),
  );
}

/** The mutation input: rows without a company left out, texts trimmed. */
export function workInputs(rows: readonly WorkRow[]): WorkInput[] {
  return withoutEmptyRows(rows, 'company').map((row) => ({
    company: row.company.trim(),
    position: row.position.trim(),
    city: row.city.trim(),
    country: row.country.trim(),
  }));
}
