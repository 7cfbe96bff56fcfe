import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Milliseconds since the epoch, now. */
export type Now = () => number;

const ClockContext = createContext<Now>(() => Date.now());

/**
 * The time the Appointments pages read (today's date, gone slots, the no-show window). The shell
 * uses the real clock; tests pass their own `now` to control time without faking timers.
 */
export function ClockProvider({ now, children }: { now: Now; children: ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

export function useClock(): Now {
  return useContext(ClockContext);
}

/** The current time, read again every `intervalMs` so what depends on it changes by itself. */
export function useNow(intervalMs = 1000): number {
  const clock = useClock();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    setNow(clock());
    const timer = setInterval(() => setNow(clock()), intervalMs);
    return () => clearInterval(timer);
  }, [clock, intervalMs]);
  return now;
}
