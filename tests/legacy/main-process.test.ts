import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySeededData } from './legacy-harness';
import { DEMO_MEMBER } from '../../legacy/src/seed/demo-data';
import { storageDirOf } from '../../legacy/src/app';
import { startLegacyProcess } from './legacy-process';

/** Too large for the sockets' buffers: a client that does not read keeps the answer in flight. */
const BIG_IMAGE_BYTES = 32 * 1024 * 1024;

/** A copy of the seeded data with one large image in it. */
function dataWithBigImage(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-shutdown-'));
  copySeededData(dataDir);
  fs.writeFileSync(
    path.join(storageDirOf(dataDir), 'images_cover', 'big.png'),
    Buffer.alloc(BIG_IMAGE_BYTES),
  );
  return dataDir;
}

/**
 * Starts downloading the big image and stops reading once the answer has begun. The connection is
 * keep-alive, so the server must close it itself once the answer is done.
 */
async function pausedDownload(url: string, agent: http.Agent) {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(`${url}/storage/images_cover/big.png`, { agent }, resolve);
    request.on('error', reject);
  });
  response.pause();
  let received = 0;
  response.on('data', (chunk: Buffer) => (received += chunk.length));
  const finished = new Promise<{ complete: boolean; received: number }>((resolve) => {
    response.on('end', () => resolve({ complete: response.complete, received }));
    response.on('error', () => resolve({ complete: false, received }));
    response.on('close', () => resolve({ complete: response.complete, received }));
  });
  return { response, finished };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('npm run legacy (the service as its own process)', () => {
  const dataDirs: string[] = [];
  afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('seeds an empty DATA_DIR, serves the demo member, and stops on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-process-'));
    dataDirs.push(dataDir);
    const service = await startLegacyProcess(dataDir);
    try {
      const login = await fetch(`${service.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
      });
      expect(login.status).toBe(200);
      const categories = (await (await fetch(`${service.url}/api/category`)).json()) as { data: unknown[] };
      expect(categories.data).toHaveLength(10);
      expect(fs.existsSync(path.join(dataDir, 'legacy.sqlite'))).toBe(true);
      expect(await service.stop('SIGTERM')).toBe(0);
    } finally {
      await service.stop('SIGKILL');
    }
  });

  it('on SIGTERM refuses new connections, finishes the download in flight, then exits 0', async () => {
    const dataDir = dataWithBigImage();
    dataDirs.push(dataDir);
    const service = await startLegacyProcess(dataDir);
    try {
      // An idle keep-alive connection must not hold up the shutdown.
      const keepAlive = new http.Agent({ keepAlive: true });
      await new Promise<void>((resolve, reject) =>
        http
          .get(`${service.url}/api/category`, { agent: keepAlive }, (response) => {
            response.resume();
            response.on('end', resolve);
          })
          .on('error', reject),
      );
      const download = await pausedDownload(service.url, keepAlive);

      const exited = service.stop('SIGTERM');
      await wait(500);
      expect(service.child.exitCode).toBeNull();
      await expect(fetch(`${service.url}/api/category`)).rejects.toThrow();

      download.response.resume();
      expect(await download.finished).toEqual({ complete: true, received: BIG_IMAGE_BYTES });
      const finishedAt = Date.now();
      expect(await exited).toBe(0);
      // Well inside the 10 s grace: the finished keep-alive connection did not hold the process.
      expect(Date.now() - finishedAt).toBeLessThan(3_000);
      expect(service.stdout()).toContain('SIGTERM: finishing requests in flight, then stopping');
      keepAlive.destroy();
    } finally {
      await service.stop('SIGKILL');
    }
  });

  it('cuts a request still running after SHUTDOWN_GRACE_MS and still exits 0', async () => {
    const dataDir = dataWithBigImage();
    dataDirs.push(dataDir);
    const service = await startLegacyProcess(dataDir, { SHUTDOWN_GRACE_MS: '300' });
    try {
      const agent = new http.Agent({ keepAlive: true });
      const download = await pausedDownload(service.url, agent);
      const started = Date.now();
      expect(await service.stop('SIGTERM')).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
      download.response.resume();
      expect((await download.finished).complete).toBe(false);
      agent.destroy();
    } finally {
      await service.stop('SIGKILL');
    }
  });
});
