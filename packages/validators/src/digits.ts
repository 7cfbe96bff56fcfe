// Arabic-Indic (U+0660..U+0669) and Extended Arabic-Indic / Persian (U+06F0..U+06F9) digits.
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Replaces Arabic-Indic digits with Western ones: toWesternDigits('٠٥٠١٢') === '05012'. */
export function toWesternDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * A Saudi mobile number as the patient upload sends it: '0' plus its last 9 digits, so
 * '+966 50 123 4567', '00966501234567', '966501234567' and '٠٥٠١٢٣٤٥٦٧' all give '0501234567'.
 * Anything that is not a digit is dropped first; a value with fewer than 9 digits keeps what it has.
 */
export function normalizeSaudiMobile(phone: string): string {
  const digits = toWesternDigits(phone).replace(/\D/g, '');
  return `0${digits.slice(-9)}`;
}

/** Western digits, without the spaces and dashes people type inside phone numbers. */
export function compactPhone(phone: string): string {
  return toWesternDigits(phone).replace(/[\s-]/g, '');
}
