import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLegacy, type LegacyHarness } from '../legacy/legacy-harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LINE = /GraphQL BFF listening on (http:\/\/[^/\s]+)\/graphql \(.*2 processes\)/;
const QUERY = JSON.stringify({ query: '{ categories { id } }' });

/** The BFF's worker processes: the primary's children running its bundle. */
function workerPids(primary: number): number[] {
  const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary)], { encoding: 'utf8' });
  return lines
    .split('\n')
    .filter((line) => line.includes('build/bff/main.mjs'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One GraphQL request on a connection of its own (keep-alive would keep asking the same worker). */
function ask(url: string, agent: http.Agent | false = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/graphql`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(QUERY);
  });
}

/** Established TCP connections to `port` whose socket the process `pid` holds (Linux /proc). */
function connectionsHeldBy(pid: number, port: number): number {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      const localPort = parseInt(columns[1]?.split(':')[1] ?? '', 16);
      // State 01 is ESTABLISHED; column 9 the socket's inode.
      if (localPort === port && columns[3] === '01' && columns[9]) inodes.add(columns[9]);
    }
  }
  let held = 0;
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode && inodes.has(inode)) held += 1;
    } catch {
      // Closed meanwhile.
    }
  }
  return held;
}

describe('BFF_PROCESSES=2: two worker processes serve one port', () => {
  let legacy: LegacyHarness;
  let primary: ChildProcess;
  let output = '';
  let url = '';
  let exited: Promise<number | null>;

  beforeAll(async () => {
    legacy = await startLegacy();
    primary = spawn(process.execPath, ['build/bff/main.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        BFF_PROCESSES: '2',
        PORT: '0',
        HOST: '127.0.0.1',
        LEGACY_URL: legacy.url,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '0',
        SHUTDOWN_GRACE_MS: '3000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => primary.once('exit', (code) => resolve(code)));
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    primary.stdout?.on('data', collect);
    primary.stderr?.on('data', collect);
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the BFF did not start:\n${output}`)), 50_000);
      primary.stdout?.on('data', () => {
        const match = LINE.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      void exited.then((code) => reject(new Error(`the BFF exited with ${code}:\n${output}`)));
    });
  }, 60_000);

  afterAll(async () => {
    if (primary.exitCode === null) {
      primary.kill('SIGKILL');
      for (const pid of workerPids(primary.pid ?? 0)) process.kill(pid, 'SIGKILL');
    }
    await legacy.stop();
  });

  it('prints the address once, and each worker answers some of the connections', async () => {
    const workers = workerPids(primary.pid ?? 0);
    expect(workers).toHaveLength(2);
    // Eight connections at once, held open: the primary hands them to the workers in turn.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    try {
      const statuses = await Promise.all(Array.from({ length: 8 }, () => ask(url, agent)));
      expect(statuses).toEqual(Array.from({ length: 8 }, () => 200));
      const port = Number(new URL(url).port);
      const held = workers.map((pid) => connectionsHeldBy(pid, port));
      expect(held.reduce((sum, count) => sum + count, 0)).toBe(8);
      for (const count of held) expect(count).toBeGreaterThan(0);
    } finally {
      agent.destroy();
    }
    expect(output.match(/GraphQL BFF listening on/g)).toHaveLength(1);
  });

  it('answers /metrics for all the processes together', async () => {
    const before = await graphqlCount();
    for (let index = 0; index < 6; index += 1) expect(await ask(url)).toBe(200);
    // Whichever worker answers the scrape, it counts the requests both served.
    expect(await graphqlCount()).toBe(before + 6);
    expect(await graphqlCount()).toBe(before + 6);

    async function graphqlCount(): Promise<number> {
      const text = await (await fetch(`${url}/metrics`, { headers: { connection: 'close' } })).text();
      const line =
        /^bff_http_request_duration_seconds_count\{route="\/graphql",method="POST",status="200"\} (\d+)$/m;
      return Number(line.exec(text)?.[1] ?? 0);
    }
  });

  it('keeps answering when a worker dies, and starts another in its place', async () => {
    const [killed, survivor] = workerPids(primary.pid ?? 0);
    if (!killed || !survivor) throw new Error('two workers expected');
    process.kill(killed, 'SIGKILL');
    await expect.poll(() => alive(killed)).toBe(false);
    for (let index = 0; index < 6; index += 1) expect(await ask(url)).toBe(200);
    await expect
      .poll(() => workerPids(primary.pid ?? 0).filter((pid) => pid !== killed), { timeout: 30_000 })
      .toHaveLength(2);
    expect(workerPids(primary.pid ?? 0)).toContain(survivor);
    expect(output).toContain('a BFF worker exited; starting another');
    expect(output).toContain(`"pid":${killed}`);
    // The replacement serves the same port.
    await expect
      .poll(
        async () => {
          const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
          try {
            await Promise.all(Array.from({ length: 8 }, () => ask(url, agent)));
            const port = Number(new URL(url).port);
            return workerPids(primary.pid ?? 0).every((pid) => connectionsHeldBy(pid, port) > 0);
          } finally {
            agent.destroy();
          }
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  }, 60_000);

  it('stops every process on SIGTERM, after they drain', async () => {
    const workers = workerPids(primary.pid ?? 0);
    expect(workers).toHaveLength(2);
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) await expect.poll(() => alive(pid)).toBe(false);
    expect(output.match(/GraphQL BFF listening on/g)).toHaveLength(1);
  }, 30_000);
});

describe('a BFF whose output nobody reads any more (piped to a reader that stopped, but kept the pipe open)', () => {
  it('still serves, and is gone within its grace after SIGTERM', async () => {
    const legacy = await startLegacy();
    // Every request writes an access line; nobody reads them once the BFF has started.
    const bff = spawn(process.execPath, ['build/bff/main.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LEGACY_URL: legacy.url,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_MINUTE: '0',
        SHUTDOWN_GRACE_MS: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        bff.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /GraphQL BFF listening on (http:\/\/[^/\s]+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        bff.once('exit', (code) => reject(new Error(`the BFF exited with ${code}:\n${output}`)));
      });
      for (const stream of [bff.stdout, bff.stderr]) {
        stream.removeAllListeners('data');
        stream.pause();
      }
      // About 1 MB of access lines: far past what a pipe holds (64 kB).
      for (let batch = 0; batch < 60; batch += 1) {
        const statuses = await Promise.all(Array.from({ length: 50 }, () => ask(url)));
        expect(new Set(statuses)).toEqual(new Set([200]));
      }
      const stoppedAt = Date.now();
      bff.kill('SIGTERM');
      await expect.poll(() => bff.exitCode !== null, { timeout: 15_000 }).toBe(true);
      // The grace (1 s) and a few seconds of a loaded machine.
      expect(Date.now() - stoppedAt).toBeLessThan(8_000);
    } finally {
      if (bff.exitCode === null) bff.kill('SIGKILL');
      await legacy.stop();
    }
  }, 120_000);
});
