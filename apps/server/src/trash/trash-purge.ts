import type { FastifyInstance } from 'fastify';
import { purgeTrash } from './trash.service';

/** How often the Trash is purged of entries whose TRASH_DAYS are over. */
export const TRASH_PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The Trash's purge job, one per server process: once when the app is ready, then every hour. The
 * timer never keeps the process alive (unref) and stops as soon as the close begins; a purge in
 * flight is waited for before the database closes. Purging is idempotent (an entry is marked once),
 * so several processes on one database may run it alike. A purge that fails is logged and tried
 * again at the next tick.
 */
export function scheduleTrashPurge(app: FastifyInstance, everyMs: number = TRASH_PURGE_EVERY_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= purgeTrash(app.db, new Date())
      .then((purged) => {
        if (purged > 0) app.log.info({ purged }, 'trash: entries purged');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'trash: purge failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
