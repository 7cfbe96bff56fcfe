import type { MessageDescriptor } from './descriptor';
import { MESSAGES, withValues } from './messages';

/**
 * How long each kind of text may be: what its column holds and its screen shows, with room to
 * spare. The spec sets no maximum; these keep a 900 kB "name" out of the lists.
 */
export const TEXT_LIMITS = {
  /** Person and clinic names, in either language. */
  name: 100,
  /** One-line text: branch, nationality, address parts, bank fields, sub-specialisation. */
  short: 200,
  /** Paragraphs: a clinic's bio, a physician's about, services, expertise. */
  long: 1000,
  /** Links: avatars, websites. */
  url: 500,
  /** Ids, license numbers, phone numbers, zip codes, coordinates. */
  code: 40,
  email: 254,
  password: 200,
} as const;

/** The biggest amount of money or minutes a number field takes (fees are SAR; the columns hold 10^10). */
export const NUMBER_LIMIT = 1_000_000;

/** C0 controls and DEL, except tab, line feed and carriage return (which paragraphs may hold). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Every C0 control: a one-line value holds none. */
// eslint-disable-next-line no-control-regex -- as above
const ANY_CONTROL = /[\u0000-\u001F\u007F]/;
/** Bidi embeddings, overrides and isolates (U+202A..U+202E, U+2066..U+2069): they make a name read differently than it is stored. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Markup brackets: no name needs them, and they are the first step of an injected tag. */
const MARKUP = /[<>]/;

/** True when a text holds a control character no field takes (NUL, bell, escape...). */
export const hasControlCharacter = (text: string) => CONTROL.test(text);
/** True when a text holds any C0 control or DEL, tab and line breaks included (a one-line value, a key). */
export const hasAnyControlCharacter = (text: string) => ANY_CONTROL.test(text);

/**
 * Any text field: control characters other than tab and line breaks are refused
 * ('Contains characters that are not allowed'); empty and non-text values are left to other rules.
 */
export function validateTextCharacters(value: unknown): MessageDescriptor | undefined {
  return typeof value === 'string' && CONTROL.test(value) ? MESSAGES.textInvalidChars : undefined;
}

/** Names: no control character at all, no bidi override or isolate, no `<` or `>`. */
export function validateNameCharacters(value: unknown): MessageDescriptor | undefined {
  if (typeof value !== 'string') return undefined;
  return ANY_CONTROL.test(value) || BIDI_CONTROL.test(value) || MARKUP.test(value) ? MESSAGES.textInvalidChars : undefined;
}

/** 'Must be at most {max} characters' for a text longer than `max`. */
export function validateTextLength(value: unknown, max: number): MessageDescriptor | undefined {
  return typeof value === 'string' && value.length > max ? withValues(MESSAGES.textTooLong, { max }) : undefined;
}
