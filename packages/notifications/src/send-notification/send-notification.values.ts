import { BROADCAST_RECEIVER, TEST_RECEIVER, type NotificationBody } from '@mk/contracts';

/** The only app the spec offers (preselected): the marketplace's patient app. */
export const PATIENT_APP = 'patient_app';

export interface SendNotificationValues {
  app: string;
  title: string;
  content: string;
  /** 'Store message in users' notification center' (on by default): which endpoint sends it. */
  store: boolean;
  /** The uploaded image's link, or ''. */
  image: string;
}

export const initialSendValues: SendNotificationValues = { app: PATIENT_APP, title: '', content: '', store: true, image: '' };

/**
 * The notification body (spec 2 section 3): to every patient, or for a test to the one patient
 * `receiverId`. Empty content and image are left out (both optional); the app is not sent, as the
 * spec's body has no field for it.
 */
export function notificationBody(values: SendNotificationValues, receiverId?: string): NotificationBody {
  const content = values.content.trim();
  const image = values.image.trim();
  return {
    title: values.title.trim(),
    ...(content ? { content } : {}),
    ...(receiverId ? { receiver_entity: TEST_RECEIVER, receiver_id: receiverId.trim() } : { receiver_entity: BROADCAST_RECEIVER }),
    ...(image ? { image } : {}),
  };
}
