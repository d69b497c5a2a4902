/** The median of `runs` timings of `run`, in milliseconds: one slow run on a shared machine does not move it. */
export async function medianTime(run: () => Promise<unknown> | unknown, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
