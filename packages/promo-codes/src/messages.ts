import { validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';
import { promoContractWords } from './contract';

/** The Promo Codes messages, over the validation catalogue its forms show, the words of its own rules and of its routes' error codes. */
export const promoCodesMessages = messagesOver(validationMessages, {
  en: async () => ({ ...promoContractWords().en, ...(await import('../translations/en.json')).default }),
  ar: async () => ({ ...promoContractWords().ar, ...(await import('../translations/ar.json')).default }),
});
