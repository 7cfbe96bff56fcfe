import { CLINIC_BLANK_AS_SPACE_FIELDS, CLINIC_SERVER_FIELDS, type ClinicWrite } from '@mk/contracts';
import { isBlank } from '../clinic-text';

type Values = Record<string, unknown>;
const SPACE_FIELDS: readonly string[] = CLINIC_BLANK_AS_SPACE_FIELDS;

/**
 * Register payload (spec 1 section 5): empty values are dropped, except services_offered,
 * payment_details, account_name, bank_name, account_number and IBAN_number, sent as a single space.
 */
export function createPayload(values: Values): Partial<ClinicWrite> {
  const payload: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (SPACE_FIELDS.includes(key)) payload[key] = isBlank(value) ? ' ' : value;
    else if (!isBlank(value)) payload[key] = value;
  }
  for (const key of SPACE_FIELDS) if (!(key in payload)) payload[key] = ' ';
  return payload as Partial<ClinicWrite>;
}

/** Fields the server derives or keeps; an update never sends them. */
const NOT_SENT_ON_UPDATE: readonly string[] = [...CLINIC_SERVER_FIELDS, 'specialization_arabic', 'tags', 'deleted_at'];

/**
 * Update payload (spec 1 section 5): the server-managed fields (timestamps, ids, pic_id,
 * is_internal) are removed, an empty avatar gets `fallbackAvatar`, and empty values are dropped.
 */
export function updatePayload(values: Values, fallbackAvatar: string): Partial<ClinicWrite> {
  const payload: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (NOT_SENT_ON_UPDATE.includes(key) || isBlank(value)) continue;
    payload[key] = value;
  }
  if (isBlank(payload.avatar)) payload.avatar = fallbackAvatar;
  return payload as Partial<ClinicWrite>;
}
