import type { MessageDescriptor } from './descriptor';
import { MESSAGES, withValues } from './messages';
import { TEXT_LIMITS } from './text-rules';

export const PASSWORD_MIN = 8;

/**
 * Passwords people pick first, lower case (the check ignores case). A short list on purpose: it
 * stops the guesses a brake lets through first, without a download of breached lists.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12341234', '11111111', '00000000', '87654321', '11223344', '12121212', '66666666',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'qwertyui', 'qwerty12', 'qwerty123',
  'qwertyuiop', 'asdfghjk', 'asdf1234', 'zxcvbnm1', '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'abcd1234', 'abc12345', 'abcdefgh',
  'iloveyou', 'welcome1', 'welcome123', 'letmein1', 'changeme', 'admin123', 'administrator', 'secret123', 'sunshine', 'princess',
  'football', 'baseball', 'superman', 'trustno1', 'whatever', 'computer', 'internet', 'starwars', 'master12', 'doctor123',
]);

/**
 * A physician's app password (issue 10): at least 8 characters not counting surrounding spaces
 * ('Password must be at least 8 characters'), at most 200, and not one of the common passwords
 * ('This password is too common; choose another'). Empty and non-text pass: whether one is required is the schema's.
 */
export function validatePassword(value: unknown): MessageDescriptor | undefined {
  // Only a truly empty value is "no password": one of spaces is a (too short) password.
  if (value === undefined || value === null || value === '' || typeof value !== 'string') return undefined;
  if (value.trim().length < PASSWORD_MIN) return withValues(MESSAGES.passwordTooShort, { min: PASSWORD_MIN });
  if (value.length > TEXT_LIMITS.password) return withValues(MESSAGES.textTooLong, { max: TEXT_LIMITS.password });
  return COMMON_PASSWORDS.has(value.trim().toLowerCase()) ? MESSAGES.passwordCommon : undefined;
}
