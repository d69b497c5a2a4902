/**
 * Where a view came from, as `POST api/save-view` records it: one of this site's pages (`source`), or another site
 * (`referrer`, a host name the client read from the Referer header) stored as that site's domain, or `direct` (no
 * referrer). Never the reader, never a whole address: a referrer's path can carry a search or a person's name. Also how
 * the insights sum views by source.
 */

/** The pages of this site a reader can open a work from; `portfolio` is another work's page, `other` any other page. */
export const PAGE_SOURCES = [
  'home',
  'landing',
  'search',
  'category',
  'tag',
  'collection',
  'designer',
  'toprank',
  'following',
  'portfolio',
  'other',
] as const;

/** A reader who came with no referrer: a typed or bookmarked address, an app that sends none. */
export const DIRECT_SOURCE = 'direct';
/** A view recorded without a source: every view stored before sources were, and callers that send none. */
export const UNKNOWN_SOURCE = 'unknown';

/** What kind of source a stored source is: a page of this site, another site, none, or not known. */
export type ViewSourceKind = 'page' | 'site' | 'direct' | 'unknown';

/** The sources `source` accepts: the pages and `direct`. */
export const NAMED_SOURCES: readonly string[] = [...PAGE_SOURCES, DIRECT_SOURCE];

export function sourceKind(source: string): ViewSourceKind {
  if (source === DIRECT_SOURCE) return 'direct';
  if (source === UNKNOWN_SOURCE) return 'unknown';
  // A domain always holds a dot; a page name never does.
  return source.includes('.') ? 'site' : 'page';
}

/** Longest host name DNS allows. */
const MAX_HOST_LENGTH = 253;
/** Labels of letters, digits and inner hyphens (up to 63 each), two labels at least: `google.co.th`, `t.co`. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Whether `text` is a host name (and nothing more: no scheme, port, path or query). */
export function isHostName(text: string): boolean {
  return text.length <= MAX_HOST_LENGTH && HOST_NAME.test(text.toLowerCase());
}

/** Prefixes that name a site's mobile, link-shim or www host rather than another site. */
const DROPPED_PREFIXES = ['www.', 'm.', 'l.', 'lm.', 'mobile.'];

/** Sites known under several domains, each domain (and its subdomains) to the one stored. */
const SITE_DOMAINS: Readonly<Record<string, string>> = {
  'facebook.com': 'facebook.com',
  'fb.com': 'facebook.com',
  'fb.me': 'facebook.com',
  'messenger.com': 'facebook.com',
  't.co': 'x.com',
  'twitter.com': 'x.com',
  'x.com': 'x.com',
  'line.me': 'line.me',
  'lin.ee': 'line.me',
  'line.naver.jp': 'line.me',
  'bing.com': 'bing.com',
  'duckduckgo.com': 'duckduckgo.com',
  'instagram.com': 'instagram.com',
  'linkedin.com': 'linkedin.com',
  'lnkd.in': 'linkedin.com',
  'youtube.com': 'youtube.com',
  'youtu.be': 'youtube.com',
};

/** Sites with a domain per country: `google.co.th`, `google.de`, `google.com.au`, and their subdomains. */
const COUNTRY_DOMAINS: readonly [RegExp, string][] = [
  [/(?:^|\.)google\.(?:[a-z]{2,63}|co\.[a-z]{2}|com\.[a-z]{2})$/, 'google.com'],
  [/(?:^|\.)pinterest\.(?:[a-z]{2,63}|co\.[a-z]{2}|com\.[a-z]{2})$/, 'pinterest.com'],
];

/**
 * The domain stored for a referring host (check it with `isHostName` first): lower-case, a leading `www.`, `m.`,
 * `l.`, `lm.` or `mobile.` dropped, and the sites known under several domains (Facebook, X, LINE, Google, Pinterest,
 * LinkedIn, YouTube …) stored under one; any other host as given, less the dropped prefix.
 */
export function canonicalSite(host: string): string {
  let site = host.toLowerCase();
  for (let dropped = true; dropped;) {
    dropped = false;
    for (const prefix of DROPPED_PREFIXES) {
      // Only while a domain remains: `m.me` stays as it is.
      if (site.startsWith(prefix) && site.slice(prefix.length).includes('.')) {
        site = site.slice(prefix.length);
        dropped = true;
      }
    }
  }
  for (const [domain, canonical] of Object.entries(SITE_DOMAINS)) {
    if (site === domain || site.endsWith(`.${domain}`)) return canonical;
  }
  for (const [pattern, canonical] of COUNTRY_DOMAINS) {
    if (pattern.test(site)) return canonical;
  }
  return site;
}

/** Views from one source over a range. */
export interface SourceViews {
  source: string;
  kind: ViewSourceKind;
  shared: boolean;
  views: number;
}

/** Rollup rows of views per day and source, summed into days and into sources (most first). */
export function viewsByDayAndSource(rows: { day: string; source: string; shared: number; views: number }[]): {
  byDay: Map<string, number>;
  sources: SourceViews[];
} {
  const byDay = new Map<string, number>();
  const bySource = new Map<string, SourceViews>();
  for (const row of rows) {
    byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.views);
    const key = `${row.shared}:${row.source}`;
    const entry = bySource.get(key) ?? {
      source: row.source,
      kind: sourceKind(row.source),
      shared: row.shared === 1,
      views: 0,
    };
    entry.views += row.views;
    bySource.set(key, entry);
  }
  const sources = [...bySource.values()]
    .filter((entry) => entry.views > 0)
    .sort(
      (a, b) =>
        b.views - a.views ||
        (a.source < b.source ? -1 : a.source > b.source ? 1 : 0) ||
        Number(a.shared) - Number(b.shared),
    );
  return { byDay, sources };
}
