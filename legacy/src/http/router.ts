import type { FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './http-error';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a handler answers: JSON by default, any other body with its content type, or an open file streamed
 * to the client (the server closes it).
 */
export type Reply =
  | { status?: number; json: unknown }
  | { status?: number; body: string | Buffer; contentType: string; headers?: Record<string, string> }
  | {
      status?: number;
      file: FileHandle;
      size: number;
      contentType: string;
      headers?: Record<string, string>;
    };

/** Work a handler leaves for after its answer has gone out, so the client never waits for it. */
export type AfterAnswerTask = () => Promise<void> | void;

export interface RouteRequest {
  /** HEAD requests reach the GET handler: the server leaves out the body. */
  method: Method;
  url: URL;
  params: Record<string, string>;
  raw: IncomingMessage;
  response: ServerResponse;
  /** Runs `task` once the answer has been sent (or the client has gone); a failure is logged, never thrown. */
  afterAnswer(task: AfterAnswerTask): void;
}

export type Handler = (request: RouteRequest) => Promise<Reply> | Reply;

interface Route {
  method: Method;
  /** As registered, e.g. `/api/portfolio/{id}`. */
  path: string;
  pattern: RegExp;
  paramNames: string[];
  handler: Handler;
}

/** Maps `METHOD /path/{param}` to handlers; knows which paths exist so a wrong method answers 405. */
export class Router {
  private readonly routes: Route[] = [];

  add(method: Method, path: string, handler: Handler): this {
    const paramNames: string[] = [];
    const source = path
      .split('/')
      .map((segment) => {
        const match = /^\{(\w+)\}$/.exec(segment);
        if (!match?.[1]) return segment.replace(/[.*+?^$()|[\]\\-]/g, '\\$&');
        paramNames.push(match[1]);
        return '([^/]+)';
      })
      .join('/');
    this.routes.push({ method, path, pattern: new RegExp(`^${source}/?$`), paramNames, handler });
    return this;
  }

  get(path: string, handler: Handler): this {
    return this.add('GET', path, handler);
  }
  post(path: string, handler: Handler): this {
    return this.add('POST', path, handler);
  }
  put(path: string, handler: Handler): this {
    return this.add('PUT', path, handler);
  }
  delete(path: string, handler: Handler): this {
    return this.add('DELETE', path, handler);
  }

  /** Every registered route, in registration order. */
  list(): { method: Method; path: string }[] {
    return this.routes.map(({ method, path }) => ({ method, path }));
  }

  /** Finds the handler for a request (HEAD counts as GET), or throws 400 / 404 / 405. */
  match(method: string, pathname: string): { handler: Handler; params: Record<string, string> } {
    const wanted = method === 'HEAD' ? 'GET' : method;
    const allowed: string[] = [];
    for (const route of this.routes) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      allowed.push(route.method);
      if (route.method !== wanted) continue;
      const params: Record<string, string> = {};
      route.paramNames.forEach((name, index) => {
        params[name] = decodePathSegment(found[index + 1] ?? '');
      });
      return { handler: route.handler, params };
    }
    if (allowed.length > 0) {
      if (allowed.includes('GET')) allowed.push('HEAD');
      throw new HttpError(405, 'The method is not supported for this route.', undefined, {
        Allow: allowed.join(', '),
      });
    }
    throw new HttpError(404, 'Not Found');
  }
}

/** A percent-decoded path segment; 400 for a malformed escape such as `%ff` or `%zz`. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'The address is malformed.');
  }
}
