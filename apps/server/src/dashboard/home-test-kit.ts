import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DeliveryState, HomeFigures } from '@mk/contracts';
import { appointments, clinics, erOrders, offers, orderRecipients, orders, patients, physicians, prescriptions, qrBills, qrCodes, type OfferRow } from '../db/schema';
import type { TestApi } from '../test/test-api';
import type { TestApp } from '../test/test-app';

/** Test helpers of the Home suites (not used by the server): rows written straight to the database at chosen times. */

export const HOME = '/api/dashboard-read/home';

/** The Home as `token` reads it (200 expected). */
export async function homeOf(api: TestApi, token: string): Promise<HomeFigures> {
  const reply = await api('GET', HOME, token);
  if (reply.status !== 200) throw new Error(`GET ${HOME} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.payload as HomeFigures;
}

/** A Riyadh wall time ('2031-03-12 09:30') as an instant (Riyadh is UTC+3 all year). */
export const riyadh = (wallTime: string): Date => new Date(`${wallTime.replace(' ', 'T')}:00+03:00`);

/** Some demo patient. */
export async function anyPatient(t: TestApp): Promise<string> {
  const [row] = await t.db.select({ sys_id: patients.sys_id }).from(patients).orderBy(asc(patients.id)).limit(1);
  return row.sys_id;
}

/** A live physician of a live clinic, with the clinic's PIC: of that PIC when given, else of any. */
export async function livePhysician(t: TestApp, picId?: string): Promise<{ physicianId: string; clinicId: string }> {
  const [row] = await t.db
    .select({ physicianId: physicians.sys_id, clinicId: clinics.sys_id })
    .from(physicians)
    .innerJoin(clinics, eq(clinics.sys_id, physicians.clinic_id))
    .where(and(isNull(physicians.deleted_at), isNull(clinics.deleted_at), picId ? eq(clinics.pic_id, picId) : undefined))
    .orderBy(asc(physicians.id))
    .limit(1);
  return row;
}

export interface AppointmentAt {
  physicianId: string;
  clinicId: string;
  patientId: string;
  startsAt: Date;
  status: string;
}

export async function insertAppointments(t: TestApp, rows: AppointmentAt[]): Promise<void> {
  await t.db.insert(appointments).values(
    rows.map((row) => ({ patient_id: row.patientId, physician_id: row.physicianId, clinic_id: row.clinicId, type: 'walkin', starts_at: row.startsAt, status: row.status })),
  );
}

export interface OrderAt {
  patientId: string;
  createdAt: Date;
  /** The pharmacies it was sent to. */
  sentTo?: string[];
  /** The pharmacy that won it, its delivery state and when that last changed. */
  wonBy?: { pharmacyId: string; state: DeliveryState; updatedAt: Date };
}

export async function insertOrder(t: TestApp, order: OrderAt): Promise<string> {
  const [row] = await t.db
    .insert(orders)
    .values({
      patient_id: order.patientId,
      product_type: 'ATTACHMENT',
      image_url: '/api/media/files/home-test.png',
      lat: 24.7136,
      lng: 46.6753,
      createdAt: order.createdAt,
      updatedAt: order.wonBy?.updatedAt ?? order.createdAt,
      ...(order.wonBy && { accepted_pharmacy_id: order.wonBy.pharmacyId, delivery_state: order.wonBy.state, accepted_offer_id: randomUUID() }),
    })
    .returning({ sys_id: orders.sys_id });
  if (order.sentTo?.length) {
    await t.db.insert(orderRecipients).values(order.sentTo.map((pharmacyId) => ({ order_id: row.sys_id, pharmacy_id: pharmacyId, order_created_at: order.createdAt })));
  }
  return row.sys_id;
}

export interface OfferAt {
  orderId: string;
  pharmacyId: string;
  createdAt: Date;
  status: OfferRow['status'];
  /** SAR with two decimals. */
  total?: string;
  /** When its status last changed (an accepted offer: its acceptance); its creation by default. */
  updatedAt?: Date;
}

export async function insertOffers(t: TestApp, rows: OfferAt[]): Promise<void> {
  await t.db.insert(offers).values(
    rows.map((row) => ({
      order_id: row.orderId,
      pharmacy_id: row.pharmacyId,
      items: [{ name: 'Paracetamol 500mg', price: row.total ?? '10.00', quantity: '1' }],
      delivery_price: '0.00',
      time_to_deliver: 30,
      total_price: row.total ?? '10.00',
      status: row.status,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt ?? row.createdAt,
    })),
  );
}

/** A prescription of the patient (an emergency one's stand-in: the Home counts ER orders, not consultations). */
export async function insertPrescription(t: TestApp, patientId: string): Promise<string> {
  const [row] = await t.db.insert(prescriptions).values({ patient_id: patientId }).returning({ sys_id: prescriptions.sys_id });
  return row.sys_id;
}

/** An ER order of the prescription at the pharmacy, issued at `issuedAt`. */
export async function insertIssuedErOrder(t: TestApp, values: { prescriptionId: string; patientId: string; pharmacyId: string; issuedAt: Date }): Promise<void> {
  await t.db.insert(erOrders).values({
    prescription_id: values.prescriptionId,
    patient_id: values.patientId,
    pharmacy_id: values.pharmacyId,
    total_price: '25.00',
    issued_at: values.issuedAt,
    createdAt: values.issuedAt,
    updatedAt: values.issuedAt,
  });
}

let invoiceNumber = 900_000;

/** A QR code of the pharmacy and its bill of `amount` + 15 % VAT, issued at `createdAt`. */
export async function insertQrBill(t: TestApp, values: { pharmacyId: string; amount: string; tax: string; createdAt: Date }): Promise<void> {
  const [code] = await t.db
    .insert(qrCodes)
    .values({ code: `QR-HOME${randomUUID().replaceAll('-', '').slice(0, 16)}`, status: 'BILLED', pharmacy_id: values.pharmacyId, createdAt: values.createdAt })
    .returning({ sys_id: qrCodes.sys_id });
  await t.db.insert(qrBills).values({
    qrcode_id: code.sys_id,
    pharmacy_id: values.pharmacyId,
    is_saudi: true,
    amount: values.amount,
    tax: values.tax,
    total: (Number(values.amount) + Number(values.tax)).toFixed(2),
    vat_rate: '0.1500',
    seller_name: 'Home Test Pharmacy',
    vat_number: '300000000000003',
    city: 'RIYADH',
    qr_payload: 'AQ==',
    invoice_number: invoiceNumber++,
    createdAt: values.createdAt,
  });
}

let phoneSerial = 0;

/** A patient registered at `createdAt`. */
export async function insertPatient(t: TestApp, createdAt: Date): Promise<void> {
  phoneSerial += 1;
  const phone = `059877${String(phoneSerial).padStart(4, '0')}`;
  await t.db.insert(patients).values({ name: `Home Test Patient ${phoneSerial}`, phone, createdAt, updatedAt: createdAt });
}
