/**
 * The part of the legacy API's contract that GraphQL Mesh composes for `npm run bench:gateway`. The contract is
 * schema/legacy-openapi.json, printed from the legacy routes' own schemas (`npm run contract:print`); the bench
 * keeps no copy of it, only the table below of the calls its gateway queries make, and writes the subset Mesh reads
 * into its temporary work folder at each run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../bench-stack';

const CONTRACT = path.join(ROOT, 'schema/legacy-openapi.json');

/**
 * The legacy calls behind the site's home, category-list and top-rank screens, by path, each with the operationId
 * the subset gives it: Mesh names a root field after its operation's operationId, and the printed contract has
 * none. The gateway queries (route-queries.ts) ask these root fields.
 */
const GATEWAY_OPERATIONS = {
  '/api/category': 'categories',
  '/api/subcategory': 'subcategories',
  '/api/get-new-portfolio': 'newPortfolios',
  '/api/get-most-view-portfolio': 'mostViewedPortfolios',
  '/api/get-portfolio-hightlight': 'highlightedPortfolios',
  '/api/get-toprank': 'topRank',
  '/api/get-portfolio-by-id-category': 'portfoliosByCategory',
  '/api/get-portfolio-by-id-subcategory': 'portfoliosBySubcategory',
} as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface OpenApiDocument {
  openapi: string;
  info: Json;
  paths: Record<string, Record<string, Record<string, Json>>>;
  components: Record<string, Record<string, Json>>;
}

/** Every `#/components/<kind>/<name>` a value refers to, as [kind, name]. */
function references(value: Json, found: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) for (const item of value) references(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const target =
        key === '$ref' && typeof item === 'string' ? /^#\/components\/(\w+)\/(.+)$/.exec(item) : null;
      if (target) found.push([target[1]!, target[2]!]);
      else references(item, found);
    }
  }
  return found;
}

/**
 * The subset as Mesh can read it, the same shapes written otherwise: Mesh (@omnigraph/openapi) makes an empty object
 * type of a choice between constants (`anyOf: [{ const: 'asc' }, { const: 'desc' }]`, how TypeBox prints a union of
 * literals) and then refuses it, "must define one or more fields"; the same choice written as an `enum` becomes a
 * GraphQL enum.
 */
function readableByMesh(value: Json): Json {
  if (Array.isArray(value)) return value.map(readableByMesh);
  if (!value || typeof value !== 'object') return value;
  const { anyOf, ...rest } = value;
  const constants = Array.isArray(anyOf) ? anyOf.map((choice) => (choice as { const?: Json })?.const) : [];
  if (constants.length > 0 && constants.every((constant) => typeof constant === 'string')) {
    return { ...rest, type: 'string', enum: constants as string[] };
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, readableByMesh(item)]));
}

/**
 * Writes `legacy-openapi.json` into `work`: the printed contract's GET operations of GATEWAY_OPERATIONS, each with
 * its operationId, and the components they refer to (directly or through other components); answers its path.
 */
export function writeGatewayContract(work: string): string {
  const contract = JSON.parse(fs.readFileSync(CONTRACT, 'utf8')) as OpenApiDocument;
  const paths: OpenApiDocument['paths'] = {};
  for (const [address, operationId] of Object.entries(GATEWAY_OPERATIONS)) {
    const operation = contract.paths[address]?.get;
    if (!operation) {
      throw new Error(`schema/legacy-openapi.json has no GET ${address}, which the gateway queries use.`);
    }
    // Its successes only: with the refusals (4XX, 5XX: Failure) Mesh makes each root field a union of the answer and
    // Failure, and a refusal arrives as data the bench's checks would not see; without them Mesh answers a refusal
    // with a GraphQL error, which the checks report.
    const successes = Object.entries(operation.responses as Record<string, Json>).filter(([status]) =>
      status.startsWith('2'),
    );
    paths[address] = { get: { operationId, ...operation, responses: Object.fromEntries(successes) } };
  }

  const components: OpenApiDocument['components'] = {};
  const pending = references(paths as unknown as Json);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [kind, name] = next;
    if (components[kind]?.[name] !== undefined) continue;
    const component = contract.components[kind]?.[name];
    if (component === undefined)
      throw new Error(`schema/legacy-openapi.json has no #/components/${kind}/${name}.`);
    (components[kind] ??= {})[name] = component;
    pending.push(...references(component));
  }

  const file = path.join(work, 'legacy-openapi.json');
  fs.writeFileSync(
    file,
    JSON.stringify(
      readableByMesh({
        openapi: contract.openapi,
        info: contract.info,
        paths,
        components,
      } as unknown as Json),
      null,
      2,
    ),
  );
  return file;
}
