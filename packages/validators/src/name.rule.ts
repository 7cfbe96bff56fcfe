import type { MessageDescriptor } from './descriptor';
import { asText, isEmpty } from './empty';
import { MESSAGES, withValues } from './messages';

/**
 * Spec 1 section 5, name: a non-empty value whose length (trimmed) is at most `min` fails with
 * 'Invalid, must be more than {min} characters'. validateName('Abcd', 4) fails; 'Abcde' passes.
 */
export function validateName(value: unknown, min: number): MessageDescriptor | undefined {
  if (isEmpty(value)) return undefined;
  return asText(value).length <= min ? withValues(MESSAGES.nameTooShort, { n: min }) : undefined;
}
