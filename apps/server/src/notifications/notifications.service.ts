import type { FastifyRequest } from 'fastify';
import type { NotificationSent } from '@mk/contracts';
import { notificationSchema } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import type { Db } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError } from '../http/errors';
import { validateBody } from '../http/validate';
import { currentAudience, insertNotification, patientExists, queueDelivery } from './notifications.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reply's message: the spec gives none, so these say what happened. */
export const SENT_MESSAGE = { stored: 'Notification sent and stored in the notification center', notStored: 'Notification sent' } as const;

/**
 * Records a notification and queues its delivery, in one transaction with its audit record: a test
 * send puts its one delivery in the outbox at once; a broadcast fixes its audience (every patient
 * now) and leaves the outbox to the worker, so the reply does not wait for 100,000 rows. Nothing is
 * stored when the body is refused or the test's patient does not exist.
 */
export async function sendNotification(db: Db, request: FastifyRequest, user: AuthUser, body: unknown, stored: boolean, now: Date): Promise<NotificationSent> {
  const input = await validateBody(notificationSchema, body);
  const receiverId = input.receiver_entity === 'patient' ? input.receiver_id!.toLowerCase() : null;
  return db.transaction(async (tx) => {
    if (receiverId !== null && !(UUID.test(receiverId) && (await patientExists(tx, receiverId)))) {
      throw new BadRequestError(apiError('notification.receiver_not_found'));
    }
    const audience = receiverId === null ? await currentAudience(tx) : { until: 0, size: 1 };
    const notification = await insertNotification(tx, {
      title: input.title,
      content: input.content || null,
      image: input.image || null,
      receiver_entity: input.receiver_entity,
      receiver_id: receiverId,
      stored,
      sent_by: user.sys_id,
      audience_until: audience.until,
      audience_count: audience.size,
      // A test's whole audience is the one row queued below.
      expanded_at: receiverId === null ? null : now,
    });
    if (receiverId !== null) await queueDelivery(tx, notification.sys_id, receiverId);
    await recordAudit(tx, request, {
      action: 'create',
      entityType: 'notification',
      entityId: notification.sys_id,
      after: { title: notification.title, receiver_entity: notification.receiver_entity, receiver_id: receiverId, stored },
    });
    return { sys_id: notification.sys_id, receiver_entity: notification.receiver_entity, stored, audience_count: audience.size, status: 'sending' };
  });
}
