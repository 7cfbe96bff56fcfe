import { object, string } from 'yup';
import type { MessageDescriptor } from './descriptor';
import { validateEmail } from './email.rule';
import { MESSAGES } from './messages';
import { ruleTest } from './yup-rules';

export const REQUIRED_FIELDS: MessageDescriptor = MESSAGES.required;
export const INVALID_EMAIL: MessageDescriptor = MESSAGES.emailInvalid;

/** Body of `POST administrator-read/login`. */
export const loginSchema = object({
  email: string().trim().required(REQUIRED_FIELDS).test(ruleTest('email', validateEmail)),
  password: string().required(REQUIRED_FIELDS),
});
