import { validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';

/** The Promo Codes messages plus the validation catalogue its forms show. */
export const promoCodesMessages = messagesOver(validationMessages, {
  en: () => import('../translations/en.json'),
  ar: () => import('../translations/ar.json'),
});
