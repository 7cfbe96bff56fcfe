import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { pharmacies, qrCodes } from '../db/schema';
import { otherPharmacy } from '../orders/order-test-kit';
import { auditOf, demoSuite, OTHER_PIC, userId } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { billBody, newQrCode, picPharmacies, qrClock, storedCode } from './qr-test-kit';

/*
 * QR codes on a real database (issue 15): creating one for the caller's pharmacies only, the
 * newest-first list of the caller's codes (limit at most 30) and its two-minute cache, moved on
 * by the test's clock, never waited for.
 */
const time = qrClock();
const w = demoSuite({ clock: time.clock });
let pic: string;
let picId: string;
let otherPic: string;
let mine: string[];
let othersPharmacy: string;

beforeAll(async () => {
  [pic, otherPic, picId] = await Promise.all([w.t.login(DEMO.pharmacyPic), w.t.login(OTHER_PIC), userId(w.t, DEMO.pharmacyPic)]);
  mine = await picPharmacies(w.t);
  othersPharmacy = await otherPharmacy(w.t, OTHER_PIC);
});

/** Codes of these pharmacies (every code without), as the list must give them: newest first. */
async function storedCodes(pharmacyIds?: string[]) {
  const where = pharmacyIds ? inArray(qrCodes.pharmacy_id, pharmacyIds) : undefined;
  return w.t.db.select().from(qrCodes).where(where).orderBy(desc(qrCodes.createdAt), desc(qrCodes.sys_id));
}

const codesOf = (reply: { body: { payload: { rows: { code: string }[] } } }) => reply.body.payload.rows.map((row) => row.code);

describe('POST /api/qrcode-write', () => {
  it("makes a NEW, unguessable code of the PIC's own pharmacy, stored with its maker and audited", async () => {
    time.tick();
    const reply = await w.api('POST', '/api/qrcode-write', pic, { pharmacy_id: mine[0] });
    expect(reply).toMatchObject({ status: 201, body: { result: 'ok', payload: { pharmacy_id: mine[0], status: 'NEW' } } });
    const created = reply.body.payload;
    expect(created.code).toMatch(/^QR-[0-9A-F]{20}$/);
    expect(created.sys_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.created_at).toBe(time.clock().toISOString());
    expect(await storedCode(w.t, created.sys_id)).toMatchObject({ code: created.code, status: 'NEW', pharmacy_id: mine[0], created_by: picId });
    expect(await auditOf(w.t, 'create', created.sys_id)).toHaveLength(1);
    const again = await newQrCode(w.api, pic, mine[0]);
    expect(again.code).not.toBe(created.code);
  });

  it('lets ADMIN make one for any live pharmacy', async () => {
    for (const pharmacyId of [mine[1], othersPharmacy]) {
      const reply = await w.api('POST', '/api/qrcode-write', w.users.admin, { pharmacy_id: pharmacyId });
      expect(reply).toMatchObject({ status: 201, body: { payload: { pharmacy_id: pharmacyId, status: 'NEW' } } });
    }
  });

  it("refuses another PIC's pharmacy (403, audited), an unknown or removed one (404) and a bad body (400), storing nothing", async () => {
    const [removed] = await w.t.db
      .insert(pharmacies)
      .values({ name: 'Closed Pharmacy', pic_id: picId, deleted_at: new Date() })
      .returning({ sys_id: pharmacies.sys_id });
    const before = Number((await w.t.db.select({ value: count() }).from(qrCodes))[0].value);
    const refusals: [string, string | undefined, unknown, number, string][] = [
      ["another PIC's pharmacy", pic, { pharmacy_id: othersPharmacy }, 403, 'auth.forbidden'],
      ['a pharmacy of the PIC asked by another PIC', otherPic, { pharmacy_id: mine[0] }, 403, 'auth.forbidden'],
      ['an unknown pharmacy', pic, { pharmacy_id: '00000000-0000-4000-8000-000000000000' }, 404, 'pharmacy.not_found'],
      ['a removed pharmacy', w.users.admin, { pharmacy_id: removed.sys_id }, 404, 'pharmacy.not_found'],
      ['not an id', pic, { pharmacy_id: 'pharmacy-1' }, 404, 'pharmacy.not_found'],
      ['no pharmacy', pic, {}, 400, 'validation.required'],
      ['a number for a pharmacy', pic, { pharmacy_id: 5 }, 400, 'validation.type.text'],
      ['no token', undefined, { pharmacy_id: mine[0] }, 401, 'auth.required'],
    ];
    for (const [name, token, body, status, code] of refusals) {
      const reply = await w.api('POST', '/api/qrcode-write', token, body);
      expect([name, reply.status, reply.body.code]).toEqual([name, status, code]);
    }
    expect(Number((await w.t.db.select({ value: count() }).from(qrCodes))[0].value)).toBe(before);
    expect((await auditOf(w.t, 'access_denied', othersPharmacy)).length).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /api/qrcode-read', () => {
  beforeEach(() => time.expireListCache());

  it("gives a PIC their pharmacies' codes, another PIC theirs, ADMIN all, newest first, 10 by default", async () => {
    const own = await storedCodes(mine);
    // The seed's five per pharmacy, some billed, some not, and this file's.
    expect(own.length).toBeGreaterThan(20);
    expect(new Set(own.map((row) => row.status))).toEqual(new Set(['NEW', 'BILLED']));
    const list = await w.api('GET', '/api/qrcode-read/', pic);
    expect(list).toMatchObject({ status: 200, body: { result: 'ok', payload: { count: own.length } } });
    expect(codesOf(list)).toEqual(own.slice(0, 10).map((row) => row.code));
    expect(list.body.payload.rows[0]).toEqual({
      sys_id: own[0].sys_id,
      code: own[0].code,
      status: own[0].status,
      pharmacy_id: own[0].pharmacy_id,
      created_at: own[0].createdAt.toISOString(),
    });

    const theirs = await w.api('GET', '/api/qrcode-read?limit=30', otherPic);
    expect(codesOf(theirs)).toEqual((await storedCodes([othersPharmacy])).map((row) => row.code));
    const all = await storedCodes();
    const admin = await w.api('GET', '/api/qrcode-read?page=1&limit=30', w.users.admin);
    expect(admin.body.payload.count).toBe(all.length);
    expect(codesOf(admin)).toEqual(all.slice(0, 30).map((row) => row.code));
    expect((await w.api('GET', '/api/qrcode-read')).status).toBe(401);
  });

  it('pages by page and limit; a limit above 30 is refused, not lowered', async () => {
    const own = await storedCodes(mine);
    expect(codesOf(await w.api('GET', '/api/qrcode-read?page=2&limit=3', pic))).toEqual(own.slice(3, 6).map((row) => row.code));
    expect((await w.api('GET', '/api/qrcode-read?page=99&limit=30', pic)).body.payload).toEqual({ count: own.length, rows: [] });
    expect(own.length).toBeGreaterThan(25);
    expect(codesOf(await w.api('GET', '/api/qrcode-read?limit=30', pic))).toEqual(own.slice(0, 30).map((row) => row.code));
    const over = await w.api('GET', '/api/qrcode-read?limit=31', pic);
    expect(over).toMatchObject({ status: 400, body: { result: 'error', code: 'query.too_large', message: 'limit must be at most 30' } });
    for (const query of ['limit=0', 'limit=abc', 'page=0', 'limit=1e1', 'limit=10&limit=20']) {
      expect([query, (await w.api('GET', `/api/qrcode-read?${query}`, pic)).status]).toEqual([query, 400]);
    }
  });

  it("leaves a removed pharmacy's codes out of its PIC's list", async () => {
    const [closing] = await w.t.db.insert(pharmacies).values({ name: 'Closing Pharmacy', pic_id: picId }).returning({ sys_id: pharmacies.sys_id });
    time.tick();
    const code = await newQrCode(w.api, pic, closing.sys_id);
    expect(codesOf(await w.api('GET', '/api/qrcode-read', pic))[0]).toBe(code.code);
    await w.t.db.update(pharmacies).set({ deleted_at: new Date() }).where(eq(pharmacies.sys_id, closing.sys_id));
    time.expireListCache();
    expect(codesOf(await w.api('GET', '/api/qrcode-read?limit=30', pic))).not.toContain(code.code);
  });
});

describe('the list cache', () => {
  beforeEach(() => time.expireListCache());

  /** A code written straight to the database, as another server process would: this one's cache does not hear of it. */
  async function codeBehindTheCache(pharmacyId: string): Promise<string> {
    time.tick();
    const code = `QR-DIRECT${Math.random().toString(16).slice(2, 13).toUpperCase()}`;
    await w.t.db.insert(qrCodes).values({ code, pharmacy_id: pharmacyId, createdAt: time.clock() });
    return code;
  }

  it('serves a page again for two minutes, per caller scope, page and limit, then reads it afresh', async () => {
    const first = await w.api('GET', '/api/qrcode-read?page=1&limit=5', pic);
    const direct = await codeBehindTheCache(mine[2]);
    time.tick(119_000 - 1000);
    // Within two minutes: the same page, without the new code, even its count.
    expect((await w.api('GET', '/api/qrcode-read?page=1&limit=5', pic)).body).toEqual(first.body);
    // Another limit, another page, another caller: not the cached page.
    expect(codesOf(await w.api('GET', '/api/qrcode-read?page=1&limit=6', pic))[0]).toBe(direct);
    expect((await w.api('GET', '/api/qrcode-read?page=2&limit=5', pic)).body.payload.count).toBe(first.body.payload.count + 1);
    expect(codesOf(await w.api('GET', '/api/qrcode-read?page=1&limit=5', w.users.admin))[0]).toBe(direct);
    // Two minutes after it was read: read again.
    time.tick(1000);
    const fresh = await w.api('GET', '/api/qrcode-read?page=1&limit=5', pic);
    expect(codesOf(fresh)[0]).toBe(direct);
    expect(fresh.body.payload.count).toBe(first.body.payload.count + 1);
  });

  it('is dropped when this server adds a code', async () => {
    await w.api('GET', '/api/qrcode-read?page=1&limit=5', pic);
    const direct = await codeBehindTheCache(mine[2]);
    expect(codesOf(await w.api('GET', '/api/qrcode-read?page=1&limit=5', pic))).not.toContain(direct);
    time.tick();
    const created = await newQrCode(w.api, pic, mine[3]);
    expect(codesOf(await w.api('GET', '/api/qrcode-read?page=1&limit=5', pic)).slice(0, 2)).toEqual([created.code, direct]);
  });

  it('is dropped when this server bills a code, which then reads BILLED', async () => {
    time.tick();
    const created = await newQrCode(w.api, pic, mine[0]);
    const before = await w.api('GET', '/api/qrcode-read?page=1&limit=5', pic);
    expect(before.body.payload.rows[0]).toMatchObject({ sys_id: created.sys_id, status: 'NEW' });
    const direct = await codeBehindTheCache(mine[2]);
    expect((await w.api('POST', '/api/payment-service/create-qr-bill', pic, billBody(created.sys_id, mine[0], 1))).status).toBe(201);
    const after = await w.api('GET', '/api/qrcode-read?page=1&limit=5', pic);
    expect(codesOf(after)[0]).toBe(direct);
    expect(after.body.payload.rows[1]).toMatchObject({ sys_id: created.sys_id, status: 'BILLED' });
  });

  it('is not dropped by a refused write', async () => {
    const first = await w.api('GET', '/api/qrcode-read?page=1&limit=5', pic);
    await codeBehindTheCache(mine[2]);
    expect((await w.api('POST', '/api/qrcode-write', pic, { pharmacy_id: othersPharmacy })).status).toBe(403);
    expect((await w.api('GET', '/api/qrcode-read?page=1&limit=5', pic)).body).toEqual(first.body);
    expect(await w.t.db.select().from(qrCodes).where(and(eq(qrCodes.pharmacy_id, othersPharmacy), eq(qrCodes.created_by, picId)))).toHaveLength(0);
  });
});
