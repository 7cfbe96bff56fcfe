import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/database';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { seedOnStart } from '../seed/seed';
import { attachAuditCheck } from './audit-check';
import { attachReplyCheck } from './reply-check';
import { noteSetupStage } from './setup-stage';
import { createTestStorage, type TestStorage } from './test-storage';

export interface TestAppOptions {
  /** Reuse storage (a restart test); otherwise a fresh one is created and removed on close. */
  storage?: TestStorage;
  /** Environment variables on top of the test defaults (SEED, MAX_UPLOAD_MB, DASHBOARD_DIR...). */
  env?: Record<string, string>;
  loginThrottle?: BuildAppOptions['loginThrottle'];
  /** Where the appointment rules read the time; the system clock by default. */
  clock?: BuildAppOptions['clock'];
  /** Gives orders their addresses; by default the one the env's GEOCODER_URL configures, else the offline lookup. */
  geocoder?: BuildAppOptions['geocoder'];
  /** Runs on the app before it is ready (e.g. to add a test-only route). */
  prepare?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  database: Database;
  storage: TestStorage;
  /** Logs a demo account in through the API and returns its token. */
  login(email: string, password?: string): Promise<string>;
  /** Closes the app and the database; removes the storage unless it was passed in. */
  close(): Promise<void>;
}

/** A real server on a real database (PGlite, or PostgreSQL when DATABASE_URL is set), seeded. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Seeded as on a real start unless SEED=false; the seed is copied from the run's template.
  const storage = options.storage ?? (await createTestStorage({ seeded: options.env?.SEED !== 'false' }));
  const config = loadConfig({
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl,
    LOG_LEVEL: 'silent',
    DASHBOARD_DIR: `${storage.dataDir}/no-dashboard`,
    ...options.env,
  });
  noteSetupStage(`opening the test database${storage.databaseUrl ? ' on PostgreSQL' : ' (PGlite)'}`);
  const database = await openDatabase(config);
  noteSetupStage('seeding on start (when the storage is not a seeded copy)');
  await seedOnStart(database.db, config);
  noteSetupStage('building and starting the app');
  const app = await buildApp({ db: database.db, config, dbKind: database.kind, poolStats: database.poolStats, loginThrottle: options.loginThrottle, clock: options.clock, geocoder: options.geocoder, onRoute: checkEveryReply });
  await options.prepare?.(app);
  await app.ready();
  noteSetupStage("the test file's own beforeAll, after its app started");

  let closed = false;
  return {
    app,
    db: database.db,
    config,
    database,
    storage,
    async login(email, password = DEMO_PASSWORD) {
      const response = await app.inject({ method: 'POST', url: '/api/administrator-read/login', payload: { email, password } });
      if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`);
      return response.json().payload.token as string;
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
      if (!options.storage) await storage.dispose();
    },
  };
}

/** Each route's replies are checked against its schema, and each accepted write for its audit record. */
function checkEveryReply(route: Parameters<typeof attachReplyCheck>[0]): void {
  attachReplyCheck(route);
  attachAuditCheck(route);
}

export const DEMO = {
  password: DEMO_PASSWORD,
  admin: 'admin@example.com',
  clinicPic: 'clinic.pic@example.com',
  pharmacyPic: 'pharmacy.pic@example.com',
  centerPic: 'center.pic@example.com',
} as const;
