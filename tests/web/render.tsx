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

type Resolver = (...args: never[]) => unknown;

/** Resolvers a test puts over the mocked schema, by type and field. */
export type TestResolvers = Record<string, Record<string, Resolver>>;

/** The mocked schema (or the one given) with some fields answered by the test's own resolvers. */
export function schemaWith(resolvers: TestResolvers, schema: GraphQLSchema = testSchema()): GraphQLSchema {
  return addMocksToSchema({
    schema,
    preserveResolvers: true,
    // The outer mock layer answers scalars itself: dates must stay valid DateTimes.
    mocks: { DateTime: () => '2026-11-21T09:30:00.000Z' } as IMocks,
    resolvers,
  });
}

/** The signed-in member of the member screens' tests (with a profile). */
export const MEMBER = {
  id: '7',
  email: 'somchai@example.com',
  firstName: { th: 'สมชาย', en: 'Somchai' },
  lastName: { th: 'ใจดี', en: 'Jaidee' },
  profileId: '17',
  // A designer, not staff (the mocks would otherwise pick a role at random).
  staffRole: null,
  // Nothing unread: the header's bell and the member menu show no number unless a test gives one.
  unreadNotificationCount: 0,
  unreadEnquiryCount: 0,
};

/** The mocked schema with MEMBER signed in, for the member screens. */
export function memberSchema(schema: GraphQLSchema = testSchema()): GraphQLSchema {
  return schemaWith({ Query: { viewer: () => MEMBER } }, schema);
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
