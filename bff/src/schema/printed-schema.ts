import path from 'node:path';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { PROJECT_ROOT } from '../project-root';
import { schema } from './index';

/** The committed SDL: what integrators and graphql-codegen read, with the `@cacheControl` hints of every type. */
export const SCHEMA_FILE = path.join(PROJECT_ROOT, 'schema/schema.graphql');

export function printedSchema(): string {
  return `${printSchemaWithDirectives(schema)}\n`;
}
