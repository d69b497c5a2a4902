import { escapeHtml } from '../html/escape-html';
import { linkPreviewTags, metaTag } from '../html/link-preview';
import { CARD_SIZE } from '../protocol/image-sizes';
import { MEMBER_AREA_PREFIXES } from '../protocol/site-addresses';
import type { RenderedHead } from './site-build';

type Locale = 'th' | 'en';

/** What goes into the template for one page. */
export interface PageParts {
  locale: Locale;
  /** The page's own address on the public site (query included): canonical link and `og:url`. */
  url: string;
  /** The site's public origin: pictures it serves get their 1200×630 preview copy. */
  origin: string;
  head: RenderedHead | undefined;
  /** The rendered page for `#root`; empty for the bare shell the browser renders. */
  html: string;
  styles: string;
  stateScript: string;
  /** The chunks the page starts with (the app's and its screen's), for the boot script to fetch at once once the page
   * has painted; listed as data, not preloaded, so that they do not compete with the first paint. */
  scripts: string[];
  stylesheets: string[];
}

/** The title and description of a page the server did not render (the bare shell), in the reader's language. */
const SHELL_HEAD: Record<Locale, { documentTitle: string; description: string }> = {
  th: {
    documentTitle: 'Design Portfolio — รวมผลงานนักออกแบบไทย',
    description: 'แพลตฟอร์มรวมผลงานนักออกแบบไทย ค้นหา ชม และจัดอันดับผลงานออกแบบจากนักออกแบบทั่วประเทศ',
  },
  en: {
    documentTitle: 'Design Portfolio — Thai designers’ portfolios',
    description:
      'Thai designers’ portfolio showcase: find, view and rank design work from designers across Thailand.',
  },
};

const OG_LOCALE: Record<Locale, string> = { th: 'th_TH', en: 'en_GB' };

/** The site's own picture for link previews (web/public), 1200×630 as a card: a page with no picture of its own shows it. */
const SITE_SHARE_IMAGE = '/share-image.png';

/**
 * A picture the BFF serves gets its card copy (1200×630 JPEG); another site's goes as it is; a page without one
 * gets the site's share image.
 */
function previewImage(image: string | null | undefined, origin: string): { url: string; card: boolean } {
  if (!image) return { url: `${origin}${SITE_SHARE_IMAGE}`, card: true };
  const own = image.startsWith(`${origin}/images/`) && !image.includes('?');
  return own ? { url: `${image}?card`, card: true } : { url: image, card: false };
}

/**
 * Whether a path of the site (`/staff/insights`, query aside) is in the member area (schema/site-addresses.json),
 * read as the site's router matches it: in any case, with escaped letters or doubled slashes. Nothing there for a
 * search engine: its pages say `noindex` whoever asks, and robots.txt keeps crawlers off it (http/site-files.ts).
 */
function isMemberAreaPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: read as it is.
  }
  const matched = decoded.toLowerCase().replace(/\/{2,}/g, '/');
  return MEMBER_AREA_PREFIXES.some((prefix) => matched.startsWith(prefix));
}

/** The page's path on the site, query aside (`/staff/insights`). */
function sitePathOf(parts: PageParts): string {
  const path = parts.url.startsWith(parts.origin)
    ? parts.url.slice(parts.origin.length)
    : new URL(parts.url).pathname;
  return path.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Whether search engines are asked not to index the page: when its screen says so, and for every page of the member
 * area whoever asks (for a visitor or a crawler the server renders the guard's loading state, not the screen with its
 * head; the bare shell has no head either).
 */
function noindex(parts: PageParts): boolean {
  return parts.head?.noindex === true || isMemberAreaPath(sitePathOf(parts));
}

/** The head's tags: title, description, canonical link, Open Graph and Twitter card. */
function headTags(parts: PageParts): string {
  const head = parts.head;
  const { documentTitle, description } = head ?? SHELL_HEAD[parts.locale];
  const title = head?.title ?? documentTitle;
  const tags = [
    `<title>${escapeHtml(documentTitle)}</title>`,
    metaTag('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(parts.url)}">`,
  ];
  if (noindex(parts)) tags.push(metaTag('name', 'robots', 'noindex'));
  const image = previewImage(head?.image, parts.origin);
  tags.push(
    ...linkPreviewTags({
      title,
      description,
      url: parts.url,
      type: head?.type ?? 'website',
      locale: OG_LOCALE[parts.locale],
      image: { url: image.url, alt: title, ...(image.card && CARD_SIZE) },
    }),
  );
  if (parts.scripts.length > 0)
    tags.push(
      `<script type="application/json" id="start-chunks">${JSON.stringify(parts.scripts).replace(/</g, '\\u003c')}</script>`,
    );
  for (const href of parts.stylesheets)
    tags.push(`<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`);
  return tags.join('\n    ') + parts.styles;
}

/** The page: the template with the reader's language, the page's head, the rendered HTML and the state to hydrate. */
export function pageDocument(template: string, parts: PageParts): string {
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${parts.locale}">`)
    .replace('<!--page-head-->', () => headTags(parts))
    .replace('<!--page-html-->', () => parts.html)
    .replace('<!--page-state-->', () => parts.stateScript);
}
