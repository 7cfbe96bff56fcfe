import type { NewPhysicianRow } from '../db/schema';
import { validatePassword } from '@mk/validators';
import { apiError, BadRequestError } from '../http/errors';
import { validationError } from '../http/validate';
import type { Body, NotNullKeys } from '../kit/entity-write';

const FEES = new Set(['consultation_fees', 'walkin_fees', 'homecare_fees']);

/** Columns with a default that cannot be empty: a `null` for them in a PATCH leaves the stored value. */
export const PHYSICIAN_KEEP_ON_NULL: readonly NotNullKeys<NewPhysicianRow>[] = [
  'consultation_fees',
  'walkin_fees',
  'homecare_fees',
  'app_access',
  'audio_enabled',
  'text_enabled',
  'video_enabled',
  'walkin_enabled',
  'homecare_enabled',
  'uc_enabled',
  'mr_enabled',
];

/** Spec 1 section 5: an empty fee is dropped from the payload (it keeps its stored value, or the default 0 on create). */
export const isBlankFee = (key: string, value: unknown) => FEES.has(key) && typeof value === 'string' && value.trim() === '';

/**
 * The password of a body, if one was sent (an empty one is none), by the rule the forms apply
 * (validatePassword: 8 characters, not only spaces, not a common password). Checked here because
 * the password stays apart from the stored record the update schema sees.
 */
export function passwordOf(body: Body): string | undefined {
  const value = body.password;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new BadRequestError(apiError('physician.password_invalid'));
  if (value.length > 200) throw new BadRequestError(apiError('physician.password_too_long'));
  const weak = validatePassword(value);
  if (weak) throw validationError(weak);
  return value;
}
