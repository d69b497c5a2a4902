import fs from 'node:fs';
import { printedSchema, SCHEMA_FILE } from '../schema/printed-schema';

/** `npm run schema:print`: writes schema/schema.graphql from the Pothos builder. */
fs.writeFileSync(SCHEMA_FILE, printedSchema());
console.log(`Wrote ${SCHEMA_FILE}`);
