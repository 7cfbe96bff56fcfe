import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { bookingBody } from '../src/appointments/appointment-test-kit';

/** One load run, described as data so it can cross to the load process. */
export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A booking run: each request books the next free 15-minute slot of this physician. */
  booking?: { physicianId: string; patientIds: string[]; firstSlot: number; slotOffset: number };
  seconds: number;
  connections: number;
  /** Requests a second across all connections; absent for a max-throughput run. */
  rate?: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx answers plus socket errors and timeouts. */
  failures: number;
}

/**
 * The booking payload of the n-th request (the wizard's body, as the booking tests send it): one
 * slot after another from `firstSlot`, so no two requests of a run (nor of two runs, through
 * `slotOffset`) ask for the same slot.
 */
function loadBookingBody(spec: NonNullable<LoadSpec['booking']>, n: number): string {
  const slot = spec.slotOffset + n;
  const dateTime = new Date(spec.firstSlot + slot * 15 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
  return JSON.stringify(bookingBody(spec.physicianId, spec.patientIds[slot % spec.patientIds.length], dateTime));
}

/** Runs autocannon in this process (the load process). */
export async function runLoadHere(spec: LoadSpec): Promise<LoadResult> {
  let sent = 0;
  const booking = spec.booking;
  const result = await autocannon({
    url: spec.url,
    method: spec.method ?? 'GET',
    headers: { ...spec.headers, ...(booking ? { 'content-type': 'application/json' } : {}) },
    duration: spec.seconds,
    connections: spec.connections,
    ...(spec.rate ? { overallRate: spec.rate } : {}),
    ...(booking ? { requests: [{ setupRequest: (request) => ({ ...request, body: loadBookingBody(booking, sent++) }) }] } : {}),
    timeout: 10,
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: percentile95(result),
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** autocannon reports p90 and p97.5 but not p95: interpolated linearly between them (an estimate, said so in the report). */
function percentile95(result: autocannon.Result): number {
  const { p90, p97_5 } = result.latency;
  return p90 + ((95 - 90) / (97.5 - 90)) * (p97_5 - p90);
}

/**
 * Runs the load in a child process of the bench, so the load generator's work does not sit on the
 * server's event loop (the two still share the machine's 2 cores, as a client on the same host would).
 */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1], ['--load-process'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (message) => {
      resolve(message as LoadResult);
      child.disconnect();
    });
    child.once('error', reject);
    child.once('exit', (code) => (code ? reject(new Error(`load process exited ${code}`)) : undefined));
    child.send(spec);
  });
}

/** The child side: takes one spec, answers its result. */
export function serveLoadProcess(): void {
  process.once('message', (spec) => {
    runLoadHere(spec as LoadSpec).then(
      (result) => process.send!(result, () => process.exit(0)),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
