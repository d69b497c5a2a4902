import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BffConfig } from '../config';
import type { Urls } from '../context';
import type { LegacyClient, UploadedFile } from '../legacy/legacy-api';
import { LegacyHttpError, LegacyUnavailableError } from '../legacy/legacy-errors';
import { askerOf, type AbuseLimits } from '../limits/abuse-limits';
import { HttpProblem } from './http-problem';
import { SESSION_COOKIE } from '../protocol/cookies';
import { bearerOf } from '../protocol/request-id';
import { checkedToken } from '../session/token-check';
import { tooLargeMessage } from '../schema/upload-limits';

/** Room for the multipart envelope around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

const CUT_OFF = 'The upload was cut off.';
const MALFORMED = 'The multipart body is malformed.';

export interface UploadDeps {
  config: BffConfig;
  legacy: LegacyClient;
  urls: Urls;
  limits: AbuseLimits;
}

/** The member's token, refused before a byte of the body is read: no token (401), or a cookie alone (CSRF, 400). */
function tokenOf(request: FastifyRequest): string {
  const bearer = bearerOf(request.headers.authorization);
  const token = bearer ?? request.cookies[SESSION_COOKIE];
  if (!token) throw new HttpProblem(401, 'No access token.');
  // The session cookie alone is not enough: a form on another site could post it (CSRF).
  if (!bearer && !request.headers['x-requested-with'] && !request.headers['apollo-require-preflight']) {
    throw new HttpProblem(400, 'Send the X-Requested-With header with uploads.');
  }
  return token;
}

/** The member a token signs in (one legacy call); 401 when it signs in no one. */
async function memberOf(request: FastifyRequest, deps: UploadDeps, token: string): Promise<number> {
  const answer = await checkedToken(deps.legacy.forRequest({ token, requestId: request.id })).catch(
    (error: unknown) => {
      throw error instanceof LegacyUnavailableError ? new HttpProblem(503, error.message) : error;
    },
  );
  if (!answer?.user) throw new HttpProblem(401, 'The session has expired. Please sign in again.');
  return answer.user.id;
}

/** Whatever went wrong reading this one body, as this request's refusal: it never reaches the process. */
function bodyProblem(request: FastifyRequest, error: unknown, overLimit: string): HttpProblem {
  if (error instanceof HttpProblem) return error;
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT')
    return new HttpProblem(413, overLimit);
  if (code === 'FST_FIELDS_LIMIT') return new HttpProblem(413, 'The upload has too many fields.');
  if (request.raw.readableAborted || code === 'FST_MP_PREMATURE_CLOSE') return new HttpProblem(400, CUT_OFF);
  // busboy's "Unexpected end of form", "Malformed part header", a missing boundary and the like.
  return new HttpProblem(400, MALFORMED);
}

/** Reads the `type` field and the one `file` part, holding the file in memory (at most the upload limit). */
async function readUpload(
  request: FastifyRequest,
  overLimit: string,
): Promise<{ type: string; file: UploadedFile | undefined }> {
  let type = '';
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'type' && typeof part.value === 'string') type = part.value;
      } else if (part.fieldname === 'file' && !file) {
        file = { bytes: await part.toBuffer(), fileName: part.filename, mimeType: part.mimetype };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    throw bodyProblem(request, error, overLimit);
  }
  return { type, file };
}

/**
 * `POST /upload`: a signed-in member's image (multipart `file` and `type`), read whole by @fastify/multipart and
 * sent on to the legacy image-up call, which checks the content is an image (decision 026).
 * Answers `{ fileName, url }` for the mutations to use.
 */
async function handleUpload(request: FastifyRequest, deps: UploadDeps) {
  const token = tokenOf(request);
  if (!request.isMultipart()) {
    throw new HttpProblem(415, 'Send the image as multipart/form-data with a file and a type.');
  }
  const overLimit = tooLargeMessage(deps.config.maxUploadBytes);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > deps.config.maxUploadBytes + ENVELOPE_BYTES) throw new HttpProblem(413, overLimit);
  // Uploads are counted against the member, whichever session they use: the token is checked first, and one that
  // signs no one in is refused before the body is read.
  await deps.limits.consumeUpload(askerOf(request.ip, await memberOf(request, deps, token)));
  const { type, file } = await readUpload(request, overLimit);
  try {
    const uploaded = await deps.legacy.uploadImage({ token, requestId: request.id, type, file });
    return {
      fileName: uploaded.data,
      folder: uploaded.folder,
      url: deps.urls.image(uploaded.folder, uploaded.data),
    };
  } catch (error) {
    if (error instanceof LegacyHttpError) throw new HttpProblem(error.status, error.legacyMessage);
    if (error instanceof LegacyUnavailableError) throw new HttpProblem(503, error.message);
    throw error;
  }
}

export async function registerUploadRoute(app: FastifyInstance, deps: UploadDeps): Promise<void> {
  await app.register(async (scope) => {
    // Only this route parses multipart bodies; anything else is refused by type (415) before it is read.
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: deps.config.maxUploadBytes,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        parts: 12,
        headerPairs: 20,
      },
      throwFileSizeLimit: true,
    });
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.post('/upload', async (request) => handleUpload(request, deps));
  });
}
