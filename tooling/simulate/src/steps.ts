import type { OfferView } from '@mk/contracts';

/** The simulator's pure parts: its options, the orders it places and the offer it accepts. */

export interface SimulateOptions {
  /** The running server (`--url`, SIMULATE_URL), without a trailing slash. */
  url: string;
  /** Seconds between two orders (`--every`, SIMULATE_EVERY). */
  everySeconds: number;
  /** Seconds an order waits for its first offer before it is left (`--wait`, SIMULATE_WAIT). */
  waitSeconds: number;
  /** The patient it signs in as (`--phone`, `--password`): the seed's demo patient by default. */
  phone: string;
  password: string;
  /** One order, then exit (`--once`). */
  once: boolean;
}

export const DEFAULT_OPTIONS: SimulateOptions = {
  url: 'http://localhost:3000',
  everySeconds: 15,
  waitSeconds: 30,
  phone: '0500000001',
  password: 'Demo@12345',
  once: false,
};

export const USAGE = `npm run simulate -- [--url=http://localhost:3000] [--every=15] [--wait=30] [--phone=0500000001] [--password=...] [--once]

Signs in to the patient app as the demo patient and, every --every seconds, places an order near the
demo pharmacies, waits up to --wait seconds for the first offer and accepts it. Ctrl-C stops.
Environment: SIMULATE_URL, SIMULATE_EVERY, SIMULATE_WAIT.`;

function seconds(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a number of seconds above 0, got "${raw}"`);
  return value;
}

/** Reads `--name=value` flags (or a bare URL) over the SIMULATE_* environment over the defaults. */
export function parseOptions(argv: string[], env: Record<string, string | undefined> = {}): SimulateOptions {
  const options = { ...DEFAULT_OPTIONS };
  if (env.SIMULATE_URL) options.url = env.SIMULATE_URL;
  if (env.SIMULATE_EVERY) options.everySeconds = seconds('every', env.SIMULATE_EVERY);
  if (env.SIMULATE_WAIT) options.waitSeconds = seconds('wait', env.SIMULATE_WAIT);
  for (const arg of argv) {
    if (arg === '--') continue;
    if (arg === '--once') {
      options.once = true;
      continue;
    }
    if (/^https?:\/\//.test(arg)) {
      options.url = arg;
      continue;
    }
    const flag = /^--(url|every|wait|phone|password)=(.*)$/.exec(arg);
    if (!flag) throw new Error(`unknown argument "${arg}"\n\n${USAGE}`);
    const [, name, value] = flag;
    if (name === 'url') options.url = value;
    else if (name === 'every') options.everySeconds = seconds(name, value);
    else if (name === 'wait') options.waitSeconds = seconds(name, value);
    else if (name === 'phone') options.phone = value;
    else options.password = value;
  }
  if (!/^https?:\/\/[^\s/]+/.test(options.url)) throw new Error(`--url must be an http(s) address, got "${options.url}"`);
  options.url = options.url.replace(/\/+$/, '');
  return options;
}

/** The demo patient's home (seed): about 1 km from the centre of Riyadh, within reach of the demo pharmacies. */
export const DEMO_HOME = { lat: 24.7186, lng: 46.6803 };
/** What an ATTACHMENT order sends: a photo of a prescription by link (the seed's demo image). */
export const DEMO_IMAGE_URL = 'https://example.com/demo/prescription-photo.jpg';
/** Up to about 300 m from home either way, so the orders do not all sit on one point of the map. */
const JITTER_DEGREES = 0.003;

export type OrderBody =
  | { product_type: 'PRESCRIPTION'; product_id: string; lat: number; lng: number }
  | { product_type: 'ATTACHMENT'; image_url: string; lat: number; lng: number };

/**
 * The n-th order (from 0): the patient's prescriptions in turn, with every third order a photo
 * instead (always a photo when the patient has no prescription).
 */
export function orderBody(n: number, prescriptionIds: string[], random: () => number = Math.random): OrderBody {
  const point = {
    lat: Number((DEMO_HOME.lat + (random() * 2 - 1) * JITTER_DEGREES).toFixed(6)),
    lng: Number((DEMO_HOME.lng + (random() * 2 - 1) * JITTER_DEGREES).toFixed(6)),
  };
  if (prescriptionIds.length === 0 || n % 3 === 2) return { product_type: 'ATTACHMENT', image_url: DEMO_IMAGE_URL, ...point };
  return { product_type: 'PRESCRIPTION', product_id: prescriptionIds[(n - Math.floor(n / 3)) % prescriptionIds.length], ...point };
}

/** The offer to accept: the earliest that is still live. */
export function firstOffer(offers: Pick<OfferView, 'sys_id' | 'status' | 'createdAt'>[]): string | undefined {
  const live = offers.filter((offer) => offer.status === 'live');
  live.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.sys_id.localeCompare(b.sys_id));
  return live[0]?.sys_id;
}

/** The start of a sys_id, enough to tell orders apart in the log. */
export const shortId = (sysId: string) => sysId.slice(0, 8);

export function describeOrder(body: OrderBody): string {
  return body.product_type === 'PRESCRIPTION' ? `prescription ${shortId(body.product_id)}` : 'a photo of a prescription';
}

export function describeOffer(offer: Pick<OfferView, 'sys_id' | 'pharmacy_id' | 'total_price' | 'time_to_deliver'>): string {
  return `offer ${shortId(offer.sys_id)} from pharmacy ${shortId(offer.pharmacy_id)}: ${offer.total_price} SAR, delivery in ${offer.time_to_deliver} min`;
}
