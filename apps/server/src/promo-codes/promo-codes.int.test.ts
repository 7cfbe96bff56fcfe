import { and, count, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { EMERGENCY_PROMO_ENTITY_ID } from '@mk/promo-codes/contract';
import { clinics, packages, physicians } from '../db/schema';
import { promoCodes } from './promo-codes.tables';
import { auditOf, demoSuite } from '../test/test-api';
import { DEMO } from '../test/test-app';

const demo = demoSuite();
const { api, users } = demo;

const CREATE = '/api/promotion-write/promo';
const LIST = '/api/promotion-read/promo-codes';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Today's date in Riyadh (UTC+3, no daylight saving), written yyyy-mm-dd. */
const riyadhDay = (offsetDays = 0) => new Date(Date.now() + 3 * 60 * 60 * 1000 + offsetDays * DAY_MS).toISOString().slice(0, 10);
const NEXT_MONTH = riyadhDay(30);

interface Named {
  sys_id: string;
  name: string;
}
let clinicA: Named;
let clinicB: Named;
let physicianA: Named;
let physicianB: Named;
let livePackage: { sys_id: string; title: string };
let removedPackage: { sys_id: string; title: string };
let centerPicToken: string;

/** A package of clinic A, written straight to its table (the packages API has its own suite). */
const packageRow = (title: string, deleted_at: Date | null) => ({
  title,
  description: 'A package for the promo code tests',
  clinic_id: clinicA.sys_id,
  center_type: 'CLINIC' as const,
  promo_img: 'https://img.example.com/package.png',
  price_before: 500,
  price_after: 400,
  discount: 20,
  start_date: riyadhDay(),
  end_date: riyadhDay(60),
  package_type: 'LAB',
  deleted_at,
});

beforeAll(async () => {
  const liveClinics = await demo.t.db
    .select({ sys_id: clinics.sys_id, name: clinics.registered_clinic_name })
    .from(clinics)
    .where(isNull(clinics.deleted_at))
    .orderBy(clinics.registered_clinic_name)
    .limit(2);
  [clinicA, clinicB] = liveClinics;
  [physicianA, physicianB] = await demo.t.db
    .select({ sys_id: physicians.sys_id, name: physicians.name })
    .from(physicians)
    .where(isNull(physicians.deleted_at))
    .orderBy(physicians.name)
    .limit(2);
  [livePackage, removedPackage] = await demo.t.db
    .insert(packages)
    .values([packageRow('Promo Test Checkup', null), packageRow('Promo Test Removed', new Date())])
    .returning({ sys_id: packages.sys_id, title: packages.title });
  centerPicToken = await demo.t.login(DEMO.centerPic);
});

const body = (overrides: Record<string, unknown> = {}) => ({
  promo_code: 'SAVE10',
  discount: 0.1,
  entity_type: 'PHYSICIAN',
  entity_id: physicianA.sys_id,
  end_date: NEXT_MONTH,
  ...overrides,
});
const codeCount = async () => Number((await demo.t.db.select({ value: count() }).from(promoCodes))[0].value);
const rowsOf = (code: string) => demo.t.db.select().from(promoCodes).where(sql`lower(${promoCodes.promo_code}) = lower(${code})`);

describe('the demo seed', () => {
  it('holds codes of every type, one row per entity, all ending in the future', async () => {
    const seeded = await demo.t.db.select().from(promoCodes);
    const byType = (type: string) => seeded.filter((row) => row.entity_type === type);
    expect(byType('EMERGENCY').map((row) => [row.promo_code, row.entity_id])).toEqual([['ERCARE', EMERGENCY_PROMO_ENTITY_ID]]);
    for (const [type, code] of [['CLINIC', 'WELCOME10'], ['PHYSICIAN', 'DOCTOR15'], ['PACKAGE', 'PKGSAVE']]) {
      expect(byType(type).map((row) => row.promo_code)).toEqual([code, code]);
    }
    expect(seeded.every((row) => row.end_date.getTime() > Date.now() && row.created_by === users.adminId)).toBe(true);
    const listed = await api('GET', LIST, users.admin);
    expect(listed.body.payload.rows.filter((row: { entity_type: string }) => row.entity_type !== 'EMERGENCY').every((row: { entity_name?: string }) => row.entity_name)).toBe(true);
    // Clinics, physicians and packages have Arabic names, which the list gives for the Arabic page.
    const named = listed.body.payload.rows.filter((row: { entity_type: string }) => ['CLINIC', 'PHYSICIAN', 'PACKAGE'].includes(row.entity_type));
    expect(named.filter((row: { entity_type: string }) => row.entity_type === 'PACKAGE').length).toBeGreaterThan(0);
    expect(named.every((row: { entity_name_ar?: string }) => /[\u0600-\u06FF]/.test(row.entity_name_ar ?? ''))).toBe(true);
  });
});

describe('POST promotion-write/promo', () => {
  it('creates a code for a clinic, a physician and emergencies, each with its entity, and lists them newest first', async () => {
    const clinic = await api('POST', CREATE, users.admin, body({ promo_code: 'Clinic15', discount: 0.15, entity_type: 'CLINIC', entity_id: clinicA.sys_id.toUpperCase() }));
    expect(clinic).toMatchObject({
      status: 201,
      body: {
        result: 'ok',
        message: 'Promo code created successfully',
        payload: { promo_code: 'Clinic15', discount: 0.15, entity_type: 'CLINIC', entity_id: clinicA.sys_id, entity_name: clinicA.name },
      },
    });
    const physician = await api('POST', CREATE, users.admin, body({ promo_code: 'Doc20', discount: '0.2' }));
    expect(physician).toMatchObject({ status: 201, body: { payload: { promo_code: 'Doc20', discount: 0.2, entity_name: physicianA.name } } });
    const emergency = await api('POST', CREATE, users.admin, body({ promo_code: 'ERFREE', discount: 1, entity_type: 'EMERGENCY', entity_id: EMERGENCY_PROMO_ENTITY_ID }));
    expect(emergency).toMatchObject({ status: 201, body: { payload: { entity_type: 'EMERGENCY', entity_id: EMERGENCY_PROMO_ENTITY_ID, discount: 1 } } });
    expect(emergency.body.payload).not.toHaveProperty('entity_name');
    const pkg = await api('POST', CREATE, users.admin, body({ promo_code: 'PKG05', discount: 0.05, entity_type: 'PACKAGE', entity_id: livePackage.sys_id }));
    expect(pkg).toMatchObject({ status: 201, body: { payload: { entity_type: 'PACKAGE', entity_id: livePackage.sys_id, entity_name: 'Promo Test Checkup', discount: 0.05 } } });
    // An EMERGENCY code may leave its entity out: the fixed id is used.
    const { entity_id: _none, ...withoutEntity } = body({ promo_code: 'ERHALF', discount: 0.5, entity_type: 'EMERGENCY' });
    expect(await api('POST', CREATE, users.admin, withoutEntity)).toMatchObject({ status: 201, body: { payload: { entity_id: EMERGENCY_PROMO_ENTITY_ID } } });

    const listed = await api('GET', `${LIST}?page=1&limit=5`, users.admin);
    expect(listed).toMatchObject({ status: 200, body: { result: 'ok' } });
    expect(listed.body.payload.rows.map((row: { promo_code: string }) => row.promo_code)).toEqual(['ERHALF', 'PKG05', 'ERFREE', 'Doc20', 'Clinic15']);
    expect(listed.body.payload.rows[4]).toEqual(clinic.body.payload);
    expect(listed.body.payload.rows[3]).toEqual(physician.body.payload);
    expect(listed.body.payload.rows[1]).toEqual(pkg.body.payload);
    expect(await auditOf(demo.t, 'create', clinic.body.payload.sys_id)).toHaveLength(1);
    const [stored] = await rowsOf('Clinic15');
    expect(stored).toMatchObject({ created_by: users.adminId, entity_id: clinicA.sys_id });
  });

  it('ends a day at midnight in Riyadh and keeps a given time with its offset', async () => {
    const day = await api('POST', CREATE, users.admin, body({ promo_code: 'ENDDAY', end_date: '2031-01-15' }));
    expect(day.body.payload.end_date).toBe('2031-01-15T20:59:59.999Z');
    const instant = await api('POST', CREATE, users.admin, body({ promo_code: 'ENDTIME', end_date: '2031-01-15T10:30:00+03:00' }));
    expect(instant.body.payload.end_date).toBe('2031-01-15T07:30:00.000Z');
    // Today in Riyadh has not ended yet; yesterday has.
    expect((await api('POST', CREATE, users.admin, body({ promo_code: 'TODAY', end_date: riyadhDay() }))).status).toBe(201);
    expect(await api('POST', CREATE, users.admin, body({ promo_code: 'YESTERDAY', end_date: riyadhDay(-1) }))).toMatchObject({
      status: 400,
      body: { code: 'validation.promo.futureDate', message: 'Must set a date in the future' },
    });
  });

  it('refuses a second code for the same entity whatever its case, and takes the same code for another entity', async () => {
    expect((await api('POST', CREATE, users.admin, body({ promo_code: 'Twice1', entity_id: physicianA.sys_id }))).status).toBe(201);
    expect(await api('POST', CREATE, users.admin, body({ promo_code: 'twice1', entity_id: physicianA.sys_id }))).toMatchObject({
      status: 409,
      body: { result: 'error', code: 'promo.code_taken', message: 'Promo code twice1 already exists for this physician' },
    });
    expect(await api('POST', CREATE, users.admin, body({ promo_code: ' TWICE1 ', entity_id: physicianA.sys_id }))).toMatchObject({ status: 409 });
    // The form makes one code per chosen entity: the same text for a second physician, a clinic and emergencies.
    expect(await api('POST', CREATE, users.admin, body({ promo_code: 'TWICE1', entity_id: physicianB.sys_id }))).toMatchObject({
      status: 201,
      body: { payload: { promo_code: 'TWICE1', entity_id: physicianB.sys_id, entity_name: physicianB.name } },
    });
    expect((await api('POST', CREATE, users.admin, body({ promo_code: 'twice1', entity_type: 'CLINIC', entity_id: clinicB.sys_id }))).status).toBe(201);
    expect((await api('POST', CREATE, users.admin, body({ promo_code: 'Twice1', entity_type: 'EMERGENCY', entity_id: undefined }))).status).toBe(201);
    expect(await api('POST', CREATE, users.admin, body({ promo_code: 'TWICE1', entity_type: 'EMERGENCY', entity_id: EMERGENCY_PROMO_ENTITY_ID }))).toMatchObject({
      status: 409,
      body: { code: 'promo.code_taken', message: 'Promo code TWICE1 already exists for this emergency service' },
    });
    expect((await rowsOf('twice1')).map((row) => `${row.entity_type}:${row.promo_code}`).sort()).toEqual([
      'CLINIC:twice1',
      'EMERGENCY:Twice1',
      'PHYSICIAN:TWICE1',
      'PHYSICIAN:Twice1',
    ]);
  });

  it('takes a code written with a zero-width space or in full-width letters as the same code (issue 33), storing it plain', async () => {
    const before = await codeCount();
    const first = await api('POST', CREATE, users.admin, body({ promo_code: 'SAME\u200B33', entity_id: physicianA.sys_id }));
    expect(first).toMatchObject({ status: 201, body: { payload: { promo_code: 'SAME33' } } });
    for (const lookalike of ['SAME33\u200D', '\uFEFFsame33', 'ＳＡＭＥ３３', 'ｓａｍｅ\u206033']) {
      const reply = await api('POST', CREATE, users.admin, body({ promo_code: lookalike, entity_id: physicianA.sys_id }));
      expect([lookalike, reply.status, reply.body.code]).toEqual([lookalike, 409, 'promo.code_taken']);
    }
    expect(await codeCount()).toBe(before + 1);
    expect((await rowsOf('SAME33')).map((row) => row.promo_code)).toEqual(['SAME33']);
  });

  it('stores one code when requests for the same entity arrive at once', async () => {
    for (const code of ['RACE01', 'RACE02', 'RACE03']) {
      const replies = await Promise.all(
        [code, code.toLowerCase(), `${code[0]}${code.slice(1).toLowerCase()}`].map((typed) =>
          api('POST', CREATE, users.admin, body({ promo_code: typed, entity_type: 'CLINIC', entity_id: clinicA.sys_id })),
        ),
      );
      expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409]);
      for (const refused of replies.filter((reply) => reply.status === 409)) {
        expect(refused.body).toMatchObject({ code: 'promo.code_taken', message: expect.stringMatching(new RegExp(`^Promo code ${code} already exists for this clinic$`, 'i')) });
      }
      expect(await rowsOf(code)).toHaveLength(1);
    }
  });

  it('refuses entities that do not exist or were removed (404), and an EMERGENCY code naming anything else (400)', async () => {
    const before = await codeCount();
    const missing = '00000000-0000-4000-8000-000000000abc';
    expect(await api('POST', CREATE, users.admin, body({ entity_type: 'CLINIC', entity_id: missing }))).toMatchObject({
      status: 404,
      body: { code: 'promo.entity_not_found', message: `No clinic has the id ${missing}` },
    });
    expect(await api('POST', CREATE, users.admin, body({ entity_id: 'not-an-id' }))).toMatchObject({ status: 404, body: { code: 'promo.entity_not_found' } });
    // A clinic's id is no physician's.
    expect(await api('POST', CREATE, users.admin, body({ entity_id: clinicA.sys_id }))).toMatchObject({
      status: 404,
      body: { message: `No physician has the id ${clinicA.sys_id}` },
    });
    const [removed] = await demo.t.db.select({ sys_id: physicians.sys_id }).from(physicians).where(and(isNull(physicians.deleted_at), notInArray(physicians.sys_id, [physicianA.sys_id, physicianB.sys_id]))).orderBy(physicians.sys_id).limit(1);
    await demo.t.db.update(physicians).set({ deleted_at: new Date() }).where(eq(physicians.sys_id, removed.sys_id));
    expect(await api('POST', CREATE, users.admin, body({ entity_id: removed.sys_id }))).toMatchObject({ status: 404, body: { code: 'promo.entity_not_found' } });
    expect(await api('POST', CREATE, users.admin, body({ entity_type: 'PACKAGE', entity_id: removedPackage.sys_id }))).toMatchObject({
      status: 404,
      body: { code: 'promo.entity_not_found', message: `No package has the id ${removedPackage.sys_id}` },
    });
    expect(await api('POST', CREATE, users.admin, body({ entity_type: 'PACKAGE', entity_id: physicianA.sys_id }))).toMatchObject({ status: 404 });
    expect(await api('POST', CREATE, users.admin, body({ entity_type: 'EMERGENCY', entity_id: clinicA.sys_id }))).toMatchObject({
      status: 400,
      body: { code: 'promo.emergency_entity', message: `An EMERGENCY promo code applies to the entity id ${EMERGENCY_PROMO_ENTITY_ID} only` },
    });
    expect(await codeCount()).toBe(before);
  });

  it("checks every field with the form's messages, storing nothing", async () => {
    const before = await codeCount();
    const cases: [Record<string, unknown>, string][] = [
      [body({ promo_code: 'SAVE' }), 'Must be between 5 and 10 characters'],
      [body({ promo_code: 'SAVE10SAVE1' }), 'Must be between 5 and 10 characters'],
      [body({ promo_code: '    A    ' }), 'Must be between 5 and 10 characters'],
      [body({ discount: 0 }), 'Must be a number between 1 and 100'],
      [body({ discount: 0.001 }), 'Must be a number between 1 and 100'],
      [body({ discount: 1.01 }), 'Must be a number between 1 and 100'],
      [body({ discount: 15 }), 'Must be a number between 1 and 100'],
      [body({ discount: -0.5 }), 'Must be a number between 1 and 100'],
      [body({ discount: 'ten' }), 'Must be a number between 1 and 100'],
      [body({ end_date: '2020-01-01' }), 'Must set a date in the future'],
      [body({ end_date: '2031-02-30' }), 'Must set a date in the future'],
      [body({ end_date: '15/01/2031' }), 'Must set a date in the future'],
      // Issue 33: letters and digits only, and no end date beyond five years.
      [body({ promo_code: 'SAVE-20' }), 'Use letters and digits only'],
      [body({ promo_code: 'SAVE 20' }), 'Use letters and digits only'],
      [body({ promo_code: 'SAVE<20>' }), 'Use letters and digits only'],
      [body({ end_date: riyadhDay(5 * 366 + 2) }), 'Must be at most 5 years ahead'],
      [body({ end_date: '9999-12-31' }), 'Must be at most 5 years ahead'],
      [body({ entity_type: 'HOSPITAL' }), 'Make sure you fill out all required fields'],
      [body({ entity_type: undefined }), 'Make sure you fill out all required fields'],
      [body({ entity_id: undefined }), 'Make sure you fill out all required fields'],
      [body({ promo_code: undefined }), 'Make sure you fill out all required fields'],
      [body({ end_date: undefined }), 'Make sure you fill out all required fields'],
    ];
    for (const [bad, message] of cases) {
      const reply = await api('POST', CREATE, users.admin, bad);
      expect({ bad, status: reply.status, message: reply.body.message }).toEqual({ bad, status: 400, message });
    }
    expect(await api('POST', CREATE, users.admin, [body()])).toMatchObject({ status: 400, body: { code: 'promo.not_object' } });
    expect(await api('POST', CREATE, users.admin, body({ promo_code: 12345 }))).toMatchObject({ status: 400, body: { message: 'promo_code must be text' } });
    expect(await codeCount()).toBe(before);
  });
});

describe('GET promotion-read/promo-codes', () => {
  it('pages the codes newest first, 10 by default and at most 100, with the count of all', async () => {
    const all = await codeCount();
    expect(all).toBeGreaterThan(10);
    const first = await api('GET', LIST, users.admin);
    expect(first.body.payload.count).toBe(all);
    expect(first.body.payload.rows).toHaveLength(10);
    const second = await api('GET', `${LIST}?page=2&limit=5`, users.admin);
    expect(second.body.payload.rows.map((row: { sys_id: string }) => row.sys_id)).toEqual(first.body.payload.rows.slice(5, 10).map((row: { sys_id: string }) => row.sys_id));
    const big = await api('GET', `${LIST}?limit=1000`, users.admin);
    expect(big.body.payload.rows).toHaveLength(Math.min(all, 100));
    const stamps = big.body.payload.rows.map((row: { sys_id: string }) => row.sys_id);
    const stored = await demo.t.db.select({ sys_id: promoCodes.sys_id, createdAt: promoCodes.createdAt }).from(promoCodes);
    const created = new Map(stored.map((row) => [row.sys_id, row.createdAt.getTime()]));
    const times = stamps.map((id: string) => created.get(id)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await api('GET', `${LIST}?page=0`, users.admin)).status).toBe(400);
  });
});

describe('access', () => {
  it('is for ADMIN only: PICs get 403 on both routes, no token 401, and nothing is stored', async () => {
    const before = await codeCount();
    for (const token of [users.owner, users.otherPic, centerPicToken]) {
      expect(await api('POST', CREATE, token, body({ promo_code: 'PICCODE' }))).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
      expect(await api('GET', LIST, token)).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
    }
    expect((await api('POST', CREATE, undefined, body({ promo_code: 'NOBODY' }))).status).toBe(401);
    expect((await api('GET', LIST)).status).toBe(401);
    expect(await codeCount()).toBe(before);
  });
});
