import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../legacy/src/seed/demo-data';

describe('npm run legacy (the service as its own process)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-process-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('seeds an empty DATA_DIR, serves the demo member, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'legacy/src/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, LEGACY_PORT: '0', LEGACY_HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
      });
      expect(login.status).toBe(200);
      const categories = (await (await fetch(`${url}/api/category`)).json()) as { data: unknown[] };
      expect(categories.data).toHaveLength(10);
      expect(fs.existsSync(path.join(dataDir, 'legacy.sqlite'))).toBe(true);
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
