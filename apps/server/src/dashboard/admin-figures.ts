import { and, count, countDistinct, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { APPOINTMENT_STATUSES, OFFER_WINDOW_SECONDS, type AdminHome } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { appointments, erOrders, offers, orders, patients, qrBills } from '../db/schema';
import { pendingFacilityCounts } from '../facility-status/facility-status.service';
import { notCanceled } from '../orders/orders.repository';
import type { HomeCalendar } from './home-calendar';
import { at, countsOf, moneySum, qualified } from './home-sql';

/*
 * ADMIN's figures, over every facility. Each query reads one index (db/schema: the Home's indexes,
 * migration 0024), most of them without touching the table: the day's appointments by
 * (starts_at, status), the outcomes by (status, starts_at), orders and offers by their createdAt,
 * ER orders by issued_at, bills and patients by createdAt.
 */
const from = sql.placeholder('from');
const until = sql.placeholder('until');

const appointmentsByStatus = preparedPerDatabase('home_admin_appointments_by_status', (db, name) =>
  db
    .select({ key: appointments.status, count: count() })
    .from(appointments)
    .where(and(gte(appointments.starts_at, from), lt(appointments.starts_at, until)))
    .groupBy(appointments.status)
    .prepare(name),
);

/** The outcomes a no-show rate is taken over: served, or missed by the patient. */
const OUTCOMES = ['done', 'patient_noshow'];
const missed = sql`${appointments.status} = 'patient_noshow'`;
const sinceWeek = sql`${appointments.starts_at} >= ${sql.placeholder('weekStart')}`;

const appointmentOutcomes = preparedPerDatabase('home_admin_appointment_outcomes', (db, name) =>
  db
    .select({
      missedWeek: sql<number>`count(*) filter (where ${missed} and ${sinceWeek})`.mapWith(Number),
      outcomesWeek: sql<number>`count(*) filter (where ${sinceWeek})`.mapWith(Number),
      missedMonth: sql<number>`count(*) filter (where ${missed})`.mapWith(Number),
      outcomesMonth: count(),
    })
    .from(appointments)
    .where(and(inArray(appointments.status, OUTCOMES), gte(appointments.starts_at, from), lt(appointments.starts_at, until)))
    .prepare(name),
);

/** Orders inside their offer window at `now`, not canceled (issue 30), that no offer (of any status) has reached yet. */
const ordersWaitingFirstOffer = preparedPerDatabase('home_admin_orders_waiting_first_offer', (db, name) =>
  db
    .select({ count: count() })
    .from(orders)
    .where(
      and(
        gt(orders.createdAt, from),
        lte(orders.createdAt, until),
        isNull(orders.accepted_offer_id),
        sql`not exists (select 1 from ${offers} where ${offers.order_id} = ${orders.sys_id})`,
        notCanceled(),
      ),
    )
    .prepare(name),
);

/**
 * The median of (first offer - order) in seconds over the orders created in [from, until). An order
 * without an offer gives null, which percentile_cont leaves out: the median is of those that got one.
 * The first offer is read through offers (order_id, createdAt): its first entry.
 */
const medianFirstOfferSeconds = preparedPerDatabase('home_admin_median_first_offer', (db, name) =>
  db
    .select({
      seconds: sql<number | null>`percentile_cont(0.5) within group (order by (
        select extract(epoch from min(${qualified(offers.createdAt)}) - ${qualified(orders.createdAt)})
        from ${offers} where ${qualified(offers.order_id)} = ${qualified(orders.sys_id)}))`.mapWith(Number),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, until)))
    .prepare(name),
);

const offersByStatus = preparedPerDatabase('home_admin_offers_by_status', (db, name) =>
  db
    .select({ key: offers.status, count: count() })
    .from(offers)
    .where(and(gte(offers.createdAt, from), lt(offers.createdAt, until)))
    .groupBy(offers.status)
    .prepare(name),
);

/** An emergency prescription issued by two pharmacies (each its part) counts once. */
const erPrescriptionsIssued = preparedPerDatabase('home_admin_er_issued', (db, name) =>
  db
    .select({ count: countDistinct(erOrders.prescription_id) })
    .from(erOrders)
    .where(and(gte(erOrders.issued_at, from), lt(erOrders.issued_at, until)))
    .prepare(name),
);

const qrBillsIssued = preparedPerDatabase('home_admin_qr_bills', (db, name) =>
  db
    .select({ count: count(), total: moneySum(qrBills.total) })
    .from(qrBills)
    .where(and(gte(qrBills.createdAt, from), lt(qrBills.createdAt, until)))
    .prepare(name),
);

const patientsRegistered = preparedPerDatabase('home_admin_new_patients', (db, name) =>
  db
    .select({ count: count() })
    .from(patients)
    .where(and(gte(patients.createdAt, from), lt(patients.createdAt, until)))
    .prepare(name),
);

const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

export async function adminFigures(db: DbOrTx, calendar: HomeCalendar): Promise<AdminHome> {
  const today = { from: at(calendar.dayStart), until: at(calendar.dayEnd) };
  const offerWindowStart = new Date(calendar.now.getTime() - OFFER_WINDOW_SECONDS * 1000);
  const [byStatus, [outcomes], [waiting], [median], offerRows, [er], [bills], pending, [newPatients]] = await Promise.all([
    appointmentsByStatus(db).execute(today),
    appointmentOutcomes(db).execute({ from: at(calendar.monthStart), until: at(calendar.now), weekStart: at(calendar.weekStart) }),
    ordersWaitingFirstOffer(db).execute({ from: at(offerWindowStart), until: at(calendar.now) }),
    medianFirstOfferSeconds(db).execute(today),
    offersByStatus(db).execute(today),
    erPrescriptionsIssued(db).execute(today),
    qrBillsIssued(db).execute(today),
    pendingFacilityCounts(db),
    patientsRegistered(db).execute({ from: at(calendar.weekStart), until: at(calendar.dayEnd) }),
  ]);
  const offerCount = (status: string) => Number(offerRows.find((row) => row.key === status)?.count ?? 0);
  return {
    appointments_today: countsOf(APPOINTMENT_STATUSES, byStatus).map(({ key, count: total }) => ({ status: key, count: total })),
    no_show_rate_7d: share(outcomes.missedWeek, outcomes.outcomesWeek),
    no_show_rate_30d: share(outcomes.missedMonth, outcomes.outcomesMonth),
    orders_waiting_first_offer: waiting.count,
    median_first_offer_seconds_today: median.seconds,
    offers_today: { accepted: offerCount('accepted'), declined: offerCount('declined'), expired: offerCount('lost') },
    er_prescriptions_today: er.count,
    qr_bills_today: { count: bills.count, total_with_vat: bills.total },
    facilities_pending: pending,
    new_patients_week: newPatients.count,
  };
}
