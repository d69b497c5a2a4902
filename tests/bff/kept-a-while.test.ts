import { describe, expect, it } from 'vitest';
import { keptAWhile } from '../../bff/src/cache/kept-a-while';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A load that answers its count of calls after `ms`, or fails while `failing` says so. */
function counted(ms = 10) {
  const state = { calls: 0, failing: false };
  const load = async () => {
    state.calls += 1;
    const call = state.calls;
    await pause(ms);
    if (state.failing) throw new Error('down');
    return `answer ${call}`;
  };
  return { state, load };
}

describe('kept a while, one load in flight', () => {
  it('shares a load in flight and keeps its value for the ttl, then loads again', async () => {
    const lookups: boolean[] = [];
    const cache = keptAWhile<string, string>({
      ttlMs: 60,
      max: 4,
      onLookup: (_key, hit) => lookups.push(hit),
    });
    const { state, load } = counted();
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual(['answer 1', 'answer 1']);
    expect(await cache.get('k', load)).toBe('answer 1');
    await pause(80);
    expect(await cache.get('k', load)).toBe('answer 2');
    expect(state.calls).toBe(2);
    expect(lookups).toEqual([false, true, true, false]);
  });

  it('hands a failure to every waiter and does not keep it', async () => {
    const cache = keptAWhile<string, string>({ ttlMs: 60_000, max: 4 });
    const { state, load } = counted();
    state.failing = true;
    const outcomes = await Promise.allSettled([cache.get('k', load), cache.get('k', load)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    state.failing = false;
    expect(await cache.get('k', load)).toBe('answer 2');
  });

  it('drops a value at once, and a load in flight still answers those waiting without being kept', async () => {
    const cache = keptAWhile<string, string>({ ttlMs: 60_000, max: 4 });
    const { state, load } = counted();
    const waiting = cache.get('k', load);
    cache.delete('k');
    expect(await waiting).toBe('answer 1');
    expect(await cache.get('k', load)).toBe('answer 2');
    cache.delete('k');
    expect(await cache.get('k', load)).toBe('answer 3');
    expect(state.calls).toBe(3);
  });

  it('keeps and shares nothing with a ttl of 0', async () => {
    const cache = keptAWhile<string, string>({ ttlMs: 0, max: 4 });
    const { state, load } = counted();
    await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(state.calls).toBe(2);
  });
});
