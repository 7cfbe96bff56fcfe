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

/** Payload of a send (`POST /notification-write/` and `/notification-write/sendToAll`). */
export interface NotificationSent {
  sys_id: string;
  receiver_entity: NotificationReceiver;
  stored: boolean;
  audience_count: number;
  status: NotificationStatus;
}

/** A row of the Notification Center (`GET /notification-read/`, ADMIN): what was sent, to whom, delivered how far. */
export interface SentNotification {
  sys_id: string;
  title: string;
  content: string | null;
  image: string | null;
  receiver_entity: NotificationReceiver;
  receiver_id: string | null;
  stored: boolean;
  createdAt: string;
  audience_count: number;
  delivered_count: number;
  status: NotificationStatus;
}

/** A row of the patient app's notification list (`GET /api/patient-app/notifications`), newest first. */
export interface PatientNotification {
  sys_id: string;
  title: string;
  content: string | null;
  image: string | null;
  createdAt: string;
}

/** The realtime event a delivery pushes to the patient's sockets. */
export const NOTIFICATION_EVENT = 'notification';
