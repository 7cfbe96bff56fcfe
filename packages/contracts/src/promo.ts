import type { LabelMap } from './labels';

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

/** A promo code (spec 3 section 3). `discount` is a fraction (0.15 is shown as 15). */
export interface PromoCode {
  sys_id: string;
  promo_code: string;
  discount: number;
  entity_type: PromoEntityType;
  entity_id: string;
  /** ISO timestamp of the end of the code's last day. */
  end_date: string;
  /** The entity's name where it has one (clinic, physician, package title). */
  entity_name?: string;
  /** The entity's Arabic name where it has one (clinic, physician), shown in Arabic. */
  entity_name_ar?: string;
}

/** Body of `POST promotion-write/promo`: one per selected entity. */
export type PromoCodeCreate = Omit<PromoCode, 'sys_id' | 'entity_name' | 'entity_name_ar'>;
