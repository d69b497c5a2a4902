import { startLegacyServer } from './server';

/** `npm run legacy`: the legacy REST API alone, on LEGACY_PORT (default 4001), data in DATA_DIR. */
const server = await startLegacyServer();
console.log(`Legacy REST API listening on ${server.url} (data in ${server.app.config.dataDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
