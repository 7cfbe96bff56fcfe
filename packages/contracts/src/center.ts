import type { CenterType, City } from './enums';
import type { FacilityStatus, FacilityStatusFields } from './staff';

/*
 * Centers: the request bodies and the list query. The replies (Center, RemovedCenter) are derived from
 * their schemas in center.schema.ts.
 */

/** Body of `POST center-write` and `PATCH center-write/{id}` (spec 3 section 3). lat and lng are strings. */
export interface CenterWrite extends FacilityStatusFields {
  center_name: string;
  center_name_arabic: string;
  center_type: CenterType;
  specialization?: string;
  specialization_arabic?: string;
  /** Shown as MOH license ID. */
  SCFHS_license_number: string;
  website?: string;
  contact_number?: string;
  /** District. */
  address: string;
  street: string;
  city: City;
  lat: string;
  lng: string;
  center_bio: string;
  center_bio_ar: string;
  account_name?: string;
  bank_name?: string;
  account_number?: string;
  IBAN_number?: string;
  pic_id?: string;
  avatar?: string;
  homecare_enabled: boolean;
  center_pay: boolean;
  online_pay: boolean;
}

export const CENTER_FLAG_DEFAULTS = { homecare_enabled: false, center_pay: false, online_pay: true } as const;

/** A lab center as the appointment wizard reads it. */
export interface LabCenter {
  sys_id: string;
  center_name: string;
  center_name_arabic: string;
}

/** Query of `GET center-read` (defaults page 1, limit 10). `paginated: false` gives every center of the caller. */
export interface CenterListQuery {
  page?: number;
  limit?: number;
  /** Part of the English or the Arabic name. */
  name?: string;
  paginated?: boolean;
  /** ADMIN's approval filter (issue 25); absent: every status. */
  status?: FacilityStatus;
}
