/** An image's size in pixels as a browser shows it (a JPEG's EXIF rotation applied). */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The size of a PNG, JPEG, GIF or WebP image, read from its header only (no decoding); undefined when the bytes
 * do not say (a truncated or unusual file). Pages reserve the picture's box from it before it loads.
 */
export function readImageSize(bytes: Buffer): ImageSize | undefined {
  try {
    return sizeOf(bytes);
  } catch {
    // A header that ends early: a read past the end of the buffer throws a RangeError.
    return undefined;
  }
}

function sizeOf(bytes: Buffer): ImageSize | undefined {
  // PNG: the IHDR chunk comes first, width and height big-endian.
  if (bytes.toString('latin1', 1, 4) === 'PNG' && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return checked(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  const head = bytes.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return checked(bytes.readUInt16LE(6), bytes.readUInt16LE(8));
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return webpSize(bytes);
  }
  return undefined;
}

/** A size, or undefined when either side is zero. */
function checked(width: number, height: number): ImageSize | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** WebP's three kinds of first chunk: lossy (VP8), lossless (VP8L) and extended (VP8X). */
function webpSize(bytes: Buffer): ImageSize | undefined {
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    // After the frame tag (3 bytes) and the start code 9d 01 2a: 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return checked(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    // After the signature byte 2f: width − 1 and height − 1 in 14 bits each.
    if (bytes[20] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(21);
    return checked((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    // Canvas width − 1 and height − 1, 24-bit little-endian each.
    return checked(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  }
  return undefined;
}

/** Start-of-frame markers (baseline, progressive, lossless, …): C0–CF but for DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** A JPEG's frame size, its sides swapped when its EXIF orientation turns it a quarter (5–8), as browsers show it. */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes, and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xe1) orientation = exifOrientation(bytes, offset + 4, length - 2) ?? orientation;
    if (isStartOfFrame(marker)) {
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      return orientation >= 5 && orientation <= 8 ? checked(height, width) : checked(width, height);
    }
    // Start of scan or end of image before any frame header: nothing to read.
    if (marker === 0xda || marker === 0xd9) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

/** The Orientation tag (0x0112) of an APP1 Exif segment, or undefined. */
function exifOrientation(bytes: Buffer, start: number, length: number): number | undefined {
  if (bytes.toString('latin1', start, start + 6) !== 'Exif\0\0') return undefined;
  const tiff = start + 6;
  const end = Math.min(bytes.length, start + length);
  const order = bytes.toString('latin1', tiff, tiff + 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const directory = tiff + u32(tiff + 4);
  if (directory + 2 > end) return undefined;
  const entries = u16(directory);
  for (let index = 0; index < entries; index++) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > end) return undefined;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return undefined;
}
