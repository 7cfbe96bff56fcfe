import { clinicCreateSchema } from '@mk/validators';
import type { ClinicRow } from '../db/schema';
import { BadRequestError } from '../http/errors';

/**
 * The fields a client may write: the shared schema's own. Anything else in a body (sys_id, id,
 * createdAt, updatedAt, deleted_at, unknown keys) is ignored. `pic_id` and `is_internal` are
 * handled apart, by the ownership rules.
 */
export const CLINIC_BODY_FIELDS = Object.keys(clinicCreateSchema.fields).filter((key) => key !== 'pic_id');

/** Derived by the server from `specialization` (the label map), never taken from a body. */
export const DERIVED_FIELDS = new Set(['specialization_arabic']);

/** Columns that cannot be empty: a `null` for them in a PATCH leaves the stored value. */
const NOT_NULL_FIELDS = new Set([
  'facility_type',
  'walkin_enabled',
  'enable_clinic_pay',
  'enable_online_pay',
  'homecare_enabled',
  'same_day_booking',
]);

export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestError('Send the clinic as a JSON object');
  }
  return body as Record<string, unknown>;
}

/** The writable fields present in a body; `null` is kept (on update it clears the field). */
export function writableFields(body: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of CLINIC_BODY_FIELDS) {
    if (DERIVED_FIELDS.has(key) || body[key] === undefined) continue;
    if (body[key] === null && NOT_NULL_FIELDS.has(key)) continue;
    picked[key] = body[key];
  }
  return picked;
}

/** Drops null values: to the shared schema a field is either there or missing. */
export function withoutNulls(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
}

/** The stored clinic as schema input, so a partial PATCH is validated as the whole record. */
export function storedAsInput(row: ClinicRow): Record<string, unknown> {
  const input: Record<string, unknown> = { pic_id: row.pic_id };
  for (const key of CLINIC_BODY_FIELDS) input[key] = row[key as keyof ClinicRow];
  return withoutNulls(input);
}

export function isInternalFlag(body: Record<string, unknown>): boolean | undefined {
  const value = body.is_internal;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new BadRequestError('is_internal must be true or false');
  return value;
}
