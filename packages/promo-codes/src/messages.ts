import { apiErrorCatalogue } from '@mk/contracts';
import { ruleMessageCatalogue, validationMessages } from '@mk/validators';
import { messagesOver } from '@mk/ui';
import { PROMO_API_ERRORS, PROMO_RULE_TEXTS } from './contract';

const apiErrors = apiErrorCatalogue(PROMO_API_ERRORS);
const rules = ruleMessageCatalogue(PROMO_RULE_TEXTS);

/** The Promo Codes messages, over the validation catalogue its forms show, the words of its own rules and of its routes' error codes. */
export const promoCodesMessages = messagesOver(
  { en: { ...validationMessages.en, ...rules.en, ...apiErrors.en }, ar: { ...validationMessages.ar, ...rules.ar, ...apiErrors.ar } },
  { en: () => import('../translations/en.json'), ar: () => import('../translations/ar.json') },
);
