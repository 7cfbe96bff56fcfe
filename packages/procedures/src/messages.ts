import { validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';

/** The Procedures messages plus the validation catalogue its forms show. */
export const proceduresMessages = messagesOver(validationMessages, {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
});
