import { useSyncExternalStore } from 'react';

/** How long "Snooze" keeps the New Order chime quiet. */
export const SNOOZE_MS = 15 * 60 * 1000;

const KEY = 'mk.orders.chimeQuietUntil';
/** Stored for "mute": quiet until unmuted (or the tab's session ends). */
const FOREVER = Number.MAX_SAFE_INTEGER;

const listeners = new Set<() => void>();

/*
 * Whether the New Order chime is muted or snoozed. Kept in sessionStorage: it holds across reloads
 * of this tab and ends with it, so the next session starts with the sound on (a pharmacy must not
 * miss orders because of yesterday's mute). The notifications show either way.
 */
function quietUntil(): number {
  try {
    return Number(sessionStorage.getItem(KEY)) || 0;
  } catch {
    return 0;
  }
}

function setQuietUntil(until: number): void {
  try {
    if (until) sessionStorage.setItem(KEY, String(until));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: nothing to remember, the sound stays on.
  }
  listeners.forEach((listener) => listener());
}

export type ChimeState = 'on' | 'snoozed' | 'muted';

export function chimeState(now = Date.now()): ChimeState {
  const until = quietUntil();
  if (until === FOREVER) return 'muted';
  return until > now ? 'snoozed' : 'on';
}

export const isChimeQuiet = () => chimeState() !== 'on';
export const muteChime = () => setQuietUntil(FOREVER);
export const snoozeChime = (now = Date.now()) => setQuietUntil(now + SNOOZE_MS);
export const unmuteChime = () => setQuietUntil(0);

/** The chime's state for a control; a snooze that ran out reads 'on' at the next change or render. */
export function useChimeState(): ChimeState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => chimeState(),
  );
}
