import { openDatabase } from '../db/database';
import { notifications, patients } from '../db/schema';
import { eq } from 'drizzle-orm';
import { insertByColumns } from '../seed/unnest-insert';
import { apiOf } from '../test/test-api';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { createTestStorage, type TestStorage } from '../test/test-storage';
import { completed, notificationRow, outboxOf, recordPushes, waitFor } from './notification-test-kit';

/*
 * A broadcast to 10,000 patients (besides the seeded ones) interrupted by a server restart: the
 * first server is closed once it has pushed 3,000 deliveries, a new server on the same database
 * finishes the rest, and every patient was delivered to exactly once, by one server or the other.
 */
const EXTRA_PATIENTS = 10_000;
const STOP_AFTER = 3_000;

let storage: TestStorage;
const apps: TestApp[] = [];

beforeAll(async () => {
  storage = await createTestStorage({ seeded: true });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await storage.dispose();
});

/** Pushes of one notification, per patient. */
function pushesOf(recorded: Map<string, string[]>, notificationId: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [patientId, ids] of recorded) {
    const n = ids.filter((id) => id === notificationId).length;
    if (n > 0) counts.set(patientId, n);
  }
  return counts;
}

it('delivers a broadcast to each patient exactly once across a restart', async () => {
  let stopping: Promise<void> | undefined;
  let firstPushes = new Map<string, string[]>();
  const first: TestApp = await createTestApp({
    storage,
    // Closing from inside a push: the batch in hand still commits, then the worker stops.
    prepare: (app) => void (firstPushes = recordPushes(app, (total) => void (total === STOP_AFTER && (stopping = first.close())))),
  });
  apps.push(first);
  await insertByColumns(
    first.db,
    patients,
    { name: 'text', phone: 'text' },
    Array.from({ length: EXTRA_PATIENTS }, (_, i) => ({ name: `Broadcast Patient ${i}`, phone: `07${String(i).padStart(8, '0')}` })),
  );

  const reply = await apiOf(first)('POST', '/api/notification-write/', await first.login(DEMO.admin), { title: 'Service update for everyone' });
  expect(reply.status).toBe(201);
  const { sys_id: id, audience_count: audience } = reply.body.payload as { sys_id: string; audience_count: number };
  expect(audience).toBeGreaterThanOrEqual(EXTRA_PATIENTS);

  await waitFor('the first server to stop', async () => stopping !== undefined);
  await stopping;
  const deliveredFirst = pushesOf(firstPushes, id);

  // Between the two servers: part delivered, recorded exactly as pushed, the rest still to do.
  const between = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
  const [stopped] = await between.db.select().from(notifications).where(eq(notifications.sys_id, id));
  await between.close();
  expect(deliveredFirst.size).toBeGreaterThanOrEqual(STOP_AFTER);
  expect(deliveredFirst.size).toBeLessThan(audience);
  expect(stopped.delivered_count).toBe(deliveredFirst.size);
  expect(stopped.completed_at).toBeNull();

  let secondPushes = new Map<string, string[]>();
  const second = await createTestApp({ storage, prepare: (app) => void (secondPushes = recordPushes(app)) });
  apps.push(second);
  await waitFor('the second server to finish the broadcast', completed(second, id));

  const deliveredSecond = pushesOf(secondPushes, id);
  const everyone = new Set([...deliveredFirst.keys(), ...deliveredSecond.keys()]);
  expect(everyone.size).toBe(audience);
  expect([...deliveredFirst.keys()].filter((patientId) => deliveredSecond.has(patientId))).toEqual([]);
  expect([...deliveredFirst.values(), ...deliveredSecond.values()].every((n) => n === 1)).toBe(true);
  expect(await outboxOf(second, id)).toEqual({ rows: audience, delivered: audience });
  expect((await notificationRow(second, id)).delivered_count).toBe(audience);
}, 60_000);
