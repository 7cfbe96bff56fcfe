import { ROLES, STAFF_PASSWORD_MIN } from '@mk/contracts';
import { array, mixed, object, string, type InferType } from 'yup';
import type { MessageDescriptor } from './descriptor';
import { validateEmail } from './email.rule';
import { MESSAGES, withValues } from './messages';
import { COMMON_PASSWORDS } from './password.rule';
import { TEXT_LIMITS } from './text-rules';
import { requiredName, ruleTest, text } from './yup-rules';

/** A staff name passes the name rule at 2 ('Ali' is a name; 'Al' is not). */
export const STAFF_NAME_MIN = 2;
/** At most this many facilities of one kind in one assignment (far more than one person runs). */
export const STAFF_FACILITIES_MAX = 200;
/** The e-mail's name part is checked only from this length on ('al@…' would refuse too much). */
const EMAIL_NAME_MIN = 3;

const REQUIRED = MESSAGES.required;

/** The part of an e-mail before '@', lower case; empty when there is none worth checking. */
function emailName(email: unknown): string {
  if (typeof email !== 'string') return '';
  const name = email.trim().split('@')[0]?.toLowerCase() ?? '';
  return name.length >= EMAIL_NAME_MIN ? name : '';
}

/** Length and the common list: the part of the staff rule that does not need the e-mail. */
function validateStaffPasswordShape(value: unknown): MessageDescriptor | undefined {
  // Only a truly empty value is "no password" (the schema requires it); one of spaces is too short.
  if (value === undefined || value === null || value === '' || typeof value !== 'string') return undefined;
  if (value.trim().length < STAFF_PASSWORD_MIN) return withValues(MESSAGES.passwordTooShort, { min: STAFF_PASSWORD_MIN });
  if (value.length > TEXT_LIMITS.password) return withValues(MESSAGES.textTooLong, { max: TEXT_LIMITS.password });
  return COMMON_PASSWORDS.has(value.trim().toLowerCase()) ? MESSAGES.passwordCommon : undefined;
}

/**
 * A staff password (issue 25): at least STAFF_PASSWORD_MIN characters besides surrounding spaces, at
 * most TEXT_LIMITS.password, not a common password, and not holding the e-mail's name part
 * (case-insensitive, when that part has 3 characters or more): 'ahmed.k@clinic.sa' may not choose
 * 'Ahmed.K-2026!'. The same rule runs in the forms and on the server.
 */
export function validateStaffPassword(password: unknown, email: unknown): MessageDescriptor | undefined {
  const shape = validateStaffPasswordShape(password);
  if (shape || typeof password !== 'string') return shape;
  const name = emailName(email);
  return name && password.toLowerCase().includes(name) ? MESSAGES.passwordContainsEmail : undefined;
}

const facilityIds = array(string().strict().uuid(MESSAGES.staffFacilityIdInvalid).required(MESSAGES.staffFacilityIdInvalid))
  .max(STAFF_FACILITIES_MAX, withValues(MESSAGES.listTooLong, { max: STAFF_FACILITIES_MAX }))
  .optional();

const role = mixed<(typeof ROLES)[number]>().oneOf([...ROLES], MESSAGES.staffRoleInvalid);

const staffName = requiredName(STAFF_NAME_MIN, REQUIRED);

/** Body of `POST administrator-write/users` and the Users form's create. */
export const staffUserCreateSchema = object({
  name: staffName,
  email: text(TEXT_LIMITS.email).required(REQUIRED).test(ruleTest('email', validateEmail)),
  role: role.required(REQUIRED),
  clinic_ids: facilityIds,
  pharmacy_ids: facilityIds,
  center_ids: facilityIds,
});

/** Body of `PATCH administrator-write/users/{id}`: any of name, role and the facility lists, at least one. */
export const staffUserUpdateSchema = object({
  name: staffName.optional().default(undefined),
  role: role.optional(),
  clinic_ids: facilityIds,
  pharmacy_ids: facilityIds,
  center_ids: facilityIds,
})
  .typeError(MESSAGES.staffNothingToChange)
  .test('something to change', MESSAGES.staffNothingToChange, (user) =>
    [user?.name, user?.role, user?.clinic_ids, user?.pharmacy_ids, user?.center_ids].some((value) => value !== undefined),
  );

const password = string()
  .required(REQUIRED)
  .test(ruleTest('password', validateStaffPasswordShape));

/**
 * Body of `POST administrator-read/set-password`. The token's account (and so its e-mail) is unknown
 * here: the server applies validateStaffPassword with the account's e-mail once it finds the token.
 */
export const setPasswordSchema = object({
  token: text(TEXT_LIMITS.short).required(REQUIRED),
  password,
});

/** Body of `POST administrator-write/me/password`: the current password only compares (a bound, no rule). */
export const changePasswordSchema = object({
  current_password: string().required(REQUIRED).max(TEXT_LIMITS.password, withValues(MESSAGES.textTooLong, { max: TEXT_LIMITS.password })),
  new_password: password,
});

export type StaffUserCreateInput = InferType<typeof staffUserCreateSchema>;
export type StaffUserUpdateInput = InferType<typeof staffUserUpdateSchema>;
export type SetPasswordInput = InferType<typeof setPasswordSchema>;
export type ChangePasswordInput = InferType<typeof changePasswordSchema>;

/*
 * The second factor (issue 25). A code is a TOTP code (6 digits) or a recovery code; the server tells
 * them apart, so the form takes either in one field. Spaces and dashes are the user's, not the code's.
 */
const twoFactorCode = text(TEXT_LIMITS.code).required(REQUIRED);

/** Body of `POST administrator-write/me/two-factor/confirm`. */
export const twoFactorConfirmSchema = object({ code: twoFactorCode });

/** Body of `POST administrator-read/login/two-factor` and `.../login/two-factor/confirm`. */
export const twoFactorLoginSchema = object({ challenge: text(TEXT_LIMITS.long).required(REQUIRED), code: twoFactorCode });

/** Body of `POST administrator-read/login/two-factor/setup` (REQUIRE_ADMIN_2FA's enrolment at sign-in). */
export const twoFactorChallengeSchema = object({ challenge: text(TEXT_LIMITS.long).required(REQUIRED) });

/** Body of `POST administrator-write/me/two-factor/disable`. */
export const twoFactorDisableSchema = object({
  current_password: string().required(REQUIRED).max(TEXT_LIMITS.password, withValues(MESSAGES.textTooLong, { max: TEXT_LIMITS.password })),
  code: twoFactorCode,
});
