import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { openMediaStore } from '../media/store';
import { MIGRATIONS_DIR } from '../paths';
import { seedDemoData } from '../seed/seed';
import { noteSetupStage } from './setup-stage';

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

export interface TestStorageOptions {
  /** Start from the demo seed, copied from one seeded template per test run (see seededTemplate). */
  seeded?: boolean;
}

export async function createTestStorage(options: TestStorageOptions = {}): Promise<TestStorage> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mk-server-test-'));
  noteSetupStage(options.seeded ? 'waiting for the seeded template of this run' : 'preparing an empty database');
  const baseUrl = process.env.DATABASE_URL;
  const seeded = options.seeded ? await seededTemplate() : undefined;
  noteSetupStage(seeded ? `copying the seeded template ${seeded.dataDir}` : 'copying the migrated empty template (built first when this migration history has none)');
  if (!baseUrl) {
    cpSync(seeded?.dataDir ?? (await pgliteTemplate()), dataDir, { recursive: true });
    return { dataDir, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  if (seeded) cpSync(seeded.dataDir, dataDir, { recursive: true });

  // Against PostgreSQL every test file gets a database of its own, dropped afterwards.
  const name = `mk_test_${randomBytes(6).toString('hex')}`;
  noteSetupStage(`creating the database ${name}${seeded?.database ? ` from the template ${seeded.database}` : ''}`);
  await adminQuery(baseUrl, seeded?.database ? `CREATE DATABASE ${name} TEMPLATE ${seeded.database}` : `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    dispose: async () => {
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

interface SeededTemplate {
  /** A data directory as the demo seed leaves it (the PGlite cluster inside, or the media files alone). */
  dataDir: string;
  /** Against PostgreSQL: the seeded database that each test's database copies. */
  database?: string;
}

/** The test run's id, set by jest.global.cjs; its templates are removed by jest.teardown.cjs. */
function testRunId(): string {
  const id = process.env.MK_TEST_RUN_ID;
  if (!id || !/^[a-z0-9]+$/.test(id)) throw new Error('MK_TEST_RUN_ID is not set: run the server tests through jest.config.cjs');
  return id;
}

// jest.teardown.cjs removes these names: change both together.
const seededTemplateNames = (runId: string) => ({
  dataDir: path.join(os.tmpdir(), `mk-server-seeded-${runId}`),
  database: `mk_seeded_${runId}`,
});

/**
 * Seeding costs about 2.5 s, copying a seeded cluster a fraction of that: the first test file of a
 * run that needs the seed builds a template under a lock directory, the others wait for it. Built
 * once per run, not kept between runs: the seed places appointments around the time it ran.
 */
async function seededTemplate(): Promise<SeededTemplate> {
  const runId = testRunId();
  const names = seededTemplateNames(runId);
  const template: SeededTemplate = { dataDir: names.dataDir, database: process.env.DATABASE_URL ? names.database : undefined };
  const ready = path.join(names.dataDir, '.ready');
  const lock = `${names.dataDir}.lock`;
  const deadline = Date.now() + 180_000;
  while (!existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`the seeded template ${names.dataDir} was not built in time`);
    let mine = false;
    try {
      mkdirSync(lock);
      mine = true;
    } catch {
      // another worker builds it
    }
    if (!mine) {
      noteSetupStage(`waiting for another test file to build the seeded template (lock ${lock})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      noteSetupStage('building the seeded template of this run (migrations and the demo seed)');
      if (!existsSync(ready)) await buildSeededTemplate(template);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return template;
}

async function buildSeededTemplate(template: SeededTemplate): Promise<void> {
  const storage = await createTestStorage();
  const database = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
  try {
    // The store a test app on this storage opens by default (loadConfig): the database's on PostgreSQL.
    const config = loadConfig({ DATA_DIR: storage.dataDir, ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}) });
    await seedDemoData(database.db, openMediaStore(config, database.db));
  } finally {
    await database.close();
  }
  if (storage.databaseUrl && template.database) {
    const built = new URL(storage.databaseUrl).pathname.slice(1);
    await adminQuery(process.env.DATABASE_URL!, `ALTER DATABASE ${built} RENAME TO ${template.database}`);
  }
  writeFileSync(path.join(storage.dataDir, '.ready'), '');
  rmSync(template.dataDir, { recursive: true, force: true });
  renameSync(storage.dataDir, template.dataDir);
}
