import type { MessageDescriptor } from './descriptor';
import { asText, isEmpty } from './empty';
import { MESSAGES } from './messages';

// The widely used "standard" pattern: a local part (dot-separated atoms or a quoted string), '@',
// then an IPv4 literal or dot-separated labels ending in a top-level domain of 2+ letters.
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** Spec 1 section 5, email: 'Invalid Email' unless the standard pattern matches. Empty passes. */
export function validateEmail(value: unknown): MessageDescriptor | undefined {
  if (isEmpty(value)) return undefined;
  return EMAIL.test(asText(value)) ? undefined : MESSAGES.emailInvalid;
}
