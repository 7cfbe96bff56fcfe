import type { PhysicianCreate, PhysicianUpdate } from '@mk/contracts';
import { toNonNegativeNumber, toTitleCase } from '@mk/validators';
import { FEE_FIELDS, NUMBER_FIELDS, PHYSICIAN_FLAG_FIELDS, PHYSICIAN_TEXT_FIELDS, type PhysicianFormValues, type PhysicianTextField } from './physician-form.values';

type Payload = Record<string, unknown>;

const NUMBERS: readonly string[] = NUMBER_FIELDS;
/** Spec 1 section 5: an empty phone and empty fees are removed from the payload (the server keeps 0 or the stored value). */
const DROPPED_WHEN_EMPTY: readonly string[] = ['phone', 'password', ...FEE_FIELDS];

/** A typed value as sent: names in title case, numbers as numbers ('١٥٠' -> 150), the password as typed. */
function sent(field: PhysicianTextField, raw: string): unknown {
  if (field === 'password') return raw;
  const value = raw.trim();
  if (field === 'name') return toTitleCase(value);
  if (NUMBERS.includes(field)) return toNonNegativeNumber(value) ?? value;
  return value;
}

const flagsOf = (values: PhysicianFormValues): Payload => Object.fromEntries(PHYSICIAN_FLAG_FIELDS.map((field) => [field, values[field]]));

/**
 * Register payload (spec 1 section 5): every filled field and every flag; the name in title case
 * ('sara AHMED' -> 'Sara Ahmed'); empty values are left out, so the server applies its defaults.
 */
export function createPayload(values: PhysicianFormValues): Partial<PhysicianCreate> {
  const payload: Payload = {};
  for (const field of PHYSICIAN_TEXT_FIELDS) {
    if (values[field].trim() !== '') payload[field] = sent(field, values[field]);
  }
  return { ...payload, ...flagsOf(values) } as Partial<PhysicianCreate>;
}

/**
 * Update payload (spec 1 section 5): the form's fields only, so timestamps, id, sys_id and clinic
 * are never sent. An empty phone, fee or password is left out (the stored one stays); another
 * emptied field is sent empty, which clears it; an empty avatar gets `defaultAvatar`.
 */
export function updatePayload(values: PhysicianFormValues, defaultAvatar: string): PhysicianUpdate & { password?: string } {
  const payload: Payload = {};
  for (const field of PHYSICIAN_TEXT_FIELDS) {
    const empty = values[field].trim() === '';
    if (empty && DROPPED_WHEN_EMPTY.includes(field)) continue;
    payload[field] = empty ? '' : sent(field, values[field]);
  }
  if (payload.avatar === '') payload.avatar = defaultAvatar;
  return { ...payload, ...flagsOf(values) } as PhysicianUpdate & { password?: string };
}
