import { validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';

/** The Centers messages plus the validation catalogue its forms show. */
export const centersMessages = messagesOver(validationMessages, {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
});
