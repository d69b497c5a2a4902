import { escapeHtml } from './escape-html';

/** What a link preview (Facebook, LINE, X) shows of a page. */
export interface LinkPreview {
  title: string;
  description: string;
  /** The page's own public address. */
  url: string;
  type: 'website' | 'article' | 'profile';
  /** Open Graph's locale (th_TH, en_GB), when the page has one language. */
  locale?: string;
  image?: { url: string; width?: number; height?: number; alt?: string };
}

/** A `<meta>` tag, its content escaped. */
export function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

/** The Open Graph and Twitter card tags of a page: the one place they are written (pages and the share page). */
export function linkPreviewTags(preview: LinkPreview): string[] {
  const { image } = preview;
  const tags = [
    metaTag('property', 'og:site_name', 'Design Portfolio'),
    metaTag('property', 'og:type', preview.type),
    metaTag('property', 'og:title', preview.title),
    metaTag('property', 'og:description', preview.description),
    metaTag('property', 'og:url', preview.url),
  ];
  if (preview.locale) tags.push(metaTag('property', 'og:locale', preview.locale));
  if (image) {
    tags.push(metaTag('property', 'og:image', image.url));
    if (image.width && image.height)
      tags.push(
        metaTag('property', 'og:image:width', String(image.width)),
        metaTag('property', 'og:image:height', String(image.height)),
      );
    if (image.alt) tags.push(metaTag('property', 'og:image:alt', image.alt));
  }
  tags.push(
    metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:title', preview.title),
    metaTag('name', 'twitter:description', preview.description),
  );
  if (image) tags.push(metaTag('name', 'twitter:image', image.url));
  return tags;
}
