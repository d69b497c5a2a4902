/**
 * CPU time and memory of a process and its descendants, read from /proc (Linux): a service started as one process
 * may run its work in child processes (the BFF's cluster workers), and the benchmark charges them all to it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (`getconf CLK_TCK`, normally 100). */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return ''; // the process (or thread) ended meanwhile
  }
}

function listOrEmpty(folder: string): string[] {
  try {
    return fs.readdirSync(folder);
  } catch {
    return []; // the process ended meanwhile
  }
}

/** `pid` and every process below it, found through /proc/<pid>/task/<tid>/children. */
export function processTree(pid: number): number[] {
  const found = [pid];
  for (let index = 0; index < found.length; index++) {
    const tasks = `/proc/${found[index]}/task`;
    for (const thread of listOrEmpty(tasks)) {
      for (const child of readOrEmpty(`${tasks}/${thread}/children`).split(' ')) {
        if (child.trim() !== '') found.push(Number(child));
      }
    }
  }
  return found;
}

/** Node processes among `pid` and its descendants (not, say, the esbuild service tsx starts). */
export function nodeProcessCount(pid: number): number {
  const node = fs.realpathSync(process.execPath);
  return processTree(pid).filter((member) => {
    try {
      return fs.readlinkSync(`/proc/${member}/exe`) === node;
    } catch {
      return false;
    }
  }).length;
}

/** User + system CPU time of one process (all its threads), in milliseconds; 0 when it is gone. */
function processCpuMs(pid: number): number {
  const stat = readOrEmpty(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses: count the fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0); // utime and stime, fields 14 and 15
  return (ticks * 1000) / CLOCK_TICKS;
}

/** CPU time used so far by `pid` and its descendants, in milliseconds. */
export function treeCpuMs(pid: number): number {
  return processTree(pid).reduce((sum, member) => sum + processCpuMs(member), 0);
}

/** Resident memory of `pid` and its descendants, in MiB. */
export function treeResidentMiB(pid: number): number {
  const kib = processTree(pid).reduce(
    (sum, member) => sum + Number(/VmRSS:\s+(\d+)/.exec(readOrEmpty(`/proc/${member}/status`))?.[1] ?? 0),
    0,
  );
  return Math.round(kib / 1024);
}

/**
 * Waits until `pids` and their descendants together use less than `threshold` of one CPU over half a second (at
 * most `maxMs`): a service still working off an earlier phase's backlog would otherwise slow the next one.
 */
export async function waitForQuiet(pids: number[], threshold = 0.1, maxMs = 20_000): Promise<void> {
  const used = () => pids.reduce((sum, pid) => sum + treeCpuMs(pid), 0);
  for (let waited = 0; waited < maxMs; waited += 500) {
    const before = used();
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (used() - before < 500 * threshold) return;
  }
}

/** Waits (at most 15 s) until the processes are gone, so the next set-up does not share the CPU with their shutdown. */
export async function waitForExit(pids: number[]): Promise<void> {
  const alive = (pid: number) => {
    try {
      return !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  };
  for (let waited = 0; waited < 15_000 && pids.some(alive); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
