/** The longest the app waits for the warm-up before making its first formatters itself. */
const WARM_UP_WAIT_MS = 1000;

let warmedUp: Promise<void> | undefined;

/**
 * Starts building the browser's Intl data for a language on a worker thread (decision 041): the first number or date
 * formatter of a page costs the main thread 25–60 ms on this machine's desktop CPU (a long task on a phone), almost
 * all of it the locale lists V8 builds once per process, which a worker builds as well. Called by the boot script as
 * the page starts; `intlWarmedUp` says when it is done.
 */
export function warmUpIntl(locale: string): void {
  warmedUp ??= new Promise<void>((resolve) => {
    const done = () => resolve();
    setTimeout(done, WARM_UP_WAIT_MS);
    try {
      const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
        name: 'intl-warm-up',
      });
      worker.addEventListener('message', () => {
        worker.terminate();
        done();
      });
      worker.addEventListener('error', done);
      worker.postMessage(locale);
    } catch {
      // No worker (refused by a policy, or an old browser): the main thread makes its formatters itself.
      done();
    }
  });
}

/**
 * Resolves once the warm-up has finished, failed or taken too long (then the main thread pays what is left), or at
 * once when none was started.
 */
export function intlWarmedUp(): Promise<void> {
  return warmedUp ?? Promise.resolve();
}
