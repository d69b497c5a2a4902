import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import busboy from 'busboy';
import type { BffConfig } from '../config';
import type { Urls } from '../context';
import { LegacyHttpError, LegacyUnavailableError, type LegacyClient } from '../legacy/legacy-client';
import { HttpProblem, sendJson } from './body';
import { SESSION_COOKIE, readCookie } from './cookies';
import { bearerOf, requestIdOf } from './request-id';

/** Room for the multipart envelope around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * `POST /upload`: a signed-in member's image (multipart `file` and `type`), streamed unchanged to the legacy
 * image-up call, which checks the content is an image. Answers `{ fileName, url }` for the mutations to use.
 */
export async function handleUpload(
  request: IncomingMessage,
  response: ServerResponse,
  deps: { config: BffConfig; legacy: LegacyClient; urls: Urls },
): Promise<void> {
  if (request.method !== 'POST') throw new HttpProblem(405, 'Use POST.');
  const token = bearerOf(request) ?? readCookie(request.headers.cookie, SESSION_COOKIE);
  if (!token) throw new HttpProblem(401, 'No access token.');
  // The session cookie alone is not enough: a form on another site could post it (CSRF).
  if (
    !bearerOf(request) &&
    !request.headers['x-requested-with'] &&
    !request.headers['apollo-require-preflight']
  ) {
    throw new HttpProblem(400, 'Send the X-Requested-With header with uploads.');
  }
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpProblem(415, 'Send the image as multipart/form-data with a file and a type.');
  }
  const limit = deps.config.maxUploadBytes + ENVELOPE_BYTES;
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpProblem(413, 'The image is too large.');
  let seen = 0;
  let fileTooLarge = false;
  // The body goes to the legacy API unchanged; a parser reading a copy of it measures the file itself.
  const inspector = busboy({
    headers: request.headers,
    limits: { fileSize: deps.config.maxUploadBytes, files: 1 },
  });
  inspector.on('file', (_name, file) => {
    file.on('limit', () => {
      fileTooLarge = true;
      limited.destroy(new HttpProblem(413, 'The image is too large.'));
    });
    file.resume();
  });
  // A malformed body is the legacy API's to refuse; the copy just stops being read.
  inspector.on('error', () => undefined);
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) return callback(new HttpProblem(413, 'The image is too large.'));
      inspector.write(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      inspector.end();
      callback();
    },
  });
  request.pipe(limited);
  request.on('error', (error) => limited.destroy(error));
  try {
    const uploaded = await deps.legacy.uploadImage({
      token,
      requestId: requestIdOf(request),
      contentType,
      contentLength: declared || undefined,
      body: limited,
    });
    sendJson(response, 200, {
      fileName: uploaded.data,
      folder: uploaded.folder,
      url: deps.urls.image(uploaded.folder, uploaded.data),
    });
  } catch (error) {
    if (seen > limit || fileTooLarge) throw new HttpProblem(413, 'The image is too large.');
    if (error instanceof LegacyHttpError) throw new HttpProblem(error.status, error.legacyMessage);
    if (error instanceof LegacyUnavailableError) throw new HttpProblem(503, error.message);
    throw error;
  }
}
