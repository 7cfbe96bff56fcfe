import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { patients } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import { apiError, NotFoundError } from '../http/errors';
import { findErOrder } from '../emergency/er-orders.repository';
import { findOrder } from '../orders/orders.repository';
import { assertMayReadPrescription, prescriptionById } from '../prescriptions/prescriptions.service';
import { findPrescription } from '../prescriptions/prescriptions.repository';
import { renderPrescriptionPdf } from './prescription-pdf';

/** `pdf-creator/pdf/{id}` takes a prescription's id, or an order's or ER order's (then its prescription). */
export async function prescriptionIdOf(db: DbOrTx, id: string): Promise<string> {
  if (await findPrescription(db, id)) return id;
  const erOrder = await findErOrder(db, id);
  if (erOrder) return erOrder.prescription_id;
  const order = await findOrder(db, id);
  if (!order) throw new NotFoundError(apiError('prescription.not_found'));
  if (order.product_type !== 'PRESCRIPTION' || !order.product_id) throw new NotFoundError(apiError('pdf.no_prescription'));
  return order.product_id;
}

/**
 * The readable prescription behind `id`: who may read it, and the audit record of the read, are
 * prescription-read's (prescriptionById), so the PDF and the JSON never disagree.
 */
export async function readablePrescription(db: DbOrTx, request: FastifyRequest, user: AuthUser, id: string) {
  return prescriptionById(db, request, user, await prescriptionIdOf(db, id));
}

/** Whether `user` may open the PDF behind `id`, checked when a link is signed; the read itself is recorded when the PDF is served. */
export async function assertMayOpenPdf(db: DbOrTx, user: AuthUser, id: string): Promise<void> {
  await assertMayReadPrescription(db, user, await prescriptionIdOf(db, id));
}

/** The PDF in the reader's language (`locale`: the dashboard's, sent as `?lang=`). */
export async function prescriptionPdf(db: DbOrTx, request: FastifyRequest, user: AuthUser, id: string, locale: Locale = 'en'): Promise<Buffer> {
  const record = await readablePrescription(db, request, user, id);
  const [patient] = await db.select({ phone: patients.phone }).from(patients).where(eq(patients.sys_id, record.patient_id)).limit(1);
  return renderPrescriptionPdf(record, patient?.phone ?? null, locale);
}
