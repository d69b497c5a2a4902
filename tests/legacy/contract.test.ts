import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdText } from '../../legacy/src/contract/common';
import { OPENAPI_FILE, printedOpenApi } from '../../legacy/src/cli/print-openapi';
import type { RouteEntry } from '../../legacy/src/http/router';
import { buildRouter } from '../../legacy/src/server';
import { startLegacy, type LegacyHarness } from './legacy-harness';

const GENERATED_TYPES = path.resolve('bff/src/legacy/generated/legacy-openapi.ts');

/** Ids written loosely: each names another record if read leniently, so every field that takes an id refuses it. */
const LOOSE_IDS = ['0x10', '1e1', '2e2', ' 5', '5.0', '-1', '0', '016', '+5'];

/** The fields of a schema (a route's params, query or body) whose value is an id or a list of ids. */
function idFieldsOf(schema: { properties?: Record<string, unknown> } | undefined) {
  return Object.entries(schema?.properties ?? {})
    .filter(([, field]) =>
      JSON.stringify(field).includes(JSON.stringify((IdText as unknown as { pattern: string }).pattern)),
    )
    .map(([name, field]) => ({ name, list: JSON.stringify(field).includes('"type":"array"') }));
}

describe('the legacy API’s contract (schema/legacy-openapi.json)', () => {
  let legacy: LegacyHarness;
  const committed = () => fs.readFileSync(OPENAPI_FILE, 'utf8');

  beforeAll(async () => {
    legacy = await startLegacy({ config: { trustedClientKey: 'contract-test-key' } });
  });
  afterAll(() => legacy.stop());

  it('is committed as the routes print it (run `npm run generate` when this fails)', () => {
    expect(committed()).toBe(printedOpenApi());
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(JSON.parse(committed()) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('lists exactly the routes the router serves, and the API serves it', async () => {
    const document = JSON.parse(committed()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    );
    const served = buildRouter(legacy.app)
      .list()
      .map((route) => `${route.method} ${route.path}`);
    expect(documented.sort()).toEqual(served.sort());
    const answer = await legacy.call('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(document);
  });

  it('gives the BFF types generated from the committed document (run `npm run generate` when this fails)', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-types-')), 'legacy-openapi.ts');
    const script = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts['contract:types'] as string;
    const args = script.split(' ').slice(1);
    args[args.indexOf('--output') + 1] = out;
    execFileSync(path.resolve('node_modules/.bin/openapi-typescript'), args, { stdio: 'pipe' });
    expect(fs.readFileSync(out, 'utf8')).toBe(fs.readFileSync(GENERATED_TYPES, 'utf8'));
  });

  it('refuses a loosely written id in every path, query and body field that takes one, with 400 and the field', async () => {
    const routes: RouteEntry[] = buildRouter(legacy.app).list();
    const failures: string[] = [];
    let checked = 0;
    for (const { method, path: route, contract } of routes) {
      const pathIds = idFieldsOf(contract.params);
      const queryIds = idFieldsOf(contract.query);
      const bodyIds = idFieldsOf(contract.body as { properties?: Record<string, unknown> } | undefined);
      const address = (loose?: { name: string; value: string }) =>
        route.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(loose?.name === name ? loose.value : '1'),
        );
      const headers = { 'x-trusted-client-key': 'contract-test-key' };
      for (const value of LOOSE_IDS) {
        const cases = [
          ...pathIds.map(({ name }) => ({
            name,
            send: () => legacy.call(method, address({ name, value }), { headers }),
          })),
          ...queryIds.map(({ name }) => ({
            name,
            send: () => legacy.call(method, address(), { headers, query: { [name]: value } }),
          })),
          ...bodyIds.map(({ name, list }) => ({
            name,
            send: () => legacy.call(method, address(), { headers, body: { [name]: list ? [value] : value } }),
          })),
        ];
        for (const { name, send } of cases) {
          checked += 1;
          const answer = await send();
          if (answer.status !== 400 || !answer.body.errors?.[name])
            failures.push(
              `${method} ${route} ${name}=${JSON.stringify(value)} → ${answer.status} ${answer.text.slice(0, 100)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
