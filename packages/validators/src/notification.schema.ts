import { NAME_MIN, NOTIFICATION_RECEIVERS } from '@mk/contracts';
import { object, string, type InferType } from 'yup';
import { MESSAGES } from './messages';
import { requiredName } from './yup-rules';

/**
 * Send Notification (spec 2 section 5): a title of more than 3 characters; a test notification
 * (receiver `patient`) needs a user id ('Must enter a user ID'). The broadcast goes to all_patients.
 */
export const notificationSchema = object({
  title: requiredName(NAME_MIN.notificationTitle, MESSAGES.required),
  content: string().trim(),
  receiver_entity: string().oneOf(NOTIFICATION_RECEIVERS, MESSAGES.required).default('all_patients'),
  receiver_id: string()
    .trim()
    .when('receiver_entity', { is: 'patient', then: (schema) => schema.required(MESSAGES.notificationUserId) }),
  image: string().trim(),
});

export type NotificationInput = InferType<typeof notificationSchema>;
