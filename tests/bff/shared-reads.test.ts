import { describe, expect, it } from 'vitest';
import type { CallSpec } from '../../bff/src/legacy/legacy-calls';
import { LegacyHttpError } from '../../bff/src/legacy/legacy-errors';
import { scopeOf } from '../../bff/src/legacy/legacy-transport';
import { sharingAnonymousReads, type LegacyCall } from '../../bff/src/legacy/shared-reads';

/** A call that answers after a turn of the event loop, counting the calls it was asked to make. */
function countedCall(answer: () => Promise<unknown>): { call: LegacyCall; made: CallSpec[] } {
  const made: CallSpec[] = [];
  const call: LegacyCall = async (_scope, _context, spec) => {
    made.push(spec);
    await new Promise((resolve) => setTimeout(resolve, 10));
    return await answer();
  };
  return { call, made };
}

const tags: CallSpec = { method: 'GET', path: 'api/tag' };
const scope = () => scopeOf(1000);

describe('identical anonymous reads in flight (decision 030)', () => {
  it('make one call for every caller, each getting the same frozen answer', async () => {
    const { call, made } = countedCall(async () => ({ data: [{ id: 1 }] }));
    const joined: string[] = [];
    const shared = sharingAnonymousReads(call, (route) => joined.push(route));
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) => shared(scope(), { requestId: `r${index}` }, tags)),
    );
    expect(made).toHaveLength(1);
    expect(joined).toEqual(['api/tag', 'api/tag', 'api/tag']);
    for (const answer of answers) expect(answer).toBe(answers[0]);
    expect(Object.isFrozen(answers[0])).toBe(true);
  });

  it('never share a signed-in read, a write or another query', async () => {
    const { call, made } = countedCall(async () => ({ data: [] }));
    const shared = sharingAnonymousReads(call);
    await Promise.all([
      shared(scope(), { requestId: 'r', token: 'same' }, tags),
      shared(scope(), { requestId: 'r', token: 'same' }, tags),
      shared(scope(), { requestId: 'r' }, { method: 'POST', path: 'api/tag' }),
      shared(scope(), { requestId: 'r' }, { method: 'POST', path: 'api/tag' }),
      shared(scope(), { requestId: 'r' }, { ...tags, query: { page: 2 } }),
      shared(scope(), { requestId: 'r' }, tags),
    ]);
    expect(made).toHaveLength(6);
  });

  it('hand a failure to every waiter, and do not keep it', async () => {
    let failing = true;
    const { call, made } = countedCall(async () => {
      if (failing) throw new LegacyHttpError(404, 'Not found.');
      return { data: [] };
    });
    const shared = sharingAnonymousReads(call);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 3 }, () => shared(scope(), { requestId: 'r' }, tags)),
    );
    expect(made).toHaveLength(1);
    for (const outcome of outcomes)
      expect(outcome.status === 'rejected' && outcome.reason).toMatchObject({ status: 404 });
    failing = false;
    expect(await shared(scope(), { requestId: 'r' }, tags)).toEqual({ data: [] });
    expect(made).toHaveLength(2);
  });
});
