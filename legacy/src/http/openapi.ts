import type { TSchema } from 'typebox';
import { Failure } from '../contract/common';
import type { RouteEntry } from './router';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/**
 * The OpenAPI 3.1 document of the legacy API, printed from its routes' contracts (`npm run generate` writes it to
 * `schema/legacy-openapi.json`; the API serves it at `/api/openapi.json`). A schema with an `$id` is printed once under
 * `components.schemas` and referred to by name.
 */
export function openApiDocument(routes: readonly RouteEntry[]): JsonObject {
  const components: Record<string, JsonObject> = {};
  const describe = (schema: TSchema): JsonObject => withRefs(plain(schema), components);
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const { method, path, session, contract } of routes) {
    const parameters: JsonObject[] = [
      ...Object.entries(contract.params?.properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'path',
        required: true,
        schema: describe(schema),
      })),
      ...Object.entries(contract.query?.properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: ((contract.query?.required ?? []) as readonly string[]).includes(name),
        schema: describe(schema),
      })),
    ];
    const { answer, media } = contract;
    const success: JsonObject = answer
      ? { description: contract.summary, content: { 'application/json': { schema: describe(answer) } } }
      : {
          description: media?.description ?? '',
          content: { [media?.type ?? '*/*']: { schema: { type: 'string' } } },
        };
    const body = contract.body && describe(contract.body);
    // Who may call it: the trusted client by its key; else a member's token, required or optional.
    const security: Json[] = contract.trusted
      ? [{ trustedClient: [] }]
      : [...(session === 'optional' ? [{}] : []), ...(session === 'none' ? [] : [{ bearer: [] }])];
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = {
      tags: [contract.tag],
      summary: contract.summary,
      ...(contract.description ? { description: contract.description } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: body },
                'application/x-www-form-urlencoded': { schema: body },
              },
            },
          }
        : {}),
      responses: {
        [String(contract.status ?? 200)]: success,
        '4XX': { $ref: '#/components/responses/Refused' },
        '5XX': { $ref: '#/components/responses/Refused' },
      },
      ...(security.length > 0 ? { security } : {}),
    };
  }
  const failure = describe(Failure);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Legacy REST API',
      version: '1.0.0',
      description:
        'The portfolio site’s REST API: the store of members, portfolios, collections and their pictures. ' +
        'Answers are snake_case JSON; times are UTC `YYYY-MM-DD HH:MM:SS`; image fields hold a file name only. ' +
        'What a schema cannot say is in legacy/README.md.',
    },
    tags: [...new Set(routes.map((route) => route.contract.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      responses: {
        Refused: {
          description:
            'A refusal: 400 bad shape, 401 no session, 403 not allowed, 404, 409, 413, 415, 422 the fields.',
          content: { 'application/json': { schema: failure } },
        },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'An access token from api/auth/login.' },
        trustedClient: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Trusted-Client-Key',
          description: 'The BFF’s shared key (TRUSTED_CLIENT_KEY).',
        },
      },
    },
  };
}

/** A schema as plain JSON (TypeBox keeps markers of its own beside the JSON Schema keywords). */
function plain(schema: TSchema): Json {
  return JSON.parse(JSON.stringify(schema)) as Json;
}

/** Replaces every schema with an `$id` by a reference, keeping its definition in `components` (once per name). */
function withRefs(node: Json, components: Record<string, JsonObject>): JsonObject {
  const visit = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    const { $id, ...rest } = value;
    const copy = Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, visit(inner)]));
    if (typeof $id !== 'string') return copy;
    const known = components[$id];
    if (known && JSON.stringify(known) !== JSON.stringify(copy))
      throw new Error(`Two different schemas are named ${$id}.`);
    components[$id] = copy;
    return { $ref: `#/components/schemas/${$id}` };
  };
  return visit(node) as JsonObject;
}
