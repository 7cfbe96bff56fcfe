import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';

export interface BenchSize {
  patients: number;
  appointments: number;
}

/** Bench-only data on top of the demo seed (never part of `npm start`'s seed, which stays small). */
export const BENCH_SIZE: BenchSize = {
  patients: Number(process.env.BENCH_PATIENTS ?? 100_000),
  appointments: Number(process.env.BENCH_APPOINTMENTS ?? 200_000),
};

/** A Saudi national id of 10 digits starting with `lead`, with its Luhn check digit. */
export function nationalIdFor(lead: 1 | 2, serial: number): string {
  const body = `${lead}${String(serial).padStart(8, '0')}`;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let digit = Number(body[i]) * (i % 2 === 0 ? 2 : 1);
    if (digit > 9) digit -= 9;
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Grows the seeded database to `size` patients and appointments with set-based statements
 * (`generate_series`), so 100,000 + 200,000 rows take seconds on PGlite and PostgreSQL alike.
 * Appointments go round the live physicians in 15-minute steps, around the clock, in a window
 * centred on today, so every physician has a full day of tiles today (the monitor's busy day,
 * 96 a physician) and no two share a physician and a start.
 */
export async function growSeed(db: Db, size: BenchSize, now: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO patients (name, phone, national_id, date_of_birth, gender, country_id)
    SELECT 'Bench Patient ' || g, '058' || lpad(g::text, 7, '0'),
           CASE WHEN g % 3 <> 0 THEN '2' || lpad(g::text, 9, '0') END,
           '1990-01-01T06:00:00.000Z', CASE WHEN g % 2 = 0 THEN 'Male' ELSE 'Female' END, NULL
    FROM generate_series(1, greatest(0, ${size.patients} - (SELECT count(*) FROM patients))::int) AS g
    ON CONFLICT DO NOTHING`);
  // node-postgres and PGlite both answer { rows }.
  const counted = (await db.execute(sql`SELECT count(*)::int AS physicians FROM physicians WHERE deleted_at IS NULL`)) as unknown as {
    rows: { physicians: number }[];
  };
  const physicians = counted.rows[0].physicians;
  const daysSpanned = Math.ceil(size.appointments / Math.max(1, physicians) / 96);
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - Math.floor(daysSpanned / 2))).toISOString();
  await db.execute(sql`
    WITH ph AS (SELECT sys_id, clinic_id, (row_number() OVER (ORDER BY sys_id) - 1)::int AS k FROM physicians WHERE deleted_at IS NULL),
         pa AS (SELECT sys_id, (row_number() OVER (ORDER BY id) - 1)::int AS k FROM patients),
         counts AS (SELECT (SELECT count(*) FROM ph)::int AS physicians, (SELECT count(*) FROM pa)::int AS patients),
         wanted AS (SELECT g FROM counts, generate_series(0, greatest(0, ${size.appointments} - (SELECT count(*) FROM appointments))::int - 1) AS g)
    INSERT INTO appointments (patient_id, physician_id, clinic_id, type, starts_at, status, amount)
    SELECT pa.sys_id, ph.sys_id, ph.clinic_id, 'walkin',
           ${from}::timestamptz + (wanted.g / counts.physicians) * interval '15 minutes',
           CASE WHEN wanted.g % 10 = 0 THEN 'done' ELSE 'confirmed' END, 100
    FROM wanted CROSS JOIN counts
    JOIN ph ON ph.k = wanted.g % counts.physicians
    JOIN pa ON pa.k = (wanted.g * 7919) % counts.patients
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE patients`);
  await db.execute(sql`ANALYZE appointments`);
}
