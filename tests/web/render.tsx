import fs from 'node:fs';
import path from 'node:path';
import { render, type RenderResult } from '@testing-library/react';
import { ApolloClient } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { addMocksToSchema, type IMocks } from '@graphql-tools/mock';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../../web/src/app/providers';
import { routes } from '../../web/src/app/router';
import { createCache } from '../../web/src/lib/apollo-client';
import { mockedSchema } from '../../bff/src/mock/mock-data';
import type { Locale } from '../../web/src/i18n/locale';

const sdl = fs.readFileSync(path.resolve(import.meta.dirname, '../../schema/schema.graphql'), 'utf8');

/** The committed schema answering mock data, optionally with some resolvers replaced by the test's own. */
export function testSchema(): GraphQLSchema {
  return mockedSchema(buildSchema(sdl));
}

/** The mocked schema with a signed-in member (with a profile), for the member screens. */
export function memberSchema(schema: GraphQLSchema = testSchema()): GraphQLSchema {
  return addMocksToSchema({
    schema,
    preserveResolvers: true,
    // The outer mock layer answers scalars itself: dates must stay valid DateTimes.
    mocks: { DateTime: () => '2026-11-21T09:30:00.000Z' } as IMocks,
    resolvers: {
      Query: {
        viewer: () => ({
          id: '7',
          email: 'somchai@example.com',
          firstName: { th: 'สมชาย', en: 'Somchai' },
          lastName: { th: 'ใจดี', en: 'Jaidee' },
          profileId: '17',
        }),
      },
    },
  });
}

export interface RenderedRoute extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  client: ApolloClient;
}

/** Renders the app at a path with every provider, over the mocked schema (or the one given). */
export function renderRoute(
  pathname: string,
  options: { locale?: Locale; schema?: GraphQLSchema } = {},
): RenderedRoute {
  const client = new ApolloClient({
    link: new SchemaLink({ schema: options.schema ?? testSchema() }),
    cache: createCache(),
  });
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  const result = render(
    <AppProviders client={client} locale={options.locale ?? 'th'}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, client };
}
