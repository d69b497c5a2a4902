import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the site: the client preset reads the committed schema and the `graphql(...)`
 * operations written in web/, and writes them into one folder. `npm run codegen` regenerates it.
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/graphql/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/graphql/generated/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
    },
  },
};

export default config;
