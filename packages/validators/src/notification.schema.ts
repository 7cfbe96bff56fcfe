import { NAME_MIN, NOTIFICATION_RECEIVERS } from '@mk/contracts';
import { object, string, type InferType } from 'yup';
import type { MessageDescriptor } from './descriptor';
import { asText, isEmpty } from './empty';
import { MESSAGES } from './messages';
import { TEXT_LIMITS } from './text-rules';
import { requiredName, ruleTest, text } from './yup-rules';

/**
 * The notification's image: an http(s) link, as the media upload answers (`secure_url`, which may
 * be on localhost in development) or any image host's. Empty passes: the image is optional.
 * 'https://cdn.example.com/a.png' and 'http://localhost:3000/api/media/files/x.png' pass;
 * 'javascript:alert(1)', 'ftp://host/a.png' and 'a.png' fail.
 */
export function validateImageLink(value: unknown): MessageDescriptor | undefined {
  if (isEmpty(value)) return undefined;
  try {
    const url = new URL(asText(value));
    return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : MESSAGES.notificationImageInvalid;
  } catch {
    return MESSAGES.notificationImageInvalid;
  }
}

/**
 * Send Notification (spec 2 section 5): a title of more than 3 characters; a test notification
 * (receiver `patient`) needs a user id ('Must enter a user ID'). The broadcast goes to all_patients.
 * Content is a paragraph at most; the server checks that the test's patient exists.
 */
export const notificationSchema = object({
  title: requiredName(NAME_MIN.notificationTitle, MESSAGES.required),
  content: text(TEXT_LIMITS.long),
  receiver_entity: string().oneOf(NOTIFICATION_RECEIVERS, MESSAGES.required).default('all_patients'),
  receiver_id: text(TEXT_LIMITS.code).when('receiver_entity', {
    is: 'patient',
    then: (schema) => schema.required(MESSAGES.notificationUserId),
  }),
  image: text(TEXT_LIMITS.url).test(ruleTest('imageLink', validateImageLink)),
});

export type NotificationInput = InferType<typeof notificationSchema>;
