import { useEffect, useState } from 'react';

/** 'mm:ss' of a number of whole seconds (never below 00:00): 299 -> '04:59'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

export interface Countdown {
  /** Whole seconds left (0 once the window is closed). */
  secondsLeft: number;
  /** 'mm:ss'. */
  text: string;
  closed: boolean;
}

const remaining = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * The five-minute offer window of an order, counted down once a second on the local clock.
 * The server says how many seconds were left when it answered (`seconds_left`); the deadline is
 * fixed when that number is first seen, so a client clock that is off by minutes does not matter,
 * and a fresher reply (a refetch) moves the deadline to its own figure.
 */
export function useCountdown(secondsLeft: number): Countdown {
  const [deadline, setDeadline] = useState(() => Date.now() + secondsLeft * 1000);
  const [seen, setSeen] = useState(secondsLeft);
  if (seen !== secondsLeft) {
    // A new figure from the server: adjust during render (no effect, no stale frame).
    setSeen(secondsLeft);
    setDeadline(Date.now() + secondsLeft * 1000);
  }
  const [left, setLeft] = useState(() => remaining(deadline));

  useEffect(() => {
    setLeft(remaining(deadline));
    if (remaining(deadline) === 0) return;
    const timer = setInterval(() => {
      const now = remaining(deadline);
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return { secondsLeft: left, text: formatCountdown(left), closed: left === 0 };
}
