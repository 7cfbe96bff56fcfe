import { validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';

/**
 * The Clinics messages plus the validation catalogue: the clinic forms show the shared schemas'
 * descriptors ('Please fill all required fields', "Clinic's logo is required"...) in either language.
 */
export const clinicsMessages = messagesOver(validationMessages, {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
});
