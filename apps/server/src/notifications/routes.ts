import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { NotificationSentSchema, RowsPageSchema, SentNotificationSchema } from '@mk/contracts';
import { notificationSchema } from '@mk/validators';
import { currentUser, roles } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { replies } from '../openapi/reply-schemas';
import { realtimeNotificationProvider } from './notification-provider';
import { NotificationWorker } from './notification-worker';
import { listSentNotifications } from './notifications.repository';
import { SENT_MESSAGE, sendNotification } from './notifications.service';

const ADMIN = { access: roles('ADMIN') };
const LIST_PAGE = { limit: 10, maxLimit: 100 };
const pageQuery = Type.Object({
  page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
  limit: Type.Optional(Type.String({ description: 'Items per page (default 10, at most 100)' })),
});
const SEND_SUMMARY = {
  stored: "ADMIN sends a notification to every patient or, as a test, to one; it is kept in its audience's notification center and delivered in the background",
  notStored: 'ADMIN sends a notification to every patient or, as a test, to one, without keeping it in the notification center; delivered in the background',
};

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
export async function notificationsRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const worker = new NotificationWorker(app.db, realtimeNotificationProvider(app.realtime, app.log), app.log);
  workers.set(app.server, worker);
  app.addHook('onReady', async () => worker.start());
  // As soon as the close begins (not after the server has drained): the batch in hand commits
  // before the database is closed, and no new batch starts.
  app.addHook('preClose', async () => worker.stop());

  for (const [path, stored] of [['/notification-write', true], ['/notification-write/sendToAll', false]] as const) {
    const schema = { summary: stored ? SEND_SUMMARY.stored : SEND_SUMMARY.notStored, response: replies({ 201: NotificationSentSchema }) };
    app.post(path, { config: { ...ADMIN, bodyRules: notificationSchema }, schema }, async (request, reply) => {
      const sent = await sendNotification(app.db, request, currentUser(request), request.body, stored, new Date());
      worker.wake();
      return reply.status(201).send(ok(stored ? SENT_MESSAGE.stored : SENT_MESSAGE.notStored, sent));
    });
  }

  app.get(
    '/notification-read',
    {
      config: ADMIN,
      schema: {
        summary: "ADMIN's Notification Center: every notification sent, newest first, with how far each is delivered (10 a page, limit at most 100)",
        querystring: pageQuery,
        response: replies({ 200: RowsPageSchema(SentNotificationSchema) }),
      },
    },
    async (request) => ok('Notifications', await listSentNotifications(app.db, readPage(request.query, LIST_PAGE))),
  );
}
