import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, type LegacyConfig } from './config';
import { systemClock, type Clock } from './clock';
import { openDatabase, isEmpty, type Database } from './db/database';
import { createMailer } from './mail/mailer';
import { Router, type Method, type Reply } from './http/router';
import { HttpError } from './http/http-error';
import { outboxDirOf, storageDirOf, type LegacyApp } from './app';
import { seedDemoData } from './seed/demo-data';
import { registerAccountRoutes } from './routes/accounts';
import { registerProfileRoutes } from './routes/profiles';
import { registerImageRoutes } from './routes/images';
import { registerCategoryRoutes } from './routes/categories';
import { registerPortfolioRoutes } from './routes/portfolios';
import { registerPortfolioListRoutes } from './routes/portfolio-lists';
import { registerRankingRoutes } from './routes/rankings';
import { registerTagRoutes } from './routes/tags';
import { registerCollectionRoutes } from './routes/collections';
import { registerPageRoutes } from './routes/pages';
import { registerContactRoutes } from './routes/contact';
import { registerShareRoutes } from './routes/share';

export interface StartOptions {
  config?: Partial<LegacyConfig>;
  clock?: Clock;
  /** Seed demo data when the store is empty (default true). */
  seed?: boolean;
  /** Where server errors are reported (default console.error). */
  logError?: (error: unknown) => void;
}

export interface LegacyServer {
  app: LegacyApp;
  /** Base address, e.g. `http://127.0.0.1:41234`. */
  url: string;
  close(): Promise<void>;
}

export function buildRouter(app: LegacyApp): Router {
  const router = new Router();
  for (const register of [
    registerAccountRoutes,
    registerProfileRoutes,
    registerImageRoutes,
    registerCategoryRoutes,
    registerPortfolioRoutes,
    registerPortfolioListRoutes,
    registerRankingRoutes,
    registerTagRoutes,
    registerCollectionRoutes,
    registerPageRoutes,
    registerContactRoutes,
    registerShareRoutes,
  ]) {
    register(router, app);
  }
  return router;
}

function send(response: http.ServerResponse, reply: Reply): void {
  const status = reply.status ?? 200;
  if ('json' in reply) {
    const body = JSON.stringify(reply.json);
    response.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    response.end(body);
    return;
  }
  response.writeHead(status, {
    'Content-Type': reply.contentType,
    'Content-Length': Buffer.byteLength(reply.body),
    ...reply.headers,
  });
  response.end(reply.body);
}

/** Starts the legacy REST API: opens (and if empty seeds) the store, then listens. */
export async function startLegacyServer(options: StartOptions = {}): Promise<LegacyServer> {
  const config: LegacyConfig = { ...loadConfig(), ...options.config };
  const clock = options.clock ?? systemClock;
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  const db: Database = openDatabase(config.dataDir);
  const storageDir = storageDirOf(config.dataDir);
  if ((options.seed ?? true) && isEmpty(db)) seedDemoData(db, { now: clock(), storageDir });

  let listeningUrl = '';
  const app: LegacyApp = {
    db,
    config,
    clock,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: outboxDirOf(config.dataDir),
    }),
    storageDir,
    publicUrl: () => config.publicUrl ?? listeningUrl,
    imageBaseUrl: () => config.imageBaseUrl ?? `${app.publicUrl()}/storage`,
  };
  const router = buildRouter(app);

  const server = http.createServer((raw, response) => {
    void (async () => {
      try {
        const url = new URL(raw.url ?? '/', 'http://localhost');
        const { handler, params } = router.match(raw.method ?? 'GET', url.pathname);
        const reply = await handler({ method: (raw.method ?? 'GET') as Method, url, params, raw, response });
        send(response, reply);
      } catch (error) {
        if (response.headersSent) {
          response.destroy();
          return;
        }
        if (error instanceof HttpError) {
          send(response, {
            status: error.status,
            json: {
              status: error.status,
              message: error.message,
              ...(error.errors ? { errors: error.errors } : {}),
            },
          });
          return;
        }
        logError(error);
        send(response, { status: 500, json: { status: 500, message: 'Server Error' } });
      }
    })();
  });
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  listeningUrl = `http://${host}:${address.port}`;

  return {
    app,
    url: listeningUrl,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      db.close();
    },
  };
}
