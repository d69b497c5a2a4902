import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { loadConfig, type LegacyConfig } from './config';
import { systemClock, type Clock } from './clock';
import { openDatabase, isEmpty, type Database } from './db/database';
import { createMailer } from './mail/mailer';
import { Router, type AfterAnswerTask, type Method, type Reply } from './http/router';
import { HttpError } from './http/http-error';
import { BackgroundWork } from './http/background-work';
import { outboxDirOf, sessionResolver, storageDirOf, type LegacyApp, type Session } from './app';
import { seedDemoData } from './seed/demo-data';
import { createSearchPool } from './search/search-pool';
import { registerAccountRoutes } from './routes/accounts';
import { registerProfileRoutes } from './routes/profiles';
import { registerImageRoutes } from './routes/images';
import { registerCategoryRoutes } from './routes/categories';
import { registerPortfolioRoutes } from './routes/portfolios';
import { registerPortfolioListRoutes } from './routes/portfolio-lists';
import { registerSearchRoutes } from './routes/search';
import { registerRankingRoutes } from './routes/rankings';
import { registerTagRoutes } from './routes/tags';
import { registerCollectionRoutes } from './routes/collections';
import { registerPageRoutes } from './routes/pages';
import { registerContactRoutes } from './routes/contact';
import { registerShareRoutes } from './routes/share';
import { registerHealthRoutes } from './routes/health';
import { registerStaffRoutes } from './routes/staff';
import { registerAudienceRoutes } from './routes/audience';
import { registerInsightRoutes } from './routes/insights';
import { registerContractRoutes } from './routes/contract';
import { startDigestJob, type DigestJob } from './audience/digest-job';

export interface StartOptions {
  config?: Partial<LegacyConfig>;
  clock?: Clock;
  /** Seed demo data when the store is empty (default true). */
  seed?: boolean;
  /** Where server errors are reported (default console.error). */
  logError?: (error: unknown) => void;
  /** The search workers' entry module (default search-worker.mjs); tests give one that holds searches. */
  searchWorkerFile?: string;
}

export interface LegacyServer {
  app: LegacyApp;
  /** Base address, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /**
   * Resolves once the work handlers left for after their answers (e-mail) has finished, and the digest job's run
   * under way, if any.
   */
  backgroundWorkDone(): Promise<void>;
  /** Runs the digest job once more (after any run under way): queues the digests due, delivers queued mail. */
  runDigestNow(): Promise<void>;
  /**
   * Stops accepting connections, lets requests in flight and e-mail being sent finish for up to `graceMs`
   * (default `SHUTDOWN_GRACE_MS`), cuts whatever is left, ends the search threads, then closes the store.
   */
  close(graceMs?: number): Promise<void>;
}

/** Every route of the API, each with the session it needs resolved by `app`. */
export function buildRouter(app: LegacyApp): Router<Session> {
  const router = new Router(sessionResolver(app), { checkAnswers: app.config?.checkAnswers });
  for (const register of [
    registerHealthRoutes,
    registerAccountRoutes,
    registerProfileRoutes,
    registerImageRoutes,
    registerCategoryRoutes,
    registerPortfolioRoutes,
    registerPortfolioListRoutes,
    registerSearchRoutes,
    registerRankingRoutes,
    registerTagRoutes,
    registerCollectionRoutes,
    registerPageRoutes,
    registerContactRoutes,
    registerShareRoutes,
    registerStaffRoutes,
    registerAudienceRoutes,
    registerInsightRoutes,
    registerContractRoutes,
  ]) {
    register(router, app);
  }
  return router;
}

/** Error codes of a client that hung up while it was being answered: nothing to report. */
const CLIENT_GONE_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

/** Sends a reply; a HEAD request gets the same status and headers without the body. */
async function send(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  reply: Reply,
): Promise<void> {
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
  if ('file' in reply) {
    response.writeHead(status, {
      'Content-Type': reply.contentType,
      'Content-Length': reply.size,
      ...reply.headers,
    });
    if (request.method === 'HEAD' || response.destroyed) {
      await reply.file.close();
      response.end();
      return;
    }
    // The stream closes the file however it ends; pipeline destroys the response when either side fails.
    await pipeline(reply.file.createReadStream(), response);
    return;
  }
  response.writeHead(status, {
    'Content-Type': reply.contentType,
    'Content-Length': Buffer.byteLength(reply.body),
    ...reply.headers,
  });
  response.end(reply.body);
}

function errorReply(error: HttpError): Reply & { status: number; json: unknown } {
  return {
    status: error.status,
    json: { status: error.status, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
  };
}

/** Starts the legacy REST API: opens (and if empty seeds) the store, then listens. */
export async function startLegacyServer(options: StartOptions = {}): Promise<LegacyServer> {
  const config: LegacyConfig = { ...loadConfig(), ...options.config };
  const clock = options.clock ?? systemClock;
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  const db: Database = openDatabase(config.dataDir);
  const storageDir = storageDirOf(config.dataDir);
  if ((options.seed ?? true) && isEmpty(db))
    seedDemoData(db, { now: clock(), storageDir, passwordHashRounds: config.passwordHashRounds });

  let listeningUrl = '';
  let shuttingDown = false;
  const app: LegacyApp = {
    db,
    config,
    clock,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: outboxDirOf(config.dataDir),
    }),
    search: createSearchPool({
      dataDir: config.dataDir,
      db,
      threads: config.searchThreads,
      maxQueue: config.searchMaxQueue,
      logError,
      workerFile: options.searchWorkerFile,
    }),
    storageDir,
    publicUrl: () => config.publicUrl ?? listeningUrl,
    imageBaseUrl: () => config.imageBaseUrl ?? `${app.publicUrl()}/storage`,
  };
  const router = buildRouter(app);
  const backgroundWork = new BackgroundWork(logError);

  /** Answers one request; whatever goes wrong ends this request only. */
  async function answer(
    raw: http.IncomingMessage,
    response: http.ServerResponse,
    afterAnswer: (task: AfterAnswerTask) => void,
  ): Promise<void> {
    try {
      let url: URL;
      try {
        url = new URL(raw.url ?? '/', 'http://localhost');
      } catch {
        throw new HttpError(400, 'The address is malformed.');
      }
      const { handler, params } = router.match(raw.method ?? 'GET', url.pathname);
      const method = (raw.method === 'HEAD' ? 'GET' : raw.method) as Method;
      const reply = await handler({
        method,
        url,
        params,
        raw,
        response,
        afterAnswer,
      });
      await send(raw, response, reply);
    } catch (error) {
      // A client that hung up mid-request or mid-answer is not a server error.
      const clientGone =
        CLIENT_GONE_CODES.has((error as NodeJS.ErrnoException | undefined)?.code ?? '') ||
        (raw.destroyed && !raw.complete);
      if (!(error instanceof HttpError) && !clientGone) logError(error);
      if (response.headersSent || response.destroyed) {
        // Too late for an error answer: cut the connection so the client sees an incomplete one.
        response.destroy();
        return;
      }
      const failure = error instanceof HttpError ? error : new HttpError(500, 'Server Error');
      for (const [name, value] of Object.entries(failure.headers ?? {})) response.setHeader(name, value);
      await send(raw, response, errorReply(failure));
    }
  }

  /** Answers under way per connection: a parse error there must not write into an answer already begun. */
  const answersUnderWay = new WeakMap<Socket, Set<http.ServerResponse>>();
  const answerBegun = (socket: Socket) =>
    [...(answersUnderWay.get(socket) ?? [])].some((response) => response.headersSent);

  const server = http.createServer((raw, response) => {
    const tasksAfterAnswer: AfterAnswerTask[] = [];
    let answered = false;
    const socket = raw.socket;
    const socketAnswers = answersUnderWay.get(socket) ?? new Set<http.ServerResponse>();
    answersUnderWay.set(socket, socketAnswers.add(response));
    // A client may vanish at any moment; its streams' errors end this request only and are handled below.
    raw.on('error', () => {});
    response.on('error', () => {});
    response.once('close', () => {
      answered = true;
      socketAnswers.delete(response);
      for (const task of tasksAfterAnswer) backgroundWork.start(task);
      // A keep-alive connection whose answer began before shutdown: close it now that it is idle.
      if (shuttingDown) setImmediate(() => server.closeIdleConnections());
    });
    // During shutdown every answer is the connection's last, so no new request arrives on it.
    if (shuttingDown) response.setHeader('Connection', 'close');
    // Work left for after the answer starts at once when the client has already gone.
    const afterAnswer = (task: AfterAnswerTask) =>
      answered ? backgroundWork.start(task) : tasksAfterAnswer.push(task);
    answer(raw, response, afterAnswer).catch((error: unknown) => {
      logError(error);
      response.destroy();
    });
  });
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 65_000;
  // A request the HTTP parser refuses (bad request line or headers, oversize headers, timeout) or a broken
  // connection: answer it if the socket can still be written to, then close it; never let it reach the process.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable || answerBegun(socket)) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const reason = http.STATUS_CODES[status] ?? 'Bad Request';
    const body = JSON.stringify({ status, message: reason });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  listeningUrl = `http://${host}:${address.port}`;
  // Runs now and every DIGEST_CHECK_SECONDS: the day's digests, and mail queued (by an earlier run too) delivered.
  const digestJob: DigestJob = startDigestJob(app, logError);

  let closing: Promise<void> | undefined;
  async function close(graceMs: number): Promise<void> {
    shuttingDown = true;
    const deadline = Date.now() + graceMs;
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
    await stopped;
    clearTimeout(cutOff);
    const leftMs = Math.max(0, deadline - Date.now());
    let waiting: NodeJS.Timeout | undefined;
    const gaveUp = await Promise.race([
      Promise.all([backgroundWork.settled(), digestJob.stop()]).then(() => false),
      new Promise<boolean>((resolve) => (waiting = setTimeout(() => resolve(true), leftMs))),
    ]);
    clearTimeout(waiting);
    if (gaveUp) logError(new Error(`Shutting down with ${backgroundWork.size} e-mail task(s) unfinished.`));
    // Before the main connection, so that it closes last and checkpoints the WAL as it goes.
    await app.search.close();
    db.close();
  }

  return {
    app,
    url: listeningUrl,
    backgroundWorkDone: async () => {
      await Promise.all([backgroundWork.settled(), digestJob.idle()]);
      await backgroundWork.settled();
    },
    runDigestNow: () => digestJob.runNow(),
    close(graceMs = config.shutdownGraceMs) {
      closing ??= close(graceMs);
      return closing;
    },
  };
}
