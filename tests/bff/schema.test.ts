import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '@graphql-codegen/cli';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  getNamedType,
  print,
} from 'graphql';
import { schema } from '../../bff/src/schema';
import { printedSchema, SCHEMA_FILE } from '../../bff/src/schema/printed-schema';
import codegenConfig from '../../codegen';

describe('the GraphQL schema', () => {
  it('is committed as printed from the builder (run `npm run generate` when this fails)', () => {
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(printedSchema());
  });

  it('describes every type, field, argument and enum value for integrators', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues())
          if (!value.description) missing.push(`${type.name}.${value.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('says of every answer how long it may be reused and by whom (`@cacheControl` on each type and plain root field)', () => {
    const hinted = (node: { directives?: readonly { name: { value: string } }[] } | null | undefined) =>
      node?.directives?.some((directive) => directive.name.value === 'cacheControl') ?? false;
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (
        !isObjectType(type) ||
        type.name.startsWith('__') ||
        type.name === 'Query' ||
        type.name === 'Mutation'
      )
        continue;
      if (!hinted(type.astNode)) missing.push(type.name);
    }
    // A root field has no parent to inherit from: one returning a plain value or a part that inherits
    // (a list page) says its own max-age, or Apollo takes 0 and nothing is cached.
    const inherits = (node: Parameters<typeof hinted>[0]) =>
      node && /inheritMaxAge: true/.test(print(node as never));
    for (const field of Object.values(schema.getQueryType()!.getFields())) {
      const type = getNamedType(field.type);
      const needsOwn = !isObjectType(type) || !hinted(type.astNode) || inherits(type.astNode);
      if (needsOwn && !hinted(field.astNode)) missing.push(`Query.${field.name}`);
    }
    expect(missing).toEqual([]);
    // The viewer's own data is never shared; the public catalogue is.
    expect(print(schema.getType('Viewer')!.astNode!)).toMatch(/@cacheControl\(maxAge: 0, scope: PRIVATE\)/);
    expect(print(schema.getType('Portfolio')!.astNode!)).toMatch(
      /^type Portfolio @cacheControl\(maxAge: 60\)/m,
    );
  });

  it('has the types the product names, each with a stable id where it has one', () => {
    for (const name of [
      'Portfolio',
      'Profile',
      'Designer',
      'Collection',
      'CollectionCategory',
      'Tag',
      'Category',
      'Subcategory',
      'Page',
    ]) {
      const type = schema.getType(name);
      expect(isObjectType(type), name).toBe(true);
      if (isObjectType(type)) expect(String(type.getFields().id?.type), name).toBe('ID!');
    }
    for (const name of [
      'TopRank',
      'Education',
      'Work',
      'Viewer',
      'LocalizedText',
      'Image',
      'PageInfo',
      'UserError',
    ]) {
      expect(isObjectType(schema.getType(name)), name).toBe(true);
    }
  });
});

describe('the generated client code', () => {
  it('is up to date with the schema and the operations in web/ (run `npm run codegen` when this fails)', async () => {
    const outputs = (await generate({ ...codegenConfig, silent: true }, false)) as {
      filename: string;
      content: string;
    }[];
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const onDisk = path.resolve(output.filename);
      expect(fs.existsSync(onDisk), output.filename).toBe(true);
      expect(fs.readFileSync(onDisk, 'utf8'), output.filename).toBe(output.content);
    }
  });
});
