import { Type, type Static } from '@sinclair/typebox';
import { isoTime, orNull, sysId } from './schema-fields';
import { DELIVERY_STATES, ORDER_HISTORY_STATES, PRODUCT_TYPES } from './enums';

/*
 * The orders API's replies as JSON Schema (TypeBox): the server's routes reply through these schemas
 * and the types the dashboard reads are derived from them, so the two cannot differ. A module of its
 * own, so a bundle that only needs the types does not carry the schemas. The realtime events
 * (`new_order`, `offer_actions_{id}`) keep their hand-written types in order.ts.
 */

const money = (description: string) => Type.String({ description: `${description} (SAR, two decimals, as text: "38.00")` });

const DeliveryStateSchema = Type.Union(
  DELIVERY_STATES.map((state) => Type.Literal(state)),
  { description: 'WAITING → PREPARING → ON_WAY → DELIVERED; it only moves forward' },
);
const ProductTypeSchema = Type.Union(
  PRODUCT_TYPES.map((type) => Type.Literal(type)),
  { description: 'PRESCRIPTION (product_id names it) or ATTACHMENT (a photo, image_url)' },
);

/** Where an offer stands: open, taken by the patient, refused by the patient, or beaten by another pharmacy's. */
export const OFFER_STATUSES = ['live', 'accepted', 'declined', 'lost', 'withdrawn'] as const;
export const OfferStatusSchema = Type.Union(
  OFFER_STATUSES.map((status) => Type.Literal(status)),
  { description: "'live' until the patient answers; 'accepted', 'declined', 'lost' to another pharmacy's, or 'withdrawn' by its pharmacy before an answer" },
);
export type OfferStatus = Static<typeof OfferStatusSchema>;

/**
 * One medicine of an offer as stored. All values are held as strings. On a PRESCRIPTION order it
 * names a prescribed medicine by `medicine_id` (the prescription's name is stored), or is a
 * `substitute` for one with its own `name`; on an ATTACHMENT order it is a free name.
 */
export const OfferItemSchema = Type.Object({
  name: Type.String(),
  price: money('The unit price'),
  sys_id: Type.Optional(Type.String({ description: "The client's own id of the item, when it sent one" })),
  quantity: Type.String({ description: 'A whole number, as text' }),
  substitute: Type.Optional(Type.Boolean({ description: 'True when the item stands in for the medicine `medicine_id` names' })),
  medicine_id: Type.Optional(Type.String({ description: 'The prescribed medicine (PRESCRIPTION orders)' })),
});
export type OfferItem = Static<typeof OfferItemSchema>;

/** An offer as stored and answered (`POST order-write/offer` reply, the patient app's offer list). */
export const OfferViewSchema = Type.Object({
  sys_id: sysId(),
  order_id: sysId('The order offered on'),
  pharmacy_id: sysId('The offering pharmacy'),
  items: Type.Array(OfferItemSchema),
  delivery_price: money('The delivery price'),
  time_to_deliver: Type.Integer({ description: 'Minutes' }),
  total_price: money('Computed by the server: delivery price plus the sum of price × quantity'),
  status: OfferStatusSchema,
  createdAt: isoTime('When the offer was sent'),
});
export type OfferView = Static<typeof OfferViewSchema>;

/** Our offer on an order, as the order views give it. */
export const MyOfferSchema = Type.Object({ sys_id: sysId(), total_price: money('The offer total'), status: OfferStatusSchema });
export type MyOffer = Static<typeof MyOfferSchema>;

/** An order as the back office reads it (`GET order-read/`, `order-read/order/{id}`, `order-read/live-orders/{pharmacyId}`, `PATCH order-write/order-state`). */
export const OrderViewSchema = Type.Object({
  sys_id: sysId(),
  product_type: ProductTypeSchema,
  product_id: orNull(sysId(), "The prescription's sys_id; null for an ATTACHMENT order"),
  image_url: orNull(Type.String(), 'The uploaded photo of an ATTACHMENT order; null for a PRESCRIPTION order'),
  lat: Type.Number(),
  lng: Type.Number(),
  createdAt: isoTime('When the patient placed the order'),
  delivery_state: DeliveryStateSchema,
  patient: Type.Object({ name: Type.String(), phone: Type.String() }),
  seconds_left: Type.Integer({ minimum: 0, description: 'Seconds left of the five-minute offer window at the time of the reply (0 once closed)' }),
  pharmacy_ids: Type.Array(sysId(), { description: "The caller's pharmacies the order was sent to" }),
  accepted_pharmacy_id: orNull(sysId(), 'The pharmacy whose offer the patient accepted'),
  address: Type.Optional(orNull(Type.String(), 'Where the order is, from its coordinates (the configured geocoder, else the nearest Saudi district); null when unknown')),
  address_ar: Type.Optional(Type.String({ description: 'The address in Arabic, when the geocoder gives one' })),
  map_link: Type.Optional(Type.String({ description: "A map search at the order's coordinates (MAP_LINK_TEMPLATE)" })),
  my_offer: Type.Optional(
    orNull(MyOfferSchema, "The latest offer on this order from the caller's pharmacies it went to (or from the one asked for with `?pharmacy_id=`); null when none has offered"),
  ),
  offer: Type.Optional(
    orNull(
      Type.Object({ sys_id: sysId(), total_price: money('The offer total'), time_to_deliver: Type.Integer({ description: 'Minutes' }), createdAt: isoTime('When the offer was sent') }),
      'The accepted offer (live orders and the delivery state change)',
    ),
  ),
});
export type OrderView = Static<typeof OrderViewSchema>;

/** A medicine of an emergency prescription; dispensed ones cannot be selected. */
export const ErMedicineSchema = Type.Object({
  medicine_id: Type.String({ description: 'The id of the prescribed medicine, as text' }),
  generic_name: Type.String(),
  generic_name_ar: orNull(Type.String(), 'The generic name in Arabic; null when unknown'),
  is_dispensed: Type.Boolean(),
});
export type ErMedicine = Static<typeof ErMedicineSchema>;

/** A row of `GET order-read/er-orders/{pharmacyId}`: an ER order with medicines still to issue. */
export const ErOrderListRowSchema = Type.Object({
  sys_id: sysId('The ER order'),
  product_id: sysId('The prescription'),
  patient: Type.Object({ name: Type.String() }),
  createdAt: isoTime('When the ER order was created'),
  medicines: Type.Array(ErMedicineSchema),
});
export type ErOrderListRow = Static<typeof ErOrderListRowSchema>;

/** A row of `GET order-read/er-orders/previous/{pharmacyId}`: an ER order whose prescription is fully issued. */
export const IssuedErOrderSchema = Type.Object({
  sys_id: sysId('The ER order'),
  product_id: sysId('The prescription'),
  patient: Type.Object({ name: Type.String() }),
  offer: Type.Object(
    { createdAt: isoTime('When the last issue was made'), total_price: money('The sum of the prices of its issues') },
    { description: "This pharmacy's issues: the sum of their prices and the time of the last one" },
  ),
});
export type IssuedErOrder = Static<typeof IssuedErOrderSchema>;

/** A row of `GET prescription-read/prescription-search`: an emergency prescription with medicines still to issue (no ER order yet: the issue flow creates it). */
export const ErPrescriptionSearchRowSchema = Type.Object({
  product_id: sysId('The prescription'),
  issuer_id: sysId("The patient's id, for `POST order-write/emergency-order`"),
  patient: Type.Object({ name: Type.String() }),
  createdAt: isoTime('When the prescription was written'),
  medicines: Type.Array(ErMedicineSchema),
});
/** The search row; `sys_id` is always absent (the issue flow first creates the ER order, action create_order). */
export type ErPrescriptionSearchRow = Static<typeof ErPrescriptionSearchRowSchema> & { sys_id?: undefined };

/** What `POST order-write/emergency-order` answers (201 when created, 200 when it already existed). */
export const ErOrderCreatedSchema = Type.Object({ sys_id: sysId('The ER order') });
export type ErOrderCreated = Static<typeof ErOrderCreatedSchema>;

/** Payload of `POST order-write/total-price`. */
export const ErIssueResultSchema = Type.Object({
  order_id: sysId('The ER order'),
  medicines_ids: Type.Array(Type.String(), { description: 'The medicines this issue dispensed' }),
  remaining: Type.Integer({ minimum: 0, description: 'Medicines of the prescription still to issue; 0 moves the order to the issued list' }),
  total_price: money("This pharmacy's running total for the order"),
  issued_at: isoTime('When this issue was made'),
});
export type ErIssueResult = Static<typeof ErIssueResultSchema>;

export const OrderHistoryStateSchema = Type.Union(
  ORDER_HISTORY_STATES.map((state) => Type.Literal(state)),
  { description: 'The delivery state (WAITING → PREPARING → ON_WAY → DELIVERED), or CANCELED' },
);

/** Body of `POST patient-app/orders/{id}/cancel` and `POST order-write/order/{id}/cancel`. */
export const ORDER_CANCEL_REASON = { min: 3, max: 500 } as const;

/** What a cancel answers (both routes). */
export const OrderCanceledSchema = Type.Object({
  sys_id: sysId('The order'),
  state: Type.Literal('CANCELED'),
  canceled_at: isoTime('When it was canceled'),
  cancel_reason: Type.String({ description: 'Why, as the canceller wrote it (trimmed)' }),
});
export type OrderCanceled = Static<typeof OrderCanceledSchema>;

/** An offer of an order as the history lists it. */
export const OrderHistoryOfferSchema = Type.Object({
  sys_id: sysId(),
  pharmacy_id: sysId('The offering pharmacy'),
  pharmacy_name: Type.String(),
  total_price: money('The offer total'),
  status: OfferStatusSchema,
  createdAt: isoTime('When the offer was sent'),
});
export type OrderHistoryOffer = Static<typeof OrderHistoryOfferSchema>;

/**
 * A row of `GET order-read/history`: an order from its first offer to its archive. ADMIN sees every
 * offer of it; a pharmacy PIC only their own pharmacies' offers.
 */
export const OrderHistoryRowSchema = Type.Object({
  sys_id: sysId(),
  createdAt: isoTime('When the patient placed the order'),
  state: OrderHistoryStateSchema,
  patient: Type.Object({ name: Type.String(), phone: Type.String() }),
  accepted_pharmacy: orNull(Type.Object({ sys_id: sysId(), name: Type.String() }), 'The pharmacy whose offer the patient accepted; null when none was'),
  accepted_total: orNull(money('The accepted offer total'), 'null when no offer was accepted'),
  offers: Type.Array(OrderHistoryOfferSchema, { description: "ADMIN: every offer; a PIC: their pharmacies' offers only" }),
  first_offer_at: orNull(isoTime('When the first offer (of anyone) was sent'), 'null when no offer was sent'),
  accepted_at: orNull(isoTime('When the patient accepted an offer'), 'null when none was accepted'),
  delivered_at: orNull(isoTime('When the delivery reached DELIVERED'), 'null when not delivered'),
  canceled_at: orNull(isoTime('When the order was canceled'), 'null when not canceled'),
  cancel_reason: orNull(Type.String(), 'Why it was canceled; null when not canceled'),
});
export type OrderHistoryRow = Static<typeof OrderHistoryRowSchema>;
