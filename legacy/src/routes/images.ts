import fs from 'node:fs';
import fsPromises, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import busboy from 'busboy';
import Type from 'typebox';
import type { RouteRequest } from '../http/router';
import { HttpError } from '../http/http-error';
import type { LegacyApp, LegacyRouter } from '../app';
import {
  IMAGE_FOLDERS,
  recordUpload,
  STAFF_UPLOAD_TYPES,
  UPLOAD_FOLDERS,
  type ImageFolder,
  type UploadType,
} from '../images/folders';
import { detectImageType, MIME_BY_EXTENSION } from '../images/image-type';
import { readImageSize, type ImageSize } from '../images/image-size';
import { requireStaffRole } from '../staff/roles';
import { Message } from '../contract/common';

/** The answer of an upload: the stored file's name, its folder and its address. */
export const Upload = Type.Object(
  {
    ...Message.properties,
    data: Type.String({
      description: 'The stored (generated) file name to put in the record’s image field.',
    }),
    folder: Type.String({ description: 'The folder the type stores into, e.g. `images_cover`.' }),
    url: Type.String({ description: 'The image’s address.' }),
  },
  { $id: 'Upload', description: 'An image stored by `api/image-up`.' },
);

interface UploadParts {
  fields: Record<string, string>;
  file: Buffer | undefined;
}

/** Reads a multipart body holding one `file` part, refusing with 413 once the file passes `maxBytes`. */
function readMultipart(request: RouteRequest, maxBytes: number): Promise<UploadParts> {
  const contentType = request.raw.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return Promise.reject(new HttpError(415, 'Send the image as multipart/form-data.'));
  }
  const declared = Number(request.raw.headers['content-length'] ?? 0);
  // The multipart envelope adds a little to the file itself.
  if (declared > maxBytes + 64 * 1024) return Promise.reject(tooLarge(maxBytes));
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.raw.headers,
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
    });
  } catch {
    // busboy refuses, as it starts, a multipart type without a boundary.
    return Promise.reject(new HttpError(400, 'The multipart body has no boundary.'));
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: Buffer | undefined;
    let tooBig = false;
    let settled = false;
    /** Settles once; on failure stops parsing (the rest of the body is discarded with the answer). */
    const finish = (failure: HttpError | undefined) => {
      if (settled) return;
      settled = true;
      if (!failure) {
        resolve({ fields, file });
        return;
      }
      request.raw.unpipe(parser);
      parser.destroy();
      reject(failure);
    };
    const malformed = () => finish(new HttpError(400, 'The multipart body is malformed.'));
    const cutShort = () => finish(new HttpError(400, 'The upload was cut short.'));
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      const chunks: Buffer[] = [];
      // A body that ends inside the file makes its stream fail.
      stream.on('error', malformed);
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooBig = true;
      });
      stream.on('end', () => {
        if (name === 'file' && !tooBig) file = Buffer.concat(chunks);
      });
    });
    parser.on('error', malformed);
    parser.on('close', () => finish(tooBig ? tooLarge(maxBytes) : undefined));
    // A client that hangs up mid-upload never ends the body: without these the request would wait forever.
    request.raw.on('error', cutShort);
    request.raw.on('close', () => {
      if (!request.raw.complete) cutShort();
    });
    request.raw.pipe(parser);
  });
}

/** The refusal naming the limit in megabytes, rounded as the BFF's `uploadLimits` states it (10, or 0.25 below 1 MB). */
function tooLarge(maxBytes: number): HttpError {
  const megabytes = maxBytes / (1024 * 1024);
  const limitInMegabytes = megabytes >= 1 ? Math.round(megabytes) : Number(megabytes.toPrecision(2));
  return new HttpError(413, `The image may not be greater than ${limitInMegabytes} MB.`);
}

/** A pixel count in megapixels (millions) as the refusal and the BFF's `uploadLimits` state it: 50000000 → 50. */
export function megapixelsOf(pixels: number): number {
  return Number((pixels / 1_000_000).toPrecision(3));
}

/**
 * The image's size, refused (422) when its header does not declare one or declares more than `maxPixels`: a file
 * of a few bytes can declare a picture that takes gigabytes to decode, which every copy made of it would.
 */
function checkedImageSize(file: Buffer, maxPixels: number): ImageSize {
  const size = readImageSize(file);
  if (!size) {
    const message = 'The image could not be read: its width and height are missing.';
    throw new HttpError(422, message, { file: [message] });
  }
  if (size.width * size.height > maxPixels) {
    const message = `The image may not have more than ${megapixelsOf(maxPixels)} megapixels.`;
    throw new HttpError(422, message, { file: [message] });
  }
  return size;
}

/** Names as code in a description: `a`, `b`. */
function codeList(names: readonly string[]): string {
  return names.map((name) => `\`${name}\``).join(', ');
}

/** Image upload (multipart) and the stored images themselves. */
export function registerImageRoutes(router: LegacyRouter, app: LegacyApp): void {
  // The body is a multipart stream, read here; `input` holds the query string only.
  router.post(
    '/api/image-up',
    {
      session: 'required',
      body: 'stream',
      contract: {
        tag: 'images',
        summary: 'Stores an uploaded image for a record to name.',
        description:
          '`multipart/form-data` with `file` (one image file) and `type` (a form field, or in the query): ' +
          `${codeList(Object.keys(UPLOAD_FOLDERS))}; \`collection-cover\` is the operators’ (403 for anyone ` +
          'else). The file must be a JPEG, PNG, GIF or WebP judged by its bytes, at most `MAX_UPLOAD_BYTES` ' +
          '(413) and declaring at most `MAX_UPLOAD_PIXELS` pixels in its header. 415 for another body; 400 for a ' +
          'malformed or cut multipart body; 422 for another type, a missing or unreadable file, or too many pixels.',
        query: Type.Object({
          type: Type.Optional(Type.String({ description: 'When the form has no `type`.' })),
        }),
        answer: Upload,
      },
    },
    async ({ input, request, session }) => {
      const { fields, file } = await readMultipart(request, app.config.maxUploadBytes);
      const type = (fields.type ?? input.string('type')) as UploadType;
      if (!Object.hasOwn(UPLOAD_FOLDERS, type)) {
        throw new HttpError(422, `The type must be one of: ${Object.keys(UPLOAD_FOLDERS).join(', ')}.`, {
          type: ['The selected type is invalid.'],
        });
      }
      const roles = STAFF_UPLOAD_TYPES[type];
      if (roles) requireStaffRole(app.db, session.memberId, roles);
      if (!file || file.length === 0) {
        throw new HttpError(422, 'The file field is required.', { file: ['The file field is required.'] });
      }
      const imageType = detectImageType(file);
      if (!imageType) {
        throw new HttpError(422, 'The file must be an image (JPEG, PNG, GIF or WebP).', {
          file: ['The file must be an image (JPEG, PNG, GIF or WebP).'],
        });
      }
      const size = checkedImageSize(file, app.config.maxUploadPixels);
      const folder = UPLOAD_FOLDERS[type];
      const fileName = `${crypto.randomBytes(16).toString('hex')}.${imageType.extension}`;
      const directory = path.join(app.storageDir, folder);
      fs.mkdirSync(directory, { recursive: true });
      // Written beside its final name first so a crash never leaves half an image under that name.
      const temporary = path.join(directory, `.${fileName}.part`);
      fs.writeFileSync(temporary, file);
      fs.renameSync(temporary, path.join(directory, fileName));
      recordUpload(app.db, {
        memberId: session.memberId,
        folder,
        fileName,
        mimeType: imageType.mime,
        bytes: file.length,
        size,
        now: app.clock(),
      });
      return {
        json: {
          status: 200,
          message: 'Upload success',
          data: fileName,
          folder,
          url: `${app.imageBaseUrl()}/${folder}/${fileName}`,
        },
      };
    },
  );

  router.get(
    '/storage/{folder}/{file}',
    {
      session: 'none',
      contract: {
        tag: 'images',
        summary: 'A stored image.',
        description: `Folders: ${codeList(IMAGE_FOLDERS)}. 404 for another folder or an unknown file.`,
        params: Type.Object({
          folder: Type.String(),
          file: Type.String({ description: 'A stored file name, as records hold it.' }),
        }),
        media: {
          type: 'image/*',
          description:
            'The image (JPEG, PNG, GIF or WebP) with its content type and length, to be cached for good: ' +
            'stored names are never reused.',
        },
      },
    },
    async ({ params }) => {
      const folder = params.folder as ImageFolder;
      const file = params.file ?? '';
      if (!IMAGE_FOLDERS.includes(folder) || !/^[\w-]+\.(\w+)$/.test(file))
        throw new HttpError(404, 'Not Found');
      const extension = file.split('.').pop()?.toLowerCase() ?? '';
      const mime = MIME_BY_EXTENSION[extension];
      if (!mime) throw new HttpError(404, 'Not Found');
      let handle: FileHandle;
      try {
        handle = await fsPromises.open(path.join(app.storageDir, folder, file), 'r');
      } catch {
        throw new HttpError(404, 'Not Found');
      }
      // Streamed from the open file (the server closes it), so a large image is never held in memory whole.
      const stats = await handle.stat().catch(() => undefined);
      if (!stats?.isFile()) {
        await handle.close();
        throw new HttpError(404, 'Not Found');
      }
      return {
        file: handle,
        size: stats.size,
        contentType: mime,
        headers: {
          // Stored names are never reused, so a file can be cached for good.
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        },
      };
    },
  );
}
