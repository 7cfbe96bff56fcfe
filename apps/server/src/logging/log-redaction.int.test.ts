import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { clinics } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { demoPatientNationalId } from '../seed/demo-patients';
import { seedOnStart } from '../seed/seed';
import { createTestStorage, type TestStorage } from '../test/test-storage';

/*
 * Finding (issue 10): a failed query wrote its parameters to the log: a physician create logged the
 * new password hash, a failed patient insert the name, phone and national id. Here the inserts are
 * broken on purpose (a CHECK no row passes) and every line the server logs is read back.
 */

let storage: TestStorage;
let database: Database;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  storage = await createTestStorage();
  const config = loadConfig({
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl && { DATABASE_URL: storage.databaseUrl }),
    LOG_LEVEL: 'silent',
    DASHBOARD_DIR: `${storage.dataDir}/no-dashboard`,
    // Seeded on PostgreSQL too (no longer the default with DATABASE_URL).
    SEED: 'true',
  });
  database = await openDatabase(config);
  await seedOnStart(database.db, config);
  app = await buildApp({
    db: database.db,
    config,
    dbKind: database.kind,
    fastify: { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
  });
  await app.ready();
  await database.db.execute(sql`ALTER TABLE patients ADD CONSTRAINT broken_for_log_test CHECK (false) NOT VALID`);
  await database.db.execute(sql`ALTER TABLE physicians ADD CONSTRAINT broken_for_log_test CHECK (false) NOT VALID`);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await storage?.dispose();
});

async function signIn(email: string): Promise<string> {
  const reply = await app.inject({ method: 'POST', url: '/api/administrator-read/login', payload: { email, password: DEMO_PASSWORD } });
  return reply.json().payload.token;
}

const logged = () => lines.join('');

describe('the log after a failed query', () => {
  it('names the failure (its constraint and SQL) but holds no name, phone or national id of the patient', async () => {
    const token = await signIn('clinic.pic@example.com');
    const patient = {
      name: 'Lamees Logtest Qahtani',
      phone: '0559137264',
      national_id: demoPatientNationalId(31_337),
      date_of_birth: '1991-04-09T06:00:00.000Z',
      gender: 'Female',
    };
    const reply = await app.inject({ method: 'POST', url: '/api/patient-write', headers: { authorization: `Bearer ${token}` }, payload: patient });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ result: 'error', message: 'Something went wrong', payload: null, code: 'server.error' });

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
    expect(failure?.err).toMatchObject({ message: 'Failed query', query: expect.stringMatching(/^insert into "patients"/) });
    expect(JSON.stringify(failure.err)).toContain('broken_for_log_test');
    for (const value of [patient.name, 'Lamees', patient.phone, '559137264', patient.national_id]) expect(logged()).not.toContain(value);
  });

  it('holds no password hash of a physician whose insert failed, nor the password', async () => {
    const admin = await signIn('admin@example.com');
    const [{ sys_id: clinicId }] = await database.db.select({ sys_id: clinics.sys_id }).from(clinics).limit(1);
    const reply = await app.inject({
      method: 'POST',
      url: '/api/doctor-write',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        name: 'Logtest Physician Harbi',
        arabic_name: 'طبيب السجل الحربي',
        title: 'CONSULTANT',
        gender: 'Female',
        about: 'نبذة',
        about_en: 'About',
        phone: '0507362914',
        email: 'log.test.physician@example.com',
        password: 'Hidden#Pass2026',
        specialization: 'FAMILY_MEDICINE',
        clinic_id: clinicId,
        medical_id: '10998877',
        national_id: '1000000008',
        walkin_enabled: true,
        consultation_duration: 30,
        walkin_fees: 150,
        consultation_fees: 120,
      },
    });
    expect(reply.statusCode).toBe(500);
    expect(logged()).toContain('broken_for_log_test');
    expect(logged()).not.toMatch(/scrypt\$|\$2[aby]\$|\$argon2/);
    for (const value of ['Hidden#Pass2026', '0507362914', 'log.test.physician@example.com', '1000000008']) expect(logged()).not.toContain(value);
  });

  it('logs a request line with the query names, not their values, and never the token', async () => {
    const token = await signIn('admin@example.com');
    await app.inject({ method: 'GET', url: '/api/patient-read/search?phone=0551928374', headers: { authorization: `Bearer ${token}` } });
    const requestLine = lines.map((line) => JSON.parse(line)).find((entry) => entry.req?.url?.startsWith('/api/patient-read/search'));
    expect(requestLine.req.url).toBe('/api/patient-read/search?phone=[redacted]');
    expect(logged()).not.toContain('0551928374');
    expect(logged()).not.toContain(token);
  });
});
