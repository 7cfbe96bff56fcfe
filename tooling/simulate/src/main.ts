// `npm run simulate` (issue 12): the marketplace's patient app, played against a running server so a
// person signed in as the pharmacy PIC sees the whole flow live: an order every few seconds near the
// demo pharmacies, the first offer accepted. One line per step; Ctrl-C stops.
import type { OfferView } from '@mk/contracts';
import { describeOffer, describeOrder, firstOffer, orderBody, parseOptions, shortId, USAGE, type SimulateOptions } from './steps';

/** How often an order's offers are read while it waits. */
const OFFER_POLL_MS = 2_000;

interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { result?: string; message?: string; payload?: any };
}

const log = (text: string) => console.log(`${new Date().toTimeString().slice(0, 8)}  ${text}`);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The patient app's calls, signed in; signs in again once if the token was ended or expired. */
class PatientApp {
  private token = '';

  constructor(private readonly options: SimulateOptions) {}

  async login(): Promise<void> {
    const reply = await this.send('POST', '/api/patient-app/login', { phone: this.options.phone, password: this.options.password }, false);
    if (reply.status !== 200) throw new Error(`patient login refused (${reply.status}): ${reply.body.message ?? ''}`);
    this.token = reply.body.payload.token;
  }

  async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reply> {
    const reply = await this.send(method, path, body, true);
    if (reply.status !== 401) return reply;
    await this.login();
    return this.send(method, path, body, true);
  }

  private async send(method: 'GET' | 'POST', path: string, body: unknown, signed: boolean): Promise<Reply> {
    const response = await fetch(`${this.options.url}${path}`, {
      method,
      headers: { ...(signed ? { authorization: `Bearer ${this.token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) };
    } catch {
      return { status: response.status, body: { message: text.slice(0, 200) } };
    }
  }
}

let stopping = false;

/** One order's life: placed, its offers read until the first comes or the wait ends, that one accepted. */
async function runOrder(app: PatientApp, options: SimulateOptions, n: number, prescriptionIds: string[]): Promise<void> {
  const label = `order #${n + 1}`;
  const body = orderBody(n, prescriptionIds);
  const placed = await app.call('POST', '/api/patient-app/orders', body);
  if (placed.status !== 201) {
    log(`${label}: refused (${placed.status}): ${placed.body.message ?? ''}`);
    return;
  }
  const orderId = placed.body.payload.sys_id as string;
  log(`${label} ${shortId(orderId)}: placed (${describeOrder(body)}), sent to ${placed.body.payload.pharmacies} pharmacies; waiting up to ${options.waitSeconds} s for an offer`);

  const deadline = Date.now() + options.waitSeconds * 1000;
  let offers: OfferView[] = [];
  let chosen: string | undefined;
  while (!stopping) {
    offers = ((await app.call('GET', `/api/patient-app/orders/${orderId}/offers`)).body.payload?.rows ?? []) as OfferView[];
    chosen = firstOffer(offers);
    if (chosen || Date.now() >= deadline) break;
    await delay(Math.min(OFFER_POLL_MS, deadline - Date.now()));
  }
  if (stopping) return;
  if (!chosen) {
    log(`${label} ${shortId(orderId)}: no offer within ${options.waitSeconds} s; left to expire`);
    return;
  }
  const offer = offers.find((row) => row.sys_id === chosen)!;
  const accepted = await app.call('POST', `/api/patient-app/offers/${chosen}/accept`);
  log(
    accepted.status === 200
      ? `${label} ${shortId(orderId)}: accepted ${describeOffer(offer)}`
      : `${label} ${shortId(orderId)}: accepting ${describeOffer(offer)} refused (${accepted.status}): ${accepted.body.message ?? ''}`,
  );
}

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  let options: SimulateOptions;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const app = new PatientApp(options);
  await app.login();
  const prescriptions = (await app.call('GET', '/api/patient-app/prescriptions')).body.payload?.rows ?? [];
  const prescriptionIds = (prescriptions as { sys_id: string }[]).map((row) => row.sys_id);
  log(
    `signed in at ${options.url} as patient ${options.phone} (${prescriptionIds.length} prescriptions); ` +
      (options.once ? 'one order' : `an order every ${options.everySeconds} s; Ctrl-C stops`),
  );

  const running = new Set<Promise<void>>();
  const start = (n: number) => {
    const order = runOrder(app, options, n, prescriptionIds).catch((error: Error) => log(`order #${n + 1}: ${error.message}`));
    running.add(order);
    void order.finally(() => running.delete(order));
  };
  let n = 0;
  start(n++);
  const timer = options.once ? undefined : setInterval(() => start(n++), options.everySeconds * 1000);
  process.once('SIGINT', () => {
    stopping = true;
    clearInterval(timer);
    log(`stopped (${running.size} order${running.size === 1 ? '' : 's'} still waiting left as they are)`);
    process.exit(0);
  });
  if (options.once) await Promise.all(running);
}

main().catch((error: Error) => {
  console.error(`simulate: ${error.message}${(error as { cause?: Error }).cause ? ` (${(error as { cause: Error }).cause.message})` : ''}`);
  process.exit(1);
});
