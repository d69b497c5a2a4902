import Type from 'typebox';
import type { LegacyRouter } from '../app';
import { openApiDocument } from '../http/openapi';

/** The API's own contract: the OpenAPI document printed from its routes (also `schema/legacy-openapi.json`). */
export function registerContractRoutes(router: LegacyRouter): void {
  let document: unknown;
  router.get(
    '/api/openapi.json',
    {
      session: 'none',
      contract: {
        tag: 'contract',
        summary: 'This API’s OpenAPI 3.1 document: every route, its parameters, body and answer.',
        answer: Type.Object({ openapi: Type.String() }),
      },
    },
    () => ({ json: (document ??= openApiDocument(router.list())) }),
  );
}
