import { STAFF_PASSWORD_MIN } from '@mk/contracts';
import { MESSAGES, validateStaffPassword, type MessageDescriptor } from '@mk/validators';

export interface PasswordValues {
  current: string;
  password: string;
  confirm: string;
}
export type PasswordField = keyof PasswordValues;
export type PasswordErrors = Partial<Record<PasswordField, MessageDescriptor>>;

const own = (id: string): MessageDescriptor => ({ id: `session.password.${id}`, defaultMessage: id });

/**
 * The staff password rule the server applies (validateStaffPassword: length, the common list and,
 * when the e-mail is known, its name part), a confirmation that matches, and the current password
 * when `withCurrent` (a change of one's own).
 */
export function checkPasswords(values: PasswordValues, { email, withCurrent }: { email?: string; withCurrent: boolean }): PasswordErrors {
  const errors: PasswordErrors = {};
  if (withCurrent && !values.current) errors.current = own('currentRequired');
  const rule = values.password ? validateStaffPassword(values.password, email) : MESSAGES.required;
  if (rule) errors.password = rule;
  else if (values.confirm !== values.password) errors.confirm = own('mismatch');
  return errors;
}

export const PASSWORD_RULE_VALUES = { min: STAFF_PASSWORD_MIN };
