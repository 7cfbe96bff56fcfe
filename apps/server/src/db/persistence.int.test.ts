import { count } from 'drizzle-orm';
import { administrators, clinics } from './schema';
import { ALL_DEMO_CLINICS, seedOnStart } from '../seed/seed';
import { createTestApp, DEMO } from '../test/test-app';
import { createTestStorage } from '../test/test-storage';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

function uploadBody() {
  const boundary = '----mkpersist';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\nimages\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe(`data kept across a restart (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in DATA_DIR'})`, () => {
  it('keeps rows, files and sessions, and does not seed twice', async () => {
    const storage = await createTestStorage();
    try {
      // SEED=true: with DATABASE_URL the demo is no longer seeded by default.
      const first = await createTestApp({ storage, env: { SEED: 'true' } });
      const token = await first.login(DEMO.admin);
      const uploaded = await first.app.inject({ method: 'POST', url: '/api/media/upload', ...uploadBody(), headers: { ...uploadBody().headers, authorization: `Bearer ${token}` } });
      expect(uploaded.statusCode).toBe(200);
      const { public_id: mediaId, secure_url: url } = uploaded.json().payload;
      await first.close();

      const second = await createTestApp({ storage, env: { SEED: 'true' } });
      try {
        // The token from before the restart still works: the generated secret is kept in DATA_DIR.
        const audit = await second.app.inject({
          method: 'GET',
          url: `/api/audit-read/?entity_type=media&entity_id=${mediaId}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(audit.statusCode).toBe(200);
        expect(audit.json().payload.count).toBe(1);
        const served = await second.app.inject({ method: 'GET', url: new URL(url).pathname });
        expect(served.rawPayload.equals(PNG)).toBe(true);
        const [{ value }] = await second.db.select({ value: count() }).from(administrators);
        expect(Number(value)).toBe(6);
      } finally {
        await second.close();
      }
    } finally {
      await storage.dispose();
    }
  });
});

describe('GET /api/health', () => {
  it('answers while the database is reachable and 503 when it is not', async () => {
    const t = await createTestApp({ env: { SEED: 'false' } });
    try {
      const up = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ result: 'ok', message: 'healthy', payload: { database: 'up', kind: t.database.kind } });

      await t.database.close();
      const down = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ result: 'error', payload: { database: 'down' } });
    } finally {
      await t.close();
    }
  });

  it('tells a balancer live and ready, and not ready while the database is down or once the close begins', async () => {
    const t = await createTestApp({ env: { SEED: 'false' } });
    const ask = async (path: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/health/${path}` });
      return [response.statusCode, response.json()];
    };
    try {
      expect(await ask('live')).toEqual([200, { result: 'ok', message: 'live', payload: { live: true } }]);
      expect(await ask('ready')).toEqual([200, { result: 'ok', message: 'ready', payload: { ready: true, database: 'up', kind: t.database.kind } }]);

      t.app.lifecycle.draining = true;
      expect(await ask('ready')).toEqual([503, expect.objectContaining({ result: 'error', code: 'server.draining', payload: { ready: false, draining: true } })]);
      t.app.lifecycle.draining = false;

      await t.database.close();
      expect(await ask('ready')).toEqual([503, expect.objectContaining({ code: 'server.database_unavailable', payload: { database: 'down', kind: t.database.kind } })]);
      expect((await ask('live'))[0]).toBe(200);
    } finally {
      await t.close();
    }
    // The app's close (main.ts calls it on SIGTERM) marks it draining before anything stops.
    expect(t.app.lifecycle.draining).toBe(true);
  });

});

describe('seeding on start', () => {
  it('starts empty with SEED=false, and seeds once, however often it runs', async () => {
    const t = await createTestApp({ env: { SEED: 'false' } });
    const admins = async () => Number((await t.db.select({ value: count() }).from(administrators))[0].value);
    try {
      expect(await admins()).toBe(0);
      expect(await seedOnStart(t.db, { ...t.config, seed: false })).toBe(false);
      expect(await admins()).toBe(0);
      expect(await seedOnStart(t.db, { ...t.config, seed: true })).toBe(true);
      expect(await seedOnStart(t.db, { ...t.config, seed: true })).toBe(false);
      expect(await admins()).toBe(6);
      expect(Number((await t.db.select({ value: count() }).from(clinics))[0].value)).toBe(ALL_DEMO_CLINICS.length);
    } finally {
      await t.close();
    }
  });
});
