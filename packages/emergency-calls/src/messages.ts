import { validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';

/** The Emergency Calls messages plus the validation catalogue its forms show. */
export const emergencyCallsMessages = messagesOver(validationMessages, {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
});
