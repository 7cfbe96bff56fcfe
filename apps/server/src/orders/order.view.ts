import { OFFER_WINDOW_SECONDS, type MyOffer, type OfferView, type OrderView } from '@mk/contracts';
import type { OfferRow } from '../db/schema';
import type { OrderPlace } from '../geocoding/order-place';
import type { OrderWithPatient } from './orders.repository';

/** When the offer window of an order created at `createdAt` closes. */
export const offerWindowEnd = (createdAt: Date) => new Date(createdAt.getTime() + OFFER_WINDOW_SECONDS * 1000);

/** Whole seconds left to offer at `now` (0 once closed). */
export const secondsLeft = (createdAt: Date, now: Date) => Math.max(0, Math.ceil((offerWindowEnd(createdAt).getTime() - now.getTime()) / 1000));

export function offerView(row: OfferRow): OfferView {
  return {
    sys_id: row.sys_id,
    order_id: row.order_id,
    pharmacy_id: row.pharmacy_id,
    items: row.items,
    delivery_price: row.delivery_price,
    time_to_deliver: row.time_to_deliver,
    total_price: row.total_price,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's offer as the order card reads it. */
export const myOfferView = (row: OfferRow | null | undefined): MyOffer | null => (row ? { sys_id: row.sys_id, total_price: row.total_price, status: row.status } : null);

/**
 * `offer`: the accepted offer (live orders; undefined leaves the field out). `myOffer`: the
 * caller's latest offer on the order (`my_offer`; undefined leaves it out).
 */
export function orderView(order: OrderWithPatient, pharmacyIds: string[], now: Date, offer?: OfferRow | null, place?: OrderPlace, myOffer?: OfferRow | null): OrderView {
  return {
    sys_id: order.sys_id,
    product_type: order.product_type,
    product_id: order.product_id,
    image_url: order.image_url,
    lat: order.lat,
    lng: order.lng,
    createdAt: order.createdAt.toISOString(),
    delivery_state: order.delivery_state,
    patient: { name: order.patient_name, phone: order.patient_phone },
    seconds_left: order.accepted_offer_id ? 0 : secondsLeft(order.createdAt, now),
    pharmacy_ids: pharmacyIds,
    accepted_pharmacy_id: order.accepted_pharmacy_id,
    ...place,
    ...(myOffer !== undefined && { my_offer: myOfferView(myOffer) }),
    ...(offer !== undefined && {
      offer: offer && { sys_id: offer.sys_id, total_price: offer.total_price, time_to_deliver: offer.time_to_deliver, createdAt: offer.createdAt.toISOString() },
    }),
  };
}
