import type { DeliveryState, ProductType } from './enums';

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

/**
 * One medicine of an offer. All values are held as strings. On a PRESCRIPTION order it names a
 * prescribed medicine by `medicine_id` (the prescription's name is stored), or is a `substitute`
 * for one with its own `name`; on an ATTACHMENT order it is a free name.
 */
export interface OfferItem {
  sys_id?: string;
  medicine_id?: string;
  substitute?: boolean;
  name: string;
  price: string;
  quantity: string;
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

/** A medicine of an emergency prescription; dispensed ones cannot be selected. */
export interface ErMedicine {
  medicine_id: string;
  generic_name: string;
  /** The generic name in Arabic, when known. */
  generic_name_ar?: string | null;
  is_dispensed: boolean;
}

/** A row of `GET order-read/er-orders/{pharmacyId}`: an ER order with medicines still to issue. */
export interface ErOrderListRow {
  sys_id: string;
  /** Prescription id. */
  product_id: string;
  patient: { name: string };
  createdAt: string;
  medicines: ErMedicine[];
}

/** A row of `GET order-read/er-orders/previous/{pharmacyId}`: an ER order whose prescription is fully issued. */
export interface IssuedErOrder {
  sys_id: string;
  product_id: string;
  patient: { name: string };
  /** This pharmacy's issues: the sum of their prices (SAR) and the time of the last one. */
  offer: { createdAt: string; total_price: string };
}

/** A row of `GET prescription-read/prescription-search`: an emergency prescription with medicines still to issue. */
export interface ErPrescriptionSearchRow {
  /** Always empty: the issue flow first creates the ER order (action create_order). */
  sys_id?: undefined;
  product_id: string;
  /** The patient's id, for `POST order-write/emergency-order`. */
  issuer_id: string;
  patient: { name: string };
  createdAt: string;
  medicines: ErMedicine[];
}

/** Payload of `POST order-write/total-price`. */
export interface ErIssueResult {
  order_id: string;
  /** The medicines this issue dispensed. */
  medicines_ids: string[];
  /** Medicines of the prescription still to issue; 0 moves the order to the issued list. */
  remaining: number;
  /** This pharmacy's running total for the order (SAR). */
  total_price: string;
  issued_at: string;
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

/** Where an offer stands: open, taken by the patient, refused by the patient, or beaten by another pharmacy's. */
export type OfferStatus = 'live' | 'accepted' | 'declined' | 'lost';

/** An order as the back office reads it (`GET order-read/`, `order-read/order/{id}`, `order-read/live-orders/{pharmacyId}`). */
export interface OrderView {
  sys_id: string;
  product_type: ProductType;
  /** The prescription's sys_id; null for an ATTACHMENT order. */
  product_id: string | null;
  /** The uploaded photo of an ATTACHMENT order. */
  image_url: string | null;
  lat: number;
  lng: number;
  createdAt: string;
  delivery_state: DeliveryState;
  patient: { name: string; phone: string };
  /** Seconds left of the five-minute offer window at the time of the reply (0 once closed). */
  seconds_left: number;
  /** The caller's pharmacies the order was sent to. */
  pharmacy_ids: string[];
  accepted_pharmacy_id: string | null;
  /** The accepted offer (live orders). */
  offer?: { sys_id: string; total_price: string; time_to_deliver: number; createdAt: string } | null;
  /**
   * The latest offer on this order from the caller's pharmacies it went to (or from the pharmacy
   * asked for with `?pharmacy_id=`); null when none has offered. The card shows it instead of Send
   * Offer, and the dashboard listens to its outcome while it is live.
   */
  my_offer?: MyOffer | null;
  /** Where the order is, from its coordinates (the configured geocoder, else the nearest Saudi district); null when unknown. */
  address?: string | null;
  /** The address in Arabic, when the geocoder gives one. */
  address_ar?: string;
  /** A map search at the order's coordinates (MAP_LINK_TEMPLATE). */
  map_link?: string;
}

/** Our offer on an order, as the order views give it. */
export type MyOffer = Pick<OfferView, 'sys_id' | 'total_price' | 'status'>;

/** An offer as stored and answered (`POST order-write/offer` reply, the patient app's offer list). */
export interface OfferView {
  sys_id: string;
  order_id: string;
  pharmacy_id: string;
  items: OfferItem[];
  delivery_price: string;
  time_to_deliver: number;
  /** Computed by the server: delivery price plus the sum of price × quantity. */
  total_price: string;
  status: OfferStatus;
  createdAt: string;
}

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

/** The realtime event name of one offer's outcome. */
export const offerActionsEvent = (offerId: string) => `offer_actions_${offerId}`;

/** Body of the patient app's `POST /api/patient-app/orders`. */
export type PatientOrderCreate =
  | { product_type: 'PRESCRIPTION'; product_id: string; lat: number | string; lng: number | string }
  | { product_type: 'ATTACHMENT'; image_url: string; lat: number | string; lng: number | string };

/** Payload of the patient app's `POST /api/patient-app/login`. */
export interface PatientLoginPayload {
  token: string;
  sys_id: string;
  name: string;
}
