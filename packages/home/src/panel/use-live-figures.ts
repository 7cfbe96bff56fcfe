import { useEffect, useRef } from 'react';
import { HOME_CHANGED_EVENT } from '@mk/contracts';
import { useGetHomeFiguresQuery } from '@mk/api';
import { onRealtimeEvent } from '@mk/session';
import { throttle } from './throttle';

/** At most one refetch per this many milliseconds, however many events arrive. */
export const REFETCH_GAP_MS = 2000;

/**
 * The caller's Home figures, asked on every visit and again when the server says they changed
 * (`home_changed`, and the other `events` given: a pharmacy's `new_order`), when the tab becomes
 * visible again (events may have been missed while the browser slept), never more than once per
 * REFETCH_GAP_MS. Nothing polls.
 */
export function useLiveHomeFigures(events: readonly string[] = []) {
  const figures = useGetHomeFiguresQuery(undefined, { refetchOnMountOrArgChange: true });
  const refetch = useRef(figures.refetch);
  useEffect(() => {
    refetch.current = figures.refetch;
  }, [figures.refetch]);

  const heard = [HOME_CHANGED_EVENT, ...events].join(' ');
  useEffect(() => {
    const again = throttle(() => void refetch.current(), REFETCH_GAP_MS);
    const stops = heard.split(' ').map((event) => onRealtimeEvent(event, again.ask));
    const onVisibility = () => {
      if (document.visibilityState === 'visible') again.ask();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stops.forEach((stop) => stop());
      document.removeEventListener('visibilitychange', onVisibility);
      again.cancel();
    };
  }, [heard]);

  return figures;
}
