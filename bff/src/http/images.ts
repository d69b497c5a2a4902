import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { LegacyClient } from '../legacy/legacy-client';
import { HttpProblem } from './body';

/** `GET /images/<folder>/<file>`: the legacy image, streamed, so the site needs one origin only. */
export async function handleImage(
  request: IncomingMessage,
  response: ServerResponse,
  deps: { legacy: LegacyClient; pathname: string },
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') throw new HttpProblem(405, 'Use GET.');
  const match = /^\/images\/([\w-]+)\/([\w.-]+)$/.exec(deps.pathname);
  if (!match?.[1] || !match[2]) throw new HttpProblem(404, 'Not Found');
  const image = await deps.legacy.fetchImage(match[1], match[2]);
  if (!image) throw new HttpProblem(404, 'Not Found');
  response.writeHead(200, {
    'Content-Type': image.contentType,
    ...(image.contentLength ? { 'Content-Length': image.contentLength } : {}),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.method === 'HEAD') {
    image.body.destroy();
    response.end();
    return;
  }
  await pipeline(image.body, response);
}
