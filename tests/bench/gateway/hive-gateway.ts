/**
 * GraphQL Mesh and Hive Gateway for `npm run bench:gateway`: installed at run time into a temporary folder (never
 * into the project), the legacy API composed into a supergraph from its printed contract (the part legacy-contract.ts
 * writes), and the supergraph served by `hive-gateway` with its default settings.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { writeGatewayContract } from './legacy-contract';

/** Exact versions, so that every run measures the same gateway (the versions name the install folder too). */
export const GATEWAY_PACKAGES = {
  '@graphql-hive/gateway': '2.15.1',
  '@graphql-mesh/compose-cli': '1.8.2',
  '@omnigraph/openapi': '0.112.4',
  // Their peer dependency, the version the project uses.
  graphql: '16.15.0',
} as const;

/** Packages installed with the gateway whose versions are worth printing beside the figures. */
const REPORTED_PACKAGES = [
  '@graphql-hive/gateway-runtime',
  '@graphql-mesh/fusion-runtime',
  '@graphql-mesh/transport-rest',
];

const HERE = import.meta.dirname;

/** A step of the gateway's setup that did not work, with the reason in plain words. */
export class GatewayUnavailableError extends Error {}

/** The last lines of a command's output, enough to show why it failed. */
function tail(text: string, lines = 15): string {
  return text.trim().split('\n').slice(-lines).join('\n');
}

/**
 * The install folder, `<tmp>/portfolio-bench-gateway-<versions>`, kept between runs: installed once with npm (from
 * the registry the user's npm is set up for), then reused. `.installed` is written last, so a broken install is
 * started again.
 */
export function installGateway(log: (line: string) => void): string {
  const versions = [
    `hive-gateway-${GATEWAY_PACKAGES['@graphql-hive/gateway']}`,
    `mesh-compose-${GATEWAY_PACKAGES['@graphql-mesh/compose-cli']}`,
    `omnigraph-openapi-${GATEWAY_PACKAGES['@omnigraph/openapi']}`,
  ].join('-');
  const folder = path.join(os.tmpdir(), `portfolio-bench-gateway-${versions}`);
  const done = path.join(folder, '.installed');
  if (fs.existsSync(done)) return folder;

  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'package.json'), '{ "private": true }\n');
  const specs = Object.entries(GATEWAY_PACKAGES).map(([name, version]) => `${name}@${version}`);
  log(`installing ${specs.join(' ')} into ${folder} (once; later runs reuse it) …`);
  const install = spawnSync(
    'npm',
    ['install', '--prefix', folder, '--no-audit', '--no-fund', '--save-exact', ...specs],
    { cwd: folder, encoding: 'utf8', timeout: 10 * 60_000 },
  );
  if (install.status !== 0) {
    // npm's first error lines say what went wrong (code, the request that failed); the stack after them does not.
    const reason = `${install.stderr ?? ''}`
      .split('\n')
      .filter((line) => line.startsWith('npm error') && !/^npm error\s+at /.test(line))
      .slice(0, 8)
      .join('\n');
    throw new GatewayUnavailableError(
      `npm could not install the gateway into ${folder} (${install.error?.message ?? `exit ${install.status}`}):\n` +
        (reason || tail(`${install.stdout ?? ''}\n${install.stderr ?? ''}`)),
    );
  }
  fs.writeFileSync(done, `${specs.join('\n')}\n`);
  return folder;
}

/** `name@version` of the packages that do the gateway's work, as installed. */
export function installedVersions(folder: string): string[] {
  return [...Object.keys(GATEWAY_PACKAGES).filter((name) => name !== 'graphql'), ...REPORTED_PACKAGES].map(
    (name) => {
      const manifest = path.join(folder, 'node_modules', name, 'package.json');
      const version = fs.existsSync(manifest)
        ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version
        : 'not installed';
      return `${name}@${version}`;
    },
  );
}

/**
 * `mesh-compose` over the legacy contract's part the gateway queries use (written into `work` by legacy-contract.ts)
 * against `legacyUrl`; answers the supergraph file written in `work`.
 */
export function composeSupergraph(folder: string, legacyUrl: string, work: string): string {
  const config = path.join(folder, 'mesh.config.mjs');
  fs.copyFileSync(path.join(HERE, 'mesh.config.mjs'), config);
  const supergraph = path.join(work, 'supergraph.graphql');
  const compose = spawnSync(
    process.execPath,
    [path.join(folder, 'node_modules/.bin/mesh-compose'), '--config-path', config, '--output', supergraph],
    {
      cwd: folder,
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        ...process.env,
        LEGACY_URL: legacyUrl,
        LEGACY_OPENAPI_PATH: writeGatewayContract(work),
      },
    },
  );
  if (compose.status !== 0 || !fs.existsSync(supergraph)) {
    throw new GatewayUnavailableError(
      `mesh-compose could not compose the supergraph (${compose.error?.message ?? `exit ${compose.status}`}):\n` +
        tail(`${compose.stdout ?? ''}\n${compose.stderr ?? ''}`),
    );
  }
  return supergraph;
}

/** A free TCP port of 127.0.0.1 (hive-gateway does not tell the port it took when given 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * `hive-gateway supergraph <file> --host 127.0.0.1 --port <free port>` as a child process added to `children`, with
 * no configuration file and no gateway settings in its environment (its defaults: one process, masked errors, no
 * response cache), NODE_ENV=production as the BFF has. Its output goes to `gateway.log` in `work`. Answers its
 * address once `/readiness` answers 200.
 */
export async function startHiveGateway(
  children: ChildProcess[],
  folder: string,
  supergraph: string,
  work: string,
): Promise<{ url: string; pid: number }> {
  const port = await freePort();
  const logFile = path.join(work, 'gateway.log');
  const output = fs.openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    [
      path.join(folder, 'node_modules/.bin/hive-gateway'),
      'supergraph',
      supergraph,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    {
      cwd: work,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production' },
      stdio: ['ignore', output, output],
    },
  );
  fs.closeSync(output);
  children.push(child);
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited !== undefined) break;
    const ready = await fetch(`${url}/readiness`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { url, pid: child.pid ?? 0 };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new GatewayUnavailableError(
    `hive-gateway ${exited !== undefined ? `exited with ${exited}` : 'was not ready within 60 s'}:\n` +
      tail(fs.readFileSync(logFile, 'utf8')),
  );
}
