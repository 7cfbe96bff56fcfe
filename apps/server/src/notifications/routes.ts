import type { FastifyInstance } from 'fastify';
import { currentUser, roles } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { realtimeNotificationProvider } from './notification-provider';
import { NotificationWorker } from './notification-worker';
import { listSentNotifications } from './notifications.repository';
import { SENT_MESSAGE, sendNotification } from './notifications.service';

const ADMIN = { config: { access: roles('ADMIN') } };
const LIST_PAGE = { limit: 10, maxLimit: 100 };

/** Each app's worker, keyed by its HTTP server (one per app, seen alike from every plugin context). */
const workers = new WeakMap<object, NotificationWorker>();

/** The background sender of an app: tests stop it when its writes would be mistaken for a request's. */
export function notificationWorkerOf(app: FastifyInstance): NotificationWorker | undefined {
  return workers.get(app.server);
}

/**
 * Notifications (spec 2, Send Notification and Notification Center), ADMIN only. A send answers at
 * once; this process's worker delivers it from the outbox in the background, and resumes any
 * delivery left unfinished when the server starts.
 */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const worker = new NotificationWorker(app.db, realtimeNotificationProvider(app.realtime, app.log), app.log);
  workers.set(app.server, worker);
  app.addHook('onReady', async () => worker.start());
  // As soon as the close begins (not after the server has drained): the batch in hand commits
  // before the database is closed, and no new batch starts.
  app.addHook('preClose', async () => worker.stop());

  for (const [path, stored] of [['/notification-write', true], ['/notification-write/sendToAll', false]] as const) {
    app.post(path, ADMIN, async (request, reply) => {
      const sent = await sendNotification(app.db, request, currentUser(request), request.body, stored, new Date());
      worker.wake();
      return reply.status(201).send(ok(stored ? SENT_MESSAGE.stored : SENT_MESSAGE.notStored, sent));
    });
  }

  app.get('/notification-read', ADMIN, async (request) => ok('Notifications', await listSentNotifications(app.db, readPage(request.query, LIST_PAGE))));
}
