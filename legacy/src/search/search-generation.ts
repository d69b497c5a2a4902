import type { Database } from '../db/database';

/**
 * The store's search generation (migration 17): it goes up on every write that changes which public work a filter
 * allows or where a match is counted (publishing, taking down, deleting, moving, re-dating public work, an award
 * given or taken), and not on a view counted. What a search thread keeps of those (the rows each filter allows,
 * the counts per filter value, the works' attributes) holds for one generation.
 */
export function searchGeneration(db: Database): number {
  return db.prepare<[], number>('SELECT value FROM search_generation').pluck().get() ?? 0;
}
