import type { FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AnswerShape, RequestShape, type RouteContract } from './contract';
import { HttpError } from './http-error';
import { Input } from './input';

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

/**
 * Whether a route needs a signed-in member: `required` answers 401 without one, `optional` hands the
 * handler the session or undefined, `none` never looks at the token.
 */
export type SessionNeed = 'required' | 'optional' | 'none';

/** What a route declares it needs; the router provides it before the handler runs. */
export interface RouteNeeds<Need extends SessionNeed> {
  session: Need;
  /**
   * `parsed` (the default) reads the query and a JSON or form body into `input`; `stream` leaves the body
   * unread for the handler (multipart uploads) and gives it the query string only.
   */
  body?: 'parsed' | 'stream';
  /** A check on the request's headers that runs before anything else, even before the body is read. */
  guard?: (request: RouteRequest) => void;
  /** What the route takes and answers: checked at the boundary, printed as OpenAPI. */
  contract: RouteContract;
}

/** What a handler receives: the request's parameters, its session as declared, and the request itself. */
export interface RouteContext<SessionValue> {
  input: Input;
  session: SessionValue;
  params: Record<string, string>;
  request: RouteRequest;
}

/** The session a handler receives for its declared need. */
export type SessionFor<Need extends SessionNeed, Session> = Need extends 'required'
  ? Session
  : Need extends 'optional'
    ? Session | undefined
    : undefined;

export type RouteHandler<SessionValue> = (context: RouteContext<SessionValue>) => Promise<Reply> | Reply;

/** How the router finds the signed-in member of a request. */
export interface SessionResolver<Session> {
  /** The session, or undefined for a visitor (an invalid token counts as none). */
  optional(request: RouteRequest): Session | undefined;
  /** The session; throws the 401 answer without one. */
  required(request: RouteRequest): Session;
}

/** A registered route as the OpenAPI document lists it. */
export interface RouteEntry {
  method: Method;
  /** As registered, e.g. `/api/portfolio/{id}`. */
  path: string;
  session: SessionNeed;
  contract: RouteContract;
}

interface Route extends RouteEntry {
  pattern: RegExp;
  paramNames: string[];
  handler: Handler;
}

export interface RouterOptions {
  /** Check every successful JSON answer against its route's schema (the tests turn it on); a drift is a 500. */
  checkAnswers?: boolean;
}

/**
 * Maps `METHOD /path/{param}` to handlers; knows which paths exist so a wrong method answers 405. Each
 * route declares what it needs (`{ session: 'required' }`); the router then runs its guard, reads its
 * input and resolves its session, in that order, and hands them to the handler.
 */
export class Router<Session = never> {
  private readonly routes: Route[] = [];

  constructor(
    private readonly sessions: SessionResolver<Session>,
    private readonly options: RouterOptions = {},
  ) {}

  add<Need extends SessionNeed>(
    method: Method,
    path: string,
    needs: RouteNeeds<Need>,
    handler: RouteHandler<SessionFor<Need, Session>>,
  ): this {
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
    const declared = Object.keys(needs.contract.params?.properties ?? {});
    if (!needs.contract.answer === !needs.contract.media)
      throw new Error(`${method} ${path} declares either a JSON answer or another media type.`);
    if (declared.join() !== paramNames.join())
      throw new Error(`${method} ${path} declares the parameters [${declared.join()}] in its contract.`);
    this.routes.push({
      method,
      path,
      session: needs.session,
      contract: needs.contract,
      pattern: new RegExp(`^${source}/?$`),
      paramNames,
      handler: this.provide(`${method} ${path}`, needs, handler),
    });
    return this;
  }

  /** Wraps a route's handler so that it receives what the route declared. */
  private provide<Need extends SessionNeed>(
    route: string,
    needs: RouteNeeds<Need>,
    handler: RouteHandler<SessionFor<Need, Session>>,
  ): Handler {
    const { contract } = needs;
    const params = contract.params && new RequestShape(contract.params, 'path');
    const query = contract.query && new RequestShape(contract.query, 'query');
    const body = contract.body && new RequestShape(contract.body, 'body');
    const answer =
      this.options.checkAnswers && contract.answer ? new AnswerShape(contract.answer, route) : undefined;
    return async (request) => {
      needs.guard?.(request);
      params?.check(request.params);
      query?.check(Object.fromEntries(request.url.searchParams));
      // The body is read before the session is looked at, so a malformed body is a 400 even without a token.
      const input =
        needs.body === 'stream'
          ? new Input(Object.fromEntries(request.url.searchParams))
          : await Input.from(request.raw, request.url);
      if (input.body) body?.check(input.body);
      const session =
        needs.session === 'required'
          ? this.sessions.required(request)
          : needs.session === 'optional'
            ? this.sessions.optional(request)
            : undefined;
      const reply = await handler({
        input,
        session: session as SessionFor<Need, Session>,
        params: request.params,
        request,
      });
      if (answer && 'json' in reply && (reply.status ?? 200) < 300) answer.check(reply.json);
      return reply;
    };
  }

  get<Need extends SessionNeed>(
    path: string,
    needs: RouteNeeds<Need>,
    handler: RouteHandler<SessionFor<Need, Session>>,
  ): this {
    return this.add('GET', path, needs, handler);
  }
  post<Need extends SessionNeed>(
    path: string,
    needs: RouteNeeds<Need>,
    handler: RouteHandler<SessionFor<Need, Session>>,
  ): this {
    return this.add('POST', path, needs, handler);
  }
  put<Need extends SessionNeed>(
    path: string,
    needs: RouteNeeds<Need>,
    handler: RouteHandler<SessionFor<Need, Session>>,
  ): this {
    return this.add('PUT', path, needs, handler);
  }
  delete<Need extends SessionNeed>(
    path: string,
    needs: RouteNeeds<Need>,
    handler: RouteHandler<SessionFor<Need, Session>>,
  ): this {
    return this.add('DELETE', path, needs, handler);
  }

  /** Every registered route, in registration order. */
  list(): RouteEntry[] {
    return this.routes.map(({ method, path, session, contract }) => ({ method, path, session, contract }));
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
