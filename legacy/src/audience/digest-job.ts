import type { Database } from '../db/database';
import type { Clock } from '../clock';
import type { LegacyConfig } from '../config';
import type { Mailer } from '../mail/mailer';
import { deliverQueuedMail } from '../mail/mail-queue';
import { queueDueDigests } from './digest';

/** What the job runs on: the server's store, clock, mailer and settings (its `LegacyApp` has them all). */
export interface DigestJobDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  config: Pick<LegacyConfig, 'digestHour' | 'digestCheckSeconds' | 'siteUrl'>;
}

/** The daily digest's job, as the server runs it. */
export interface DigestJob {
  /** Runs the job once more, after any run under way: queues the digests due, then delivers the queued mail. */
  runNow(): Promise<void>;
  /** Resolves once no run is under way or waiting. */
  idle(): Promise<void>;
  /** Stops the timer and any run not begun; resolves once the run under way, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Starts the digest job: a run at once, then one every DIGEST_CHECK_SECONDS (0: none), one at a time; a tick while
 * a run is under way is skipped. Time is the app's clock; a failure is logged and the next run tries again.
 */
export function startDigestJob(app: DigestJobDeps, logError: (error: unknown) => void): DigestJob {
  let chain: Promise<void> = Promise.resolve();
  let waiting = 0;
  let stopped = false;

  async function run(): Promise<void> {
    if (stopped) return;
    try {
      queueDueDigests(app.db, {
        now: app.clock(),
        digestHour: app.config.digestHour,
        siteUrl: app.config.siteUrl,
      });
    } catch (error) {
      logError(error);
    }
    if (stopped) return;
    try {
      const { failed, lastError } = await deliverQueuedMail(app.db, app.mailer, app.clock, () => stopped);
      if (failed > 0)
        logError(new Error(`${failed} queued message(s) could not be sent and stay queued: ${lastError}`));
    } catch (error) {
      logError(error);
    }
  }

  function schedule(): Promise<void> {
    waiting += 1;
    chain = chain.then(run).finally(() => (waiting -= 1));
    return chain;
  }

  void schedule();
  const seconds = app.config.digestCheckSeconds;
  const timer =
    seconds > 0
      ? setInterval(() => {
          if (waiting === 0) void schedule();
        }, seconds * 1000)
      : undefined;
  // The timer alone never keeps the process alive.
  timer?.unref();

  return {
    runNow: schedule,
    async idle() {
      while (waiting > 0) await chain;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await chain;
    },
  };
}
