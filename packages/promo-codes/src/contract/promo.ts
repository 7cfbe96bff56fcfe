import type { LabelMap } from '@mk/contracts';
import type { PromoCode } from './promo.schema';

/** The length of a promo code, in characters (spec 3 section 5). */
export const PROMO_CODE_LENGTH = { min: 5, max: 10 } as const;
/** Discount is entered as a percentage and stored as a fraction. */
export const PROMO_DISCOUNT_PERCENT = { min: 1, max: 100 } as const;

/** Entity types a promo code applies to; for EMERGENCY the fixed entity id below is used. */
export const PROMO_ENTITY_TYPES = ['EMERGENCY', 'CLINIC', 'PHYSICIAN', 'PACKAGE'] as const;
export type PromoEntityType = (typeof PROMO_ENTITY_TYPES)[number];
/** The source's labels are not shown; these are ours. */
export const PROMO_ENTITY_TYPE_LABELS: LabelMap<PromoEntityType> = {
  EMERGENCY: { en: 'Emergency', ar: 'طوارئ' },
  CLINIC: { en: 'Clinic', ar: 'عيادة' },
  PHYSICIAN: { en: 'Physician', ar: 'طبيب' },
  PACKAGE: { en: 'Package', ar: 'باقة' },
};

/**
 * The entity id of every EMERGENCY promo code: emergency consultations are one product, not a
 * record (spec 3 section 4 uses a fixed id without showing it; this is ours, docs/deviations.md).
 */
export const EMERGENCY_PROMO_ENTITY_ID = '00000000-0000-4000-8000-00000000e911';

// The reply (PromoCode) is derived from its schema in promo.schema.ts.

/** Body of `POST promotion-write/promo`: one per selected entity. */
export type PromoCodeCreate = Omit<PromoCode, 'sys_id' | 'entity_name' | 'entity_name_ar'>;
