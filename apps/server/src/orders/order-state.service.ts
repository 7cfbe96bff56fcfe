import type { FastifyRequest } from 'fastify';
import { DELIVERY_STATES, type DeliveryState, type OrderView } from '@mk/contracts';
import { recordAudit } from '../audit/audit.service';
import { isAdmin } from '../auth/policy';
import type { Db } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import type { OrderPlaces } from '../geocoding/order-place';
import { apiError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { orderView } from './order.view';
import { findCancellation, findOffer, findOrder, findPharmacyRef, lockOrder, updateOrder } from './orders.repository';

const isDeliveryState = (value: unknown): value is DeliveryState => DELIVERY_STATES.includes(value as DeliveryState);

/**
 * `PATCH order-write/order-state` with `{ delivery_state, sys_id }`: the delivery moves forward only,
 * WAITING → PREPARING → ON_WAY → DELIVERED (a later step may be chosen directly; the current one
 * again changes nothing), and only the pharmacy whose offer was accepted moves it (its person in
 * charge, or ADMIN). Anything else is refused with nothing stored. The reply is the order as Live
 * Orders shows it (address, map link and accepted offer), so the dashboard can put it in place.
 */
export async function changeDeliveryState(db: Db, places: OrderPlaces, request: FastifyRequest, user: AuthUser, body: unknown, now: Date): Promise<OrderView> {
  const { sys_id: sysId, delivery_state: next } = (body ?? {}) as { sys_id?: unknown; delivery_state?: unknown };
  if (!isDeliveryState(next)) throw new BadRequestError(apiError('order.state_invalid', { states: DELIVERY_STATES.join(', ') }));
  if (!isSysId(sysId)) throw new NotFoundError(apiError('order.not_found'));
  const orderId = sysId.toLowerCase();

  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFoundError(apiError('order.not_found'));
    const pharmacy = order.accepted_pharmacy_id ? await findPharmacyRef(tx, order.accepted_pharmacy_id) : undefined;
    if (!pharmacy || (!isAdmin(user) && pharmacy.pic_id !== user.sys_id)) throw new ForbiddenError(apiError('order.state_not_your_offer'));
    // Issue 30: a canceled order's delivery does not move.
    if (await findCancellation(tx, orderId)) throw new ConflictError(apiError('order.canceled'));
    const from = DELIVERY_STATES.indexOf(order.delivery_state);
    const to = DELIVERY_STATES.indexOf(next);
    if (to < from) throw new ConflictError(apiError('order.state_backwards', { from: order.delivery_state, to: next }));
    if (to === from) return;
    await updateOrder(tx, orderId, { delivery_state: next, updatedAt: now });
    await recordAudit(tx, request, { action: 'update', entityType: 'order', entityId: orderId, before: { delivery_state: order.delivery_state }, after: { delivery_state: next } });
  });
  const order = (await findOrder(db, orderId))!;
  const offer = (await findOffer(db, order.accepted_offer_id!)) ?? null;
  return orderView(order, [order.accepted_pharmacy_id!], now, offer, await places.of(order), offer);
}
