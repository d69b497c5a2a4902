/**
 * Keeps a child process running: the BFF's primary keeps its workers (main.ts), the product launcher keeps the
 * legacy API and the BFF (launcher/start-product.ts). A child that exits is started again after a delay that
 * doubles while replacements keep dying soon after starting, and is quick again once one has run well.
 */

/** A child process or a cluster worker: both say how they exited. */
interface ExitingProcess {
  once(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** How long until the next start, if one is made. */
  restartInMs: number;
}

/** A child that ran this long started well: the next restart is quick again. */
const HEALTHY_RUN_MS = 30_000;

export function keepRunning<Child extends ExitingProcess>(options: {
  /** Starts the child (and listens to it as the caller needs). */
  start: () => Child;
  /** The first restart's delay; each quick death doubles it, up to `maxRestartDelayMs`. */
  firstRestartDelayMs: number;
  maxRestartDelayMs: number;
  /** True once the whole is stopping: nothing is started again from then on. */
  stopping: () => boolean;
  /** Told of an exit while not stopping (to log it); answers false when no other is to be started. */
  onExit: (child: Child, exit: ProcessExit) => boolean;
}): void {
  let delay = options.firstRestartDelayMs;
  const start = (): void => {
    const startedAt = Date.now();
    const child = options.start();
    child.once('exit', (code, signal) => {
      if (options.stopping()) return;
      if (Date.now() - startedAt > HEALTHY_RUN_MS) delay = options.firstRestartDelayMs;
      if (!options.onExit(child, { code, signal, restartInMs: delay })) return;
      setTimeout(() => {
        if (!options.stopping()) start();
      }, delay);
      delay = Math.min(delay * 2, options.maxRestartDelayMs);
    });
  };
  start();
}
