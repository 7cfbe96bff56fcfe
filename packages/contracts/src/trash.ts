import { defineApiErrors } from './api-errors';
import type { LabelMap } from './labels';

/*
 * The Trash (issue 29): a removed clinic, physician, center, service, package or promo code stays
 * restorable for TRASH_DAYS days, then is purged from the Trash. Entity types as the tags name them.
 */

export const TRASH_ENTITY_TYPES = ['CLINIC', 'PHYSICIAN', 'CENTER', 'SERVICE', 'PACKAGE', 'PROMO_CODE'] as const;
export type TrashEntityType = (typeof TRASH_ENTITY_TYPES)[number];

/** How long a removed record can be restored. */
export const TRASH_DAYS = 30;

export const TRASH_ENTITY_TYPE_LABELS: LabelMap<TrashEntityType> = {
  CLINIC: { en: 'Clinic', ar: 'عيادة' },
  PHYSICIAN: { en: 'Physician', ar: 'طبيب' },
  CENTER: { en: 'Center', ar: 'مركز' },
  SERVICE: { en: 'Service', ar: 'خدمة' },
  PACKAGE: { en: 'Package', ar: 'باقة' },
  PROMO_CODE: { en: 'Promo code', ar: 'رمز ترويجي' },
};

export const TRASH_API_ERRORS = defineApiErrors({
  'trash.not_found': {
    message: 'Nothing of that kind with that id is in the Trash',
    en: 'This record is no longer in the Trash',
    ar: 'لم يعد هذا السجل في سلة المحذوفات',
  },
  'trash.parent_removed': {
    message: 'Its {parent} is in the Trash: restore that first',
    en: 'Its clinic or center is in the Trash: restore that first',
    ar: 'عيادته أو مركزه في سلة المحذوفات: استعده أولًا',
  },
  'trash.name_taken': {
    message: 'A live record already uses its {field}: change that one first',
    en: 'Another record now uses the same email or name: change that one first',
    ar: 'سجل آخر يستخدم الآن البريد أو الاسم نفسه: غيّره أولًا',
  },
});
