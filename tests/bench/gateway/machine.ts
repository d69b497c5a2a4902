/**
 * What else the machine is doing while `npm run bench:gateway` measures (Linux /proc): on a shared machine, other
 * work takes CPU from the servers measured, and a figure means little without it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

interface CpuSample {
  /** Every CPU's time since boot, in clock ticks. */
  total: number;
  /** The part of it not idle. */
  busy: number;
  /** The part of it spent in this process and every process it started (the servers, npm, tsx). */
  ours: number;
}

function sample(): CpuSample {
  const times = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = times.reduce((sum, time) => sum + time, 0);
  const idle = (times[3] ?? 0) + (times[4] ?? 0);

  const parents = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // Gone meanwhile.
    }
    // After the command name (in parentheses, which may hold spaces): state, ppid, … utime (12th), stime (13th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parents.set(Number(entry), Number(fields[1]));
    ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
  }
  const isOurs = (pid: number): boolean => {
    for (let current = pid, depth = 0; current > 1 && depth < 64; depth += 1) {
      if (current === process.pid) return true;
      current = parents.get(current) ?? 0;
    }
    return false;
  };
  let ours = 0;
  for (const [pid, time] of ticks) if (isOurs(pid)) ours += time;
  return { total, busy: total - idle, ours };
}

/** Starts measuring the CPU time other processes use; `stop()` answers it in percent of all the machine's CPUs. */
export function othersCpu(): { stop(): number } {
  const before = sample();
  return {
    stop() {
      const after = sample();
      const total = after.total - before.total;
      const others = after.busy - before.busy - (after.ours - before.ours);
      return total > 0 ? Math.max(0, Math.round((100 * others) / total)) : 0;
    },
  };
}

/** Load averages, others' CPU over one second, and the processes with most CPU. */
export async function describeMachine(): Promise<string> {
  const load = fs.readFileSync('/proc/loadavg', 'utf8').trim();
  const window = othersCpu();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const others = window.stop();
  const processes = execFileSync('ps', ['-eo', 'pcpu,pid,args', '--sort=-pcpu'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .slice(0, 10)
    .map((line) => line.slice(0, 140))
    .join('\n');
  return [
    `${os.availableParallelism()} CPUs; /proc/loadavg: ${load}; other processes' CPU over one second: ${others}% of all CPUs`,
    'ps -eo pcpu,pid,args --sort=-pcpu | head (pcpu: average since each process started):',
    processes,
  ].join('\n');
}

/** Resident memory of a process, in MiB. */
export function residentMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
}
