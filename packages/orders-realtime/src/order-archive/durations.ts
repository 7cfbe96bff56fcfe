import type { IntlShape } from 'react-intl';

/** Whole minutes from one moment to the next; undefined when either is missing or the order is reversed. */
export function minutesBetween(start: string | null | undefined, end: string | null | undefined): number | undefined {
  if (!start || !end) return undefined;
  const ms = new Date(end).getTime() - new Date(start).getTime();
  return Number.isFinite(ms) && ms >= 0 ? Math.floor(ms / 60_000) : undefined;
}

/** '< 1 min', '3 min', '2 h', '1 h 20 min' in the user's language. */
export function formatDuration(intl: IntlShape, minutes: number): string {
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `orders.archive.duration.${id}` }, values);
  if (minutes < 1) return t('underMinute');
  if (minutes < 60) return t('minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t('hours', { hours }) : t('hoursMinutes', { hours, minutes: rest });
}
