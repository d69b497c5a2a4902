/**
 * The education and work lists of the profile form (§4): rows carry a local id, numbered from 1 when the
 * profile loads; a new row takes the last id + 1; removing a row keeps the others' ids; on save, rows whose
 * key field (school, company) is empty are left out.
 */
export interface Row {
  /** Local id: from 1 on load, last id + 1 for a new row. */
  id: number;
}

/** Gives loaded rows the ids 1, 2, 3 … in order. */
export function renumberRows<T extends object>(rows: readonly T[]): (T & Row)[] {
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}

/** Appends a row whose id is the last row's id + 1 (1 for the first). */
export function addRow<T extends Row>(rows: readonly T[], blank: Omit<T, 'id'>): T[] {
  const lastId = rows.at(-1)?.id ?? 0;
  return [...rows, { ...blank, id: lastId + 1 } as T];
}

/** Removes the row with that id. */
export function removeRow<T extends Row>(rows: readonly T[], id: number): T[] {
  return rows.filter((row) => row.id !== id);
}

/** The rows worth saving: those whose key field has text. */
export function withoutEmptyRows<T extends Row>(rows: readonly T[], key: keyof T): T[] {
  return rows.filter((row) => String(row[key] ?? '').trim() !== '');
}
