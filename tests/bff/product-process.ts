import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ProductProcess {
  /** The site and GraphQL endpoint. */
  url: string;
  launcher: ChildProcess;
  /** Everything the launcher and its children wrote (stdout and stderr). */
  output(): string;
  /** The process id of the running child program (its bundle, build/<program>/main.mjs), or undefined. */
  childPid(program: 'bff' | 'legacy'): number | undefined;
  /** SIGTERM to the launcher; answers its exit code. */
  stop(): Promise<number | null>;
}

/** A port free right now on 127.0.0.1: a restarted BFF must come back on the same address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The product as `npm start` runs it (the launcher's bundle, which runs the legacy API's and the BFF's bundles as its
 * children: `npm run build` made them), on random ports of 127.0.0.1 over `dataDir`, in production mode.
 */
export async function startProduct(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ProductProcess> {
  const launcher = spawn(process.execPath, ['build/launcher/start-product.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LEGACY_PORT: String(await freePort()),
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  launcher.stdout.on('data', collect);
  launcher.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the product did not start:\n${output}`)), 90_000);
    const check = () => {
      const match = /the site is at (http:\/\/\S+?)\/ /.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    launcher.stdout.on('data', check);
    launcher.stderr.on('data', check);
    void exited.then((code) => reject(new Error(`the launcher exited with ${code}:\n${output}`)));
  });
  return {
    url,
    launcher,
    output: () => output,
    childPid(program) {
      const script = `build/${program}/main.mjs`;
      const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(launcher.pid)], {
        encoding: 'utf8',
      }).split('\n');
      const line = lines.find((candidate) => candidate.includes(script));
      return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
    },
    async stop() {
      if (launcher.exitCode === null) launcher.kill('SIGTERM');
      return exited;
    },
  };
}
