import type { Static } from 'typebox';
import type { Database } from '../db/database';
import type { Page } from '../contract/collections';

/** A CMS page (FAQ, terms, privacy policy, about us), in Thai and English: stored as the contract answers it. */
export type PageRow = Static<typeof Page>;

/** The page stored under this url, if any. */
export function findPage(db: Database, url: string): PageRow | undefined {
  return db
    .prepare<[string], PageRow>(
      'SELECT url, page_name_th, page_name_en, detail_th, detail_en, updated_at FROM pages WHERE url = ?',
    )
    .get(url);
}

/** The names and texts of a page an operator writes. */
export type PageContent = Pick<PageRow, 'page_name_th' | 'page_name_en' | 'detail_th' | 'detail_en'>;

/** Rewrites a page's names and texts; answers whether it exists. */
export function updatePage(db: Database, url: string, content: PageContent, now: string): boolean {
  return (
    db
      .prepare(
        `UPDATE pages SET page_name_th = @page_name_th, page_name_en = @page_name_en, detail_th = @detail_th,
           detail_en = @detail_en, updated_at = @now WHERE url = @url`,
      )
      .run({ ...content, url, now }).changes > 0
  );
}
