import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './product-process';

export interface RedisHarness {
  /** `redis://127.0.0.1:<port>`, for `config.redisUrl`. */
  url: string;
  port: number;
  pid: number;
  /** Stops the server by its PID and removes its temporary folder. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Waits for "Ready to accept connections"; rejects with the server's output if it exits first. */
function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        // Keep draining, so a chatty server never blocks on a full pipe.
        child.stdout?.resume();
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited:\n${output}`));
    });
  });
}

/**
 * A real `redis-server` on 127.0.0.1 and a random port, in memory only (no snapshots, no append-only file),
 * in a temporary folder.
 */
export async function startRedis(): Promise<RedisHarness> {
  // Another process may take the free port before redis-server does: try a few.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-test-'));
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      await ready(child);
    } catch (error) {
      if (child.pid) process.kill(child.pid, 'SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
      if (attempt >= 3) throw error;
      continue;
    }
    const pid = child.pid as number;
    return {
      url: `redis://127.0.0.1:${port}`,
      port,
      pid,
      async stop() {
        const done = exited(child);
        if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGTERM');
        await done;
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
}
