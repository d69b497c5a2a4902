import fs from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** A `graphql(`…`)` call of the client preset, whose template has no substitutions. */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
/** One entry of the generated `documents` map (`gql.ts`): the source text as a JSON string, and its document. */
const DOCUMENT_ENTRY = /^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
/** One typed document of `graphql.ts`: its name and its AST as JSON (fragments it spreads included). */
const DOCUMENT_EXPORT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/**
 * Replaces each `graphql(`…`)` call with its document, written out where it is used. The client preset's
 * `graphql()` looks documents up in a map of all of them, which put every query and fragment of the site (the
 * members' editors included), twice over with their source text, into the first chunk every visitor loads; written
 * out, each document travels in the chunk of the screen or piece that uses it. (The preset's Babel plugin imports
 * them from `graphql.ts` instead, which a bundler still gathers into one shared chunk.)
 */
export function graphqlDocumentsInline(generatedDir: string): Plugin {
  let documentsBySource = new Map<string, string>();
  return {
    name: 'graphql-documents-inline',
    enforce: 'pre',
    buildStart() {
      const typed = fs.readFileSync(path.join(generatedDir, 'graphql.ts'), 'utf8');
      const json = new Map([...typed.matchAll(DOCUMENT_EXPORT)].map(([, name, ast]) => [name!, ast!]));
      const gql = fs.readFileSync(path.join(generatedDir, 'gql.ts'), 'utf8');
      documentsBySource = new Map(
        [...gql.slice(gql.indexOf('const documents')).matchAll(DOCUMENT_ENTRY)].map(([, source, name]) => [
          JSON.parse(source!) as string,
          json.get(name!) ?? '',
        ]),
      );
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir) || !code.includes('graphql(')) return null;
      const output = new MagicString(code);
      for (const call of code.matchAll(GRAPHQL_CALL)) {
        const document = documentsBySource.get(call[1]!);
        if (!document) this.error(`${id}: a graphql() call has no generated document; run npm run codegen.`);
        output.overwrite(call.index, call.index + call[0].length, `(${document})`);
      }
      return output.hasChanged()
        ? { code: output.toString(), map: output.generateMap({ hires: true }) }
        : null;
    },
  };
}
