// Its own module without date-fns: the date inputs check days with it and should not load date-fns.

/** A real calendar date written 'YYYY-MM-DD' ('2024-02-29', not '2023-02-29' nor '2024-2-9'). */
export function isCalendarDate(value: string | null | undefined): value is string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  // setUTCFullYear keeps years below 100 as written (Date.UTC would read 0099 as 1999).
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
