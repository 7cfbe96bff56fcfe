import { validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';

/** The Packages messages plus the validation catalogue its forms show. */
export const packagesMessages = messagesOver(validationMessages, {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
});
