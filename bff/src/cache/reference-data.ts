import { keptAWhile, type KeptAWhile } from './kept-a-while';

/** The legacy lists every page reads and almost nobody changes. */
export type ReferenceKind = 'categories' | 'subcategories' | 'tags' | 'degrees';

/**
 * Reference data kept across requests for a short time: every page needs categories (and many tags), and fetching
 * them again per request cost legacy work and BFF time (issue 10). A load in flight is shared by the requests that
 * ask meanwhile; a failed load is not kept. Writes through the BFF that change a list (a new tag) drop it at once.
 * Per process: another BFF process sees a change within the TTL.
 */
export class ReferenceData {
  private readonly lists: KeptAWhile<ReferenceKind, object>;

  constructor(options: {
    /** How long a list is kept; 0 keeps nothing (every request fetches its own). */
    ttlMs: number;
    /** Told of every look-up (metrics). */
    onLookup?: (kind: ReferenceKind, hit: boolean) => void;
  }) {
    this.lists = keptAWhile({ ttlMs: options.ttlMs, max: 8, onLookup: options.onLookup });
  }

  get<T extends object>(kind: ReferenceKind, load: () => Promise<T>): Promise<T> {
    return this.lists.get(kind, load) as Promise<T>;
  }

  /** Drops a list after a write that changed it, so the next request reads it anew. */
  invalidate(kind: ReferenceKind): void {
    this.lists.delete(kind);
  }
}
