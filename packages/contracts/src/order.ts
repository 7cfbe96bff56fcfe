import type { DeliveryState, ProductType } from './enums';
import type { ErMedicine, OfferItem } from './order.schema';

/*
 * The orders API's request bodies and realtime events; its replies (OrderView, OfferView, the ER
 * rows...) are derived from their schemas in order.schema.ts.
 */

/** A medicine order from a patient (spec 2 section 3). */
export interface Order {
  sys_id: string;
  product_id: string;
  product_type: ProductType;
  lat: string | number;
  lng: string | number;
  createdAt: string;
  delivery_state: DeliveryState;
  patient: { name: string; phone: string };
  address?: string;
}

/** Body of `POST order-write/offer`. All values are held as strings. */
export interface Offer {
  pharmacy_id: string;
  order_id: string;
  delivery_price: string;
  /** Minutes. */
  time_to_deliver: string;
  total_price: string;
  items: OfferItem[];
}

/** Body of `PATCH order-write/order-state`. */
export interface OrderStateUpdate {
  delivery_state: DeliveryState;
  sys_id: string;
}

/** An ER order of the live list. */
export interface ErOrder {
  sys_id: string;
  product_id: string;
  offer?: { createdAt: string; total_price: string | number };
  medicines?: ErMedicine[];
}

/** A row of the ER prescriptions list or of the phone search. */
export interface EmergencyPrescriptionRow {
  /** Order id; may be empty (then the action is create_order). */
  sys_id?: string;
  /** Prescription id. */
  product_id: string;
  /** Shown as Unknown when missing. */
  patient?: { name?: string };
  /** Patient id in phone-search results. */
  issuer_id?: string;
}

/** Body of `POST order-write/emergency-order`. */
export interface EmergencyOrderCreate {
  pharmacy_id: string;
  patient_id: string;
  prescription_id: string;
}

/** Body of `POST order-write/total-price` (the issue call). */
export interface ErIssue {
  order_id: string;
  pharmacy_id: string;
  total_price: string | number;
  medicines_ids: string[];
}

/** The time a pharmacy has to offer on an order, from its creation (spec 2 section 9). */
export const OFFER_WINDOW_SECONDS = 300;

/** Payload of the realtime event `new_order`, sent to the people in charge of each receiving pharmacy. */
export interface NewOrderEvent {
  sys_id: string;
  pharmacy_ids: string[];
}

/** Payload of the realtime event `offer_actions_{offerId}`, sent to the offering pharmacy's people in charge. */
export interface OfferActionEvent {
  offer_id: string;
  order_id: string;
  action: 'accepted' | 'declined' | 'lost';
}

/**
 * Payload of the realtime event `order_canceled`, sent to the people in charge of every pharmacy the
 * order was sent to (those that were told `new_order`) when the patient or ADMIN cancels it.
 */
export interface OrderCanceledEvent {
  sys_id: string;
}

/** Body of the order cancels (`POST patient-app/orders/{id}/cancel`, `POST order-write/order/{id}/cancel`): 3 to 500 characters, trimmed. */
export interface OrderCancel {
  reason: string;
}

/** The realtime event name of one offer's outcome. */
export const offerActionsEvent = (offerId: string) => `offer_actions_${offerId}`;

/** Body of the patient app's `POST /api/patient-app/orders`. */
export type PatientOrderCreate =
  | { product_type: 'PRESCRIPTION'; product_id: string; lat: number | string; lng: number | string }
  | { product_type: 'ATTACHMENT'; image_url: string; lat: number | string; lng: number | string };
