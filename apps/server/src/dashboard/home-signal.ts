import { HOME_CHANGED_EVENT, type Role } from '@mk/contracts';
import type { Realtime } from '../realtime/realtime';

/** A room hears `home_changed` at most once in this time, per server process. */
export const HOME_SIGNAL_INTERVAL_MS = 1000;

/**
 * Tells Homes to ask for their figures again, coalesced per room: the first signal goes out at
 * once, and every signal during the next interval becomes ONE more `home_changed` at its end, so
 * the last change is always told but a burst of writes (a bulk import, a busy minute of orders)
 * costs each Home one read a second, not one per write.
 *
 * Worked example (interval 1 s): writes at 0 ms, 100 ms and 300 ms give events at 0 ms and
 * 1000 ms; a write at 1500 ms then gives one at 2000 ms (the second interval began at 1000 ms).
 */
export interface HomeSignal {
  toRole(role: Role): void;
  toUser(sysId: string): void;
  /** Drops what is held; nothing goes out after (the app is closing). */
  close(): void;
}

interface HeldRoom {
  timer: NodeJS.Timeout;
  /** A signal came while held: tell the room once more at the end. */
  again: boolean;
}

export function homeSignal(realtime: Pick<Realtime, 'emitToRole' | 'emitToUser'>, intervalMs = HOME_SIGNAL_INTERVAL_MS): HomeSignal {
  const held = new Map<string, HeldRoom>();
  let closed = false;

  function signal(room: string, emit: () => void): void {
    if (closed) return;
    const holding = held.get(room);
    if (holding) {
      holding.again = true;
      return;
    }
    emit();
    const entry: HeldRoom = {
      again: false,
      timer: setTimeout(() => {
        held.delete(room);
        if (entry.again) signal(room, emit);
      }, intervalMs),
    };
    // A held signal never keeps the process alive; close() clears it anyway.
    entry.timer.unref();
    held.set(room, entry);
  }

  return {
    toRole: (role) => signal(`role:${role}`, () => realtime.emitToRole(role, HOME_CHANGED_EVENT, {})),
    toUser: (sysId) => signal(`user:${sysId}`, () => realtime.emitToUser(sysId, HOME_CHANGED_EVENT, {})),
    close() {
      closed = true;
      for (const { timer } of held.values()) clearTimeout(timer);
      held.clear();
    },
  };
}
