/**
 * The picture upload limits, from one place: the editors check files against them before sending, the FAQ page
 * states them (its stored text holds placeholders filled here), and `POST /upload` enforces the size (the legacy API
 * the pixel count, from the same MAX_UPLOAD_PIXELS).
 */
import type { BffConfig } from '../config';
import { CARD_SIZE } from '../protocol/image-sizes';
import { builder } from './builder';
import { CACHE } from './cache-hints';
import { legacyCost } from './field-cost';

/**
 * The image formats the legacy API stores: it tells them apart by their content (legacy/src/images/image-type.ts),
 * so the list is fixed, not configured. Their names follow in the same order.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
const ACCEPTED_IMAGE_NAMES = ['JPEG', 'PNG', 'GIF', 'WebP'] as const;

/**
 * The recommended cover: 4:3 as cards show it (640 × 480 CSS pixels), as wide as the largest copy the BFF makes of
 * it (`IMAGE_WIDTHS` in protocol/image-sizes.ts), so a card stays sharp on a 2× screen.
 */
export const COVER_SIZE = { width: 1280, height: 960 } as const;

export interface PixelSize {
  width: number;
  height: number;
}

export interface UploadLimitsShape {
  maxBytes: number;
  maxPixels: number;
  acceptedTypes: readonly string[];
  cover: PixelSize;
  shareImage: PixelSize;
}

/**
 * The limits this BFF works with: the size and pixel count from its configuration (MAX_UPLOAD_BYTES,
 * MAX_UPLOAD_PIXELS, which the legacy API reads too), the rest fixed.
 */
export function uploadLimitsOf(
  config: Pick<BffConfig, 'maxUploadBytes' | 'maxUploadPixels'>,
): UploadLimitsShape {
  return {
    maxBytes: config.maxUploadBytes,
    maxPixels: config.maxUploadPixels,
    acceptedTypes: ACCEPTED_IMAGE_TYPES,
    cover: COVER_SIZE,
    // The link-preview card the share page's og:image is cut to.
    shareImage: CARD_SIZE,
  };
}

/** A byte count in megabytes as people read it (10485760 → 10, 1536 → 0.0015), the way the refusals name it. */
export function megabytesOf(bytes: number): number {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? Math.round(megabytes) : Number(megabytes.toPrecision(2));
}

/** A pixel count in megapixels (millions) as the legacy API's refusal states it: 50000000 → 50. */
export function megapixelsOf(pixels: number): number {
  return Number((pixels / 1_000_000).toPrecision(3));
}

/** The refusal of an image over the limit, worded as the legacy API words it (code FILE_TOO_LARGE). */
export function tooLargeMessage(maxBytes: number): string {
  return `The image may not be greater than ${megabytesOf(maxBytes)} MB.`;
}

/**
 * The placeholders a CMS page may hold, filled with the limits in the page's language. The FAQ's seeded text
 * uses them, so it always states the limits this server enforces (decision 021).
 */
export function fillUploadLimits(html: string, limits: UploadLimitsShape, language: 'th' | 'en'): string {
  const or = language === 'th' ? 'หรือ' : 'or';
  const names = ACCEPTED_IMAGE_NAMES.filter((_name, index) =>
    limits.acceptedTypes.includes(ACCEPTED_IMAGE_TYPES[index] ?? ''),
  );
  const typeList =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} ${or} ${names.at(-1)}` : (names[0] ?? '');
  const values: Record<string, string> = {
    maxUploadSize: `${megabytesOf(limits.maxBytes)} MB`,
    maxImagePixels: `${megapixelsOf(limits.maxPixels)} ${language === 'th' ? 'ล้านพิกเซล' : 'megapixels'}`,
    coverSize: `${limits.cover.width} × ${limits.cover.height}`,
    shareImageSize: `${limits.shareImage.width} × ${limits.shareImage.height}`,
    imageTypes: typeList,
  };
  return html.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

const RecommendedSize = builder.simpleObject('RecommendedImageSize', {
  directives: CACHE.inherit,
  description: 'A picture size in pixels that shows well where the site uses the picture.',
  fields: (t) => ({
    width: t.int({ description: 'Width in pixels.' }),
    height: t.int({ description: 'Height in pixels.' }),
  }),
});

const UploadLimits = builder.objectRef<UploadLimitsShape>('UploadLimits').implement({
  directives: CACHE.inherit,
  description:
    'What `POST /upload` accepts and which sizes show well: the site checks a picture against it before sending it, and the FAQ page states it.',
  fields: (t) => ({
    maxBytes: t.exposeInt('maxBytes', {
      description: 'The largest picture accepted, in bytes; a larger one is refused (413, FILE_TOO_LARGE).',
    }),
    maxMegabytes: t.float({
      description: 'The same limit in megabytes (of 1,048,576 bytes), as messages state it, e.g. 10.',
      resolve: (limits) => megabytesOf(limits.maxBytes),
    }),
    maxPixels: t.exposeInt('maxPixels', {
      description:
        'The most pixels (width × height, as the file declares them) of a picture; a larger one is refused (422, IMAGE_TOO_MANY_PIXELS).',
    }),
    maxMegapixels: t.float({
      description: 'The same limit in megapixels (millions of pixels), as messages state it, e.g. 50.',
      resolve: (limits) => megapixelsOf(limits.maxPixels),
    }),
    acceptedTypes: t.stringList({
      description:
        'The image formats stored, as MIME types (image/jpeg, image/png, image/gif, image/webp); the server tells them apart by content, not by name.',
      resolve: (limits) => [...limits.acceptedTypes],
    }),
    cover: t.expose('cover', {
      type: RecommendedSize,
      description: 'The recommended size of a portfolio cover (4:3, as cards show it).',
    }),
    shareImage: t.expose('shareImage', {
      type: RecommendedSize,
      description: 'The recommended size of a portfolio share image: the link-preview card (og:image).',
    }),
  }),
});

builder.queryFields((t) => ({
  uploadLimits: t.field({
    complexity: legacyCost({ calls: 0 }),
    directives: CACHE.reference,
    type: UploadLimits,
    description: 'The picture upload limits and recommended sizes, from this server’s configuration.',
    resolve: (_root, _args, context) => uploadLimitsOf(context.config),
  }),
}));
