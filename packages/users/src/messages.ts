import { validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';

/** The Users messages plus the validation catalogue the create and edit forms show. */
export const usersMessages = messagesOver(validationMessages, {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
});
