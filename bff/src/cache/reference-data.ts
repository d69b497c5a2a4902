/** The legacy lists every page reads and almost nobody changes. */
export type ReferenceKind = 'categories' | 'subcategories' | 'tags' | 'degrees';

/**
 * Reference data kept across requests for a short time: every page needs categories (and many tags), and fetching
 * them again per request cost legacy work and BFF time (issue 10). A load in flight is shared by the requests that
 * ask meanwhile; a failed load is not kept. Writes through the BFF that change a list (a new tag) drop it at once.
 * Per process: another BFF process sees a change within the TTL.
 */
export class ReferenceData {
  private readonly entries = new Map<ReferenceKind, { value: Promise<unknown>; expiresAt: number }>();

  constructor(
    private readonly options: {
      /** How long a list is kept; 0 keeps nothing (every request fetches its own). */
      ttlMs: number;
      /** Told of every look-up (metrics). */
      onLookup?: (kind: ReferenceKind, hit: boolean) => void;
    },
  ) {}

  get<T>(kind: ReferenceKind, load: () => Promise<T>): Promise<T> {
    const now = performance.now();
    const entry = this.entries.get(kind);
    if (entry && entry.expiresAt > now) {
      this.options.onLookup?.(kind, true);
      return entry.value as Promise<T>;
    }
    this.options.onLookup?.(kind, false);
    const value = load();
    if (this.options.ttlMs <= 0) return value;
    const stored = { value, expiresAt: now + this.options.ttlMs };
    this.entries.set(kind, stored);
    value.catch(() => {
      if (this.entries.get(kind) === stored) this.entries.delete(kind);
    });
    return value;
  }

  /** Drops a list after a write that changed it, so the next request reads it anew. */
  invalidate(kind: ReferenceKind): void {
    this.entries.delete(kind);
  }
}
