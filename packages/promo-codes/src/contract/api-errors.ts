import { defineApiErrors } from '@mk/contracts';

/**
 * The error codes of the promo code routes, with the server's English message and the dashboard's
 * words. The server reads them from `@mk/promo-codes/contract`, the pages through their catalogue
 * (messages.ts).
 */
export const PROMO_API_ERRORS = defineApiErrors({
  'promo.not_object': {
    message: 'Send the promo code as a JSON object',
    en: 'Send the promo code as a JSON object',
    ar: 'تعذرت قراءة بيانات رمز الخصم',
  },
  'promo.code_taken': {
    message: 'Promo code {code} already exists for this {entity}',
    en: 'This promo code already exists for the chosen entity',
    ar: 'رمز الخصم هذا موجود من قبل للاختيار نفسه',
  },
  'promo.entity_not_found': {
    message: 'No {entity} has the id {id}',
    en: 'The chosen clinic, physician or package does not exist',
    ar: 'العيادة أو الطبيب أو الباقة المختارة غير موجودة',
  },
  'promo.emergency_entity': {
    message: 'An EMERGENCY promo code applies to the entity id {id} only',
    en: 'An emergency promo code cannot name another entity',
    ar: 'لا يمكن أن يحدد رمز خصم الطوارئ جهة أخرى',
  },
});
