import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { testClock } from '../appointments/appointment-test-kit';
import { administrators, appointments, auditLog, clinics, physicians, prescriptions } from '../db/schema';
import { patientLogin, placeOrder, prescriptionsOf } from '../orders/order-test-kit';
import { demoSuite, OTHER_PIC, userId } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { arabicLine } from './prescription-pdf';

/*
 * `GET pdf-creator/pdf/{id}` and its signed link on a real database (issue 12): who may read the
 * prescription PDF, the link without a header, its expiry (the clock is set, never waited for) and
 * its end at logout, and the PDF's own text, extracted as a reader would.
 */
const time = testClock();
const w = demoSuite({ clock: time.clock });
let patient: { token: string; sys_id: string };
let prescriptionId: string;
let orderId: string;
let pharmacyPic: string;

beforeAll(async () => {
  patient = await patientLogin(w.t);
  [prescriptionId] = await prescriptionsOf(w.t, patient.sys_id);
  orderId = await placeOrder(w.api, patient.token, prescriptionId);
  pharmacyPic = await w.t.login(DEMO.pharmacyPic);
});

const get = (url: string, token?: string) => w.t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const pdfUrl = (id: string) => `/api/pdf-creator/pdf/${id}`;

async function linkFor(id: string, token: string): Promise<string> {
  const reply = await w.api('POST', `/api/pdf-creator/link/${id}`, token);
  expect(reply.status).toBe(200);
  return reply.body.payload.url as string;
}

/*
 * The text of every page, items in reading order, as pdf.js (a browser's viewer) reads it. pdf.js is
 * an ES module that jest's CommonJS runtime cannot load, so a child node process extracts it.
 */
const EXTRACT = `
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const texts = [];
for (let n = 1; n <= pdf.numPages; n++) texts.push((await (await pdf.getPage(n)).getTextContent()).items.map((item) => item.str).join('\\n'));
process.stdout.write(texts.join('\\n'));
`;

function pdfText(bytes: Buffer): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', EXTRACT], { input: bytes, cwd: path.resolve(__dirname, '../..'), encoding: 'utf8' });
}

describe('GET /api/pdf-creator/pdf/{id}', () => {
  it('serves the PDF of an order to the pharmacy it went to, inline, never cached, with the names in English and Arabic', async () => {
    const response = await get(pdfUrl(orderId), pharmacyPic);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="prescription-${orderId}.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    // The patient's Arabic name in logical order (shaped and laid out right to left, read back as typed).
    expect(text).toContain('سارة عبدالله القحطاني');
    expect(text).toContain('Amoxicillin');
    expect(text).toContain('باراسيتامول');
    expect(text).toContain('Prescription');
  });

  it("serves a prescription by its own id to the clinic's PIC and ADMIN, one audit read each", async () => {
    const before = (await w.t.db.select().from(auditLog).where(eq(auditLog.entity_id, prescriptionId))).filter((row) => row.action === 'read').length;
    expect((await get(pdfUrl(prescriptionId), await w.t.login(DEMO.clinicPic))).statusCode).toBe(200);
    expect((await get(pdfUrl(prescriptionId), w.users.admin)).statusCode).toBe(200);
    const reads = (await w.t.db.select().from(auditLog).where(eq(auditLog.entity_id, prescriptionId))).filter((row) => row.action === 'read');
    expect(reads).toHaveLength(before + 2);
    expect(reads.map((row) => row.actor_id)).toContain(await userId(w.t, DEMO.clinicPic));
  });

  it("refuses another pharmacy's PIC (403, audited) and a patient token", async () => {
    const other = await get(pdfUrl(orderId), await w.t.login(OTHER_PIC));
    expect([other.statusCode, other.json().code]).toEqual([403, 'auth.forbidden']);
    const denied = (await w.t.db.select().from(auditLog).where(eq(auditLog.entity_id, prescriptionId))).filter((row) => row.action === 'access_denied');
    expect(denied.map((row) => row.actor_id)).toContain(await userId(w.t, OTHER_PIC));
    const byPatient = await get(pdfUrl(orderId), patient.token);
    expect([byPatient.statusCode, byPatient.json().code]).toEqual([401, 'auth.wrong_token_kind']);
    const linkByPatient = await w.api('POST', `/api/pdf-creator/link/${orderId}`, patient.token);
    expect(linkByPatient.status).toBe(401);
    const noLinkForOther = await w.api('POST', `/api/pdf-creator/link/${orderId}`, await w.t.login(OTHER_PIC));
    expect([noLinkForOther.status, noLinkForOther.body.code]).toEqual([403, 'auth.forbidden']);
  });

  it("names the appointment's clinic on a prescription from a medical history, and serves it to that clinic's PIC", async () => {
    const [fromHistory] = await w.t.db
      .select({ sys_id: prescriptions.sys_id, clinic: clinics.registered_clinic_name, pic: administrators.email })
      .from(prescriptions)
      .innerJoin(appointments, eq(appointments.sys_id, prescriptions.appointment_id))
      .innerJoin(clinics, eq(clinics.sys_id, appointments.clinic_id))
      .innerJoin(administrators, eq(administrators.sys_id, clinics.pic_id))
      .where(isNotNull(prescriptions.appointment_id))
      .limit(1);
    const response = await get(pdfUrl(fromHistory.sys_id), await w.t.login(fromHistory.pic));
    expect(response.statusCode).toBe(200);
    // The value follows its label (pdf.js gives the spaces between words as items of their own).
    const lines = pdfText(response.rawPayload).split('\n').filter((line) => line.trim());
    expect(lines[lines.indexOf('Clinic') + 1]).toBe(fromHistory.clinic);
  });

  it("follows the reader's language: physician, clinic, dosage forms and units in Arabic with ?lang=ar", async () => {
    const english = pdfText((await get(pdfUrl(orderId), pharmacyPic)).rawPayload);
    const arabic = pdfText((await get(`${pdfUrl(orderId)}?lang=ar`, pharmacyPic)).rawPayload);
    const [names] = await w.t.db
      .select({ physician: physicians.name, physicianAr: physicians.arabic_name, clinicAr: clinics.registered_clinic_name_arabic })
      .from(prescriptions)
      .innerJoin(physicians, eq(physicians.sys_id, prescriptions.physician_id))
      .innerJoin(clinics, eq(clinics.sys_id, prescriptions.clinic_id))
      .where(eq(prescriptions.sys_id, prescriptionId));
    expect(english).toContain(names.physician);
    expect(english).toContain('Tablet');
    expect(arabic).toContain(names.physicianAr);
    expect(arabic).toContain(names.clinicAr);
    expect(arabic).not.toContain(names.physician);
    expect(arabic).toContain('أقراص');
    expect(arabic).toContain('ملغ');
    expect(arabic).not.toMatch(/Tablet|Capsule/);
  });

  it('answers 404 with its code for a photo order and for an unknown id', async () => {
    const photo = await w.api('POST', '/api/patient-app/orders', patient.token, { product_type: 'ATTACHMENT', image_url: 'https://example.com/rx.jpg', lat: '24.7136', lng: '46.6753' });
    const noPrescription = await get(pdfUrl(photo.body.payload.sys_id), w.users.admin);
    expect([noPrescription.statusCode, noPrescription.json().code]).toEqual([404, 'pdf.no_prescription']);
    const unknown = await get(pdfUrl('00000000-0000-4000-8000-000000000001'), w.users.admin);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'prescription.not_found']);
  });
});

describe('the signed link', () => {
  it('opens the PDF without a header within 60 seconds, and not after', async () => {
    const url = await linkFor(orderId, pharmacyPic);
    expect(url).toMatch(new RegExp(`^/api/pdf-creator/pdf/${orderId}\\?sig=.+&exp=\\d+$`));
    const opened = await get(url);
    expect([opened.statusCode, opened.headers['content-type']]).toEqual([200, 'application/pdf']);
    time.set(new Date(time.clock().getTime() + 61_000));
    const late = await get(url);
    expect([late.statusCode, late.json().code]).toEqual([401, 'auth.link_expired']);
  });

  it('records one read for a PDF opened through a link: signing the link reads nothing', async () => {
    const reads = async () => (await w.t.db.select().from(auditLog).where(eq(auditLog.entity_id, prescriptionId))).filter((row) => row.action === 'read').length;
    const before = await reads();
    const url = await linkFor(orderId, pharmacyPic);
    expect(await reads()).toBe(before);
    expect((await get(url)).statusCode).toBe(200);
    expect(await reads()).toBe(before + 1);
  });

  it('holds for its one id and its exact signature only', async () => {
    const url = await linkFor(orderId, pharmacyPic);
    const query = url.slice(url.indexOf('?'));
    const otherId = await get(`${pdfUrl(prescriptionId)}${query}`);
    expect([otherId.statusCode, otherId.json().code]).toEqual([401, 'auth.link_invalid']);
    const longer = await get(url.replace(/exp=(\d+)/, (_all, exp: string) => `exp=${Number(exp) + 3600}`));
    expect([longer.statusCode, longer.json().code]).toEqual([401, 'auth.link_invalid']);
    expect((await get(`${pdfUrl(orderId)}?sig=x&exp=1`)).statusCode).toBe(401);
  });

  it('ends at logout', async () => {
    const token = await w.t.login(DEMO.pharmacyPic);
    const url = await linkFor(orderId, token);
    expect((await get(url)).statusCode).toBe(200);
    expect((await w.api('POST', '/api/administrator-read/logout', token)).status).toBe(200);
    const after = await get(url);
    expect([after.statusCode, after.json().code]).toEqual([401, 'auth.link_invalid']);
  });
});

describe('arabicLine', () => {
  it('keeps Arabic letters in logical order and gives the Latin runs reversed, for the layout to turn back', () => {
    expect(arabicLine('سارة')).toBe('سارة');
    // Read right to left: the name, then 500, then mg (the number after Arabic is an Arabic number).
    expect(arabicLine('باراسيتامول 500 mg')).toBe('باراسيتامول 005 gm');
  });
});
