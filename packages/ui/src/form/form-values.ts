/** Empty form values: every text '' and every flag false, before a form's own defaults. */
export function blankValues<T extends string, F extends string>(texts: readonly T[], flags: readonly F[]): Record<T, string> & Record<F, boolean> {
  return { ...Object.fromEntries(texts.map((field) => [field, ''])), ...Object.fromEntries(flags.map((field) => [field, false])) } as Record<T, string> &
    Record<F, boolean>;
}

/**
 * A stored record as form values over `defaults`: a missing or null text becomes '', a number its
 * text (inputs hold strings), and a flag is on only when it is `true`.
 */
export function valuesFromRecord<V extends object>(record: object, texts: readonly (keyof V & string)[], flags: readonly (keyof V & string)[], defaults: V): V {
  const source = record as Record<string, unknown>;
  const values = { ...defaults } as Record<string, unknown>;
  for (const field of texts) values[field] = source[field] === null || source[field] === undefined ? '' : String(source[field]);
  for (const field of flags) values[field] = source[field] === true;
  return values as V;
}
