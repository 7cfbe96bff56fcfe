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

/** One medicine of an offer. All values are held as strings. */
export interface OfferItem {
  sys_id?: string;
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
  is_dispensed: boolean;
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
