import cluster, { type Worker } from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import type { Logger } from 'pino';
import { loadConfig, type BffConfig } from './config';
import { createLogger } from './observability/logger';
import { answerMetricsOfAllProcesses } from './observability/metrics';
import { keepRunning } from './processes/supervisor';

/**
 * `npm run bff`: the GraphQL BFF on PORT (default 4000) over the legacy API at LEGACY_URL. With BFF_PROCESSES above
 * 1 this process is a primary that forks that many workers serving the one port (Node's cluster hands each new
 * connection to the next worker), replaces a worker that dies, and on SIGTERM or SIGINT lets them drain, then exits.
 * Rate limits and the response cache are per process unless REDIS_URL gives them a shared store.
 */

/** What a worker tells its primary, and the primary its workers. */
const LISTENING = 'bff:listening';
const DRAIN = 'bff:drain';

/** Replacing a worker waits this long, doubling up to 30 s while replacements keep dying soon after starting. */
const FIRST_RESTART_DELAY_MS = 250;
const MAX_RESTART_DELAY_MS = 30_000;

/** The line people and the launcher read the address from, printed once whatever LOG_LEVEL says. */
function listeningLine(url: string, config: BffConfig, processes: number): string {
  const mode = config.production ? 'production' : 'development';
  const count = processes > 1 ? `, ${processes} processes` : '';
  return `GraphQL BFF listening on ${url}/graphql (legacy API at ${config.legacyUrl}, ${mode} mode${count})`;
}

/** The log's last lines written, or a second passed (stdout may be a pipe no one reads: they are then dropped). */
function flushed(logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 1000);
    logger.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Prints the listening line, and tells a launcher that started this process with an IPC channel (`npm start`). */
function announce(url: string, config: BffConfig, processes: number): void {
  console.log(listeningLine(url, config, processes));
  process.send?.({ listening: url });
}

function isMessage(message: unknown, type: string): message is { type: string; url?: string } {
  return typeof message === 'object' && message !== null && 'type' in message && message.type === type;
}

/** Serves in this process: alone (BFF_PROCESSES 1), or as one worker of a primary. */
async function serve(): Promise<void> {
  const { startBffServer } = await import('./server');
  const server = await startBffServer();
  if (cluster.isWorker) process.send?.({ type: LISTENING, url: server.url });
  else announce(server.url, server.config, 1);

  // SIGTERM or SIGINT (or the primary's drain): stop accepting, let requests in flight finish within the grace, then
  // exit. An error no request caught leaves the process in an unknown state: it is logged, the same drain runs, and
  // the launcher (or the primary) starts another.
  let draining = false;
  const shutdown = closeWithGrace(
    {
      delay: server.config.shutdownGraceMs,
      logger: { error: (message: unknown) => server.logger.error(message) },
    },
    async ({ signal, err }) => {
      draining = true;
      if (err) server.logger.fatal({ err }, 'unexpected error: draining, then exiting');
      else server.logger.info({ signal }, 'draining requests in flight, then exiting');
      await server.close();
      await flushed(server.logger);
    },
  );
  process.on('message', (message: unknown) => {
    if (isMessage(message, DRAIN) && !draining) shutdown.close();
  });
}

/** Forks `config.bffProcesses` workers on one port and keeps that many running until told to stop. */
function supervise(config: BffConfig): void {
  const logger = createLogger({ level: config.logLevel });
  const processes = config.bffProcesses;
  answerMetricsOfAllProcesses();
  let stopping = false;
  let everListened = false;
  let announced = false;
  const listening = new Set<Worker>();
  /**
   * The PORT each running worker was given. Workers share a listening socket only when they ask for the same
   * address: a replacement asks as the running ones did (PORT=0 included, which then means the port they share); when
   * none is running, it asks for the port they had, so the address stays.
   */
  const portAsked = new Map<Worker, string>();
  let portInUse = String(config.port);

  /** Forks a worker on the port the others serve, and listens to it. */
  function fork(): Worker {
    const port = portAsked.values().next().value ?? portInUse;
    const worker = cluster.fork({ PORT: port });
    portAsked.set(worker, port);
    worker.on('message', (message: unknown) => {
      if (!isMessage(message, LISTENING) || !message.url) return;
      // Told to stop while it was starting: it drains now.
      if (stopping) worker.send({ type: DRAIN });
      everListened = true;
      listening.add(worker);
      portInUse = new URL(message.url).port || portInUse;
      // Once, when the first set of workers all take requests.
      if (!announced && listening.size === processes) {
        announced = true;
        announce(message.url, config, processes);
      }
    });
    worker.on('exit', () => {
      listening.delete(worker);
      portAsked.delete(worker);
    });
    return worker;
  }

  /** Keeps one worker running: a worker that exits is replaced, unless not one could ever start. */
  function keepWorker(): void {
    keepRunning({
      start: fork,
      firstRestartDelayMs: FIRST_RESTART_DELAY_MS,
      maxRestartDelayMs: MAX_RESTART_DELAY_MS,
      stopping: () => stopping,
      onExit: (worker, { code, signal, restartInMs }) => {
        if (!everListened) {
          // Not one worker could start (a port in use, a bad setting): fail as a single process would.
          logger.fatal({ pid: worker.process.pid, code, signal }, 'a BFF worker could not start; stopping');
          stop(1);
          return false;
        }
        logger.warn(
          { pid: worker.process.pid, code, signal, restartInMs },
          'a BFF worker exited; starting another',
        );
        return true;
      },
    });
  }

  /** Tells every worker to drain; exits once all have, or after the grace. */
  function stop(exitCode: number): void {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (!worker) continue;
      // One still starting has nothing to drain; SIGTERM ends it, or drains it if it got that far.
      if (listening.has(worker) && worker.isConnected()) worker.send({ type: DRAIN });
      else worker.process.kill('SIGTERM');
    }
    const deadline = setTimeout(() => {
      logger.error('BFF workers still running after the grace: killing them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownGraceMs + 5_000);
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length > 0) return;
      clearInterval(check);
      clearTimeout(deadline);
      process.exit(exitCode);
    }, 50);
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      logger.info({ signal, workers: processes }, 'draining the BFF workers, then exiting');
      stop(0);
    });
  }
  for (let index = 0; index < processes; index += 1) keepWorker();
}

const config = loadConfig();
if (cluster.isPrimary && config.bffProcesses > 1) supervise(config);
else await serve();
