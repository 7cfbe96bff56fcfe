import { Type, type Static } from '@sinclair/typebox';
import { defineApiErrors } from './api-errors';
import type { LabelMap } from './labels';
import { isoTime, sysId, text } from './schema-fields';

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

const TrashEntityTypeSchema = Type.Union(
  TRASH_ENTITY_TYPES.map((type) => Type.Literal(type)),
  { description: 'One of TRASH_ENTITY_TYPES' },
);

/** One removed record of `GET trash-read` (ADMIN): what it was, who removed it and when it leaves the Trash. */
export const TrashItemSchema = Type.Object({
  entity_type: TrashEntityTypeSchema,
  sys_id: sysId(),
  name: Type.String({ description: 'Its name (English), as its list showed it' }),
  name_ar: text('Its Arabic name, when it has one'),
  removed_at: isoTime('When it was removed'),
  removed_by: text('The name of who removed it; null when that account is gone'),
  purge_at: isoTime('When it leaves the Trash for good (removed_at + TRASH_DAYS days)'),
  /** A record removed along with another (a clinic's physicians): restored with it, not alone. */
  removed_with: Type.Union([Type.Object({ entity_type: TrashEntityTypeSchema, sys_id: sysId() }), Type.Null()], {
    description: 'The record whose removal took this one along (a clinic for its physicians), or null',
  }),
});
export type TrashItem = Static<typeof TrashItemSchema>;

/** `POST trash-write/restore` body. */
export const TrashRestoreSchema = Type.Object({ entity_type: TrashEntityTypeSchema, sys_id: sysId('The removed record') });
export type TrashRestore = Static<typeof TrashRestoreSchema>;

/** `POST trash-write/restore` reply: the records brought back (the one asked for first, then those removed with it). */
export const TrashRestoredSchema = Type.Object({
  restored: Type.Array(Type.Object({ entity_type: TrashEntityTypeSchema, sys_id: sysId() })),
});
export type TrashRestored = Static<typeof TrashRestoredSchema>;

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
