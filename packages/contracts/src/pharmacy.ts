import type { City } from './enums';
import type { FacilityStatus, FacilityStatusFields } from './staff';

/** A pharmacy as the API returns it (spec 2 section 3). */
export interface Pharmacy extends FacilityStatusFields {
  sys_id: string;
  name: string;
  name_ar: string;
  cr_number: string;
  phone: string;
  /** Optional: null when the pharmacy has none. */
  email?: string | null;
  /** Shown as the district. */
  address: string;
  city: City;
  lat: string | number;
  lng: string | number;
  /** The person in charge (an administrator whose role is PIC). */
  pic_id?: string | null;
  createdAt?: string;
  updatedAt?: string;
}

/** Fields the server manages; the update form removes them before sending. */
export const PHARMACY_SERVER_FIELDS = ['sys_id', 'createdAt', 'updatedAt', 'status', 'status_reason'] as const;

/** Body of `POST pharmacy-write` and `PATCH pharmacy-write/{id}`. A PIC's pic_id is ignored: it is always the PIC. */
export type PharmacyWrite = Omit<Pharmacy, (typeof PHARMACY_SERVER_FIELDS)[number]>;

/** What `PATCH pharmacy-write/{id}` answers: the stored pharmacy plus `id` (spec 2 section 7). */
export type PharmacyUpdated = Pharmacy & { id: string };

/** Query of `GET pharmacy-read` (defaults page 1, limit 10). A PIC gets their own pharmacies, ADMIN all. */
export interface PharmacyListQuery {
  page?: number;
  limit?: number;
  /** ADMIN's approval filter (issue 25); absent: every status. */
  status?: FacilityStatus;
}
