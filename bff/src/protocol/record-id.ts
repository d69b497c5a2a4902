import recordId from '../../../schema/record-id.json';

/**
 * How a record's id is written (schema/record-id.json, which the legacy API and the site read too): a positive whole
 * number of at most 15 decimal digits, without a sign or a leading zero.
 */
const CANONICAL_ID = new RegExp(recordId.pattern);

/**
 * An id argument as a record's id, read the one way every id argument is (Pothos's `parseID`): a positive whole
 * number written in canonical decimal (`16`), up to the largest id the legacy API stores; else null (no record has it). `0x10`,
 * `1e1`, ` 16`, `16.0`, `+16` and `016` are not ids: Number() would read each as some other record's.
 */
export function positiveIdOf(id: unknown): number | null {
  if (typeof id === 'number') return Number.isInteger(id) && id > 0 && id <= recordId.largest ? id : null;
  return typeof id === 'string' && CANONICAL_ID.test(id) ? Number(id) : null;
}
