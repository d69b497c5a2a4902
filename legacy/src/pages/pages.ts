import type { Database } from '../db/database';

/** A CMS page (FAQ, terms, privacy policy, about us), in Thai and English. */
export interface PageRow {
  url: string;
  page_name_th: string;
  page_name_en: string;
  detail_th: string;
  detail_en: string;
  updated_at: string;
}

/** The page stored under this url, if any. */
export function findPage(db: Database, url: string): PageRow | undefined {
  return db
    .prepare<[string], PageRow>(
      'SELECT url, page_name_th, page_name_en, detail_th, detail_en, updated_at FROM pages WHERE url = ?',
    )
    .get(url);
}
