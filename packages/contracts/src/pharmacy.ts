import type { City } from './enums';
import type { FacilityStatus } from './staff';

/*
 * Pharmacies: the request bodies and the list query. The replies (Pharmacy, PharmacyUpdated) are
 * derived from their schemas in pharmacy.schema.ts.
 */

/** Fields the server manages; the update form removes them before sending. */
export const PHARMACY_SERVER_FIELDS = ['sys_id', 'createdAt', 'updatedAt', 'status', 'status_reason'] as const;

/** Body of `POST pharmacy-write` and `PATCH pharmacy-write/{id}`. A PIC's pic_id is ignored: it is always the PIC. */
export interface PharmacyWrite {
  name: string;
  name_ar: string;
  cr_number: string;
  phone: string;
  /** Optional: null or empty when the pharmacy has none. */
  email?: string | null;
  /** Shown as the district. */
  address: string;
  city: City;
  lat: string | number;
  lng: string | number;
  /** The person in charge (an administrator whose role is PIC); ADMIN names one. */
  pic_id?: string | null;
}

/** Query of `GET pharmacy-read` (defaults page 1, limit 10). A PIC gets their own pharmacies, ADMIN all. */
export interface PharmacyListQuery {
  page?: number;
  limit?: number;
  /** ADMIN's approval filter (issue 25); absent: every status. */
  status?: FacilityStatus;
}
