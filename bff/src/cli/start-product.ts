import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';

/**
 * `npm start`: the whole product on the embedded default. The legacy API runs as its own program (its npm
 * script, on LEGACY_PORT) and the BFF is pointed at it; a key shared only by the two guards the legacy
 * Facebook sign-in. Stopping this process stops both.
 */
const legacyPort = process.env.LEGACY_PORT ?? '4001';
const trustedKey = process.env.LEGACY_TRUSTED_CLIENT_KEY ?? crypto.randomBytes(24).toString('base64url');
const env = { ...process.env, LEGACY_PORT: legacyPort, LEGACY_TRUSTED_CLIENT_KEY: trustedKey };
const children: ChildProcess[] = [];

function run(script: string, extraEnv: Record<string, string>, readOutput: boolean): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...env, ...extraEnv },
    stdio: ['ignore', readOutput ? 'pipe' : 'inherit', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${script} stopped (exit ${code}); stopping the product.`);
      stop(1);
    }
  });
  return child;
}

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match);
    });
  });
}

let stopping = false;
function stop(code: number): void {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

const legacy = run('legacy/src/main.ts', {}, true);
const [, legacyUrl = ''] = await waitForLine(legacy, /listening on (http:\/\/\S+)/);
run(
  'bff/src/main.ts',
  { LEGACY_URL: legacyUrl, WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'web/dist' },
  false,
);
