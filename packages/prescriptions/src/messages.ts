import { validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';

/** The ER Prescriptions messages plus the validation catalogue its forms show. */
export const erPrescriptionsMessages = messagesOver(validationMessages, {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
});
