import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../legacy/src/db/migrations';
import { newMember, startLegacy } from './legacy-harness';

describe('storage', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-persist-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps members, tokens, profiles and portfolios across a restart', async () => {
    const first = await startLegacy({ dataDir, seeded: false });
    const member = await newMember(first, { email: 'persist@example.com' });
    const subcategory = (await first.call('GET', '/api/subcategory')).body.data;
    expect(subcategory).toEqual([]);
    await first.call('POST', '/api/profile', {
      token: member.token,
      body: { firstname_th: 'คงอยู่', lastname_th: 'ถาวร', email: member.email, domain_name: 'persist' },
    });
    await first.call('POST', '/api/tag', { token: member.token, body: { name: 'persisted-tag' } });
    await first.stop();

    const second = await startLegacy({ dataDir, seeded: false });
    try {
      expect(
        (await second.call('GET', '/api/auth/check-expires-token', { token: member.token })).status,
      ).toBe(200);
      const profile = await second.call('GET', '/api/get-profile-byid', { token: member.token });
      expect(profile.body.data).toMatchObject({ name_th: 'คงอยู่', domain_name: 'persist' });
      const tags = (await second.call('GET', '/api/tag')).body.data;
      expect(tags.map((t: { name: string }) => t.name)).toContain('persisted-tag');
      const login = await second.call('POST', '/api/auth/login', {
        body: { email: member.email, password: member.password },
      });
      expect(login.status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('records applied migrations and does not re-apply them', async () => {
    const again = await startLegacy({ dataDir, seeded: false });
    try {
      const versions = again.app.db.prepare('SELECT version FROM schema_migrations').all();
      expect(versions).toEqual(migrations.map((migration) => ({ version: migration.version })));
    } finally {
      await again.stop();
    }
  });
});
