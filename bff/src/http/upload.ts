import { Transform } from 'node:stream';
import busboy from 'busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BffConfig } from '../config';
import type { Urls } from '../context';
import type { LegacyClient } from '../legacy/legacy-api';
import { LegacyHttpError, LegacyUnavailableError, UploadBodyError } from '../legacy/legacy-errors';
import type { AbuseLimits } from '../limits/abuse-limits';
import { HttpProblem } from './http-problem';
import { SESSION_COOKIE } from './cookies';
import { bearerOf } from './request-id';
import { tooLargeMessage } from '../schema/upload-limits';

/** Room for the multipart envelope around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

export interface UploadDeps {
  config: BffConfig;
  legacy: LegacyClient;
  urls: Urls;
  limits: AbuseLimits;
}

/** The multipart parser that measures the copy; a body without a boundary is the client's mistake (400). */
function inspectorFor(request: FastifyRequest, maxUploadBytes: number) {
  try {
    return busboy({ headers: request.headers, limits: { fileSize: maxUploadBytes, files: 1 } });
  } catch {
    throw new HttpProblem(400, 'The multipart body has no boundary.');
  }
}

/**
 * `POST /upload`: a signed-in member's image (multipart `file` and `type`), streamed unchanged to the legacy
 * image-up call, which checks the content is an image. Answers `{ fileName, url }` for the mutations to use.
 */
async function handleUpload(request: FastifyRequest, deps: UploadDeps) {
  const bearer = bearerOf(request.headers.authorization);
  const token = bearer ?? request.cookies[SESSION_COOKIE];
  if (!token) throw new HttpProblem(401, 'No access token.');
  // The session cookie alone is not enough: a form on another site could post it (CSRF).
  if (!bearer && !request.headers['x-requested-with'] && !request.headers['apollo-require-preflight']) {
    throw new HttpProblem(400, 'Send the X-Requested-With header with uploads.');
  }
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpProblem(415, 'Send the image as multipart/form-data with a file and a type.');
  }
  const limit = deps.config.maxUploadBytes + ENVELOPE_BYTES;
  const overLimit = tooLargeMessage(deps.config.maxUploadBytes);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpProblem(413, overLimit);
  // The token stands for the account here; the limits keep only a hash of it.
  await deps.limits.consumeUpload({ ip: request.ip, account: token });
  let seen = 0;
  let fileTooLarge = false;
  /** Set when this side ends the copy (size limit, client gone): the legacy call's failure is then not an outage. */
  let bodyFailed = false;
  // The body goes to the legacy API unchanged; a parser reading a copy of it measures the file itself.
  const inspector = inspectorFor(request, deps.config.maxUploadBytes);
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) {
        bodyFailed = true;
        return callback(new HttpProblem(413, overLimit));
      }
      inspector.write(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      inspector.end();
      callback();
    },
  });
  inspector.on('file', (_name, file) => {
    file.on('limit', () => {
      fileTooLarge = true;
      bodyFailed = true;
      limited.destroy(new HttpProblem(413, overLimit));
    });
    file.resume();
  });
  // A malformed body is the legacy API's to refuse; the copy just stops being read. Should the legacy API hang up
  // on it before it is all sent, the refusal is still the client's (400), not an outage.
  let malformed = false;
  inspector.on('error', () => {
    malformed = true;
  });
  // A client that goes away mid-body ends the copy; the legacy call then fails and nothing is stored.
  limited.on('error', () => undefined);
  request.raw.on('error', (error) => {
    bodyFailed = true;
    limited.destroy(error);
  });
  request.raw.on('aborted', () => {
    bodyFailed = true;
    limited.destroy(new HttpProblem(400, 'The upload was cut off.'));
  });
  request.raw.pipe(limited);
  try {
    const uploaded = await deps.legacy.uploadImage({
      token,
      requestId: request.id,
      contentType,
      contentLength: declared || undefined,
      body: limited,
      bodyFailed: () => bodyFailed,
    });
    return {
      fileName: uploaded.data,
      folder: uploaded.folder,
      url: deps.urls.image(uploaded.folder, uploaded.data),
    };
  } catch (error) {
    if (seen > limit || fileTooLarge) throw new HttpProblem(413, overLimit);
    if (request.raw.readableAborted || error instanceof UploadBodyError) {
      throw new HttpProblem(400, 'The upload was cut off.');
    }
    if (malformed && error instanceof LegacyUnavailableError) {
      throw new HttpProblem(400, 'The multipart body is malformed.');
    }
    if (error instanceof LegacyHttpError) throw new HttpProblem(error.status, error.legacyMessage);
    if (error instanceof LegacyUnavailableError) throw new HttpProblem(503, error.message);
    throw error;
  }
}

export async function registerUploadRoute(app: FastifyInstance, deps: UploadDeps): Promise<void> {
  await app.register(async (scope) => {
    // The body is streamed through as it comes: no parser reads it here, whatever its type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.post('/upload', async (request) => handleUpload(request, deps));
  });
}
