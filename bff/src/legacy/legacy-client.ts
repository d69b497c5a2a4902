/**
 * The one pooled HTTP client through which the BFF talks to the legacy API, composed of small pieces over one
 * request path: the transport (send, time, report, classify: legacy-transport.ts), the route guards (breaker, slot,
 * retries within the request's deadline: legacy-resilience.ts) and the sharing of identical anonymous reads
 * (shared-reads.ts). The typed calls are in legacy-calls.ts, the types the rest of the BFF sees in legacy-api.ts.
 */
import type { Dispatcher } from 'undici';
import { Client, FormData, Pool } from 'undici';
import type { UploadDto } from './legacy-types';
import type { LegacyApi } from './legacy-calls';
import type {
  LegacyClient,
  LegacyClientOptions,
  LegacyImage,
  LegacyRequestContext,
  UploadImageRequest,
} from './legacy-api';
import { legacyCallsOf, segment, type CallSpec } from './legacy-calls';
import { LegacyHttpError, parseJson, unavailable } from './legacy-errors';
import { createRouteGuards } from './legacy-resilience';
import { createTransport, scopeOf, type CallScope } from './legacy-transport';
import { sharingAnonymousReads } from './shared-reads';

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const readText = (body: Dispatcher.ResponseData['body']) => body.text();

/** Makes the one pooled HTTP client through which the BFF talks to the legacy API. */
export function createLegacyClient(options: LegacyClientOptions): LegacyClient {
  const base = new URL(options.baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const connectTimeout = options.connectTimeoutMs ?? 2000;
  const connections = Math.max(1, options.connections ?? 16);
  const requestBudgetMs = Math.max(0, options.requestBudgetMs ?? 3000);
  const pool = new Pool(base.origin, {
    connections,
    connectTimeout,
    // Upper bounds of one attempt; the request's deadline usually ends a hung attempt sooner.
    headersTimeout: options.headersTimeoutMs ?? 5000,
    bodyTimeout: options.bodyTimeoutMs ?? 10000,
    keepAliveTimeout: 4000,
    pipelining: 1,
  });
  /** Readiness pings' own connection, made on the first ping. */
  let pingClient: Client | undefined;
  const send = createTransport(pool, prefix, options.onCall);
  const guards = createRouteGuards({
    retries: Math.max(0, options.retries ?? 2),
    retryBaseDelayMs: Math.max(0, options.retryBaseDelayMs ?? 100),
    breakerFailures: Math.max(1, options.breakerFailures ?? 5),
    breakerHalfOpenAfterMs: Math.max(0, options.breakerHalfOpenAfterMs ?? 10_000),
    routeConnections: Math.max(1, options.routeConnections ?? Math.ceil(connections / 2)),
    onBreakerStateChange: options.onBreakerStateChange,
  });
  /** Images and uploads are not GraphQL requests: no shared budget, only their own timeouts. */
  const unbudgeted = scopeOf(Infinity);

  function baseHeaders(context: { token?: string; requestId: string }): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': context.requestId };
    if (context.token) headers.authorization = `Bearer ${context.token}`;
    return headers;
  }

  /** A call of its own: guarded, sent, and its 2xx answer read as JSON (an object) or text. */
  async function callAlone(
    scope: CallScope,
    context: LegacyRequestContext,
    spec: CallSpec,
  ): Promise<unknown> {
    const { method, path } = spec;
    const headers = { ...baseHeaders(context), ...spec.headers };
    let body: string | FormData | undefined = spec.form;
    if (spec.json !== undefined) {
      body = JSON.stringify(spec.json);
      headers['content-type'] = 'application/json';
    }
    return await guards.run(scope, method, path, async (signal, attempt) => {
      const answer = await send(scope, {
        method,
        path,
        query: spec.query,
        headers,
        body,
        signal,
        attempt,
        read: readText,
      });
      if (spec.expect === 'text') return answer.body;
      const parsed = parseJson(answer.body);
      if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) {
        throw unavailable(method, path, 'the answer was not JSON', {
          status: answer.status,
          cause: new Error(`Legacy answer ${answer.status} is not JSON: ${answer.body.slice(0, 200)}`),
        });
      }
      return parsed.value;
    });
  }

  const call = sharingAnonymousReads(callAlone, options.onSharedRead);

  function forRequest(context: LegacyRequestContext): LegacyApi {
    const budgetMs = context.budgetMs ?? requestBudgetMs;
    const scope = scopeOf(budgetMs > 0 ? budgetMs : Infinity, context.onCall);
    return legacyCallsOf(<T>(spec: CallSpec) => call(scope, context, spec) as Promise<T>, {
      trustedClientKey: options.trustedClientKey,
      siteUrl: options.siteUrl,
    });
  }

  /** A member's image, sent as a new, well-formed form; never retried, and outside any request's budget. */
  async function uploadImage(request: UploadImageRequest): Promise<UploadDto> {
    const form = new FormData();
    if (request.type) form.set('type', request.type);
    if (request.file) {
      const { bytes, fileName, mimeType } = request.file;
      form.set(
        'file',
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mimeType || 'application/octet-stream' }),
        fileName || 'image',
      );
    }
    const path = 'api/image-up';
    const answer = (await callAlone(unbudgeted, request, { method: 'POST', path, form })) as Record<
      string,
      unknown
    >;
    if (typeof answer.data !== 'string') {
      throw unavailable('POST', path, 'the answer was not an upload answer', {
        status: 200,
        cause: new Error(`Legacy answer is not an upload answer: ${JSON.stringify(answer).slice(0, 200)}`),
      });
    }
    return answer as unknown as UploadDto;
  }

  /** An image, streamed as the legacy API sends it; null for a 404. */
  async function fetchImage(folder: string, file: string, requestId = 'image'): Promise<LegacyImage | null> {
    const path = `storage/${segment(folder)}/${segment(file)}`;
    const headers = { accept: 'image/*', 'x-request-id': requestId };
    try {
      const answer = await guards.run(unbudgeted, 'GET', path, (signal, attempt) =>
        send(unbudgeted, { method: 'GET', path, headers, signal, attempt, read: async (body) => body }),
      );
      return {
        contentType: headerValue(answer.headers['content-type']) ?? 'application/octet-stream',
        contentLength: headerValue(answer.headers['content-length']),
        body: answer.body,
      };
    } catch (error) {
      if (error instanceof LegacyHttpError && error.status === 404) return null;
      throw error;
    }
  }

  async function ping(timeoutMs = 1000): Promise<boolean> {
    pingClient ??= new Client(base.origin, { connectTimeout, pipelining: 1, keepAliveTimeout: 4000 });
    try {
      const response = await pingClient.request({
        path: `${prefix}/healthz`,
        method: 'GET',
        headers: { accept: 'application/json', 'x-request-id': 'ping' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body.dump();
      return response.statusCode >= 200 && response.statusCode < 300;
    } catch {
      return false;
    }
  }

  return {
    forRequest,
    uploadImage,
    fetchImage,
    breakerStates: guards.breakerStates,
    ping,
    async close() {
      const clients = [pool, pingClient].filter((client) => client !== undefined);
      await Promise.all(
        clients.map((client) => (client.closed || client.destroyed ? undefined : client.close())),
      );
    },
  };
}
