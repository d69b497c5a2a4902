import fs from 'node:fs';
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
/** The site's shared layer: what features and the app shell build on. It imports neither. */
const SHARED = ['components', 'lib', 'i18n', 'config', 'graphql', 'styles', 'assets'];

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
    files: ['web/src/**/*.{ts,tsx}', 'bff/src/**/*.ts', 'legacy/src/**/*.ts'],
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
              from: ['./legacy', './web', './tests'],
              message: 'The BFF reaches the legacy API over HTTP only, and shares no code with the site.',
            },
            {
              target: './legacy',
              from: ['./bff', './web', './tests'],
              message: 'The legacy API stands alone.',
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
