import closeWithGrace from 'close-with-grace';
import SonicBoom from 'sonic-boom';
import { startLegacyServer } from './server';

/** `npm run legacy`: the legacy REST API alone, on LEGACY_PORT (default 4001), data in DATA_DIR. */
const server = await startLegacyServer();
console.log(`Legacy REST API listening on ${server.url} (data in ${server.app.config.dataDir})`);
// A launcher that started this process with an IPC channel (`npm start`) learns the address there.
process.send?.({ listening: server.url });

// Lines written from now on never block the event loop: a stdout nobody reads (a full pipe) would otherwise stop
// this process inside its write, deaf to SIGTERM. A full pipe delays them, then drops them (sonic-boom directly:
// pino.destination would add a synchronous flush at exit, which waits on the same full pipe).
function nonBlocking(fd: 1 | 2) {
  const destination = new SonicBoom({ fd, sync: false, maxLength: 1024 * 1024 });
  destination.on('error', () => undefined);
  return destination;
}
const output = nonBlocking(1);
const errors = nonBlocking(2);

const graceMs = server.app.config.shutdownGraceMs;
// On SIGTERM or SIGINT: stop taking connections, let requests in flight finish (the server cuts them after
// SHUTDOWN_GRACE_MS), close the store, exit 0. The extra time covers closing; past it close-with-grace exits 1.
// An uncaught error takes the same path but exits 1.
closeWithGrace({ delay: graceMs + 5_000 }, async ({ signal, err }) => {
  if (err) errors.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  else if (signal) output.write(`${signal}: finishing requests in flight, then stopping\n`);
  await server.close(graceMs);
});
