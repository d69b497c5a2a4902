import type { Database } from '../db/database';
import { bangkokDay } from '../clock';

/** Acts that tell someone: a member appreciating a work, a member following a designer. */
export type AudienceAct = 'appreciation' | 'follow';

/**
 * Whether this is the first time today (Bangkok) that `actorId` did `act` to `targetId`, noting that it was. A toggle
 * (appreciate, withdraw, appreciate…) tells its designer once a day: the repeats notify no one, add nothing to a
 * notification's count or a digest, and do not mark the bell unread again (issue 42). Call inside the act's
 * transaction. Earlier days' notes go as new ones are made (the primary key starts with the day).
 */
export function firstToldToday(
  db: Database,
  act: { kind: AudienceAct; actorId: number; targetId: number; now: Date },
): boolean {
  const day = bangkokDay(act.now);
  db.prepare('DELETE FROM audience_acts WHERE day < ?').run(day);
  return (
    db
      .prepare(
        `INSERT INTO audience_acts (day, kind, actor_id, target_id) VALUES (?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
      )
      .run(day, act.kind, act.actorId, act.targetId).changes === 1
  );
}
