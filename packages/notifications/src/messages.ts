import { validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';

/** The Notifications messages plus the validation catalogue its forms show. */
export const notificationsMessages = messagesOver(validationMessages, {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
});
