import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { APPOINTMENT_STATUSES } from '@mk/contracts';
import { openDatabase, type Database } from '../db/database';
import { administrators, appointmentReports, appointments, patients, pharmacies, prescriptionMedicines, prescriptions } from '../db/schema';
import { createTestStorage, type TestStorage } from '../test/test-storage';
import { seedDemoData } from './seed';
import { diskMediaStore } from '../media/store/disk-store';

let storage: TestStorage;
let database: Database;
const NOW = new Date('2026-03-10T10:17:00Z');

beforeAll(async () => {
  storage = await createTestStorage();
  database = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
});
afterAll(async () => {
  await database.close();
  await storage.dispose();
});

const total = async (table: PgTable) => Number((await database.db.select({ value: count() }).from(table))[0].value);

describe('the demo seed on a real database', () => {
  it('writes patients, appointments in every status, prescriptions and reports, once', async () => {
    const started = performance.now();
    expect(await seedDemoData(database.db, diskMediaStore(storage.dataDir), NOW)).toBe(true);
    const elapsed = performance.now() - started;
    // Not an assertion (shared machines vary); printed so a slow seed shows up in the test log.
    console.log(`seedDemoData took ${Math.round(elapsed)} ms on ${database.kind}`);

    expect(await total(patients)).toBeGreaterThanOrEqual(2000);
    const statuses = await database.db.select({ status: appointments.status, value: count() }).from(appointments).groupBy(appointments.status);
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(APPOINTMENT_STATUSES));
    expect(await total(appointments)).toBeGreaterThan(1000);
    expect(await total(prescriptions)).toBeGreaterThan(100);
    expect(await total(prescriptionMedicines)).toBeGreaterThan(await total(prescriptions));
    expect(await total(appointmentReports)).toBeGreaterThan(100);

    // Every appointment falls in the four weeks around the seeding time.
    const [range] = await database.db
      .select({ first: sql<string>`min(${appointments.starts_at})`, last: sql<string>`max(${appointments.starts_at})` })
      .from(appointments);
    expect(new Date(range.first).getTime()).toBeGreaterThanOrEqual(Date.parse('2026-02-24T00:00:00Z'));
    expect(new Date(range.last).getTime()).toBeLessThan(Date.parse('2026-03-25T00:00:00Z'));
    // Served appointments only lie in the past.
    const [futureDone] = await database.db
      .select({ value: count() })
      .from(appointments)
      .where(sql`${appointments.status} IN ('done', 'patient_noshow') AND ${appointments.starts_at} > ${NOW.toISOString()}`);
    expect(Number(futureDone.value)).toBe(0);
    const [sample] = await database.db.select().from(appointments).where(eq(appointments.status, 'done')).limit(1);
    expect(sample).toMatchObject({ service_type: 'consultation' });

    expect(await seedDemoData(database.db, diskMediaStore(storage.dataDir), NOW)).toBe(false);
    // The 2,000 demo patients and the patient app's demo patient (demo-orders.ts).
    expect(await total(patients)).toBe(2001);
  });

  it("matches the README's demo logins: the pharmacy PIC's pharmacies are as many as it says", async () => {
    const readme = await readFile(path.join(__dirname, '../../../../README.md'), 'utf8');
    const said = /\| `pharmacy\.pic@example\.com` \| PIC \| (\w+) pharmacies/.exec(readme)?.[1];
    const [{ value }] = await database.db
      .select({ value: count() })
      .from(pharmacies)
      .innerJoin(administrators, eq(administrators.sys_id, pharmacies.pic_id))
      .where(and(eq(administrators.email, 'pharmacy.pic@example.com'), isNull(pharmacies.deleted_at)));
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
    expect(said).toBe(words[Number(value)]);
  });
});
