import { describe, expect, it } from 'vitest';
import { startLegacy } from './legacy-harness';

describe('GET /healthz (readiness)', () => {
  it('answers 200 while the store answers, 503 once it does not', async () => {
    const legacy = await startLegacy({ seeded: false });
    try {
      const ready = await legacy.call('GET', '/healthz');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ok' });

      legacy.app.db.close();
      const broken = await legacy.call('GET', '/healthz');
      expect(broken.status).toBe(503);
      expect(broken.body).toEqual({ status: 'unavailable', message: 'The database does not answer.' });
    } finally {
      await legacy.stop();
    }
  });
});
