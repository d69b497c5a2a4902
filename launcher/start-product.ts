import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { standardOutput } from '../bff/src/observability/logger';
import { keepRunning } from '../bff/src/processes/supervisor';

/**
 * `npm start` (production) and `npm run dev`: the whole product on the embedded default. The legacy API runs as its
 * own program (on LEGACY_PORT) and the BFF is pointed at it; a key shared only by the two guards the legacy Facebook
 * sign-in. A child that dies is started again (and the log says so); stopping this process stops both, each
 * draining its requests in flight first, and kills what is still running after their grace.
 *
 * Run from its bundle (`npm start`: build/launcher/start-product.mjs) it starts the children's bundles with plain
 * node; run from its sources (`npm run dev`) it starts their sources under tsx. The children write their own output
 * to this process's stdout and stderr (never relayed through it, so that a reader who stops reading cannot stop this
 * process), and say they are listening over IPC.
 */
const legacyPort = process.env.LEGACY_PORT ?? '4001';
const trustedKey = process.env.LEGACY_TRUSTED_CLIENT_KEY ?? crypto.randomBytes(24).toString('base64url');
const env = { ...process.env, LEGACY_PORT: legacyPort, LEGACY_TRUSTED_CLIENT_KEY: trustedKey };

/** Restarts wait this long, doubling up to a minute while a child keeps dying at once. */
const FIRST_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 60_000;
/** How long the children may take to drain on stop before they are killed. */
const STOP_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000) + 2_000;

/** Built: this file is the bundle, and so are the children; else all run from their sources under tsx. */
const built = import.meta.url.endsWith('.mjs');
const programs = built
  ? { legacy: '../legacy/main.mjs', bff: '../bff/main.mjs' }
  : { legacy: '../legacy/src/main.ts', bff: '../bff/src/main.ts' };
const nodeOptions = built ? ['--enable-source-maps'] : ['--import', 'tsx'];

let stopping = false;
const running = new Set<ChildProcess>();
/** This process's own lines go to stderr without blocking, like the BFF's log (see standardOutput). */
const ownOutput = standardOutput(2);

function log(message: string): void {
  ownOutput.write(`[start] ${new Date().toISOString()} ${message}\n`);
}

interface Service {
  name: string;
  program: string;
  env: () => Record<string, string>;
}

/** A child's IPC message saying it listens at `url`. */
function listeningUrlOf(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null || !('listening' in message)) return undefined;
  return typeof message.listening === 'string' ? message.listening : undefined;
}

/** Runs a service, restarting it whenever it exits while the product is not stopping; answers where it listens. */
function supervise(service: Service): Promise<string> {
  const script = fileURLToPath(new URL(service.program, import.meta.url));
  return new Promise((resolveReady) => {
    keepRunning({
      start: () => {
        const child = spawn(process.execPath, [...nodeOptions, script], {
          env: { ...env, ...service.env() },
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        running.add(child);
        child.on('message', (message: unknown) => {
          const url = listeningUrlOf(message);
          if (url) resolveReady(url);
        });
        child.on('exit', () => running.delete(child));
        return child;
      },
      firstRestartDelayMs: FIRST_RESTART_DELAY_MS,
      maxRestartDelayMs: MAX_RESTART_DELAY_MS,
      stopping: () => stopping,
      onExit: (_child, { code, signal, restartInMs }) => {
        log(`${service.name} stopped (${signal ?? `exit ${code}`}); restarting it in ${restartInMs} ms.`);
        return true;
      },
    });
  });
}

function stop(): void {
  if (stopping) return;
  stopping = true;
  log('stopping: the services finish their requests in flight.');
  for (const child of running) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(1);
  }, STOP_GRACE_MS);
  deadline.unref();
  const check = setInterval(() => {
    if (running.size === 0) {
      clearInterval(check);
      process.exit(0);
    }
  }, 50);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

const legacyUrl = await supervise({ name: 'legacy API', program: programs.legacy, env: () => ({}) });
const bffUrl = await supervise({
  name: 'BFF',
  program: programs.bff,
  env: () => ({ LEGACY_URL: legacyUrl, WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'web/dist' }),
});
log(`the site is at ${bffUrl}/ (GraphQL at /graphql)`);
