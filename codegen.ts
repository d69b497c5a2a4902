import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

/**
 * Typed documents for the site: the client preset reads the committed schema and the `graphql(...)`
 * operations written in web/, and writes them into one folder with the persisted-documents manifest the BFF reads.
 * `npm run codegen` regenerates it.
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/graphql/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/graphql/generated/': {
      preset: 'client',
      // Apollo Client's cache adds __typename to what it sends: the persisted documents carry it already.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', Date: 'string' } },
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
        // Each operation carries its SHA-256 (`__meta__.hash`), and persisted-documents.json maps the hashes to
        // the documents: the site asks by hash with GET (cacheable), and the BFF knows the site's own documents.
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
      },
    },
  },
};

export default config;
