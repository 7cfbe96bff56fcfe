import { object, string } from 'yup';
import type { MessageDescriptor } from './descriptor';
import { validateEmail } from './email.rule';
import { MESSAGES, withValues } from './messages';
import { TEXT_LIMITS } from './text-rules';
import { ruleTest, text } from './yup-rules';

export const REQUIRED_FIELDS: MessageDescriptor = MESSAGES.required;
export const INVALID_EMAIL: MessageDescriptor = MESSAGES.emailInvalid;

/** Body of `POST administrator-read/login`. */
export const loginSchema = object({
  email: text(TEXT_LIMITS.email).required(REQUIRED_FIELDS).test(ruleTest('email', validateEmail)),
  // Not trimmed, and no rule beyond a bound: a login only compares.
  password: string().required(REQUIRED_FIELDS).max(TEXT_LIMITS.password, withValues(MESSAGES.textTooLong, { max: TEXT_LIMITS.password })),
});
