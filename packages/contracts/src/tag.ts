import type { LabelMap } from './labels';

/** Entity types a tag can be assigned to. */
export const TAG_ENTITY_TYPES = ['CLINIC', 'PHYSICIAN', 'PACKAGE', 'EMERGENCY', 'PATIENT'] as const;
export type TagEntityType = (typeof TAG_ENTITY_TYPES)[number];
/** The bulk action box offers these types only. */
export const BULK_ACTION_ENTITY_TYPES = ['CLINIC', 'PHYSICIAN', 'PACKAGE', 'EMERGENCY'] as const;
export type BulkActionEntityType = (typeof BULK_ACTION_ENTITY_TYPES)[number];
export const TAG_ENTITY_TYPE_LABELS: LabelMap<TagEntityType> = {
  CLINIC: { en: 'Clinic', ar: 'عيادة' },
  PHYSICIAN: { en: 'Physician', ar: 'طبيب' },
  PACKAGE: { en: 'Package', ar: 'باقة' },
  EMERGENCY: { en: 'Emergency', ar: 'طوارئ' },
  PATIENT: { en: 'Patient', ar: 'مريض' },
};

/** One item of the body of `POST tags-write/assign-tag` (the body is a list of these). */
export interface TagAssignment {
  entity_sys_id: string;
  entity_type: TagEntityType;
  tag_id: string | number;
}
