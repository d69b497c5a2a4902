import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageRenderer } from '../pages/page-renderer';
import { COMPRESSION } from './compression';
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

/** Refuses addresses no route could have (control characters, `..`, overlong segments). */
function checkAddress(request: FastifyRequest): void {
  const pathname = request.url.split('?')[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new HttpProblem(400, 'The address is malformed.');
  }
  // A `..` segment is a probe for files outside the site, never an address of one of its pages.
  if (CONTROL_CHARACTERS.test(decoded) || decoded.split(/[/\\]/).includes('..'))
    throw new HttpProblem(400, 'The address is malformed.');
  if (decoded.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH)) {
    throw new HttpProblem(404, 'Not Found');
  }
}

/**
 * Serves the built site from `distDir`: its files with @fastify/static (hashed assets cached for good, with the
 * Brotli or gzip copies the build wrote beside them; the rest revalidated), and every other address as a page
 * rendered by `renderPage` (compressed as it goes out).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  renderPage: PageRenderer,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    preCompressed: true,
    index: false,
    // One route per file of the build (it does not change while the BFF runs); every other address is a page. The
    // template is not a page of its own, and the compressed copies are found beside the files they compress.
    wildcard: false,
    globIgnore: ['index.html*', '**/*.br', '**/*.gz'],
    setHeaders(reply, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { compress: COMPRESSION }, (request, reply) => {
    checkAddress(request);
    return renderPage(request, reply);
  });
}
