import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './http-error';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a handler answers: JSON by default, or any other body with its content type. */
export type Reply =
  | { status?: number; json: unknown }
  | { status?: number; body: string | Buffer; contentType: string; headers?: Record<string, string> };

export interface RouteRequest {
  method: Method;
  url: URL;
  params: Record<string, string>;
  raw: IncomingMessage;
  response: ServerResponse;
}

export type Handler = (request: RouteRequest) => Promise<Reply> | Reply;

interface Route {
  method: Method;
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
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`), paramNames, handler });
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

  /** Finds the handler for a request, or throws 404 / 405. */
  match(method: string, pathname: string): { handler: Handler; params: Record<string, string> } {
    let pathExists = false;
    for (const route of this.routes) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      pathExists = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.paramNames.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1] ?? '');
      });
      return { handler: route.handler, params };
    }
    if (pathExists) throw new HttpError(405, 'The method is not supported for this route.');
    throw new HttpError(404, 'Not Found');
  }
}
