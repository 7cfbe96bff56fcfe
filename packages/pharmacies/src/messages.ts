import { validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';

/** The Pharmacies messages plus the validation catalogue the register and update forms show. */
export const pharmaciesMessages = messagesOver(validationMessages, {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
});
