// GraphQL Mesh's composition of the legacy API for `npm run bench:gateway`, with Mesh's default settings (no
// transforms). The bench copies this file into the folder it installs Mesh into, so that the imports resolve there
// (Mesh is not one of the project's dependencies), and runs `mesh-compose` with LEGACY_URL (the legacy process the
// BFF uses) and LEGACY_OPENAPI_PATH (the part of schema/legacy-openapi.json the gateway queries use, which
// legacy-contract.ts writes into the bench's work folder).
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('Legacy', {
        source: process.env.LEGACY_OPENAPI_PATH,
        endpoint: process.env.LEGACY_URL,
      }),
    },
  ],
});
