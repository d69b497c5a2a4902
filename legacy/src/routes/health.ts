import Type from 'typebox';
import type { LegacyApp, LegacyRouter } from '../app';
import { checkDatabase } from '../db/database';

/** GET /healthz, the readiness probe: 200 while the store answers, 503 when it does not. */
export function registerHealthRoutes(router: LegacyRouter, app: LegacyApp): void {
  router.get(
    '/healthz',
    {
      session: 'none',
      contract: {
        tag: 'health',
        summary: 'The readiness probe: whether the database answers.',
        description:
          'Not under `api/`, and its `status` is text. 503 ' +
          '`{"status":"unavailable","message":"The database does not answer."}` when the database does not answer.',
        answer: Type.Object({ status: Type.Literal('ok') }),
      },
    },
    () => {
      try {
        checkDatabase(app.db);
      } catch {
        // The probe's answer is the report; logging each failed probe would flood the log during an outage.
        return { status: 503, json: { status: 'unavailable', message: 'The database does not answer.' } };
      }
      return { json: { status: 'ok' } };
    },
  );
}
