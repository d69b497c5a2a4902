import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';

export interface LegacyProcess {
  child: ChildProcessWithoutNullStreams;
  /** Base address, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Everything the process printed so far. */
  stdout(): string;
  stderr(): string;
  /** Sends `signal` and answers the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the legacy API's bundle (built by the tests' global setup) as its own process, as `npm start` runs it, on a random port of
 * 127.0.0.1 with data in `dataDir`: an error that escapes a request kills this process, not the test runner.
 */
export async function startLegacyProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<LegacyProcess> {
  const child = spawn(process.execPath, ['build/legacy/main.mjs'], {
    env: { ...process.env, DATA_DIR: dataDir, LEGACY_PORT: '0', LEGACY_HOST: '127.0.0.1', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null]>;
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stdout}${stderr}`)));
    });
    return {
      child,
      url,
      stdout: () => stdout,
      stderr: () => stderr,
      async stop(signal = 'SIGTERM') {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        const [code] = await exited;
        return code;
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}
