import type { HomeFigures } from '@mk/contracts';
import { isAdmin } from '../auth/policy';
import type { AuthUser } from '../fastify-augment';

/**
 * One computation of a Home at a time per reader, in a server process, shared by the requests that
 * arrive while it runs. Every ADMIN reads the same figures, and each `home_changed` makes every open
 * Home of a reader ask at once; under load a Home's dozen counts then run once for all of them
 * rather than once each. Nothing is kept once the computation ends, so a read is never older than
 * the computation it joined; and every accepted write forgets the running ones (installHomeSignals)
 * before its `home_changed` goes out, so the read that signal prompts starts afresh.
 */
export interface SharedHomeReads {
  read(user: AuthUser, compute: () => Promise<HomeFigures>): Promise<HomeFigures>;
  /** The computations running now are joined by no one else. */
  forgetAll(): void;
}

/** ADMIN's figures are everyone's of that role; a PIC's are their own. */
const readerOf = (user: AuthUser) => (isAdmin(user) ? 'ADMIN' : `user:${user.sys_id}`);

export function sharedHomeReads(): SharedHomeReads {
  const running = new Map<string, Promise<HomeFigures>>();
  return {
    read(user, compute) {
      const reader = readerOf(user);
      const joined = running.get(reader);
      if (joined) return joined;
      const started = compute().finally(() => {
        if (running.get(reader) === started) running.delete(reader);
      });
      running.set(reader, started);
      return started;
    },
    forgetAll: () => running.clear(),
  };
}
