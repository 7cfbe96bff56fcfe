import type { City, FacilityType, Specialization } from './enums';
import type { FacilityStatus, FacilityStatusFields } from './staff';

/**
 * The fields of a clinic form (spec 1 section 3): the body of `POST clinic-write` and `PATCH
 * clinic-write/{id}`. A clinic as the API returns it is `Clinic` (clinic.schema.ts).
 */
export interface ClinicWrite extends FacilityStatusFields {
  registered_clinic_name: string;
  registered_clinic_name_arabic: string;
  specialization: Specialization;
  specialization_arabic?: string;
  branch_name?: string;
  facility_type?: FacilityType;
  services_offered?: string;
  SCFHS_license_number: string;
  website?: string;
  /** Shown as District. */
  address: string;
  street: string;
  city: City;
  zip: string;
  country: string;
  lng: string | number;
  lat: string | number;
  /** The Arabic bio. */
  clinic_bio: string;
  clinic_bio_en: string;
  payment_details?: string;
  account_name?: string;
  bank_name?: string;
  account_number?: string;
  IBAN_number?: string;
  pic_id: string;
  /** The logo. */
  avatar?: string;
  contact_number?: string;
  /** Profile link slug. */
  path?: string;
  walkin_enabled: boolean;
  enable_clinic_pay: boolean;
  enable_online_pay: boolean;
  homecare_enabled: boolean;
  same_day_booking?: boolean;
  is_internal?: boolean;
}

/** Fields the server manages; the update form removes them before sending. */
export const CLINIC_SERVER_FIELDS = ['sys_id', 'id', 'createdAt', 'updatedAt', 'pic_id', 'is_internal', 'status', 'status_reason'] as const;

/** Fields sent as a single space when empty on create (spec 1 section 5). */
export const CLINIC_BLANK_AS_SPACE_FIELDS = [
  'services_offered',
  'payment_details',
  'account_name',
  'bank_name',
  'account_number',
  'IBAN_number',
] as const;

/** Register form defaults (spec 1 section 3). */
export const CLINIC_FLAG_DEFAULTS = {
  enable_online_pay: true,
  walkin_enabled: false,
  enable_clinic_pay: false,
  homecare_enabled: false,
} as const;

/** Query of the ADMIN list `GET clinic-read/clinics`; `tags` is a comma list of tag ids. */
export interface ClinicListQuery {
  page?: number;
  limit?: number;
  name?: string;
  city?: City;
  specialization?: Specialization;
  tags?: string;
  /** ADMIN's approval filter (issue 25); absent: every status. */
  status?: FacilityStatus;
}

/** A row of the v2 name search and of clinic search results. */
export interface ClinicSearchItem {
  sys_id: string;
  registered_clinic_name: string;
  registered_clinic_name_arabic?: string;
}
