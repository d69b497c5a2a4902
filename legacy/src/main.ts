import closeWithGrace from 'close-with-grace';
import { startLegacyServer } from './server';

/** `npm run legacy`: the legacy REST API alone, on LEGACY_PORT (default 4001), data in DATA_DIR. */
const server = await startLegacyServer();
console.log(`Legacy REST API listening on ${server.url} (data in ${server.app.config.dataDir})`);

const graceMs = server.app.config.shutdownGraceMs;
// On SIGTERM or SIGINT: stop taking connections, let requests in flight finish (the server cuts them after
// SHUTDOWN_GRACE_MS), close the store, exit 0. The extra time covers closing; past it close-with-grace exits 1.
// An uncaught error takes the same path but exits 1.
closeWithGrace({ delay: graceMs + 5_000 }, async ({ signal, err }) => {
  if (err) console.error(err);
  else if (signal) console.log(`${signal}: finishing requests in flight, then stopping`);
  await server.close(graceMs);
});
