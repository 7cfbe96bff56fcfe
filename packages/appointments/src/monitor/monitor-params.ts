import { isCalendarDate } from '@mk/validators';

// The monitor reads its date with the shared calendar rule, so it refuses what every form refuses.
export { isCalendarDate };

export interface MonitorParams {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The clinic the URL names, if any; the page falls back to the first clinic. */
  clinic?: string;
}

/**
 * The monitored day and clinic as the URL carries them (`?date=2024-05-06&clinic=...`), so a day
 * can be bookmarked, shared and restored with Back. A missing or impossible date means today.
 */
export function readMonitorParams(params: URLSearchParams, today: string): MonitorParams {
  const date = params.get('date');
  const clinic = params.get('clinic')?.trim();
  return { date: isCalendarDate(date) ? date : today, clinic: clinic || undefined };
}

export function monitorParams({ date, clinic }: MonitorParams): URLSearchParams {
  const params = new URLSearchParams({ date });
  if (clinic) params.set('clinic', clinic);
  return params;
}
