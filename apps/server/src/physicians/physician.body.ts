import { physicianCreateSchema } from '@mk/validators';
import type { PhysicianRow } from '../db/schema';
import { BadRequestError } from '../http/errors';

/**
 * The fields a client may write: the shared schema's own, less `password` (hashed apart) and
 * `path` (made unique apart). Anything else in a body (sys_id, id, clinic, timestamps,
 * password_hash, deleted_at, unknown keys) is ignored.
 */
export const PHYSICIAN_BODY_FIELDS = Object.keys(physicianCreateSchema.fields).filter((key) => key !== 'password' && key !== 'path');

const FEES = new Set(['consultation_fees', 'walkin_fees', 'homecare_fees']);

/** Columns that cannot be empty: a `null` for them in a PATCH leaves the stored value. */
const NOT_NULL_FIELDS = new Set([
  ...FEES,
  'app_access',
  'audio_enabled',
  'text_enabled',
  'video_enabled',
  'walkin_enabled',
  'homecare_enabled',
  'uc_enabled',
  'mr_enabled',
]);

export const isNotNullField = (key: string) => NOT_NULL_FIELDS.has(key);

export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestError('Send the physician as a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * The writable fields present in a body. Spec 1 section 5: an empty fee is dropped from the
 * payload (so it keeps its stored value, or the default 0 on create); `null` elsewhere is kept
 * (on update it clears an optional field).
 */
export function writableFields(body: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of PHYSICIAN_BODY_FIELDS) {
    const value = body[key];
    if (value === undefined) continue;
    if (value === null && NOT_NULL_FIELDS.has(key)) continue;
    if (FEES.has(key) && typeof value === 'string' && value.trim() === '') continue;
    picked[key] = value;
  }
  return picked;
}

/** Drops null values: to the shared schema a field is either there or missing. */
export function withoutNulls(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
}

/** The stored physician as schema input, so a partial PATCH is validated as the whole record. */
export function storedAsInput(row: PhysicianRow): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of PHYSICIAN_BODY_FIELDS) input[key] = row[key as keyof PhysicianRow];
  return withoutNulls(input);
}

/** A validated value as its column holds it: empty text is no value. */
export function columnValue(value: unknown): unknown {
  if (value === undefined || (typeof value === 'string' && value === '')) return null;
  return value;
}

/** The password of a body, if one was sent (a blank one is none). */
export function passwordOf(body: Record<string, unknown>): string | undefined {
  const value = body.password;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new BadRequestError('password must be text');
  if (value.length > 200) throw new BadRequestError('password must be at most 200 characters');
  return value;
}
