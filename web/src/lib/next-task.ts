/**
 * Resolves in a task of its own: the browser may paint and answer the reader between what comes before and what
 * comes after. `scheduler.yield` (Chromium) keeps the page's place in the queue; elsewhere a message does it without
 * the 4 ms clamp of nested timers.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}
