import { offerActionsEvent, type NewOrderEvent, type OfferActionEvent } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import type { Realtime } from '../realtime/realtime';
import { picsOf } from './orders.repository';

/*
 * The realtime events of orders (spec 2 section 7, Realtime), sent after the write commits, to the
 * people in charge of the pharmacies concerned (their `user:` rooms on the gateway).
 */

/** `new_order` to each person in charge of a receiving pharmacy, once, naming their pharmacies it went to. */
export async function announceNewOrder(db: DbOrTx, realtime: Realtime, orderId: string, pharmacyIds: string[]): Promise<void> {
  const payloads = [...(await picsOf(db, pharmacyIds))].map(([picId, pharmacies]): [string, NewOrderEvent] => [picId, { sys_id: orderId, pharmacy_ids: pharmacies }]);
  if (payloads.length > 0) realtime.emitToUsers('new_order', payloads);
}

/** `offer_actions_{offerId}` to the offering pharmacy's person in charge: accepted, declined or lost. */
export async function announceOfferActions(
  db: DbOrTx,
  realtime: Realtime,
  outcomes: { offer_id: string; order_id: string; pharmacy_id: string; action: OfferActionEvent['action'] }[],
): Promise<void> {
  const pics = await picsOf(db, [...new Set(outcomes.map((outcome) => outcome.pharmacy_id))]);
  for (const { pharmacy_id, ...event } of outcomes) {
    for (const [picId, pharmacies] of pics) {
      if (pharmacies.includes(pharmacy_id)) realtime.emitToUser(picId, offerActionsEvent(event.offer_id), event satisfies OfferActionEvent);
    }
  }
}
