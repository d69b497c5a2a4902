import type { BffConfig } from './config';
import type { LegacyApi } from './legacy/legacy-calls';
import type { AbuseLimits, Asker } from './limits/abuse-limits';
import type { ReferenceData } from './cache/reference-data';

/** Builds absolute URLs for images (§3 folders), share pages and site links. */
export interface Urls {
  /** The image's absolute URL, or null for a legacy "-" or empty path. */
  image(folder: string, file: string | null | undefined): string | null;
  /** The BFF's share page for a portfolio (Open Graph tags for crawlers). */
  share(portfolioId: number): string;
  /** The portfolio's detail page on the site: its own address, to share and to copy. */
  portfolioPage(portfolioId: number): string;
}

/** What a resolver may do to the browser session. */
export interface SessionControl {
  signIn(token: string, options: { rememberMe: boolean; maxAgeSeconds: number }): void;
  signOut(): void;
}

/** What the access log says of one request, filled in while it runs. */
export interface RequestStats {
  /** The GraphQL operation's name, once Apollo has resolved it. */
  operationName?: string;
  /** Legacy calls made (every attempt) and their summed time. */
  legacyCalls: number;
  legacyMs: number;
  /** When the request arrived (`performance.now()`): its deadline counts from here. */
  arrivedAt: number;
}

/**
 * What the answers of one server-rendered page say about sharing it: whether every answer was public, the shortest
 * lifetime among them and the objects they held (their response-cache tags). Filled in by the response cache plugin
 * for each operation the page runs; the page cache keeps the page on those terms (decision 028).
 */
export interface RenderedAnswers {
  shareable: boolean;
  /** Seconds; Infinity until an answer names a lifetime. */
  maxAge: number;
  tags: Set<string>;
  /** The keyword the page's operations searched for (a counted search), kept with the page to count its readers. */
  searched?: string;
}

/** Made anew for every GraphQL request: nothing user-specific outlives it. */
export interface GraphQLContext {
  requestId: string;
  /** The legacy access token from the session cookie or `Authorization: Bearer`. */
  token: string | undefined;
  legacy: LegacyApi;
  config: BffConfig;
  urls: Urls;
  session: SessionControl;
  /**
   * Who is asking, as every limit keys it: the client (its IPv4 address or IPv6 /64, from X-Forwarded-For only when
   * TRUST_PROXY says so); acts only members make add the member's id.
   */
  asker: Asker;
  /**
   * A random id for this browser, kept in the long-lived HttpOnly `portfolio_visitor` cookie (set on first use):
   * tells visitors apart behind one address, e.g. to count a view once per visitor and day.
   */
  visitorId(): string;
  /** Per-IP and per-account limits of abusable actions (login, register, contact, views…). */
  limits: AbuseLimits;
  /** Categories, subcategories, tags and degrees, kept across requests for a short time. */
  referenceData: ReferenceData;
  /** Filled in for the access log and metrics. */
  stats: RequestStats;
  /**
   * The shared cache of public answers: a write through the BFF names the objects it changed (`responseCacheTags`)
   * and every cached answer holding one of them is dropped, so the next visitor sees the change.
   */
  publicAnswers: { invalidate(tags: string[]): Promise<void> };
  /** Set while a page is rendered on the server: its operations' answers note here whether it may be shared. */
  renderedAnswers?: RenderedAnswers;
  /** Runs `load` once per request for a key (reference data: categories, subcategories, tags). */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * Per-request memoisation, not "kept a while" (cache/kept-a-while.ts): it lives and dies with the request's context
 * and keeps a failure too, so that a request asks the legacy API at most once per key, like a DataLoader's cache.
 */
export function createOnce(): GraphQLContext['once'] {
  const cache = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>) => {
    let promise = cache.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load();
      cache.set(key, promise);
    }
    return promise;
  };
}
