import { startBffServer } from './server';

/** `npm run bff`: the GraphQL BFF on PORT (default 4000) over the legacy API at LEGACY_URL. */
const server = await startBffServer();
console.log(`GraphQL BFF listening on ${server.url}/graphql (legacy API at ${server.config.legacyUrl})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
