/** Receivers: every patient (broadcast) or one patient (test). */
export const NOTIFICATION_RECEIVERS = ['all_patients', 'patient'] as const;
export type NotificationReceiver = (typeof NOTIFICATION_RECEIVERS)[number];
export const BROADCAST_RECEIVER: NotificationReceiver = 'all_patients';
export const TEST_RECEIVER: NotificationReceiver = 'patient';

/**
 * Body of `POST /notification-write/` (stored in the notification center) and of
 * `POST /notification-write/sendToAll` (not stored). A test adds `receiver_id`.
 */
export interface NotificationBody {
  title: string;
  content?: string;
  receiver_entity: NotificationReceiver;
  receiver_id?: string;
  image?: string;
}

/** Whether a sent notification is still being delivered in the background or has reached its whole audience. */
export type NotificationStatus = 'sending' | 'sent';

// The replies (NotificationSent, SentNotification, PatientNotification) are derived from their schemas
// in notification.schema.ts.

/** The realtime event a delivery pushes to the patient's sockets. */
export const NOTIFICATION_EVENT = 'notification';
