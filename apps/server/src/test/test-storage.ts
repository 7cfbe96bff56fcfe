import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database';
import { MIGRATIONS_DIR } from '../paths';

/** Where one test file keeps its data: a temp DATA_DIR and, against PostgreSQL, its own database. */
export interface TestStorage {
  dataDir: string;
  databaseUrl?: string;
  dispose(): Promise<void>;
}

function migrationsFingerprint(): string {
  const hash = createHash('sha1');
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Creating a PGlite cluster costs seconds, copying one a fraction of that: build one migrated,
 * empty cluster per migration history and copy it for every test file.
 */
async function pgliteTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `mk-server-pglite-template-${migrationsFingerprint()}`);
  if (existsSync(path.join(template, 'pglite', 'PG_VERSION'))) return template;
  const building = mkdtempSync(path.join(os.tmpdir(), 'mk-server-template-build-'));
  const database = await openDatabase({ dataDir: building });
  await database.close();
  try {
    renameSync(building, template);
  } catch {
    // Built concurrently by another run: keep theirs.
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

export async function createTestStorage(): Promise<TestStorage> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mk-server-test-'));
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    cpSync(await pgliteTemplate(), dataDir, { recursive: true });
    return { dataDir, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }

  // Against PostgreSQL every test file gets a database of its own, dropped afterwards.
  const name = `mk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    dispose: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
