import { messagesOver } from '@mk/ui';
import { validationMessages } from '@mk/validators';

/**
 * The calendar's messages, over the validation catalogue its form shows (the shared holiday
 * schema's words). Its API error codes are the shared ones (@mk/i18n's, loaded at start-up).
 */
export const calendarMessages = messagesOver(validationMessages, {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
});
