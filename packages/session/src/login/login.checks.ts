import { loginSchema, validateWith, type FieldErrors } from '@mk/validators';
import type { Credentials } from '../login.thunk';

/**
 * The login form's checks: the shared loginSchema, loaded with the first keystroke rather than
 * with the page (yup is ≈ 12 kB of the login route's critical path, issue 11).
 */
export const checkLogin = (values: Credentials): Promise<FieldErrors> => validateWith(loginSchema, values);

/** The values as the server receives them (the schema trims the email). */
export const castLogin = (values: Credentials): Credentials => loginSchema.cast(values) as Credentials;
