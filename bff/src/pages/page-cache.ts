import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { CachedAnswer, ResponseCacheStore } from '../cache/response-cache';
import { weakEtagOf } from '../protocol/etag';

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);

/** How long one process may hold the render of a page before another may take it over (a render that died). */
const CLAIM_MS = 10_000;
/** How long a process waits for the page another one renders, looking every POLL_MS, before it renders it too. */
const WAIT_FOR_OTHER_PROCESS_MS = 5_000;
const POLL_MS = 40;

/** What the page cache did with one page, in the `x-page-cache` header. */
export type PageCacheOutcome = 'hit' | 'miss' | 'stale' | 'pass';

export const PAGE_CACHE_HEADER = 'x-page-cache';

/** Query parameters that only say where a link was shared from: the same page with or without them. */
const TRACKING_PARAMETERS = /^(utm_\w+|fbclid|gclid|igshid|mc_cid|mc_eid)$/i;

/** One page as it went out: its status, its HTML and what its answers said about sharing it. */
export interface RenderedPage {
  status: number;
  html: string;
  /** Seconds it may be shared, from the shortest-lived answer it holds. */
  maxAge: number;
  tags: readonly string[];
  /** The keyword its operations searched for (a counted search: search-log.ts), if any. */
  searched?: string;
}

/** A stored page, ready to send: its compressed bytes, its validator and how much longer it is fresh. */
export interface StoredPage {
  status: number;
  brotli: Buffer;
  etag: string;
  /** Seconds left before it is stale (0 or less: stale, still served while one render replaces it). */
  freshFor: number;
  /** The keyword its operations searched for, if any. */
  searched?: string;
}

export interface PageCacheOptions {
  store: ResponseCacheStore;
  /** How long past its freshness a page may still be served while a fresh one is rendered. */
  staleSeconds: number;
  /** The longest a page may be kept fresh, whatever its answers say (also for a page that asked nothing). */
  maxAgeCapSeconds: number;
}

/**
 * The shared cache of anonymous pages (decision 028): the same store as the public answers (memory, or Redis shared by
 * every BFF process), keyed by the page's address and language, holding the Brotli-compressed HTML under the tags of
 * the answers it shows, so that a write dropping an answer drops the pages that showed it. One render per address
 * at a time in a process: the others wait for it, or get the stale page meanwhile.
 */
export class PageCache {
  private readonly inFlight = new Map<
    string,
    Promise<{ page: RenderedPage | undefined } | { stored: StoredPage }>
  >();

  constructor(private readonly options: PageCacheOptions) {}

  /** The address as the cache knows it: its path and its parameters sorted, without share-tracking parameters. */
  static keyOf(locale: string, url: string): string {
    const parsed = new URL(url, 'http://page.invalid');
    const parameters = [...parsed.searchParams]
      .filter(([name]) => !TRACKING_PARAMETERS.test(name))
      .sort(([a, b], [c, d]) => a.localeCompare(c) || b.localeCompare(d));
    const search = new URLSearchParams(parameters).toString();
    return `page:${locale}:${parsed.pathname}${search ? `?${search}` : ''}`;
  }

  async get(key: string): Promise<StoredPage | undefined> {
    const stored = await this.options.store.get(key);
    if (!stored || stored.freshFor === undefined) return undefined;
    const age = (Date.now() - stored.storedAt) / 1000;
    return {
      status: stored.status ?? 200,
      brotli: Buffer.from(stored.body, 'base64'),
      etag: stored.etag,
      freshFor: stored.freshFor - age,
      ...(stored.searched === undefined ? {} : { searched: stored.searched }),
    };
  }

  /**
   * Renders the page once for every request asking for `key` meanwhile, and stores it when its answers allow: the
   * first caller's `render` runs, the others get its page. Across processes sharing a store (Redis), one claims the
   * page and renders it; the others wait for it to be stored (`stored`), or render it themselves should it not come.
   * `page` is undefined when the render may not be shared.
   */
  renderOnce(
    key: string,
    render: () => Promise<RenderedPage | undefined>,
  ): Promise<{ page: RenderedPage | undefined } | { stored: StoredPage }> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const flight = (async () => {
      const claimed = await this.options.store.claim(key, CLAIM_MS).catch(() => true);
      if (!claimed) {
        const stored = await this.storedWithin(key, WAIT_FOR_OTHER_PROCESS_MS);
        if (stored) return { stored };
      }
      try {
        const page = await render();
        if (page) await this.put(key, page);
        return { page };
      } finally {
        if (claimed) await this.options.store.release(key).catch(() => undefined);
      }
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, flight);
    return flight;
  }

  /** The fresh page another process is storing, looked for until `ms` have passed. */
  private async storedWithin(key: string, ms: number): Promise<StoredPage | undefined> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const stored = await this.get(key).catch(() => undefined);
      if (stored && stored.freshFor > 0) return stored;
    }
    return undefined;
  }

  /** True while a render of `key` runs in this process (a stale page is then served instead of a second render). */
  isRendering(key: string): boolean {
    return this.inFlight.has(key);
  }

  /** Seconds a page rendered now is fresh: its shortest-lived answer's, within the cap. */
  freshSeconds(page: RenderedPage): number {
    return Math.min(page.maxAge, this.options.maxAgeCapSeconds);
  }

  /** Browsers revalidate every time (the ETag makes it cheap); shared caches keep it while fresh, then a while stale. */
  cacheControl(freshFor: number): string {
    const fresh = Math.max(0, Math.floor(freshFor));
    return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${this.options.staleSeconds}`;
  }

  private async put(key: string, page: RenderedPage): Promise<void> {
    const fresh = this.freshSeconds(page);
    if (!(fresh > 0)) return;
    const compressed = await brotli(page.html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 },
    });
    const stored: CachedAnswer = {
      body: compressed.toString('base64'),
      etag: weakEtagOf(page.html),
      storedAt: Date.now(),
      maxAge: fresh + this.options.staleSeconds,
      freshFor: fresh,
      status: page.status,
      tags: page.tags,
      ...(page.searched === undefined ? {} : { searched: page.searched }),
    };
    await this.options.store.set(key, stored, page.tags);
  }

  static async htmlOf(page: StoredPage): Promise<string> {
    return (await unbrotli(page.brotli)).toString('utf8');
  }
}
