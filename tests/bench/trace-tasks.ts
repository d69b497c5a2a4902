/**
 * `npm run bench:trace-tasks -- <trace.json>…`: the page's main-thread tasks in a trace that Lighthouse observed
 * (`BENCH_REPORTS=<folder> BENCH_TRACES=1 npm run bench:lighthouse`), as its simulated phone counts them: each task
 * after the first contentful paint, multiplied by the CPU slowdown (4), is blocking beyond 50 ms. Prints, per trace,
 * every task that counts (when it starts after navigation, its length as observed, and the events that took its
 * time, with the script or resource they name), and their sum: an estimate of the blocking time that reads which
 * work it is, where the report only says "Unattributable". TASKS_SLOWDOWN (4) and TASKS_MIN_MS (the shortest task
 * shown, as observed: 50 / slowdown).
 */
import fs from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
}

const SLOWDOWN = Number(process.env.TASKS_SLOWDOWN ?? 4);
const MIN_MS = Number(process.env.TASKS_MIN_MS ?? 50 / SLOWDOWN);

/** The renderer's main thread that ran the page: the one with the most script calls. */
function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const calls = new Map<string, number>();
  for (const event of events)
    if (event.name === 'FunctionCall' || event.name === 'EvaluateScript' || event.name === 'ParseHTML')
      calls.set(`${event.pid}:${event.tid}`, (calls.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  const busiest = [...calls].sort((a, b) => b[1] - a[1])[0];
  if (!busiest) throw new Error('The trace holds no page script or HTML parsing');
  const [pid, tid] = busiest[0].split(':').map(Number);
  return { pid: pid!, tid: tid! };
}

/** The short name of what an event names: a chunk without its hash, the page, a picture. */
function resourceName(url: string): string {
  const file = url.replace(/[?#].*$/, '').replace(/^.*\//, '') || url;
  return decodeURIComponent(file.replace(/-[A-Za-z0-9_-]{8}(\.js)$/, '$1')).slice(0, 40);
}

interface Task {
  event: TraceEvent;
  self: Map<string, number>;
  names: Set<string>;
}

function tasksOf(events: TraceEvent[], thread: { pid: number; tid: number }): Task[] {
  const own = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: Task[] = [];
  const stack: { event: TraceEvent; task: Task; childMs: number }[] = [];
  const close = (entry: (typeof stack)[number]) => {
    const selfMs = entry.event.dur! / 1000 - entry.childMs;
    entry.task.self.set(entry.event.name, (entry.task.self.get(entry.event.name) ?? 0) + selfMs);
  };
  for (const event of own) {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= event.ts) close(stack.pop()!);
    const parent = stack.at(-1);
    const task = parent?.task ?? { event, self: new Map(), names: new Set() };
    if (!parent) tasks.push(task);
    else parent.childMs += event.dur! / 1000;
    if (event.args?.data?.url) task.names.add(resourceName(event.args.data.url));
    stack.push({ event, task, childMs: 0 });
  }
  while (stack.length) close(stack.pop()!);
  return tasks;
}

function report(file: string): void {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  const thread = pageMainThread(events);
  const marks = events.filter((e) => e.pid === thread.pid).sort((a, b) => a.ts - b.ts);
  const start = marks.find((e) => e.name === 'navigationStart')?.ts;
  const fcp = marks.find((e) => e.name === 'firstContentfulPaint')?.ts;
  if (start === undefined || fcp === undefined)
    throw new Error(`${file}: no navigation start or first paint`);
  let blocking = 0;
  console.log(`${file}\n  first contentful paint at ${((fcp - start) / 1000).toFixed(0)} ms (observed)`);
  for (const task of tasksOf(events, thread)) {
    const ms = task.event.dur! / 1000;
    if (task.event.ts < fcp || ms < MIN_MS) continue;
    const counted = Math.max(0, ms * SLOWDOWN - 50);
    blocking += counted;
    const parts = [...task.self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, self]) => `${name} ${self.toFixed(0)}`)
      .join(', ');
    const names = [...task.names].slice(0, 3).join(' ');
    console.log(
      `  @${((task.event.ts - start) / 1000).toFixed(0).padStart(5)} ${ms.toFixed(1).padStart(6)} ms ` +
        `(counts ${counted.toFixed(0).padStart(4)})${names ? ` [${names}]` : ''}: ${parts}`,
    );
  }
  console.log(`  blocking as the model would count it: ${blocking.toFixed(0)} ms`);
}

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('Usage: npm run bench:trace-tasks -- <trace.json>…');
for (const file of files) report(file);
