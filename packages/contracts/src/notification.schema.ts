import { Type, type Static } from '@sinclair/typebox';
import { NOTIFICATION_RECEIVERS } from './notification';
import { isoTime, sysId, text } from './schema-fields';

/*
 * The notifications API's replies as JSON Schema (TypeBox): the server's routes reply through these
 * schemas and the types the dashboard reads are derived from them, so the two cannot differ. The
 * receivers, the send body and the realtime event stay in notification.ts.
 */

const ReceiverSchema = Type.Union(
  NOTIFICATION_RECEIVERS.map((receiver) => Type.Literal(receiver)),
  { description: "'all_patients' (a broadcast) or 'patient' (a test send to one patient)" },
);
const StatusSchema = Type.Union([Type.Literal('sending'), Type.Literal('sent')], {
  description: "'sending' while it is delivered in the background, 'sent' once its whole audience has it",
});

/** Payload of a send (`POST /notification-write/` and `/notification-write/sendToAll`). */
export const NotificationSentSchema = Type.Object({
  sys_id: sysId(),
  receiver_entity: ReceiverSchema,
  stored: Type.Boolean({ description: "Kept in the patients' notification center (`/notification-write/`), or only delivered (`sendToAll`)" }),
  audience_count: Type.Integer({ minimum: 0, description: 'How many patients it goes to' }),
  status: StatusSchema,
});
export type NotificationSent = Static<typeof NotificationSentSchema>;

/** A row of the Notification Center (`GET /notification-read/`, ADMIN): what was sent, to whom, delivered how far. */
export const SentNotificationSchema = Type.Object({
  sys_id: sysId(),
  title: Type.String(),
  content: text(),
  image: text('A link to its image'),
  receiver_entity: ReceiverSchema,
  receiver_id: text('The patient of a test send; null for a broadcast'),
  stored: Type.Boolean(),
  createdAt: isoTime('When it was sent'),
  audience_count: Type.Integer({ minimum: 0 }),
  delivered_count: Type.Integer({ minimum: 0 }),
  status: StatusSchema,
});
export type SentNotification = Static<typeof SentNotificationSchema>;

/** A row of the patient app's notification list (`GET /api/patient-app/notifications`), newest first. */
export const PatientNotificationSchema = Type.Object({
  sys_id: sysId(),
  title: Type.String(),
  content: text(),
  image: text('A link to its image'),
  createdAt: isoTime('When it was sent'),
});
export type PatientNotification = Static<typeof PatientNotificationSchema>;
