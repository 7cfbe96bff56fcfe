import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryState, ProductType } from '@mk/contracts';
import { sysId, timestamps } from './columns';
import { patients } from './patients';
import { pharmacies } from './pharmacies';
import { prescriptions } from './prescriptions';

/**
 * A patient's medicine order (spec 2 section 3): a prescription (`product_id`) or a photo of one
 * (`image_url`), to deliver at lat/lng. Pharmacies near it may offer within five minutes of
 * `createdAt`; once the patient accepts an offer, `accepted_pharmacy_id` moves `delivery_state` on.
 */
export const orders = pgTable(
  'orders',
  {
    sys_id: sysId(),
    patient_id: uuid('patient_id')
      .notNull()
      .references(() => patients.sys_id),
    product_type: text('product_type').$type<ProductType>().notNull(),
    product_id: uuid('product_id').references(() => prescriptions.sys_id),
    image_url: text('image_url'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    delivery_state: text('delivery_state').$type<DeliveryState>().notNull().default('WAITING'),
    accepted_offer_id: uuid('accepted_offer_id'),
    accepted_pharmacy_id: uuid('accepted_pharmacy_id').references(() => pharmacies.sys_id),
    ...timestamps(),
  },
  (t) => [
    index('orders_patient_created_idx').on(t.patient_id, t.createdAt),
    index('orders_product_idx').on(t.product_id),
    index('orders_accepted_pharmacy_created_idx').on(t.accepted_pharmacy_id, t.createdAt),
    // The Home (dashboard/): the orders of a time (waiting for a first offer, today's), and a
    // pharmacy's won orders by delivery state (delivered ones by when: updatedAt is the delivery).
    index('orders_created_idx').on(t.createdAt),
    index('orders_accepted_state_idx').on(t.accepted_pharmacy_id, t.delivery_state, t.updatedAt),
  ],
);

/** The pharmacies an order was sent to; `order_created_at` orders a pharmacy's incoming list by the index. */
export const orderRecipients = pgTable(
  'order_recipients',
  {
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.sys_id),
    pharmacy_id: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.sys_id),
    order_created_at: timestamp('order_created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.order_id, t.pharmacy_id] }), index('order_recipients_pharmacy_created_idx').on(t.pharmacy_id, t.order_created_at)],
);

export const OFFER_STATUSES = ['live', 'accepted', 'declined', 'lost', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** One medicine of an offer as stored. */
export interface StoredOfferItem {
  sys_id?: string;
  /** The prescribed medicine the item is (or, with `substitute`, stands in for): prescription_medicines.id. */
  medicine_id?: string;
  substitute?: boolean;
  name: string;
  price: string;
  quantity: string;
}

/**
 * A pharmacy's price offer for an order. `total_price` is computed by the server. At most one live
 * offer per pharmacy and order, held by the database (a concurrent second one is a unique violation).
 */
export const offers = pgTable(
  'offers',
  {
    sys_id: sysId(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.sys_id),
    pharmacy_id: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.sys_id),
    items: jsonb('items').$type<StoredOfferItem[]>().notNull(),
    delivery_price: numeric('delivery_price', { precision: 12, scale: 2 }).notNull(),
    /** Minutes. */
    time_to_deliver: integer('time_to_deliver').notNull(),
    total_price: numeric('total_price', { precision: 14, scale: 2 }).notNull(),
    status: text('status').$type<OfferStatus>().notNull().default('live'),
    created_by: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    index('offers_order_idx').on(t.order_id, t.createdAt),
    uniqueIndex('offers_one_live_per_pharmacy_idx').on(t.order_id, t.pharmacy_id).where(sql`${t.status} = 'live'`),
    // The Home (dashboard/): today's offers by outcome, and a pharmacy's offers by status and when
    // it last changed (an accepted offer's updatedAt is its acceptance).
    index('offers_created_status_idx').on(t.createdAt, t.status),
    index('offers_pharmacy_status_idx').on(t.pharmacy_id, t.status, t.updatedAt),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
