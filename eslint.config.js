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
 * The BFF's layers, from the top (docs/architecture.md): its entry points put it together (main.ts, server.ts and the
 * plugins and routes it registers, cli/, mock/) and nothing imports them; then its HTTP routes, the server-rendered
 * pages, the GraphQL server, the schema, each importing only those below it; everything else (legacy client,
 * caches, limits, the search log, protocol, observability…) is the base below them all.
 */
const BFF_ENTRY = ['main.ts', 'server.ts', 'cli', 'mock'];
const BFF_LAYERS = ['http', 'pages', 'graphql', 'schema'];
const BFF_BASE = [
  ...['cache', 'html', 'insights', 'legacy', 'limits', 'observability', 'processes', 'protocol', 'session'],
  ...['context.ts', 'config.ts', 'project-root.ts'],
];
/**
 * The legacy API's layers, from the top (docs/decisions/014 and 015):
 * - its entry points (main.ts, server.ts, cli/, seed/) put it together, and nothing imports them;
 * - its routes (routes/, with app.ts: what every route is handed) compose the stores: a route tells each store what
 *   concerns it (the moderation route: the portfolio, the designer's notifications, the review times);
 * - the HTTP server (http/: the router, the work after an answer, the OpenAPI document), which the routes use;
 * - the stores, one folder per feature, in tiers (LEGACY_STORE_TIERS, the top first): a store imports stores of the
 *   tiers below its own, never one above or beside it; a store that needs another's news does not tell it: its
 *   route does;
 * - the base, which imports no store, route or server: db/, contract/, clock.ts, config.ts and the HTTP helpers a
 *   store may use (errors, input, validation, the site's links, the contract's checks).
 * One arrow runs up, on purpose: db/database.ts registers the search's SQL functions (search/search-functions.ts),
 * which the migrations and the search triggers call on every write.
 */
const LEGACY_ENTRY = ['main.ts', 'server.ts', 'cli', 'seed'];
const LEGACY_ROUTES = ['routes', 'app.ts'];
const LEGACY_STORE_TIERS = [
  ['audience', 'collections', 'images'],
  ['staff'],
  ['portfolios'],
  ['members', 'insights'],
  ['search', 'mail', 'auth', 'pages', 'contact'],
];
const LEGACY_STORES = LEGACY_STORE_TIERS.flat();
const LEGACY_HTTP_HELPERS = ['http-error.ts', 'input.ts', 'validation.ts', 'site-links.ts', 'contract.ts'];
const LEGACY_BASE = [
  'db',
  'contract',
  'clock.ts',
  'config.ts',
  ...LEGACY_HTTP_HELPERS.map((file) => `http/${file}`),
];

/** Stops the lint when a folder or module of a program's root is in none of its layers: each must have its place. */
function placeAll(root, placed) {
  const unplaced = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || /\.tsx?$/.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) => !placed.some((place) => place === name || place.startsWith(`${name}/`)));
  if (unplaced.length > 0)
    throw new Error(
      `eslint.config.js: ${unplaced.map((name) => `${root}/${name}`).join(', ')} in no layer: place it.`,
    );
}
placeAll('bff/src', [...BFF_ENTRY, ...BFF_LAYERS, ...BFF_BASE]);
placeAll('legacy/src', [...LEGACY_ENTRY, ...LEGACY_ROUTES, 'http', ...LEGACY_STORES, ...LEGACY_BASE]);

/** `./legacy/src/<place>` for each place: the form the zones name paths in. */
const legacyPaths = (places) => places.map((place) => `./legacy/src/${place}`);

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
      'bff/src/legacy/generated/',
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
    // A screen, a piece or a module a reader takes in at once: past 300 lines of code (blank lines and comments are
    // not counted, so that none is ever the thing cut), it is split by what it does.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/graphql/generated/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
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
            {
              target: [...BFF_LAYERS, ...BFF_BASE].map((place) => `./bff/src/${place}`),
              from: BFF_ENTRY.map((entry) => `./bff/src/${entry}`),
              message: 'Only the BFF’s entry points (main.ts, server.ts, cli/, mock/) put it together.',
            },
            {
              target: legacyPaths([...LEGACY_ROUTES, 'http', ...LEGACY_STORES, ...LEGACY_BASE]),
              from: legacyPaths(LEGACY_ENTRY),
              message:
                'Only the legacy API’s entry points (main.ts, server.ts, cli/, seed/) put it together.',
            },
            {
              target: legacyPaths(['http', ...LEGACY_STORES, ...LEGACY_BASE]),
              from: legacyPaths(LEGACY_ROUTES),
              message:
                'Routes compose stores: no store, server module or helper calls up to a route or app.ts.',
            },
            {
              target: legacyPaths([...LEGACY_STORES, ...LEGACY_BASE]),
              from: './legacy/src/http',
              except: LEGACY_HTTP_HELPERS.map((file) => `./${file}`),
              message: 'Stores know nothing of the HTTP server: of http/ they use the helpers only.',
            },
            ...LEGACY_STORE_TIERS.flatMap((tier, index) =>
              tier.map((store) => ({
                target: `./legacy/src/${store}`,
                from: legacyPaths([
                  ...LEGACY_STORE_TIERS.slice(0, index).flat(),
                  ...tier.filter((other) => other !== store),
                ]),
                message:
                  'A store imports stores of the tiers below its own (eslint.config.js), never above or beside.',
              })),
            ),
            {
              target: legacyPaths(LEGACY_BASE),
              from: legacyPaths(LEGACY_STORES.filter((store) => store !== 'search')),
              message:
                'The legacy API’s base (db/, contract/, clock, config, HTTP helpers) imports no store.',
            },
            {
              target: legacyPaths(LEGACY_BASE),
              from: './legacy/src/search',
              // The database registers the search's SQL functions, which the migrations and triggers call.
              except: ['./search-functions.ts'],
              message:
                'The legacy API’s base imports no store (but the search’s SQL functions, for the database).',
            },
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
