// Server benchmark: latency of the hot API calls on a seeded PGlite database, in process
// (app.inject, so the numbers are the server's own work without the network).
// Run with `npm run bench` from the repository root. Targets are p95 budgets per call; the run
// exits 1 when one is missed, so a regression shows up as a red bench rather than a flaky test.
import type { InjectOptions } from 'fastify';
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
