import { validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';

/** The QR Codes messages plus the validation catalogue its forms show. */
export const qrCodesMessages = messagesOver(validationMessages, {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
});
