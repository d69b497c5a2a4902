import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';

/**
 * `npm start` (production) and `npm run dev`: the whole product on the embedded default. The legacy API runs as its
 * own program (on LEGACY_PORT) and the BFF is pointed at it; a key shared only by the two guards the legacy Facebook
 * sign-in. A child that dies is started again (and the log says so); stopping this process stops both, each
 * draining its requests in flight first.
 */
const legacyPort = process.env.LEGACY_PORT ?? '4001';
const trustedKey = process.env.LEGACY_TRUSTED_CLIENT_KEY ?? crypto.randomBytes(24).toString('base64url');
const env = { ...process.env, LEGACY_PORT: legacyPort, LEGACY_TRUSTED_CLIENT_KEY: trustedKey };

/** Restarts wait this long, doubling up to a minute while a child keeps dying at once. */
const FIRST_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 60_000;
/** A child that ran this long counts as having started well: the next restart is quick again. */
const HEALTHY_RUN_MS = 30_000;
/** How long the children may take to drain on stop before they are killed. */
const STOP_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000) + 2_000;

let stopping = false;
const running = new Set<ChildProcess>();

function log(message: string): void {
  console.error(`[start] ${new Date().toISOString()} ${message}`);
}

interface Service {
  name: string;
  script: string;
  env: () => Record<string, string>;
  /** Resolves with the first match of `ready` in its output (its listening address). */
  ready?: RegExp;
}

/** Runs a service, restarting it whenever it exits while the product is not stopping. */
function supervise(service: Service): Promise<RegExpExecArray | null> {
  let delay = FIRST_RESTART_DELAY_MS;
  return new Promise((resolveReady) => {
    const start = () => {
      const startedAt = Date.now();
      const child = spawn(process.execPath, ['--import', 'tsx', service.script], {
        env: { ...env, ...service.env() },
        stdio: ['ignore', service.ready ? 'pipe' : 'inherit', 'inherit'],
      });
      running.add(child);
      if (service.ready) {
        let output = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          process.stdout.write(chunk);
          if (output.length < 10_000) output += chunk.toString();
          const match = service.ready?.exec(output);
          if (match) resolveReady(match);
        });
      } else {
        resolveReady(null);
      }
      child.on('exit', (code, signal) => {
        running.delete(child);
        if (stopping) return;
        if (Date.now() - startedAt > HEALTHY_RUN_MS) delay = FIRST_RESTART_DELAY_MS;
        log(`${service.name} stopped (${signal ?? `exit ${code}`}); restarting it in ${delay} ms.`);
        setTimeout(start, delay);
        delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
      });
    };
    start();
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

const legacyReady = await supervise({
  name: 'legacy API',
  script: 'legacy/src/main.ts',
  env: () => ({}),
  ready: /listening on (http:\/\/\S+)/,
});
const legacyUrl = legacyReady?.[1] ?? `http://127.0.0.1:${legacyPort}`;
const bffReady = await supervise({
  name: 'BFF',
  script: 'bff/src/main.ts',
  env: () => ({ LEGACY_URL: legacyUrl, WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'web/dist' }),
  ready: /GraphQL BFF listening on (http:\/\/[^\s/"]+)/,
});
log(`the site is at ${bffReady?.[1] ?? '(unknown address)'}/ (GraphQL at /graphql)`);
