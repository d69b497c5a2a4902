import recordId from '../../../schema/record-id.json';

/**
 * How a record's id is written (schema/record-id.json, which the BFF and the legacy API read too): a positive whole
 * number of at most 15 decimal digits, without a sign, space or leading zero.
 */
const RECORD_ID = new RegExp(recordId.pattern);

/**
 * The record id an address gives (`?id=16`, `/portfolio/16`), read as the BFF reads every id argument: a positive
 * whole number of at most 15 decimal digits. Else null: none given, or a form that is no id
 * (`0x10`, `1e1`, ` 5`, `5.0`, `-1`, `016`), which the BFF would refuse. A page shows its not-found page for it, as
 * for an id that names nothing, without asking.
 */
export function recordIdOf(value: string | null | undefined): string | null {
  return value && RECORD_ID.test(value) ? value : null;
}

/** A narrowing id's "no narrowing" (`?category_id=0`, All): what an absent or empty one reads as too. */
export const NO_NARROWING = '0';

/**
 * A narrowing id an address gives (a category filter): NO_NARROWING when absent, empty or `0`, else as `recordIdOf`
 * (null for a form that is no id: the page is not found).
 */
export function narrowingIdOf(value: string | null | undefined): string | null {
  return !value || value === NO_NARROWING ? NO_NARROWING : recordIdOf(value);
}
