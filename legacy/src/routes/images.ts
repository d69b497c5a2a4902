import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import busboy from 'busboy';
import type { Router, RouteRequest } from '../http/router';
import { Input } from '../http/input';
import { HttpError } from '../http/http-error';
import { requireSession, type LegacyApp } from '../app';
import { formatTimestamp } from '../clock';
import { IMAGE_FOLDERS, UPLOAD_FOLDERS, type ImageFolder, type UploadType } from '../images/folders';
import { detectImageType, MIME_BY_EXTENSION } from '../images/image-type';

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
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: Buffer | undefined;
    let failure: HttpError | undefined;
    const parser = busboy({
      headers: request.raw.headers,
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = tooLarge(maxBytes);
      });
      stream.on('end', () => {
        if (name === 'file' && !failure) file = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => reject(new HttpError(400, 'The multipart body is malformed.')));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, file })));
    request.raw.pipe(parser);
  });
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `The image may not be greater than ${Math.round(maxBytes / (1024 * 1024))} MB.`);
}

export function registerImageRoutes(router: Router, app: LegacyApp): void {
  router.post('/api/image-up', async (request) => {
    const query = new Input(Object.fromEntries(request.url.searchParams));
    const session = requireSession(app, request, query);
    const { fields, file } = await readMultipart(request, app.config.maxUploadBytes);
    const type = (fields.type ?? query.string('type')) as UploadType;
    if (!Object.hasOwn(UPLOAD_FOLDERS, type)) {
      throw new HttpError(422, `The type must be one of: ${Object.keys(UPLOAD_FOLDERS).join(', ')}.`, {
        type: ['The selected type is invalid.'],
      });
    }
    if (!file || file.length === 0) {
      throw new HttpError(422, 'The file field is required.', { file: ['The file field is required.'] });
    }
    const imageType = detectImageType(file);
    if (!imageType) {
      throw new HttpError(422, 'The file must be an image (JPEG, PNG, GIF or WebP).', {
        file: ['The file must be an image (JPEG, PNG, GIF or WebP).'],
      });
    }
    const folder = UPLOAD_FOLDERS[type];
    const fileName = `${crypto.randomBytes(16).toString('hex')}.${imageType.extension}`;
    const directory = path.join(app.storageDir, folder);
    fs.mkdirSync(directory, { recursive: true });
    // Written beside its final name first so a crash never leaves half an image under that name.
    const temporary = path.join(directory, `.${fileName}.part`);
    fs.writeFileSync(temporary, file);
    fs.renameSync(temporary, path.join(directory, fileName));
    app.db
      .prepare(
        'INSERT INTO uploads (member_id, folder, file_name, mime_type, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(session.memberId, folder, fileName, imageType.mime, file.length, formatTimestamp(app.clock()));
    return {
      json: {
        status: 200,
        message: 'Upload success',
        data: fileName,
        folder,
        url: `${app.imageBaseUrl()}/${folder}/${fileName}`,
      },
    };
  });

  router.get('/storage/{folder}/{file}', (request) => {
    const folder = request.params.folder as ImageFolder;
    const file = request.params.file ?? '';
    if (!IMAGE_FOLDERS.includes(folder) || !/^[\w-]+\.(\w+)$/.test(file))
      throw new HttpError(404, 'Not Found');
    const extension = file.split('.').pop()?.toLowerCase() ?? '';
    const mime = MIME_BY_EXTENSION[extension];
    let body: Buffer;
    try {
      body = fs.readFileSync(path.join(app.storageDir, folder, file));
    } catch {
      throw new HttpError(404, 'Not Found');
    }
    if (!mime) throw new HttpError(404, 'Not Found');
    return {
      body,
      contentType: mime,
      headers: {
        // Stored names are never reused, so a file can be cached for good.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    };
  });
}
