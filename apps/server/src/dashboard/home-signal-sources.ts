import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { onAppointmentActivity } from '../appointments/appointment-status.service';
import { preparedPerDatabase } from '../db/prepared';
import { orderRecipients, pharmacies } from '../db/schema';
import { onOrderActivity, type OrderActivity } from '../orders/order-events';
import { homeSignal, type HomeSignal } from './home-signal';
import type { SharedHomeReads } from './shared-home-reads';

/*
 * What tells a Home its figures may have changed (`home_changed`, coalesced by home-signal.ts):
 * - every accepted write through the API: ADMIN's Home counts everything, and the writer's own
 *   Home (a PIC's offer leaves their waiting list, a schedule changes their next free slots);
 * - a booking or a status change of an appointment: the PIC of its clinic (the patient app or
 *   another user may have made it);
 * - an order placed or an offer on it answered: the PICs of the pharmacies it was sent to.
 */

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Signing in and out changes no figure (and must not cost every ADMIN a read). */
const SESSION_ROUTE = /\/(login|logout|refresh)(\/|$)/;

/** Whether a finished request was a write to the API that went through. */
export function isAcceptedApiWrite(request: Pick<FastifyRequest, 'method' | 'url'> & { routeUrl?: string }, statusCode: number): boolean {
  return !READS.has(request.method) && statusCode < 400 && request.url.startsWith('/api/') && !SESSION_ROUTE.test(request.routeUrl ?? request.url);
}

/** The people in charge of the pharmacies an order went to, through order_recipients' key. */
const recipientPics = preparedPerDatabase('home_order_recipient_pics', (db, name) =>
  db
    .selectDistinct({ pic_id: pharmacies.pic_id })
    .from(orderRecipients)
    .innerJoin(pharmacies, eq(pharmacies.sys_id, orderRecipients.pharmacy_id))
    .where(eq(orderRecipients.order_id, sql.placeholder('orderId')))
    .prepare(name),
);

async function signalRecipients(signal: HomeSignal, { db, orderId }: OrderActivity): Promise<void> {
  for (const { pic_id } of await recipientPics(db).execute({ orderId })) if (pic_id) signal.toUser(pic_id);
}

/**
 * Installs the signals on `app`, which must be the root instance: a hook added there reaches the
 * routes of the domains registered after it (routes.ts says how). Stops at the app's close.
 */
export function installHomeSignals(app: FastifyInstance, reads: SharedHomeReads): void {
  const signal = homeSignal(app.realtime);

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAcceptedApiWrite({ method: request.method, url: request.url, routeUrl: request.routeOptions.url }, reply.statusCode)) return;
    // Before the signal: the read it prompts must not join a computation begun before this write.
    reads.forgetAll();
    signal.toRole('ADMIN');
    if (request.user?.role === 'PIC') signal.toUser(request.user.sys_id);
  });

  // Told by every app in the process: each answers for its own realtime only.
  const stops = [
    onAppointmentActivity(({ realtime, picId }) => {
      if (realtime === app.realtime && picId) signal.toUser(picId);
    }),
    onOrderActivity((activity) => {
      if (activity.realtime !== app.realtime) return;
      signalRecipients(signal, activity).catch((error: unknown) => app.log.warn({ err: error }, 'home_changed: the pharmacies of an order could not be read'));
    }),
  ];

  app.addHook('preClose', async () => {
    for (const stop of stops) stop();
    signal.close();
  });
}
