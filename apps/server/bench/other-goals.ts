import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { daySlots, shiftDate } from '@mk/scheduling';
import { BULK_PATIENT_BATCH_SIZE, type BulkPatient, type ExceptionRule, type HolidayRule } from '@mk/contracts';
// The CSV worker's own checking code (packages/patients), run here in Node as the worker runs it.
import { checkCsvTable, readCsvTable } from '../../../packages/patients/src/csv-upload/csv-table';
import { nationalIdFor } from './grow-seed';

/** The median of `runs` timings of `work`, in ms (the first run also warms the JIT). */
function medianMs(runs: number, work: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/**
 * 30 days of booking slots for 200 physicians (08:00–20:00 in 15 minutes, 12 booked a day each);
 * with `withExceptions` (issue 30), each physician also has a day off, a day of other hours and a
 * 20-day season past midnight, and the marketplace two confirmed holidays inside the 30 days.
 */
export function timeSlotEngine(withExceptions = false): number {
  const firstDay = new Date().toISOString().slice(0, 10);
  const periods = [{ days: [0, 1, 2, 3, 4, 5, 6], from: '0800', until: '2000' }];
  const busyOf = (day: string) => Array.from({ length: 12 }, (_, i) => `${day} ${String(8 + i).padStart(2, '0')}:15`);
  const days = Array.from({ length: 30 }, (_, i) => shiftDate(firstDay, i));
  const busy = days.map(busyOf);
  const calendar = withExceptions ? benchCalendar(firstDay) : {};
  return medianMs(3, () => {
    for (let physician = 0; physician < 200; physician++) {
      days.forEach((date, i) => daySlots({ date, periods, minutes: 15, busy: busy[i], now: Date.now(), timeZone: 'Asia/Riyadh', ...calendar }));
    }
  });
}

function benchCalendar(firstDay: string): { exceptions: ExceptionRule[]; holidays: HolidayRule[] } {
  const day = (offset: number) => shiftDate(firstDay, offset);
  return {
    exceptions: [
      { kind: 'off', from_date: day(3), until_date: day(3), note: 'Leave' },
      { kind: 'hours', from_date: day(6), until_date: day(6), periods: [{ days: [], from: '10:00', until: '14:00' }] },
      { kind: 'season', from_date: day(8), until_date: day(27), periods: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '20:00', until: '02:00' }] },
    ],
    holidays: [
      { kind: 'holiday', name_en: 'Bench Day', name_ar: 'يوم القياس', from_date: day(12), until_date: day(12) },
      { kind: 'ramadan', name_en: 'Ramadan', name_ar: 'رمضان', from_date: day(8), until_date: day(27) },
    ],
  };
}

/** A name part from a number, in letters only (names with digits are refused, as they should be). */
function lettersOf(n: number): string {
  let text = '';
  for (let rest = n; rest > 0; rest = Math.floor(rest / 26)) text += String.fromCharCode(97 + (rest % 26));
  return `Q${text}`;
}

/** Rows as a CSV export has them: full name, a local phone, a valid national id, a date of birth. */
export function benchCsv(rows: number): string {
  const lines = ['name,phone,national_id,date_of_birth'];
  for (let i = 1; i <= rows; i++) {
    lines.push(`Upload Patient ${lettersOf(i)},057${String(i).padStart(7, '0')},${nationalIdFor(1, i)},${String((i % 28) + 1).padStart(2, '0')}/07/1990`);
  }
  return lines.join('\n');
}

/** The CSV worker's read + check of `rows` rows; returns the time and how many rows came out clean. */
export function timeCsvCheck(rows: number): { ms: number; clean: number } {
  const text = benchCsv(rows);
  const matches = { splitName: false, fullName: '0', phone: '1', nationalId: '2', dateOfBirth: '3' };
  let clean = 0;
  const ms = medianMs(3, () => {
    clean = checkCsvTable(readCsvTable(text), matches).uploads.length;
  });
  return { ms, clean };
}

/** Uploads `rows` patients through the bulk API in 500-row batches, one after another as the page does. */
export async function timeImport(baseUrl: string, token: string, userId: string, rows: number): Promise<{ ms: number; created: number }> {
  const text = benchCsv(rows);
  const matches = { splitName: false, fullName: '0', phone: '1', nationalId: '2', dateOfBirth: '3' };
  const uploads: BulkPatient[] = checkCsvTable(readCsvTable(text), matches).uploads.map((upload) => upload.patient);
  let created = 0;
  const start = performance.now();
  for (let i = 0; i < uploads.length; i += BULK_PATIENT_BATCH_SIZE) {
    const response = await fetch(`${baseUrl}/api/patient-write/bulk-create/${userId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(uploads.slice(i, i + BULK_PATIENT_BATCH_SIZE)),
    });
    if (!response.ok) throw new Error(`bulk upload: HTTP ${response.status} ${await response.text()}`);
    created += ((await response.json()) as { payload: { created: number } }).payload.created;
  }
  return { ms: performance.now() - start, created };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the built server (dist/main.js) on an existing data directory and times it to the first 200 of /api/health. */
export async function timeRestart(dataDir: string): Promise<number> {
  const main = path.resolve(__dirname, '..', 'dist', 'main.js');
  const port = await freePort();
  const start = performance.now();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    const deadline = start + 60_000;
    while (performance.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`dist/main.js exited ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) return performance.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('dist/main.js gave no 200 within 60 s');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
  }
}
