import { defineRuleMessages } from '@mk/validators';

/**
 * The words of the promo code rules, in both languages (the server answers the English, with the id
 * as the error code). Spec 3 section 5 words the first four; issue 33 added the last two.
 */
export const PROMO_RULE_TEXTS = {
  promoCodeLength: { id: 'validation.promo.codeLength', en: 'Must be between 5 and 10 characters', ar: 'يجب أن يتراوح طول الرمز بين 5 و10 أحرف' },
  promoDiscount: { id: 'validation.promo.discount', en: 'Must be a number between 1 and 100', ar: 'يجب أن تكون القيمة رقمًا بين 1 و100' },
  promoFutureDate: { id: 'validation.promo.futureDate', en: 'Must set a date in the future', ar: 'يجب اختيار تاريخ في المستقبل' },
  promoRequired: { id: 'validation.promo.required', en: 'Make sure you fill out all required fields', ar: 'تأكد من تعبئة جميع الحقول المطلوبة' },
  promoCodeCharacters: { id: 'validation.promo.codeCharacters', en: 'Use letters and digits only', ar: 'استخدم الحروف والأرقام فقط' },
  promoDateTooFar: { id: 'validation.promo.dateTooFar', en: 'Must be at most {years} years ahead', ar: 'يجب ألا يتجاوز التاريخ {years} سنوات من الآن' },
};

/** The descriptors the rules fail with. */
export const PROMO_MESSAGES = defineRuleMessages(PROMO_RULE_TEXTS);
