/**
 * The Home's load rows (issue 29): `GET dashboard-read/home` as ADMIN (every figure of the grown
 * marketplace: today's 12,000-odd appointments by status, a month's outcomes, the week's patients)
 * and as the demo clinic PIC (their clinics by hour, and each physician's next free slot over a
 * fortnight their grown bookings fill). Each beside a bare route running the statements the Home
 * sends, each call timed alone against issue 29's 50 ms p95. `BENCH_ONLY=home` loads these rows alone, to check them.
 */
export const HOME_PATH = '/api/dashboard-read/home';
/** Issue 29: each Home call at most 50 ms p95 on the grown bench data. */
export const HOME_CALL_GOAL_MS = 50;

export function homeCases(admin: Record<string, string>, pic: Record<string, string>) {
  const get = (headers: Record<string, string>) => ({ method: 'GET' as const, url: HOME_PATH, headers });
  return [
    { name: 'Home, ADMIN (every figure)', request: get(admin), baseline: true, listGoal: true },
    { name: 'Home, clinic PIC (hours, no-shows, next free slots)', request: get(pic), baseline: true, listGoal: true },
  ];
}

/** Whether a case is one of the Home's. */
export const isHomeCase = (request: { url: string }) => request.url === HOME_PATH;
