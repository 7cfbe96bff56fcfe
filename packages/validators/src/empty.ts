/** Empty values pass the shared rules: required-ness is checked separately. */
export function isEmpty(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function asText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : String(value);
}
