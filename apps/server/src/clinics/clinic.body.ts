import type { NewClinicRow } from '../db/schema';
import { apiError, BadRequestError } from '../http/errors';
import type { Body, NotNullKeys } from '../kit/entity-write';

/** Columns with a default that cannot be empty: a `null` for them in a PATCH leaves the stored value. */
export const CLINIC_KEEP_ON_NULL: readonly NotNullKeys<NewClinicRow>[] = [
  'facility_type',
  'walkin_enabled',
  'enable_clinic_pay',
  'enable_online_pay',
  'homecare_enabled',
  'same_day_booking',
];

/** `is_internal` is no field of the shared schema: only an ADMIN sets it, checked here. */
export function isInternalFlag(body: Body): boolean | undefined {
  const value = body.is_internal;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new BadRequestError(apiError('clinic.is_internal_invalid'));
  return value;
}
