import { apiErrorCatalogue } from '@mk/contracts';
import { validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';
import { PROMO_API_ERRORS } from './api-errors';

const apiErrors = apiErrorCatalogue(PROMO_API_ERRORS);

/** The Promo Codes messages, over the validation catalogue its forms show and the words of its routes' error codes. */
export const promoCodesMessages = messagesOver(
  { en: { ...validationMessages.en, ...apiErrors.en }, ar: { ...validationMessages.ar, ...apiErrors.ar } },
  { en: () => import('../translations/en.json'), ar: () => import('../translations/ar.json') },
);
