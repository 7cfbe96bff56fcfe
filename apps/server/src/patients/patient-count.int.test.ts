import { count, eq, sql } from 'drizzle-orm';
import { patients } from '../db/schema';
import { demoPatientNationalId } from '../seed/demo-patients';
import { demoSuite } from '../test/test-api';
import { countAllPatients, insertPatientsSkippingTaken, type PatientInsert } from './patients.repository';

const suite = demoSuite();
let serial = 0;

const exactCount = async () => Number((await suite.t.db.select({ value: count() }).from(patients))[0].value);
const deltaRows = async () => Number(((await suite.t.db.execute(sql`SELECT count(*)::text AS n FROM "patient_count_deltas"`)) as unknown as { rows: { n: string }[] }).rows[0].n);

function newPatients(n: number): PatientInsert[] {
  return Array.from({ length: n }, () => {
    serial += 1;
    return { name: 'Counted Patient', phone: `057${String(2_000_000 + serial).padStart(7, '0')}`, national_id: demoPatientNationalId(40_000 + serial), date_of_birth: '1990-01-01', country_id: 'SAU' };
  });
}

describe('the patient total of the unfiltered list (trigger-kept deltas)', () => {
  it('equals count(*) after the seed, inserts, skipped duplicates and deletes, and is what the list answers', async () => {
    expect(await countAllPatients(suite.t.db)).toBe(await exactCount());

    const batch = newPatients(5);
    await insertPatientsSkippingTaken(suite.t.db, batch);
    // Sent again with two new rows: the five are skipped, two go in.
    await insertPatientsSkippingTaken(suite.t.db, [...batch, ...newPatients(2)]);
    await suite.t.db.delete(patients).where(eq(patients.phone, batch[0].phone));
    const exact = await exactCount();
    expect(await countAllPatients(suite.t.db)).toBe(exact);

    const reply = await suite.api('GET', '/api/patient-read/?page=1&limit=10', suite.users.admin);
    expect(reply.status).toBe(200);
    expect(reply.body.payload.count).toBe(exact);
  });

  it('stays exact when inserts run at once, and folds its delta rows once they pile up', async () => {
    await Promise.all(Array.from({ length: 8 }, () => insertPatientsSkippingTaken(suite.t.db, newPatients(3))));
    for (let i = 0; i < 70; i += 1) await insertPatientsSkippingTaken(suite.t.db, newPatients(1));
    expect(await deltaRows()).toBeGreaterThan(64);

    const exact = await exactCount();
    expect(await countAllPatients(suite.t.db)).toBe(exact);
    expect(await deltaRows()).toBe(1);
    expect(await countAllPatients(suite.t.db)).toBe(exact);
  });

  it('counts a rolled-back insert not at all', async () => {
    const before = await exactCount();
    await expect(
      suite.t.db.transaction(async (tx) => {
        await insertPatientsSkippingTaken(tx, newPatients(4));
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await countAllPatients(suite.t.db)).toBe(before);
  });
});
