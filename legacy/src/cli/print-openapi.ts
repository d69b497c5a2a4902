/**
 * Prints the legacy API's OpenAPI document (`npm run generate`) to `schema/legacy-openapi.json`, from the routes'
 * contracts; the tests fail when the committed file is stale. The BFF's legacy types are generated from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../http/openapi';
import { buildRouter } from '../server';
import type { LegacyApp } from '../app';

/** The document as committed. */
export function printedOpenApi(): string {
  // Registering the routes reads nothing from the app: each handler uses it only when it runs.
  const router = buildRouter({} as LegacyApp);
  return `${JSON.stringify(openApiDocument(router.list()), null, 2)}\n`;
}

export const OPENAPI_FILE = path.resolve(
  fileURLToPath(import.meta.url),
  '../../../../schema/legacy-openapi.json',
);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(OPENAPI_FILE, printedOpenApi());
  console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}
