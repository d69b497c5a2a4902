/** Image formats accepted for upload, told apart by their content, never by name or declared type. */
export interface ImageType {
  mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
  extension: 'jpg' | 'png' | 'gif' | 'webp';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image format of a file's bytes, or undefined when they are not a JPEG, PNG, GIF or WebP image. */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  // PNG: signature, then the IHDR chunk first.
  if (
    bytes.length > 24 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.toString('latin1', 12, 16) === 'IHDR'
  ) {
    return { mime: 'image/png', extension: 'png' };
  }
  // JPEG: start-of-image marker followed by another marker.
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { mime: 'image/jpeg', extension: 'jpg' };
  }
  const head = bytes.toString('latin1', 0, 6);
  if (bytes.length > 13 && (head === 'GIF87a' || head === 'GIF89a'))
    return { mime: 'image/gif', extension: 'gif' };
  // WebP: a RIFF container of form WEBP holding a VP8, VP8L or VP8X chunk.
  if (
    bytes.length > 16 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP' &&
    bytes.toString('latin1', 12, 15) === 'VP8'
  ) {
    return { mime: 'image/webp', extension: 'webp' };
  }
  return undefined;
}

export const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
