import type { FastifyRequest } from 'fastify';
import type { OfferView } from '@mk/contracts';
import { offerSchema, offerTotal } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import { assertCanAccess } from '../auth/policy';
import { assertFacilityActive } from '../auth/facility-gate';
import type { AuthPatient } from '../auth/patient-auth';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { validateBody } from '../http/validate';
import { medicinesOf } from '../emergency/er-orders.repository';
import { money, storedOfferItems } from './offer-items';
import { offerView, offerWindowEnd } from './order.view';
import {
  closeOffer,
  findCancellation,
  findLiveOffer,
  hasDeclinedOffer,
  findOffer,
  findOrder,
  findPharmacyRef,
  insertOffer,
  lockOrder,
  loseOtherOffers,
  recipientsAmong,
  visibleOffersOfOrder,
  updateOrder,
} from './orders.repository';

const ORDER_NOT_FOUND = () => new NotFoundError(apiError('order.not_found'));
const OFFER_NOT_FOUND = () => new NotFoundError(apiError('offer.not_found'));
const ORDER_CANCELED = () => new ConflictError(apiError('order.canceled'));

/**
 * `POST order-write/offer`: a pharmacy's price offer. Refused, with nothing stored, unless the
 * pharmacy is one the caller runs (ADMIN: any) and the order was sent to it, the five-minute window
 * is still open at `now`, the spec's offer checks pass, the items are what the order asks for
 * (`storedOfferItems`: a prescription's medicines or substitutes for them), the pharmacy has no live
 * offer on the order yet and none the patient declined (a declined pharmacy does not come back with
 * another price), and a given total_price equals the server's own (delivery price plus Σ price ×
 * quantity): a different total is refused, not corrected, so a client with a wrong total learns it.
 */
export async function makeOffer(db: Db, request: FastifyRequest, user: AuthUser, body: unknown, now: Date): Promise<OfferView> {
  const input = await validateBody(offerSchema, body);
  if (!isSysId(input.order_id)) throw ORDER_NOT_FOUND();
  if (!isSysId(input.pharmacy_id)) throw new NotFoundError(apiError('order.pharmacy_unknown'));
  const orderId = input.order_id.toLowerCase();
  const pharmacy = await findPharmacyRef(db, input.pharmacy_id.toLowerCase());
  if (!pharmacy) throw new NotFoundError(apiError('order.pharmacy_unknown'));
  assertCanAccess(user, pharmacy, 'pharmacy');
  // Suspended (or sent back) since the order reached it: it no longer deals with patients.
  assertFacilityActive(pharmacy);

  const amounts = input.items.map((item) => ({ price: money(Number(item.price)), quantity: String(item.quantity) }));
  const total = money(offerTotal(amounts, input.delivery_price ?? 0));
  if (input.total_price !== undefined && money(Number(input.total_price)) !== total) {
    throw new BadRequestError(apiError('offer.total_mismatch', { total }));
  }

  try {
    return await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw ORDER_NOT_FOUND();
      if ((await recipientsAmong(tx, orderId, [pharmacy.sys_id])).length === 0) {
        throw new ForbiddenError(apiError('order.not_sent_to_pharmacy'));
      }
      if (await findCancellation(tx, orderId)) throw ORDER_CANCELED();
      if (order.accepted_offer_id || now.getTime() > offerWindowEnd(order.createdAt).getTime()) {
        throw new ConflictError(apiError('order.window_closed'));
      }
      if (await findLiveOffer(tx, orderId, pharmacy.sys_id)) throw new ConflictError(apiError('offer.live_exists'));
      // Under the order's lock, as a decline is: the decline and a new offer cannot cross.
      if (await hasDeclinedOffer(tx, orderId, pharmacy.sys_id)) throw new ConflictError(apiError('offer.declined_before'));
      const prescribed = order.product_type === 'PRESCRIPTION' && order.product_id ? ((await medicinesOf(tx, [order.product_id])).get(order.product_id) ?? []) : [];
      const items = storedOfferItems(order.product_type, input.items, prescribed);
      const offer = await insertOffer(tx, {
        order_id: orderId,
        pharmacy_id: pharmacy.sys_id,
        items,
        delivery_price: money(Number(input.delivery_price ?? 0)),
        time_to_deliver: Math.round(Number(input.time_to_deliver)),
        total_price: total,
        created_by: user.sys_id,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, request, { action: 'create', entityType: 'offer', entityId: offer.sys_id, after: offerView(offer) });
      return offerView(offer);
    });
  } catch (error) {
    // A second offer sent at the same moment: the partial unique index lets one in.
    if (isUniqueViolation(error, 'offers_one_live_per_pharmacy_idx')) throw new ConflictError(apiError('offer.live_exists'));
    throw error;
  }
}

/** The offers on one of the patient's orders (any other order: not found); a withdrawn offer is not listed. */
export async function offersForPatient(db: Db, patient: AuthPatient, orderId: string): Promise<OfferView[]> {
  const order = await findOrder(db, orderId);
  if (!order || order.patient_id !== patient.sys_id) throw ORDER_NOT_FOUND();
  return (await visibleOffersOfOrder(db, orderId)).map(offerView);
}

/**
 * `DELETE order-write/offer/{offerId}` (issue 30): the pharmacy's person in charge (or ADMIN) takes
 * back a live offer the patient has not answered, within the order's five-minute offer window (the
 * window offers are made in: `offerWindowEnd`). The offer is kept, `withdrawn`: it leaves the
 * patient's list, and the pharmacy may send another within the window. Refused with nothing stored:
 * unknown 404, another pharmacy's 403 (audited as access_denied), answered (or lost) 409
 * `offer.not_live`, window passed 409 `offer.window_closed`, order canceled 409 `order.canceled`.
 */
export async function withdrawOffer(db: Db, request: FastifyRequest, user: AuthUser, offerId: string, now: Date): Promise<OfferView> {
  const found = await findOffer(db, offerId);
  if (!found) throw OFFER_NOT_FOUND();
  const pharmacy = await findPharmacyRef(db, found.pharmacy_id);
  assertCanAccess(user, { pic_id: pharmacy?.pic_id ?? null, sys_id: offerId }, 'offer');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.order_id);
    if (!order) throw OFFER_NOT_FOUND();
    // Read again under the order's lock: an answer given meanwhile is seen.
    const current = (await findOffer(tx, offerId))!;
    if (current.status !== 'live') throw new ConflictError(apiError('offer.not_live', { status: current.status }));
    if (await findCancellation(tx, order.sys_id)) throw ORDER_CANCELED();
    if (now.getTime() > offerWindowEnd(order.createdAt).getTime()) throw new ConflictError(apiError('offer.window_closed'));
    await closeOffer(tx, offerId, 'withdrawn', now);
    const withdrawn = offerView({ ...current, status: 'withdrawn', updatedAt: now });
    await recordAudit(tx, request, { action: 'offer_withdrawn', entityType: 'offer', entityId: offerId, before: offerView(current), after: { status: 'withdrawn' } });
    return withdrawn;
  });
}

export interface OfferOutcome {
  offer: OfferView;
  /** The offers whose pharmacies are told (the answered one, and those that lost to it). */
  outcomes: { offer_id: string; order_id: string; pharmacy_id: string; action: 'accepted' | 'declined' | 'lost' }[];
}

/**
 * The patient accepts or declines a live offer on their order. Accepting gives the order to that
 * pharmacy (the delivery starts at WAITING) and every other live offer on it loses; only one offer
 * of an order is ever accepted (the order row is locked while it is decided).
 */
export async function answerOffer(db: Db, request: FastifyRequest, patient: AuthPatient, offerId: string, answer: 'accept' | 'decline', now: Date): Promise<OfferOutcome> {
  return db.transaction(async (tx) => {
    const found = await findOffer(tx, offerId);
    if (!found) throw OFFER_NOT_FOUND();
    const order = await lockOrder(tx, found.order_id);
    if (!order || order.patient_id !== patient.sys_id) throw OFFER_NOT_FOUND();
    if (await findCancellation(tx, order.sys_id)) throw ORDER_CANCELED();
    const status = answer === 'accept' ? 'accepted' : 'declined';
    // Read again under the order's lock: an answer given meanwhile is seen.
    const current = (await findOffer(tx, offerId))!;
    if (current.status !== 'live' || (answer === 'accept' && order.accepted_offer_id)) {
      throw new ConflictError(apiError('offer.not_live', { status: current.status === 'live' ? 'lost' : current.status }));
    }
    await closeOffer(tx, offerId, status, now);
    const outcomes: OfferOutcome['outcomes'] = [{ offer_id: offerId, order_id: order.sys_id, pharmacy_id: current.pharmacy_id, action: status }];
    if (answer === 'accept') {
      await updateOrder(tx, order.sys_id, { accepted_offer_id: offerId, accepted_pharmacy_id: current.pharmacy_id, updatedAt: now });
      for (const lost of await loseOtherOffers(tx, order.sys_id, offerId, now)) {
        outcomes.push({ offer_id: lost.sys_id, order_id: order.sys_id, pharmacy_id: lost.pharmacy_id, action: 'lost' });
      }
    }
    await recordAudit(tx, request, { action: status === 'accepted' ? 'offer_accepted' : 'offer_declined', entityType: 'offer', entityId: offerId, actor: { sys_id: patient.sys_id, role: 'PATIENT' } });
    return { offer: offerView({ ...current, status, updatedAt: now }), outcomes };
  });
}
