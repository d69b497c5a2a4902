import type { Database } from './database';

/** `?, ?, ?` for an IN list of `count` values. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/** Rows grouped by a key, each group in the rows' order. */
export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Laravel's length-aware paginator fields. */
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

/** The paginator fields of page `page` that shows `shown` of `total` rows. */
export function pageMeta(page: number, perPage: number, total: number, shown: number): PageMeta {
  const from = shown > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + shown - 1,
  };
}

/** Named parameters of a statement (`@name` in the SQL, `{ name: value }` here). */
export type SqlParams = Record<string, unknown>;

/**
 * One page of a query: `fromSql` is everything after SELECT … (FROM, JOIN, WHERE) shared by the count
 * and the page; `orderSql` orders the page. Both take the named `params`; `@limit` and `@offset` are taken.
 */
export function paginate<Row>(
  db: Database,
  query: {
    select: string;
    fromSql: string;
    orderSql: string;
    params: SqlParams;
    page: number;
    perPage: number;
  },
): { meta: PageMeta; rows: Row[] } {
  const count = db
    .prepare<SqlParams, { total: number }>(`SELECT COUNT(*) AS total ${query.fromSql}`)
    .get(query.params);
  const total = count?.total ?? 0;
  const rows = db
    .prepare<SqlParams, Row>(
      `SELECT ${query.select} ${query.fromSql} ${query.orderSql} LIMIT @limit OFFSET @offset`,
    )
    .all({ ...query.params, limit: query.perPage, offset: (query.page - 1) * query.perPage });
  return { meta: pageMeta(query.page, query.perPage, total, rows.length), rows };
}
