import closeWithGrace from 'close-with-grace';
import { startBffServer } from './server';

/** `npm run bff`: the GraphQL BFF on PORT (default 4000) over the legacy API at LEGACY_URL. */
const server = await startBffServer();
// A plain line whatever LOG_LEVEL says: people and the launcher read the address from it.
console.log(
  `GraphQL BFF listening on ${server.url}/graphql (legacy API at ${server.config.legacyUrl}, ${server.config.production ? 'production' : 'development'} mode)`,
);

// SIGTERM or SIGINT: stop accepting, let requests in flight finish within the grace, then exit. An error no request
// caught leaves the process in an unknown state: it is logged, the same drain runs, and the launcher restarts it.
closeWithGrace(
  {
    delay: server.config.shutdownGraceMs,
    logger: { error: (message: unknown) => server.logger.error(message) },
  },
  async ({ signal, err }) => {
    if (err) server.logger.fatal({ err }, 'unexpected error: draining, then exiting');
    else server.logger.info({ signal }, 'draining requests in flight, then exiting');
    await server.close();
  },
);
