/** At most this many words of a keyword are searched; the rest are ignored. */
const MAX_TERMS = 8;

/** Escapes LIKE's wildcards so `%`, `_` and `\` in a keyword are matched as themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The words of a search keyword. Thai is written without spaces between words, so each word is matched
 * as a substring anywhere in the text; Unicode normalisation makes differently composed Thai vowels equal.
 */
export function searchTerms(keyword: string): string[] {
  return keyword
    .normalize('NFC')
    .split(/\s+/)
    .map((term) => term.trim())
    .filter((term) => term !== '')
    .slice(0, MAX_TERMS);
}

/** Columns of portfolio `p`, profile `pr` and member `m` a keyword is looked for in. */
const SEARCHED_COLUMNS = [
  'p.project_title',
  'p.project_brief',
  'pr.name_th',
  'pr.last_th',
  'pr.name_en',
  'pr.last_en',
  'pr.brand_name',
  'm.firstname_th',
  'm.lastname_th',
];

/**
 * SQL condition and parameters requiring every term to appear in the title, brief, a tag or the
 * designer's names (Thai or English). Values are bound, never spliced into the SQL.
 */
export function keywordCondition(terms: string[]): { sql: string; params: string[] } {
  const clauses: string[] = [];
  const params: string[] = [];
  for (const term of terms) {
    const pattern = likePattern(term);
    const columns = SEARCHED_COLUMNS.map((column) => `${column} LIKE ? ESCAPE '\\'`);
    columns.push(
      `EXISTS (SELECT 1 FROM portfolio_tags pt JOIN tags t ON t.id = pt.tag_id
               WHERE pt.portfolio_id = p.id AND t.name LIKE ? ESCAPE '\\')`,
    );
    clauses.push(`(${columns.join(' OR ')})`);
    params.push(...columns.map(() => pattern));
  }
  return { sql: clauses.join(' AND '), params };
}
