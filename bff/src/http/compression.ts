import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * How answers made in memory (GraphQL, share pages) are compressed: Brotli or gzip above 1 KiB, in one go whatever
 * their size. The plugin's stream path for them lets a visitor who leaves mid-answer raise an error no one listens
 * to, which would take the process down; bodies here are JSON or HTML of at most a few hundred KiB.
 * Routes pass these same options: a route's own options replace the plugin's, they do not add to them.
 */
export const COMPRESSION: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  syncThreshold: 16 * 1024 * 1024,
};
