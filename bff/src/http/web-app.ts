import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from './http-problem';

/** Control characters (`%00`…) have no place in a site address. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** The longest path segment the site's routes use is far below this; longer ones are not addresses of the site. */
const MAX_SEGMENT_LENGTH = 200;

/** True when the built site exists in `distDir`. */
export function hasWebApp(distDir: string | undefined): distDir is string {
  return !!distDir && fs.existsSync(path.join(distDir, 'index.html'));
}

/**
 * Serves the built site from `distDir` with @fastify/static: hashed assets cached for good, with the Brotli or gzip
 * copies the build wrote beside them; everything else revalidated.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    preCompressed: true,
    index: false,
    // The client router handles every other address (see `sendWebApp`).
    wildcard: true,
    setHeaders(reply, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The site's root is a folder to @fastify/static, which refuses it (403) unless a compressed index happens to
  // match the request's Accept-Encoding: a client without compression (curl, monitors, some crawlers) got 403.
  app.get('/', (request, reply) => sendWebApp(request, reply));
}

/**
 * index.html for a GET of any other address, so the client router shows the route (or its own not-found page).
 * Addresses no route could have (control characters, overlong segments) are refused instead.
 */
export function sendWebApp(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathname = request.url.split('?')[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new HttpProblem(400, 'The address is malformed.');
  }
  if (CONTROL_CHARACTERS.test(decoded)) throw new HttpProblem(400, 'The address is malformed.');
  if (decoded.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH)) {
    throw new HttpProblem(404, 'Not Found');
  }
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
