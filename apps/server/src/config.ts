import path from 'node:path';
import type { MediaStoreKind, S3Settings } from './media/store';
import { DEFAULT_DASHBOARD_DIR } from './paths';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** Absolute; PGlite data, the JWT secret and uploads live here. */
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  jwtTtlSeconds: number;
  /**
   * SEED: put the demo accounts and data into an empty database. Defaults to true on the embedded
   * database and to false with DATABASE_URL (a real database gets no demo accounts unless asked).
   */
  seed: boolean;
  /** SEED was set: a seed that cannot run (the database holds accounts it did not create) stops the start instead of being skipped. */
  seedExplicit: boolean;
  /** NODE_ENV=production: among other things, no account signs in with the demo password. */
  production: boolean;
  dashboardDir: string;
  apiHost: string;
  uploadUrl: string;
  publicSiteRoot: string;
  /** This server's address as browsers reach it (PUBLIC_URL): links it gives out are built on it, never on the Host header. */
  publicUrl: string;
  logLevel: LogLevel;
  maxUploadMb: number;
  /**
   * Whom to believe about the client's address (X-Forwarded-For), as Fastify's `trustProxy`: false
   * (the default: the socket's address, right when clients connect directly), true (any hop; only
   * when nothing but the proxy can reach the server), or the proxies' addresses or CIDR ranges
   * (preferred: only they are believed). The login brake counts per client address, so a wrong value either lets anyone
   * pick their address or puts every client behind the proxy under one counter.
   */
  trustProxy: TrustProxy;
  /** METRICS_ALLOW: the client addresses `GET /metrics` answers (comma list; default this machine only). */
  metricsAllow: string[];
  /** ORDER_RADIUS_KM: a patient's order goes to the pharmacies within this distance of its location (default 10). */
  orderRadiusKm: number;
  /** GEOCODER_URL: a Nominatim-compatible service giving orders their addresses; unset, an offline lookup of Saudi cities and districts. */
  geocoderUrl?: string;
  /** MAP_LINK_TEMPLATE: an order's map link, `{lat}` and `{lng}` filled in (default a Google Maps search). */
  mapLinkTemplate: string;
  /**
   * REALTIME_ADAPTER: how socket.io events reach sockets held by other server processes. `postgres`
   * (the default with DATABASE_URL: LISTEN/NOTIFY on the same database, so several processes behind a
   * load balancer share one set of rooms), `redis` (Redis streams through REDIS_URL: a Redis restart
   * loses no event, and a socket that reconnects within 2 minutes gets what it missed) or `memory`
   * (the default on PGlite: one process only).
   */
  realtimeAdapter: RealtimeAdapterKind;
  /** REDIS_URL: the Redis of REALTIME_ADAPTER=redis (`redis://host:6379`). */
  redisUrl?: string;
  /** REDIS_PREFIX: starts every key the server keeps in Redis (default `mk:`), so one Redis can serve several deployments. */
  redisPrefix: string;
  /**
   * MEDIA_STORE: where uploaded files live. `database` (the default with DATABASE_URL: the bytes in
   * the database, so every server process on it serves every file), `disk` (the default on the
   * embedded database: DATA_DIR/uploads, one process) or `s3` (the default with S3_BUCKET: objects of
   * a private bucket). `npm run move-uploads` moves disk files into the configured store.
   */
  mediaStore: MediaStoreKind;
  /** S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX: the object storage of MEDIA_STORE=s3. */
  s3?: S3Settings;
  /** The QR codes' simplified tax invoices (spec 3): the fee billed and the seller the invoice and its ZATCA QR name. */
  qrInvoice: QrInvoiceConfig;
  /**
   * REQUIRE_ADMIN_2FA=true: an ADMIN signs in only with a second factor; one without it is led
   * through its setup at sign-in (docs/security.md, "Second factor"). Off by default.
   */
  requireAdmin2fa: boolean;
  /**
   * DRAIN_GRACE_MS: on SIGTERM, how long the process goes on serving with `GET /api/health/ready`
   * answering 503 before it closes its listener, so a balancer that checks readiness has taken it out
   * before any request is refused (default 0: close at once; `npm run cluster` and compose.yaml set
   * about three check intervals). SIGINT (Ctrl-C) never waits.
   */
  drainGraceMs: number;
}

export interface QrInvoiceConfig {
  /** QR_CONSULTATION_FEE: the amount of every QR bill before VAT, SAR with two decimals ("100.00"). */
  consultationFee: string;
  /** ZATCA_SELLER_NAME: the seller on the invoice and in its QR (tag 1). */
  sellerName: string;
  /** ZATCA_VAT_NUMBER: the seller's VAT registration number, exactly 15 digits (tag 2). */
  vatNumber: string;
  /** ZATCA_SELLER_CITY: printed on the invoice. */
  city: string;
}

/** Demo values when the variables are unset: a made-up seller, and a VAT number of ZATCA's documented 3...3 form. */
export const DEMO_QR_INVOICE: QrInvoiceConfig = {
  consultationFee: '100.00',
  sellerName: 'شركة السوق الصحي',
  vatNumber: '300000000000003',
  city: 'الرياض',
};

export type RealtimeAdapterKind = 'memory' | 'postgres' | 'redis';

export type TrustProxy = boolean | string[];

type Env = Record<string, string | undefined>;

function intVar(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got "${raw}"`);
  }
  return value;
}

/** PUBLIC_URL without a trailing slash; by default the listen address (a wildcard host as localhost). */
function publicUrlVar(env: Env, port: number, host: string): string {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  return url.toString().replace(/\/+$/, '');
}

/** TRUST_PROXY: unset or false, true, or a comma list of addresses and CIDR ranges. */
function trustProxyVar(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (!raw || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.find((entry) => !/^(?=.*[.:])[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry));
  if (invalid !== undefined) {
    throw new Error(`TRUST_PROXY must be true, false or a comma list of addresses/CIDR ranges, got "${invalid}"`);
  }
  return entries;
}

/** An optional http(s) URL, without a trailing slash. */
function httpUrlVar(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return url.toString().replace(/\/+$/, '');
}

export const DEFAULT_MAP_LINK_TEMPLATE = 'https://www.google.com/maps/search/?api=1&query={lat},{lng}';

function mapLinkTemplateVar(env: Env): string {
  const raw = env.MAP_LINK_TEMPLATE?.trim();
  if (!raw) return DEFAULT_MAP_LINK_TEMPLATE;
  if (!raw.includes('{lat}') || !raw.includes('{lng}')) throw new Error(`MAP_LINK_TEMPLATE must contain {lat} and {lng}, got "${raw}"`);
  return raw;
}

/** REALTIME_ADAPTER; `postgres` needs DATABASE_URL (PGlite is one process's database, nothing to share), `redis` REDIS_URL. */
function realtimeAdapterVar(env: Env, databaseUrl: string | undefined): RealtimeAdapterKind {
  const raw = env.REALTIME_ADAPTER?.trim().toLowerCase();
  if (!raw) return databaseUrl ? 'postgres' : 'memory';
  if (raw !== 'memory' && raw !== 'postgres' && raw !== 'redis') {
    throw new Error(`REALTIME_ADAPTER must be memory, postgres or redis, got "${env.REALTIME_ADAPTER?.trim()}"`);
  }
  if (raw === 'postgres' && !databaseUrl) throw new Error('REALTIME_ADAPTER=postgres needs DATABASE_URL');
  if (raw === 'redis' && !env.REDIS_URL?.trim()) throw new Error('REALTIME_ADAPTER=redis needs REDIS_URL');
  return raw;
}

/** MEDIA_STORE: unset, object storage when S3_BUCKET is set, else the database with DATABASE_URL, else the disk. */
function mediaStoreVar(env: Env, databaseUrl: string | undefined): MediaStoreKind {
  const raw = env.MEDIA_STORE?.trim().toLowerCase();
  if (!raw) return env.S3_BUCKET?.trim() ? 's3' : databaseUrl ? 'database' : 'disk';
  if (raw !== 'disk' && raw !== 'database' && raw !== 's3') throw new Error(`MEDIA_STORE must be disk, database or s3, got "${env.MEDIA_STORE?.trim()}"`);
  if (raw === 's3' && !env.S3_BUCKET?.trim()) throw new Error('MEDIA_STORE=s3 needs S3_BUCKET');
  return raw;
}

/** S3_BUCKET and its companions; undefined without a bucket. Keys come in pairs or not at all. */
function s3Var(env: Env): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim() ? booleanVar(env, 'S3_FORCE_PATH_STYLE') : Boolean(endpoint);
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: pathStyle,
    prefix: env.S3_PREFIX?.trim() ?? '',
  };
}

/** The ZATCA QR gives a value one length byte: at most 255 UTF-8 bytes (an Arabic letter is two). */
function invoiceTextVar(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  if (Buffer.byteLength(value, 'utf8') > 255) throw new Error(`${name} must be at most 255 bytes in UTF-8 (the invoice QR's limit)`);
  return value;
}

/** QR_CONSULTATION_FEE: a positive amount in SAR with at most two decimals, below one million; kept as "100.00". */
function feeVar(env: Env): string {
  const raw = env.QR_CONSULTATION_FEE?.trim();
  if (!raw) return DEMO_QR_INVOICE.consultationFee;
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(raw) || Number(raw) <= 0) {
    throw new Error(`QR_CONSULTATION_FEE must be a positive amount in SAR with at most two decimals, got "${raw}"`);
  }
  return Number(raw).toFixed(2);
}

function qrInvoiceVars(env: Env): QrInvoiceConfig {
  const vatNumber = env.ZATCA_VAT_NUMBER?.trim() || DEMO_QR_INVOICE.vatNumber;
  if (!/^\d{15}$/.test(vatNumber)) throw new Error(`ZATCA_VAT_NUMBER must be exactly 15 digits, got "${vatNumber}"`);
  return {
    consultationFee: feeVar(env),
    sellerName: invoiceTextVar(env, 'ZATCA_SELLER_NAME', DEMO_QR_INVOICE.sellerName),
    vatNumber,
    city: invoiceTextVar(env, 'ZATCA_SELLER_CITY', DEMO_QR_INVOICE.city),
  };
}

/** A true/false variable, false when unset; anything else stops the start (a typo must not turn a safeguard off). */
function booleanVar(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`${name} must be true or false, got "${env[name]?.trim()}"`);
}

/** SEED: true or false; unset, true on the embedded database and false on DATABASE_URL. */
function seedVar(env: Env, databaseUrl: string | undefined): boolean {
  const raw = env.SEED?.trim().toLowerCase();
  if (!raw) return !databaseUrl;
  return raw !== 'false';
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the configuration from environment variables; relative paths resolve from the working directory. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const port = intVar(env, 'PORT', 3000);
  const host = env.HOST?.trim() || '0.0.0.0';
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  return {
    port,
    host,
    dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || './data'),
    databaseUrl,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtTtlSeconds: intVar(env, 'JWT_TTL_SECONDS', 43200, 1),
    seed: seedVar(env, databaseUrl),
    seedExplicit: Boolean(env.SEED?.trim()),
    production: env.NODE_ENV?.trim() === 'production',
    dashboardDir: env.DASHBOARD_DIR?.trim() ? path.resolve(cwd, env.DASHBOARD_DIR.trim()) : DEFAULT_DASHBOARD_DIR,
    apiHost: env.API_HOST?.trim() || '/api',
    uploadUrl: env.UPLOAD_URL?.trim() || '/api/media/upload',
    publicSiteRoot: env.PUBLIC_SITE_ROOT?.trim() || 'https://example.com/',
    publicUrl: publicUrlVar(env, port, host),
    logLevel,
    maxUploadMb: intVar(env, 'MAX_UPLOAD_MB', 5, 1),
    trustProxy: trustProxyVar(env),
    metricsAllow: env.METRICS_ALLOW?.trim() ? env.METRICS_ALLOW.split(',').map((address) => address.trim()).filter(Boolean) : ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    orderRadiusKm: intVar(env, 'ORDER_RADIUS_KM', 10, 1),
    geocoderUrl: httpUrlVar(env, 'GEOCODER_URL'),
    mapLinkTemplate: mapLinkTemplateVar(env),
    realtimeAdapter: realtimeAdapterVar(env, databaseUrl),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisPrefix: env.REDIS_PREFIX?.trim() || 'mk:',
    mediaStore: mediaStoreVar(env, databaseUrl),
    s3: s3Var(env),
    qrInvoice: qrInvoiceVars(env),
    requireAdmin2fa: booleanVar(env, 'REQUIRE_ADMIN_2FA'),
    drainGraceMs: intVar(env, 'DRAIN_GRACE_MS', 0),
  };
}
