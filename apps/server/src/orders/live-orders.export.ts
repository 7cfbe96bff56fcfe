import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { DELIVERY_STATE_LABELS, type DeliveryState } from '@mk/contracts';
import { assertCanAccess, signedIn } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import { offers, orders, patients, pharmacies } from '../db/schema';
import { labelOf, nameIn, riyadhDateTime, type ExportColumn } from '../exports/export-cells';
import type { ExportRoute } from '../exports/export-route';
import type { AuthUser } from '../fastify-augment';
import { apiError, NotFoundError } from '../http/errors';
import { PHARMACY_FILTER, pharmacyFilterOf } from '../exports/pharmacy-filter';

/** A row of Live Orders as the file writes it: the order, its patient as the card shows them, the accepted offer. */
interface ExportedLiveOrder {
  sys_id: string;
  createdAt: Date;
  delivery_state: DeliveryState;
  patient_name: string;
  patient_phone: string;
  total_price: string | null;
  time_to_deliver: number | null;
  pharmacy: { name: string; name_ar: string };
}

/** What a Live Orders card shows (spec 2 section 2), its pharmacy named; never the address's coordinates. */
const LIVE_ORDER_COLUMNS: ExportColumn<ExportedLiveOrder>[] = [
  { header: { en: 'Order ID', ar: 'رقم الطلب' }, value: (row) => row.sys_id },
  { header: { en: 'Received', ar: 'تاريخ الطلب' }, value: (row) => riyadhDateTime(row.createdAt) },
  { header: { en: 'Patient', ar: 'المريض' }, value: (row) => row.patient_name },
  { header: { en: 'Phone', ar: 'الهاتف' }, value: (row) => row.patient_phone },
  { header: { en: 'Pharmacy', ar: 'الصيدلية' }, value: (row, locale) => nameIn(locale, row.pharmacy.name, row.pharmacy.name_ar) },
  { header: { en: 'Delivery State', ar: 'حالة التوصيل' }, value: (row, locale) => labelOf(DELIVERY_STATE_LABELS, row.delivery_state, locale) },
  { header: { en: 'Total (SAR)', ar: 'الإجمالي (ر.س)' }, value: (row) => (row.total_price === null ? null : Number(row.total_price)) },
  { header: { en: 'Delivery Time (minutes)', ar: 'مدة التوصيل (بالدقائق)' }, value: (row) => row.time_to_deliver },
];

interface LiveOrdersFilter {
  pharmacyId: string;
}

/** The pharmacy of the list, as `GET order-read/live-orders/{pharmacyId}` checks it: unknown or removed 404, another PIC's 403 (audited). */
async function listedPharmacy(db: DbOrTx, user: AuthUser, pharmacyId: string) {
  const [pharmacy] = await db
    .select({ sys_id: pharmacies.sys_id, pic_id: pharmacies.pic_id, name: pharmacies.name, name_ar: pharmacies.name_ar })
    .from(pharmacies)
    .where(and(eq(pharmacies.sys_id, pharmacyId), isNull(pharmacies.deleted_at)))
    .limit(1);
  if (!pharmacy) throw new NotFoundError(apiError('order.pharmacy_unknown'));
  assertCanAccess(user, pharmacy, 'pharmacy');
  return pharmacy;
}

/**
 * One page of the orders won by the pharmacy and not delivered yet, newest first, the id breaking
 * ties (as ordersAcceptedFrom reads them, without its count). The pharmacy is checked on every page:
 * the first one is read before the reply starts, so a refusal is the list's own 404 or 403.
 */
async function readLiveOrders(db: DbOrTx, user: AuthUser, filter: LiveOrdersFilter, window: { limit: number; offset: number }): Promise<ExportedLiveOrder[]> {
  const pharmacy = await listedPharmacy(db, user, filter.pharmacyId);
  const rows = await db
    .select({
      sys_id: orders.sys_id,
      createdAt: orders.createdAt,
      delivery_state: orders.delivery_state,
      patient_name: patients.name,
      patient_phone: patients.phone,
      total_price: offers.total_price,
      time_to_deliver: offers.time_to_deliver,
    })
    .from(orders)
    .innerJoin(patients, eq(patients.sys_id, orders.patient_id))
    .leftJoin(offers, eq(offers.sys_id, orders.accepted_offer_id))
    .where(and(eq(orders.accepted_pharmacy_id, pharmacy.sys_id), ne(orders.delivery_state, 'DELIVERED')))
    .orderBy(desc(orders.createdAt), desc(orders.sys_id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => ({ ...row, pharmacy: { name: pharmacy.name, name_ar: pharmacy.name_ar } }));
}

/**
 * `GET order-read/live-orders/export?pharmacy_id=`: Live Orders of one pharmacy as a file, for its
 * PIC (ADMIN: any pharmacy). The list names its pharmacy in the path (`live-orders/{pharmacyId}`);
 * the export, a sibling path, takes it as `pharmacy_id`.
 */
export const liveOrdersExport: ExportRoute<ExportedLiveOrder, LiveOrdersFilter> = {
  path: '/order-read/live-orders/export',
  summary: "The pharmacy's Live Orders (won, not delivered yet) as a CSV or XLSX file, newest first, for its PIC (ADMIN: any); in the reader's language",
  access: signedIn({ ownership: 'pharmacy' }),
  filters: PHARMACY_FILTER,
  list: 'live_orders',
  title: { en: 'Live Orders', ar: 'الطلبات الجارية' },
  columns: LIVE_ORDER_COLUMNS,
  filterOf: pharmacyFilterOf,
  read: readLiveOrders,
};
