import path from 'node:path';
import { printSchema } from 'graphql';
import { schema } from './index';

/** The committed SDL: what integrators and graphql-codegen read. */
export const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../../schema/schema.graphql');

export function printedSchema(): string {
  return `${printSchema(schema)}\n`;
}
