// Server benchmark: latency of the hot API calls on a seeded PGlite database, in process
// (app.inject, so the numbers are the server's own work without the network).
// Run with `npm run bench` from the repository root. Targets are p95 budgets per call; the run
// exits 1 when one is missed, so a regression shows up as a red bench rather than a flaky test.
import type { InjectOptions } from 'fastify';
import { appointments } from '../src/db/schema';
import { physicianBody } from '../src/physicians/physician-test-kit';
import { ALL_DEMO_PATIENTS } from '../src/seed/seed';
import { createTestApp, DEMO } from '../src/test/test-app';

interface Case {
  name: string;
  iterations: number;
  p95BudgetMs: number;
  request: () => InjectOptions;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const t = await createTestApp();
  try {
    const admin = { authorization: `Bearer ${await t.login(DEMO.admin)}` };
    const pic = { authorization: `Bearer ${await t.login(DEMO.clinicPic)}` };
    const firstPage = await t.app.inject({ method: 'GET', url: '/api/clinic-read/clinics?page=1&limit=10', headers: admin });
    const someClinic = firstPage.json().payload.rows[0].sys_id as string;
    const picClinic = (await t.app.inject({ method: 'GET', url: '/api/clinic-read/?page=1&limit=50', headers: pic })).json().payload.data[0].sys_id as string;
    const [seeded] = await t.db.select({ sys_id: appointments.sys_id, patient_id: appointments.patient_id }).from(appointments).limit(1);
    const today = new Date().toISOString().slice(0, 10);
    const booking = await bookingTarget(t, admin, picClinic);

    const cases: Case[] = [
      { name: 'health', iterations: 500, p95BudgetMs: 15, request: () => ({ method: 'GET', url: '/api/health' }) },
      {
        name: 'login (scrypt, deliberately slow)',
        iterations: 20,
        p95BudgetMs: 300,
        request: () => ({ method: 'POST', url: '/api/administrator-read/login', payload: { email: DEMO.admin, password: DEMO.password } }),
      },
      {
        name: 'ADMIN clinic list, page 1',
        iterations: 300,
        p95BudgetMs: 50,
        request: () => ({ method: 'GET', url: '/api/clinic-read/clinics?page=1&limit=10', headers: admin }),
      },
      {
        name: 'ADMIN clinic list, name + city + tags filter',
        iterations: 300,
        p95BudgetMs: 60,
        request: () => ({ method: 'GET', url: '/api/clinic-read/clinics?name=clinic&city=RIYADH&tags=1,2,3&page=1&limit=10', headers: admin }),
      },
      { name: 'PIC own clinics', iterations: 300, p95BudgetMs: 50, request: () => ({ method: 'GET', url: '/api/clinic-read/?page=1&limit=50', headers: pic }) },
      { name: 'clinic by id', iterations: 300, p95BudgetMs: 30, request: () => ({ method: 'GET', url: `/api/clinic-read/${someClinic}`, headers: admin }) },
      { name: 'public clinic listing', iterations: 300, p95BudgetMs: 40, request: () => ({ method: 'GET', url: '/api/clinic-read/public?page=1&limit=20' }) },
      {
        name: 'PIC appointment monitor, one clinic day',
        iterations: 300,
        p95BudgetMs: 40,
        request: () => ({ method: 'GET', url: `/api/monitoring/appointment-by-clinic/${picClinic}?day=${today}`, headers: pic }),
      },
      { name: 'appointment by id', iterations: 300, p95BudgetMs: 30, request: () => ({ method: 'GET', url: `/api/monitoring/appointment-by-id/${seeded.sys_id}`, headers: admin }) },
      {
        name: 'patient search by phone',
        iterations: 300,
        p95BudgetMs: 25,
        request: () => ({ method: 'GET', url: `/api/patient-read/search?phone=${ALL_DEMO_PATIENTS[7].phone}`, headers: pic }),
      },
      { name: 'ADMIN patient list, page 1', iterations: 300, p95BudgetMs: 50, request: () => ({ method: 'GET', url: '/api/patient-read/?page=1&limit=50', headers: admin }) },
      {
        name: 'patient history, page 1',
        iterations: 300,
        p95BudgetMs: 50,
        request: () => ({ method: 'GET', url: `/api/appointment-management/all-patient-history?patient_id=${seeded.patient_id}`, headers: admin }),
      },
      { name: 'book an appointment (a new slot each time)', iterations: 200, p95BudgetMs: 80, request: booking },
    ];

    let failed = false;
    console.log(`database: ${t.database.kind}`);
    console.log('call'.padEnd(46), 'n'.padStart(5), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'budget'.padStart(8));
    for (const c of cases) {
      for (let i = 0; i < Math.min(20, c.iterations); i++) await t.app.inject(c.request()); // warm-up
      const times: number[] = [];
      for (let i = 0; i < c.iterations; i++) {
        const start = process.hrtime.bigint();
        const reply = await t.app.inject(c.request());
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
        if (reply.statusCode >= 400) throw new Error(`${c.name}: HTTP ${reply.statusCode} ${reply.body}`);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const ok = p95 <= c.p95BudgetMs;
      failed ||= !ok;
      console.log(
        c.name.padEnd(46),
        String(c.iterations).padStart(5),
        percentile(times, 50).toFixed(1).padStart(8),
        p95.toFixed(1).padStart(8),
        percentile(times, 99).toFixed(1).padStart(8),
        `${c.p95BudgetMs}`.padStart(8),
        ok ? 'ok' : 'OVER BUDGET',
      );
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await t.close();
  }
}

/**
 * A physician open around the clock in 15-minute slots, booked from 30 days ahead on: each call of
 * the returned factory books the next free slot for another demo patient.
 */
async function bookingTarget(t: Awaited<ReturnType<typeof createTestApp>>, admin: Record<string, string>, clinicId: string): Promise<() => InjectOptions> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/doctor-write',
    headers: admin,
    payload: physicianBody(clinicId, { email: 'bench.booking@example.com', consultation_duration: 15 }),
  });
  const physicianId = created.json().payload.sys_id as string;
  await t.app.inject({
    method: 'POST',
    url: '/api/appointment-management/set-operating-hour-v3',
    headers: admin,
    payload: { physician_id: physicianId, periods: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '0000', until: '2359' }] },
  });
  const first = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 30);
  let next = 0;
  return () => {
    const slot = next++;
    const dateTime = new Date(first + slot * 15 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    return {
      method: 'POST',
      url: '/api/appointment-management/create-appointment-v2',
      headers: admin,
      payload: {
        patient_id: ALL_DEMO_PATIENTS[slot % ALL_DEMO_PATIENTS.length].sys_id,
        physician_id: physicianId,
        type: 'walkin',
        date_time: dateTime,
        status: 'confirmed',
        payment_type: 'clinic_pay',
        payment_id: '',
        dialog_id: '',
      },
    };
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
