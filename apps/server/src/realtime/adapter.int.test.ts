import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createTestApp } from '../test/test-app';
import { createTestStorage } from '../test/test-storage';

/*
 * The PostgreSQL adapter's start and stop inside one process (the delivery across processes is
 * two-processes.int.test.ts). On PGlite the in-memory adapter is the only choice: nothing to check.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('the PostgreSQL realtime adapter (skipped without DATABASE_URL)', () => {
  it('creates its attachments table on start, and a second start on the same database is fine', async () => {
    const storage = await createTestStorage({ seeded: true });
    const first = await createTestApp({ storage });
    const second = await createTestApp({ storage, env: { SEED: 'false' } });
    try {
      expect(first.config.realtimeAdapter).toBe('postgres');
      const tables = (await first.db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_name = 'socket_io_attachments'`)) as unknown as {
        rows: { table_name: string }[];
      };
      expect(tables.rows.map((row) => row.table_name)).toEqual(['socket_io_attachments']);
    } finally {
      await second.close();
      await first.close();
      await storage.dispose();
    }
  });

  it('closes an app that never became ready without waiting on its LISTEN connection', async () => {
    const storage = await createTestStorage();
    const config = loadConfig({ DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl, LOG_LEVEL: 'silent', SEED: 'false' });
    const database = await openDatabase(config);
    try {
      const app = await buildApp({ db: database.db, config });
      await expect(app.close()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await storage.dispose();
    }
  });
});
