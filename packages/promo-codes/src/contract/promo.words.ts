import { apiErrorCatalogue } from '@mk/contracts';
import { ruleMessageCatalogue } from '@mk/validators';
import { PROMO_API_ERRORS } from './api-errors';
import { PROMO_RULE_TEXTS } from './promo.messages';

/**
 * Every word the contract brings to the pages, in both languages: its rules' and its error codes'.
 * Built when asked (the pages' message loader, the test kit), not when the package loads.
 */
export function promoContractWords(): { en: Record<string, string>; ar: Record<string, string> } {
  const rules = ruleMessageCatalogue(PROMO_RULE_TEXTS);
  const apiErrors = apiErrorCatalogue(PROMO_API_ERRORS);
  return { en: { ...rules.en, ...apiErrors.en }, ar: { ...rules.ar, ...apiErrors.ar } };
}
