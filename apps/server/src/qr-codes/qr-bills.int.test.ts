import { eq, max } from 'drizzle-orm';
import { qrBills, qrCodes } from '../db/schema';
import { otherPharmacy } from '../orders/order-test-kit';
import { apiOf, auditOf, demoSuite, OTHER_PIC } from '../test/test-api';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { billBody, billCount, billsOfCode, newQrCode, picPharmacies, qrClock, storedCode } from './qr-test-kit';
import { decodeZatcaQrPayload } from './zatca-tlv';

/*
 * The simplified tax bills of QR codes on a real database (issue 15): VAT by nationality, the ZATCA
 * QR of the stored values, one bill per code even when two are sent at once, and who may see it.
 */
const time = qrClock();
const w = demoSuite({ clock: time.clock });
const CREATE = '/api/payment-service/create-qr-bill';
const BILL_OF = (qrcodeId: string) => `/api/payment-service/bill-by-entity/${qrcodeId}`;
let pic: string;
let otherPic: string;
let mine: string[];
let othersPharmacy: string;

beforeAll(async () => {
  [pic, otherPic] = await Promise.all([w.t.login(DEMO.pharmacyPic), w.t.login(OTHER_PIC)]);
  mine = await picPharmacies(w.t);
  othersPharmacy = await otherPharmacy(w.t, OTHER_PIC);
});

/** The invoice's time as the ZATCA QR writes it: the test clock to the second, in UTC. */
const zatcaTime = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z');

/** The QR payload's five fields must say what the stored bill says. */
async function expectPayloadOfStoredBill(billId: string) {
  const [stored] = await w.t.db.select().from(qrBills).where(eq(qrBills.id, billId));
  expect(Object.fromEntries(decodeZatcaQrPayload(stored.qr_payload))).toEqual({
    1: stored.seller_name,
    2: stored.vat_number,
    3: zatcaTime(stored.createdAt.toISOString()),
    4: stored.total,
    5: stored.tax,
  });
  return stored;
}

describe('POST /api/payment-service/create-qr-bill', () => {
  it('bills a non-Saudi patient the fee plus 15 % VAT, marks the code BILLED, audits, and the QR says the same', async () => {
    time.tick();
    const code = await newQrCode(w.api, pic, mine[0]);
    time.tick(1500);
    const reply = await w.api('POST', CREATE, pic, billBody(code.sys_id, mine[0], 0));
    expect(reply).toMatchObject({ status: 201, body: { result: 'ok' } });
    const bill = reply.body.payload;
    expect(bill).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      invoice_number: expect.any(Number),
      // The clock was at .500 of a second: the invoice keeps the whole second.
      createdAt: new Date(Math.floor(time.clock().getTime() / 1000) * 1000).toISOString(),
      amount: 100,
      tax: 15,
      total: 115,
      vat_rate: 0.15,
      is_saudi: false,
      qrcode_id: code.sys_id,
      pharmacy_id: mine[0],
      seller_name: 'شركة السوق الصحي',
      vat_number: '300000000000003',
      city: 'الرياض',
      qr_payload: expect.any(String),
    });
    const stored = await expectPayloadOfStoredBill(bill.id);
    expect(stored).toMatchObject({ amount: '100.00', tax: '15.00', total: '115.00', is_saudi: false, qr_payload: bill.qr_payload });
    expect(Object.fromEntries(decodeZatcaQrPayload(bill.qr_payload))).toMatchObject({ 3: zatcaTime(bill.createdAt), 4: '115.00', 5: '15.00' });
    expect((await storedCode(w.t, code.sys_id)).status).toBe('BILLED');
    expect(await auditOf(w.t, 'create', bill.id)).toHaveLength(1);
  });

  it('charges a Saudi citizen no VAT: the state bears it', async () => {
    const code = await newQrCode(w.api, pic, mine[1]);
    const reply = await w.api('POST', CREATE, pic, billBody(code.sys_id, mine[1], 1));
    expect(reply.status).toBe(201);
    expect(reply.body.payload).toMatchObject({ amount: 100, tax: 0, total: 100, vat_rate: 0, is_saudi: true });
    await expectPayloadOfStoredBill(reply.body.payload.id);
    expect(Object.fromEntries(decodeZatcaQrPayload(reply.body.payload.qr_payload))).toMatchObject({ 4: '100.00', 5: '0.00' });
  });

  it('lets ADMIN bill a code of any pharmacy', async () => {
    const code = await newQrCode(w.api, otherPic, othersPharmacy);
    const reply = await w.api('POST', CREATE, w.users.admin, billBody(code.sys_id, othersPharmacy));
    expect(reply).toMatchObject({ status: 201, body: { payload: { pharmacy_id: othersPharmacy, total: 115 } } });
  });

  it('refuses a code billed already: 409 with its code, one bill kept', async () => {
    const code = await newQrCode(w.api, pic, mine[0]);
    const first = await w.api('POST', CREATE, pic, billBody(code.sys_id, mine[0], 0));
    expect(first.status).toBe(201);
    const second = await w.api('POST', CREATE, pic, billBody(code.sys_id, mine[0], 1));
    expect(second).toMatchObject({ status: 409, body: { result: 'error', code: 'qr.already_billed', message: 'This QR code has already been billed' } });
    expect(await billsOfCode(w.t, code.sys_id)).toEqual([expect.objectContaining({ id: first.body.payload.id, is_saudi: false })]);
  });

  it('makes exactly one bill of one code billed twice at once (and of five at once)', async () => {
    for (const racers of [2, 5]) {
      const code = await newQrCode(w.api, pic, mine[2]);
      const replies = await Promise.all(Array.from({ length: racers }, (_, i) => w.api('POST', CREATE, pic, billBody(code.sys_id, mine[2], (i % 2) as 0 | 1))));
      expect(replies.map((reply) => reply.status).sort()).toEqual([201, ...Array<number>(racers - 1).fill(409)]);
      expect(replies.filter((reply) => reply.status === 409).every((reply) => reply.body.code === 'qr.already_billed')).toBe(true);
      const bills = await billsOfCode(w.t, code.sys_id);
      expect(bills).toHaveLength(1);
      expect(bills[0].id).toBe(replies.find((reply) => reply.status === 201)!.body.payload.id);
    }
  });

  it("numbers each pharmacy's invoices 1, 2, 3… without a gap or a repeat, also for bills sent at once", async () => {
    const lastOf = async (pharmacyId: string) =>
      (await w.t.db.select({ last: max(qrBills.invoice_number) }).from(qrBills).where(eq(qrBills.pharmacy_id, pharmacyId)))[0].last ?? 0;
    // The seeded bills are numbered from 1, oldest first.
    const seeded = await w.t.db.select().from(qrBills).where(eq(qrBills.pharmacy_id, mine[4]));
    expect(seeded.map((bill) => bill.invoice_number).sort()).toEqual(seeded.map((_, n) => n + 1));

    const before = await lastOf(mine[3]);
    const codes = await Promise.all(Array.from({ length: 4 }, () => newQrCode(w.api, pic, mine[3])));
    const replies = await Promise.all(codes.map((code) => w.api('POST', CREATE, pic, billBody(code.sys_id, mine[3]))));
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201]);
    const numbers = replies.map((reply) => reply.body.payload.invoice_number as number).sort((a, b) => a - b);
    expect(numbers).toEqual([before + 1, before + 2, before + 3, before + 4]);

    // A refused bill takes no number; another pharmacy counts on its own.
    expect((await w.api('POST', CREATE, pic, billBody(codes[0].sys_id, mine[3]))).status).toBe(409);
    const next = await newQrCode(w.api, pic, mine[3]);
    expect((await w.api('POST', CREATE, pic, billBody(next.sys_id, mine[3]))).body.payload.invoice_number).toBe(before + 5);
    const othersBefore = await lastOf(othersPharmacy);
    const foreign = await newQrCode(w.api, otherPic, othersPharmacy);
    expect((await w.api('POST', CREATE, otherPic, billBody(foreign.sys_id, othersPharmacy))).body.payload.invoice_number).toBe(othersBefore + 1);
    // The bill as read back carries it too.
    expect((await w.api('GET', BILL_OF(next.sys_id), pic)).body.payload.invoice_number).toBe(before + 5);
  });

  it('refuses every broken rule with its own code, billing nothing', async () => {
    const code = await newQrCode(w.api, pic, mine[0]);
    const othersCode = await newQrCode(w.api, otherPic, othersPharmacy);
    const before = await billCount(w.t);
    const refusals: [string, string | undefined, unknown, number, string][] = [
      ["another PIC's pharmacy and code", pic, billBody(othersCode.sys_id, othersPharmacy), 403, 'auth.forbidden'],
      ["the PIC's code under another PIC's pharmacy", pic, billBody(code.sys_id, othersPharmacy), 403, 'auth.forbidden'],
      ["another PIC's code under the PIC's own pharmacy", pic, billBody(othersCode.sys_id, mine[0]), 403, 'qr.pharmacy_mismatch'],
      ['a code of another of the PIC own pharmacies', pic, billBody(code.sys_id, mine[1]), 403, 'qr.pharmacy_mismatch'],
      ['an unknown code', pic, billBody('00000000-0000-4000-8000-000000000000', mine[0]), 404, 'qr.not_found'],
      ['a code given by its text', pic, billBody(code.code, mine[0]), 404, 'qr.not_found'],
      ['an unknown pharmacy', pic, billBody(code.sys_id, '00000000-0000-4000-8000-000000000000'), 404, 'pharmacy.not_found'],
      ['a nationality other than 1 or 0', pic, { ...billBody(code.sys_id, mine[0]), isSaudi: 2 }, 400, 'validation.required'],
      ['a nationality as text', pic, { ...billBody(code.sys_id, mine[0]), isSaudi: '1' }, 400, 'validation.type.number'],
      ['no nationality', pic, { pharmacyId: mine[0], qrcode_id: code.sys_id }, 400, 'validation.required'],
      ['no code', pic, { isSaudi: 0, pharmacyId: mine[0] }, 400, 'validation.required'],
      ['no token', undefined, billBody(code.sys_id, mine[0]), 401, 'auth.required'],
    ];
    for (const [name, token, body, status, errorCode] of refusals) {
      const reply = await w.api('POST', CREATE, token, body);
      expect([name, reply.status, reply.body.code]).toEqual([name, status, errorCode]);
    }
    expect(await billCount(w.t)).toBe(before);
    expect((await storedCode(w.t, code.sys_id)).status).toBe('NEW');
    expect(await auditOf(w.t, 'access_denied', othersCode.sys_id)).toHaveLength(1);
  });
});

describe('GET /api/payment-service/bill-by-entity/{qrcode_id}', () => {
  it("gives the bill to its pharmacy's PIC and ADMIN, exactly as it was created", async () => {
    const code = await newQrCode(w.api, pic, mine[3]);
    const created = await w.api('POST', CREATE, pic, billBody(code.sys_id, mine[3], 1));
    for (const token of [pic, w.users.admin]) {
      const reply = await w.api('GET', BILL_OF(code.sys_id), token);
      expect(reply).toMatchObject({ status: 200, body: { result: 'ok' } });
      expect(reply.body.payload).toEqual(created.body.payload);
    }
    expect((await w.api('GET', BILL_OF(code.sys_id.toUpperCase()), pic)).body.payload.id).toBe(created.body.payload.id);
  });

  it("answers 'No Data' (404 qr.no_bill) for a code without a bill or no code at all, 403 for another PIC's", async () => {
    const unbilled = await newQrCode(w.api, pic, mine[0]);
    for (const id of [unbilled.sys_id, '00000000-0000-4000-8000-000000000000', 'not-a-qr-code', unbilled.code]) {
      const reply = await w.api('GET', BILL_OF(encodeURIComponent(id)), pic);
      expect([id, reply.status, reply.body]).toEqual([id, 404, { result: 'error', message: 'No Data', payload: null, code: 'qr.no_bill' }]);
    }
    const billed = await newQrCode(w.api, pic, mine[0]);
    await w.api('POST', CREATE, pic, billBody(billed.sys_id, mine[0]));
    const foreign = await w.api('GET', BILL_OF(billed.sys_id), otherPic);
    expect([foreign.status, foreign.body.code]).toEqual([403, 'auth.forbidden']);
    expect((await w.api('GET', BILL_OF(billed.sys_id))).status).toBe(401);
  });

  it("serves the seeded bills: the demo pharmacies' BILLED codes, Saudi and not, each with its QR", async () => {
    const seeded = await w.t.db.select().from(qrCodes).where(eq(qrCodes.pharmacy_id, mine[4]));
    const billed = seeded.filter((row) => row.status === 'BILLED');
    expect(billed.length).toBeGreaterThanOrEqual(2);
    expect(seeded.some((row) => row.status === 'NEW')).toBe(true);
    const bills = await Promise.all(billed.map((row) => w.api('GET', BILL_OF(row.sys_id), pic)));
    expect(new Set(bills.map((reply) => reply.body.payload.is_saudi))).toEqual(new Set([true, false]));
    for (const reply of bills) await expectPayloadOfStoredBill(reply.body.payload.id);
  });
});

describe('the invoice settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      clock: time.clock,
      env: { QR_CONSULTATION_FEE: '80.33', ZATCA_SELLER_NAME: 'صيدليات النخبة الطبية', ZATCA_VAT_NUMBER: '310122393500003', ZATCA_SELLER_CITY: 'جدة' },
    });
  });
  afterAll(() => t?.close());

  it('bills the configured fee, rounding the VAT to the halala, under the configured seller', async () => {
    const api = apiOf(t);
    const token = await t.login(DEMO.pharmacyPic);
    const [pharmacy] = await picPharmacies(t);
    const code = await newQrCode(api, token, pharmacy);
    const reply = await api('POST', CREATE, token, billBody(code.sys_id, pharmacy, 0));
    // 80.33 × 0.15 = 12.0495 -> 12.05.
    expect(reply.body.payload).toMatchObject({ amount: 80.33, tax: 12.05, total: 92.38, seller_name: 'صيدليات النخبة الطبية', vat_number: '310122393500003', city: 'جدة' });
    expect(Object.fromEntries(decodeZatcaQrPayload(reply.body.payload.qr_payload))).toEqual({
      1: 'صيدليات النخبة الطبية',
      2: '310122393500003',
      3: zatcaTime(reply.body.payload.createdAt),
      4: '92.38',
      5: '12.05',
    });
  });
});
