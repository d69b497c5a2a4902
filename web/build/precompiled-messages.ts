import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The catalogue files: each feature's `messages.ts`, the shell's `common-messages.ts`, the header's. */
const CATALOG_FILE = /[\\/](?:[\w-]+-)?messages\.ts$/;

/** The few ESTree node shapes the walk reads. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * The string values of `catalog({ th: { id: '…' }, en: { … } })` calls, wherever they are in the module; a spread
 * of another catalogue's messages is left as it is.
 */
function catalogStrings(node: unknown, into: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) catalogStrings(child, into);
    return into;
  }
  if (!isNode(node)) return into;
  const callee = node.callee as Node | undefined;
  if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'catalog') {
    const [argument] = node.arguments as Node[];
    for (const language of (argument?.properties as Node[] | undefined) ?? []) {
      if (language.type !== 'Property') continue;
      for (const message of ((language.value as Node).properties as Node[] | undefined) ?? []) {
        // `...other.th`: another catalogue's messages, compiled in their own module.
        if (message.type !== 'Property') continue;
        const value = message.value as Node;
        if (value.type === 'Literal' && typeof value.value === 'string') into.push(value);
      }
    }
    return into;
  }
  for (const [key, child] of Object.entries(node)) if (key !== 'type') catalogStrings(child, into);
  return into;
}

/**
 * Writes each catalogue message as react-intl's parsed form (the ICU message's syntax tree) at build time, so the
 * browser runs no message parser: the parser's code leaves the first chunk (`@formatjs/icu-messageformat-parser`
 * is aliased to its `no-parser` build in the browser build) and no message is parsed while the first page starts.
 * A message that does not parse fails the build, naming its file.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    // After TypeScript is stripped: the module is JavaScript that the bundler's parser reads.
    enforce: 'post',
    transform(code, id) {
      if (!CATALOG_FILE.test(id) || !code.includes('catalog(')) return null;
      const output = new MagicString(code);
      for (const literal of catalogStrings(this.parse(code))) {
        const message = literal.value as string;
        try {
          output.overwrite(literal.start, literal.end, JSON.stringify(parse(message)));
        } catch (error) {
          this.error(`${id}: the message ${JSON.stringify(message)} does not parse: ${String(error)}`);
        }
      }
      return output.hasChanged()
        ? { code: output.toString(), map: output.generateMap({ hires: true }) }
        : null;
    },
  };
}
