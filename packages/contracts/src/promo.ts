import type { LabelMap } from './labels';

/** Entity types a promo code applies to; for EMERGENCY a fixed entity id is used. */
export const PROMO_ENTITY_TYPES = ['EMERGENCY', 'CLINIC', 'PHYSICIAN', 'PACKAGE'] as const;
export type PromoEntityType = (typeof PROMO_ENTITY_TYPES)[number];
/** The source's labels are not shown; these are ours. */
export const PROMO_ENTITY_TYPE_LABELS: LabelMap<PromoEntityType> = {
  EMERGENCY: { en: 'Emergency', ar: 'طوارئ' },
  CLINIC: { en: 'Clinic', ar: 'عيادة' },
  PHYSICIAN: { en: 'Physician', ar: 'طبيب' },
  PACKAGE: { en: 'Package', ar: 'باقة' },
};

/** A promo code (spec 3 section 3). `discount` is a fraction (0.15 is shown as 15). */
export interface PromoCode {
  sys_id: string;
  promo_code: string;
  discount: number;
  entity_type: PromoEntityType;
  entity_id: string;
  end_date: string;
}

/** Body of `POST promotion-write/promo`: one per selected entity. */
export type PromoCodeCreate = Omit<PromoCode, 'sys_id'>;
