import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { createTestStorage, type TestStorage } from '../test/test-storage';
import { LoginThrottle, type LoginThrottleOptions } from './login-throttle';

/*
 * The brake counts an attempt before its password is checked, per account and per client address,
 * in the database. A 401 means the password was checked; a 429 means the brake stopped the attempt
 * before that. The clock is the app's, moved by the tests instead of waiting.
 */

const BRAKE: LoginThrottleOptions = {
  accountAllowance: 5,
  addressAllowance: 12,
  firstDelayMs: 60_000,
  maxDelayMs: 8 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

let now = Date.UTC(2030, 0, 7, 8);
const clock = () => new Date(now);
const advance = (ms: number) => {
  now += ms;
};

let storage: TestStorage;
let t: TestApp;
beforeAll(async () => {
  storage = await createTestStorage({ seeded: true });
  t = await createTestApp({ storage, loginThrottle: BRAKE, clock });
});
afterAll(async () => {
  await t.close();
  await storage.dispose();
});

let counter = 0;
const freshIp = () => `10.20.${Math.floor(++counter / 250)}.${counter % 250}`;
const freshEmail = () => `nobody-${++counter}@example.com`;

const login = (app: TestApp, email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/administrator-read/login', payload: { email, password }, remoteAddress, headers });

function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

function expectRefused(response: LightMyRequestResponse, retryAfterSeconds?: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ result: 'error', payload: null, code: 'auth.too_many_attempts' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  if (retryAfterSeconds !== undefined) expect(retryAfter).toBe(retryAfterSeconds);
}

describe('login brake under concurrency', () => {
  it('lets only the allowance of 200 parallel wrong passwords for one account reach the password check', async () => {
    const ip = freshIp();
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => login(t, DEMO.pharmacyPic, `wrong-${i}`, ip)));
    expect(tally(responses)).toEqual({ 401: BRAKE.accountAllowance, 429: 200 - BRAKE.accountAllowance });
    // The right password is refused too, before it is checked, and says when to come back.
    expectRefused(await login(t, DEMO.pharmacyPic, DEMO.password, ip), 60);
  }, 120_000);

  it('lets only the address allowance of 200 parallel attempts on 200 accounts from one address through', async () => {
    const ip = freshIp();
    const responses = await Promise.all(Array.from({ length: 200 }, () => login(t, freshEmail(), 'wrong-password', ip)));
    expect(tally(responses)).toEqual({ 401: BRAKE.addressAllowance, 429: 200 - BRAKE.addressAllowance });
  }, 120_000);
});

describe('login brake: accounts and addresses apart', () => {
  it('brakes an account from every address, and leaves other accounts at that address alone', async () => {
    const attacker = freshIp();
    const email = freshEmail();
    for (let i = 0; i < BRAKE.accountAllowance; i++) expect((await login(t, email, 'wrong', attacker)).statusCode).toBe(401);
    expectRefused(await login(t, email, 'wrong', attacker));
    expectRefused(await login(t, email, 'wrong', freshIp()));
    expect((await login(t, DEMO.clinicPic, DEMO.password, attacker)).statusCode).toBe(200);
  });

  it('brakes an address for every account, and leaves those accounts open from other addresses', async () => {
    const office = freshIp();
    for (let i = 0; i < BRAKE.addressAllowance; i++) expect((await login(t, freshEmail(), 'wrong', office)).statusCode).toBe(401);
    expectRefused(await login(t, DEMO.centerPic, DEMO.password, office));
    expect((await login(t, DEMO.centerPic, DEMO.password, freshIp())).statusCode).toBe(200);
  });

  it('clears the account counter on a success, but not the address counter', async () => {
    const ip = freshIp();
    for (let i = 0; i < BRAKE.accountAllowance - 1; i++) await login(t, DEMO.admin, 'wrong', ip);
    expect((await login(t, DEMO.admin, DEMO.password, ip)).statusCode).toBe(200);
    // The account starts from zero again: a full allowance of failures, then the brake.
    for (let i = 0; i < BRAKE.accountAllowance; i++) expect((await login(t, DEMO.admin, 'wrong', ip)).statusCode).toBe(401);
    expectRefused(await login(t, DEMO.admin, 'wrong', ip));

    // Signing in to one's own account does not buy an address more guesses at others.
    const guesser = freshIp();
    for (let i = 0; i < BRAKE.addressAllowance - 1; i++) await login(t, freshEmail(), 'wrong', guesser);
    expect((await login(t, DEMO.clinicPic, DEMO.password, guesser)).statusCode).toBe(200);
    expect((await login(t, freshEmail(), 'wrong', guesser)).statusCode).toBe(401);
    expectRefused(await login(t, freshEmail(), 'wrong', guesser));
  });
});

describe('login brake: growing delays instead of a hard lock', () => {
  it('doubles the wait after each further failure, up to the cap, and forgets after a quiet hour', async () => {
    const ip = freshIp();
    const email = freshEmail();
    for (let i = 0; i < BRAKE.accountAllowance; i++) await login(t, email, 'wrong', ip);
    const waits: number[] = [];
    for (let step = 0; step < 5; step++) {
      const refused = await login(t, email, 'wrong', ip);
      expectRefused(refused);
      const seconds = Number(refused.headers['retry-after']);
      waits.push(seconds);
      advance(seconds * 1000 - 1000);
      expectRefused(await login(t, email, 'wrong', ip), 1);
      advance(1000);
      expect((await login(t, email, 'wrong', ip)).statusCode).toBe(401);
    }
    expect(waits).toEqual([60, 120, 240, 480, 480]);

    advance(BRAKE.forgetAfterMs);
    for (let i = 0; i < BRAKE.accountAllowance; i++) expect((await login(t, email, 'wrong', ip)).statusCode).toBe(401);
  });
});

describe('login brake: kept in the database', () => {
  it('holds across a restart on the same database', async () => {
    const ip = freshIp();
    const email = freshEmail();
    for (let i = 0; i < BRAKE.accountAllowance; i++) await login(t, email, 'wrong', ip);
    await t.close();
    t = await createTestApp({ storage, loginThrottle: BRAKE, clock });
    expectRefused(await login(t, email, 'wrong', freshIp()));
  });
});

describe('login brake: the client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const ip = freshIp();
    for (let i = 0; i < BRAKE.addressAllowance; i++) await login(t, freshEmail(), 'wrong', ip);
    expectRefused(await login(t, DEMO.clinicPic, DEMO.password, ip, { 'x-forwarded-for': freshIp() }));
  });

  it('counts the forwarded address behind a trusted proxy', async () => {
    await t.close();
    t = await createTestApp({ storage, loginThrottle: BRAKE, clock, env: { TRUST_PROXY: '127.0.0.1' } });
    const client = freshIp();
    for (let i = 0; i < BRAKE.addressAllowance; i++) await login(t, freshEmail(), 'wrong', '127.0.0.1', { 'x-forwarded-for': client });
    expectRefused(await login(t, DEMO.clinicPic, DEMO.password, '127.0.0.1', { 'x-forwarded-for': client }));
    // Another client behind the same proxy is not braked with it.
    expect((await login(t, DEMO.clinicPic, DEMO.password, '127.0.0.1', { 'x-forwarded-for': freshIp() })).statusCode).toBe(200);
  });
});

describe('login brake: attempts that overlap in time', () => {
  it('admits an attempt stamped a moment before one already counted, while under the allowance', async () => {
    // Two requests take their time, then reach the database in the other order (as on PostgreSQL
    // with a pool): the later-stamped one counts first. Under the allowance, neither is refused.
    const address = freshIp();
    const startedLater = now + 500;
    const counter = new LoginThrottle(t.db, BRAKE, () => new Date(startedLater));
    const counterStartedEarlier = new LoginThrottle(t.db, BRAKE, () => new Date(now));
    expect(await counter.admit(freshEmail(), address)).toEqual({ admitted: true });
    expect(await counterStartedEarlier.admit(freshEmail(), address)).toEqual({ admitted: true });
    // And after a success gives its attempt back, an earlier-stamped attempt is still admitted.
    const email = freshEmail();
    expect(await counter.admit(email, address)).toEqual({ admitted: true });
    await counter.succeeded(email, address);
    expect(await counterStartedEarlier.admit(freshEmail(), address)).toEqual({ admitted: true });
  });
});
