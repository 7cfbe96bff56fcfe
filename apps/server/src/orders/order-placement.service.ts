import type { FastifyRequest } from 'fastify';
import { mixed, object, string } from 'yup';
import { MESSAGES, TEXT_LIMITS, validateLatitude, validateLongitude } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import type { AuthPatient } from '../auth/patient-auth';
import type { Db } from '../db/database';
import type { OrderRow } from '../db/schema';
import { apiError, BadRequestError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { validateBody } from '../http/validate';
import { findPrescription } from '../prescriptions/prescriptions.repository';
import { insertOrder, pharmaciesNear } from './orders.repository';

const coordinate = () => mixed<number | string>().required(MESSAGES.required);

/** Body of `POST /api/patient-app/orders` (the product is checked after, with its own message). */
export const placeOrderSchema = object({
  product_type: string().oneOf(['PRESCRIPTION', 'ATTACHMENT']).required(MESSAGES.required),
  product_id: string().trim().max(TEXT_LIMITS.code),
  image_url: string().trim().max(TEXT_LIMITS.url),
  lat: coordinate(),
  lng: coordinate(),
});

/** A photo of a prescription: an uploaded file of this server, or an http(s) link. */
const IMAGE_URL = /^(https?:\/\/[^\s]+|\/api\/media\/files\/[\w.-]+)$/;

function coordinates(lat: unknown, lng: unknown): { lat: number; lng: number } {
  if (typeof lat === 'boolean' || typeof lng === 'boolean' || validateLatitude(lat) || validateLongitude(lng)) {
    throw new BadRequestError(apiError('order.coordinates_invalid'));
  }
  return { lat: Number(lat), lng: Number(lng) };
}

export interface PlacedOrder {
  order: OrderRow;
  pharmacyIds: string[];
}

/**
 * A patient's order: of one of their own prescriptions, or of a photo, to deliver at lat/lng. It
 * is sent to every pharmacy within `radiusKm` of that point; with none in reach it is refused
 * (nothing would ever answer it) and nothing is stored.
 */
export async function placeOrder(db: Db, request: FastifyRequest, patient: AuthPatient, body: unknown, now: Date, radiusKm: number): Promise<PlacedOrder> {
  const input = await validateBody(placeOrderSchema, body);
  const point = coordinates(input.lat, input.lng);
  let product: Pick<OrderRow, 'product_type' | 'product_id' | 'image_url'>;
  if (input.product_type === 'PRESCRIPTION') {
    if (!input.product_id || input.image_url) throw new BadRequestError(apiError('order.product_invalid'));
    const prescription = isSysId(input.product_id) ? await findPrescription(db, input.product_id.toLowerCase()) : undefined;
    if (!prescription || prescription.patient_id !== patient.sys_id) throw new NotFoundError(apiError('prescription.not_found'));
    product = { product_type: 'PRESCRIPTION', product_id: prescription.sys_id, image_url: null };
  } else {
    if (!input.image_url || input.product_id || !IMAGE_URL.test(input.image_url)) throw new BadRequestError(apiError('order.product_invalid'));
    product = { product_type: 'ATTACHMENT', product_id: null, image_url: input.image_url };
  }

  return db.transaction(async (tx) => {
    const pharmacyIds = (await pharmaciesNear(tx, point, radiusKm)).map((pharmacy) => pharmacy.sys_id);
    if (pharmacyIds.length === 0) throw new BadRequestError(apiError('order.no_pharmacy_nearby', { km: radiusKm }));
    const order = await insertOrder(tx, { patient_id: patient.sys_id, ...product, ...point, createdAt: now }, pharmacyIds);
    await recordAudit(tx, request, {
      action: 'create',
      entityType: 'order',
      entityId: order.sys_id,
      after: { product_type: order.product_type, product_id: order.product_id, pharmacies: pharmacyIds },
      actor: { sys_id: patient.sys_id, role: 'PATIENT' },
    });
    return { order, pharmacyIds };
  });
}
