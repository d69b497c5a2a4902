import type { AfterAnswerTask } from './router';

/**
 * Work started after an answer went out (e-mail): tracked so shutdown can wait for it, its failures logged
 * and never thrown, since no request is left to report them to.
 */
export class BackgroundWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly logError: (error: unknown) => void) {}

  /** Starts `task` now; its synchronous part runs before this returns. */
  start(task: AfterAnswerTask): void {
    const running: Promise<void> = (async () => task())()
      .catch((error: unknown) => this.logError(error))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves once every task started so far (and any they start) has finished. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  get size(): number {
    return this.pending.size;
  }
}
