import fs from 'node:fs';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { buildSchema } from 'graphql';
import { SCHEMA_FILE } from '../schema/printed-schema';
import { mockedSchema } from './mock-data';

/** `npm run bff:mock`: the committed schema, answered with mock data, on PORT (default 4000). */
const server = new ApolloServer({ schema: mockedSchema(buildSchema(fs.readFileSync(SCHEMA_FILE, 'utf8'))) });
const { url } = await startStandaloneServer(server, {
  listen: { port: Number(process.env.PORT ?? 4000), host: process.env.HOST ?? '127.0.0.1' },
});
console.log(`Mock GraphQL server listening on ${url}`);
