import type { MessageDescriptor } from './descriptor';
import { asText, isEmpty } from './empty';
import { MESSAGES } from './messages';

/**
 * An optional http(s) scheme, then a host of dot-separated labels ending in a top-level domain of
 * 2+ letters, then an optional port and path: 'clinic.sa', 'www.clinic.com.sa',
 * 'https://clinic.sa/ar?x=1'; not 'clinic', 'ftp://clinic.sa' nor 'http://'.
 */
const WEBSITE =
  /^(https?:\/\/)?([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}(:\d{1,5})?([/?#][^\s]*)?$/;

/** Spec 1 section 5, website: else 'Invalid website'. Empty passes. */
export function validateWebsite(value: unknown): MessageDescriptor | undefined {
  if (isEmpty(value)) return undefined;
  return WEBSITE.test(asText(value)) ? undefined : MESSAGES.websiteInvalid;
}
