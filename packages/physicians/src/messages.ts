import { validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';

/**
 * The Physicians messages plus the validation catalogue, loaded with the area's first page: the
 * physician forms show the shared schema's descriptors ('Please fill all required fields'...) in either language.
 */
export const physiciansMessages = messagesOver(validationMessages, {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
});
