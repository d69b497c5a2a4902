import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESSION } from '../compression';

/**
 * Compression (@fastify/compress), for the routes that ask for it only (GraphQL, share pages): the site's files have
 * Brotli and gzip copies made by the build.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { ...COMPRESSION, global: false });
}
