import { describe, expect, it } from 'vitest';
import { bulkhead } from 'cockatiel';
import { inSlot } from '../../bff/src/legacy/legacy-resilience';

class OutOfTime extends Error {}

/** A legacy call waiting for one of its route's connections, when the request's deadline comes. */
describe('a call waiting for a slot', () => {
  it('is out of time, not "cancelled", when the deadline came before it could start', async () => {
    const deadline = new AbortController();
    deadline.abort();
    let ran = false;
    const call = inSlot(
      bulkhead(2, Infinity),
      deadline.signal,
      async () => {
        ran = true;
        return 'answer';
      },
      () => new OutOfTime('out of time'),
      () => 0,
    );
    await expect(call).rejects.toBeInstanceOf(OutOfTime);
    expect(ran).toBe(false);
  });

  it('stops waiting at the deadline while every slot is busy, and never runs', async () => {
    const slots = bulkhead(1, Infinity);
    let release = () => {};
    const busy = slots.execute(() => new Promise<void>((resolve) => (release = resolve)));
    const deadline = new AbortController();
    let ran = false;
    const call = inSlot(
      slots,
      deadline.signal,
      async () => {
        ran = true;
      },
      () => new OutOfTime('out of time'),
      () => 1000,
    );
    deadline.abort();
    await expect(call).rejects.toBeInstanceOf(OutOfTime);
    release();
    await busy;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ran).toBe(false);
  });
});
