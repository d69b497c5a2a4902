import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

/** The site's features: each may use the shared layer, none another feature (docs/decisions/014). */
const FEATURES = fs
  .readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * The BFF's layers, from the top: its HTTP routes, the server-rendered pages, the GraphQL server, the schema. Each
 * imports only those below it; everything else (legacy client, caches, limits, protocol, observability…) is below them
 * all. The entry points (main.ts, server.ts, cli/, mock/) put them together.
 */
const BFF_LAYERS = ['http', 'pages', 'graphql', 'schema'];
const BFF_BASE = [
  ...['cache', 'html', 'legacy', 'limits', 'observability', 'processes', 'protocol', 'session'],
  ...['context.ts', 'config.ts', 'project-root.ts'],
];
/** The site's shared layer: what features and the app shell build on. It imports neither. */
const SHARED = ['components', 'lib', 'i18n', 'config', 'graphql', 'styles', 'assets'];

/** A node of the import graph as if its imports and exports of types were of values. */
function asValueImport(node) {
  if (!node || typeof node !== 'object') return node;
  const kind = (value) => (value === 'type' || value === 'typeof' ? 'value' : value);
  return {
    ...node,
    ...('importKind' in node && { importKind: kind(node.importKind) }),
    ...('exportKind' in node && { exportKind: kind(node.exportKind) }),
    ...(Array.isArray(node.specifiers) && { specifiers: node.specifiers.map(asValueImport) }),
  };
}

/**
 * The TypeScript parser, with every import and export read as a value one: the import graph that `no-cycle` walks
 * (through `import-x/parsers`, which loads it from this file by path) then holds type-only arrows too.
 */
export const parseForESLint = (code, options) => {
  const parsed = tseslint.parser.parseForESLint(code, options);
  const visit = (node) => {
    for (const [index, statement] of node.body.entries()) node.body[index] = asValueImport(statement);
  };
  visit(parsed.ast);
  return parsed;
};

/**
 * import-x's `no-cycle`, counting type-only imports: a circle of types is still two modules that cannot be read
 * apart. The rule itself skips them and has no option not to; it is given the file's imports as value imports.
 */
const noCycleWithTypes = {
  ...importX.rules['no-cycle'],
  create(context) {
    const visitors = importX.rules['no-cycle'].create(context);
    return Object.fromEntries(
      Object.entries(visitors).map(([selector, visit]) => [selector, (node) => visit(asValueImport(node))]),
    );
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'data/',
      '**/dist/',
      '**/dist-server/',
      'build/',
      'coverage/',
      'web/src/graphql/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['error', 'warn', 'log', 'info'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Hooks are called the same way on every render, and an effect or memo names everything it reads.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Layers that hold themselves: the three programs share no code, the site's arrows point one way
    // (shared → features → app), and no module reaches itself through its imports.
    files: ['web/src/**/*.{ts,tsx}', 'bff/src/**/*.ts', 'legacy/src/**/*.ts', 'launcher/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      // Without these, modules it cannot parse are left out of the import graph, and so are their cycles.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './web',
              from: ['./bff', './legacy', './tests'],
              message: 'The site runs in the browser: it shares no code with the servers.',
            },
            {
              target: './bff',
              from: ['./legacy', './web', './tests', './launcher'],
              message: 'The BFF reaches the legacy API over HTTP only, and shares no code with the site.',
            },
            {
              target: './legacy',
              from: ['./bff', './web', './tests', './launcher'],
              message: 'The legacy API stands alone.',
            },
            {
              target: './launcher',
              from: ['./legacy', './web', './tests'],
              message: 'The launcher starts the programs by their files; it may use the BFF’s modules only.',
            },
            ...BFF_LAYERS.slice(1).map((layer, index) => ({
              target: `./bff/src/${layer}`,
              from: BFF_LAYERS.slice(0, index + 1).map((above) => `./bff/src/${above}`),
              message: 'A BFF layer imports only the layers below it (http → pages → graphql → schema).',
            })),
            ...BFF_BASE.map((base) => ({
              target: `./bff/src/${base}`,
              from: BFF_LAYERS.map((layer) => `./bff/src/${layer}`),
              message: 'The BFF’s base modules are below its routes, pages, GraphQL server and schema.',
            })),
            ...SHARED.map((layer) => ({
              target: `./web/src/${layer}`,
              from: ['./web/src/features', './web/src/app'],
              message: 'The shared layer imports neither features nor the app shell.',
            })),
            ...FEATURES.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: ['./web/src/features', './web/src/app'],
              except: [`./${feature}`],
              message: 'A feature uses the shared layer, never another feature or the app shell.',
            })),
          ],
        },
      ],
    },
  },
  {
    // A circle of type imports counts too: two modules that cannot be read apart.
    files: ['web/src/**/*.{ts,tsx}', 'bff/src/**/*.ts', 'launcher/**/*.ts', 'legacy/src/**/*.ts'],
    plugins: { layers: { rules: { 'no-cycle': noCycleWithTypes } } },
    settings: {
      // This file's parser reads type imports as value imports, so that the graph no-cycle walks holds them.
      'import-x/parsers': {
        '@typescript-eslint/parser': [],
        [fileURLToPath(import.meta.url)]: ['.ts', '.tsx'],
      },
    },
    rules: {
      'import-x/no-cycle': 'off',
      'layers/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // One way to say a catalogue message: useText(), whose ids tsc checks (decision 017).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/i18n/use-text.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'intl', property: 'formatMessage', message: 'Say catalogue messages with useText().' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-intl',
              importNames: ['FormattedMessage'],
              message: 'Say catalogue messages with useText().',
            },
          ],
        },
      ],
    },
  },
);
