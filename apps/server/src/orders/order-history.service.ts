import { ORDER_HISTORY_STATES, type OrderHistoryRow, type RowsPage } from '@mk/contracts';
import { compactPhone, normalizeSaudiMobile } from '@mk/validators';
import { assertCanAccess, isAdmin } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { readPage } from '../http/pagination';
import { queryDay, queryOneOf, queryText } from '../http/query';
import { cancellationsOf, historyPage, offersWithPharmacyOf, type HistoryFilter } from './order-history.repository';
import { findPharmacyRef, pharmaciesRunBy } from './orders.repository';

/** Days are the Riyadh calendar's (UTC+3 all year). */
const riyadhMidnight = (day: string, addDays = 0) => new Date(new Date(`${day}T00:00:00+03:00`).getTime() + addDays * 86_400_000);

/** An order id prefix (hex digits, dashes ignored) as the range of ids that start with it. */
function idRangeOf(prefix: string): { low: string; high: string } {
  const hex = prefix.replace(/-/g, '').toLowerCase();
  const asUuid = (digits: string) => `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return { low: asUuid(hex.padEnd(32, '0')), high: asUuid(hex.padEnd(32, 'f')) };
}

/** `search`: the start of an order id (hex and dashes), a patient's phone (9 digits or more), or, for digits, either. */
function searchOf(query: unknown): Pick<HistoryFilter, 'idRange' | 'phone'> {
  const raw = queryText(query, 'search', 36);
  if (raw === undefined) return {};
  const text = compactPhone(raw);
  const phoneDigits = text.replace(/^\+/, '');
  const isId = /^[0-9a-f-]+$/i.test(text) && /[0-9a-f]/i.test(text) && text.replace(/-/g, '').length <= 32;
  const isPhone = /^\d{9,15}$/.test(phoneDigits);
  if (!isId && !isPhone) throw new BadRequestError(apiError('order.history_search_invalid'));
  return { ...(isId && { idRange: idRangeOf(text) }), ...(isPhone && { phone: normalizeSaudiMobile(phoneDigits) }) };
}

/**
 * `GET order-read/history` (issue 30): orders from their first offer to their archive, newest first,
 * paged. ADMIN: every order, every offer. A pharmacy's PIC: the orders their pharmacies made an
 * offer on (whatever became of it: live, accepted, declined, lost or withdrawn; a won order was
 * offered on), each with only their pharmacies' offers; the winner and its total are named only when
 * the winner is theirs. `pharmacy_id` narrows to one pharmacy (a PIC's own, else 403 audited).
 */
export async function orderHistory(db: DbOrTx, user: AuthUser, query: unknown): Promise<RowsPage<OrderHistoryRow>> {
  const page = readPage(query, { limit: 10, maxLimit: 100 });
  const from = queryDay(query, 'from');
  const until = queryDay(query, 'until');
  const state = queryOneOf(query, 'state', ORDER_HISTORY_STATES);
  const search = searchOf(query);
  const chosen = queryText(query, 'pharmacy_id', 36);
  if (chosen !== undefined && !isSysId(chosen)) throw new NotFoundError(apiError('order.pharmacy_unknown'));

  const admin = isAdmin(user);
  let pharmacyIds: string[] | undefined;
  if (chosen) {
    const pharmacy = await findPharmacyRef(db, chosen.toLowerCase());
    if (!pharmacy) throw new NotFoundError(apiError('order.pharmacy_unknown'));
    assertCanAccess(user, pharmacy, 'pharmacy');
    pharmacyIds = [pharmacy.sys_id];
  } else if (!admin) {
    pharmacyIds = (await pharmaciesRunBy(db, user.sys_id)).map((pharmacy) => pharmacy.sys_id);
  }
  if (pharmacyIds?.length === 0) return { count: 0, rows: [] };

  const filter: HistoryFilter = {
    pharmacyIds,
    from: from === undefined ? undefined : riyadhMidnight(from),
    until: until === undefined ? undefined : riyadhMidnight(until, 1),
    state,
    ...search,
  };
  const { count, rows } = await historyPage(db, filter, page);
  const orderIds = rows.map((order) => order.sys_id);
  const [allOffers, cancellations] = await Promise.all([offersWithPharmacyOf(db, orderIds), cancellationsOf(db, orderIds)]);
  // The PIC's own pharmacies (all of them, not only a chosen one): whose offers and win they see.
  const mine = admin ? undefined : new Set((await pharmaciesRunBy(db, user.sys_id)).map((pharmacy) => pharmacy.sys_id));
  const visible = (pharmacyId: string | null) => pharmacyId !== null && (mine === undefined || mine.has(pharmacyId));

  return {
    count,
    rows: rows.map((order): OrderHistoryRow => {
      const offersOfOrder = allOffers.filter((offer) => offer.order_id === order.sys_id);
      const accepted = offersOfOrder.find((offer) => offer.sys_id === order.accepted_offer_id);
      const shownWinner = accepted && visible(accepted.pharmacy_id) ? accepted : undefined;
      const canceled = cancellations.get(order.sys_id);
      return {
        sys_id: order.sys_id,
        createdAt: order.createdAt.toISOString(),
        state: canceled ? 'CANCELED' : order.delivery_state,
        patient: { name: order.patient_name, phone: order.patient_phone },
        accepted_pharmacy: shownWinner ? { sys_id: shownWinner.pharmacy_id, name: shownWinner.pharmacy_name } : null,
        accepted_total: shownWinner ? shownWinner.total_price : null,
        offers: offersOfOrder
          .filter((offer) => visible(offer.pharmacy_id))
          .map((offer) => ({ sys_id: offer.sys_id, pharmacy_id: offer.pharmacy_id, pharmacy_name: offer.pharmacy_name, total_price: offer.total_price, status: offer.status, createdAt: offer.createdAt.toISOString() })),
        first_offer_at: offersOfOrder[0]?.createdAt.toISOString() ?? null,
        // An accepted offer's updatedAt is its acceptance (nothing changes it afterwards).
        accepted_at: accepted ? accepted.updatedAt.toISOString() : null,
        // A delivered order's updatedAt is its delivery (DELIVERED is the last step; a cancel does not touch the order row).
        delivered_at: order.delivery_state === 'DELIVERED' ? order.updatedAt.toISOString() : null,
        canceled_at: canceled ? canceled.canceled_at.toISOString() : null,
        cancel_reason: canceled ? canceled.cancel_reason : null,
      };
    }),
  };
}
