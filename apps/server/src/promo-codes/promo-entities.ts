import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { EMERGENCY_PROMO_ENTITY_ID, type PromoEntityType } from '@mk/promo-codes/contract';
import type { DbOrTx, Tx } from '../db/database';
import { clinics, packages, physicians } from '../db/schema';
import { isSysId } from '../http/id-param';
import type { EntityTable } from '../kit/entity-table';

/** Where the entities of one promo entity type live, and the column that names them. */
interface EntitySource {
  /** How messages call one of them ('Promo code SAVE10 already exists for this physician'). */
  word: string;
  table: EntityTable;
  name: PgColumn;
  /** The Arabic name, where the entity has one. */
  nameAr?: PgColumn;
}

const SOURCES: Partial<Record<PromoEntityType, EntitySource>> = {
  CLINIC: { word: 'clinic', table: clinics, name: clinics.registered_clinic_name, nameAr: clinics.registered_clinic_name_arabic },
  PHYSICIAN: { word: 'physician', table: physicians, name: physicians.name, nameAr: physicians.arabic_name },
  PACKAGE: { word: 'package', table: packages, name: packages.title, nameAr: packages.title_ar },
};

/** Emergency consultations are one product, not a record: their codes carry EMERGENCY_PROMO_ENTITY_ID. */
const EMERGENCY_WORD = 'emergency service';

export function entityWord(type: PromoEntityType): string {
  return SOURCES[type]?.word ?? EMERGENCY_WORD;
}

/**
 * True when the entity exists and is not removed. The row is locked FOR SHARE until the
 * transaction ends: a removal running at the same moment waits for the code to be stored (and
 * cannot slip in between this check and the insert). EMERGENCY names no row.
 */
export async function isLiveEntity(tx: Tx, type: PromoEntityType, id: string): Promise<boolean> {
  if (type === 'EMERGENCY') return id === EMERGENCY_PROMO_ENTITY_ID;
  const source = SOURCES[type];
  if (!source || !isSysId(id)) return false;
  const rows = await tx
    .select({ sys_id: source.table.sys_id })
    .from(source.table)
    .where(and(eq(source.table.sys_id, id), isNull(source.table.deleted_at)))
    .for('share');
  return rows.length > 0;
}

/** An entity's name, and its Arabic name when it has one (the list shows the user's language). */
export interface EntityName {
  name: string;
  name_ar?: string;
}

/**
 * The names of the entities the listed codes apply to, keyed `${type}:${id}`. Removed entities
 * keep their name: a code made for a clinic still says which clinic it was.
 */
export async function entityNames(db: DbOrTx, refs: readonly { entity_type: PromoEntityType; entity_id: string }[]): Promise<Map<string, EntityName>> {
  const names = new Map<string, EntityName>();
  const types = [...new Set(refs.map((ref) => ref.entity_type))];
  await Promise.all(
    types.map(async (type) => {
      const source = SOURCES[type];
      if (!source) return;
      const ids = [...new Set(refs.filter((ref) => ref.entity_type === type).map((ref) => ref.entity_id))];
      const rows = (await db
        .select({ sys_id: source.table.sys_id, name: source.name, ...(source.nameAr && { name_ar: source.nameAr }) })
        .from(source.table)
        .where(inArray(source.table.sys_id, ids))) as { sys_id: string; name: string; name_ar?: string | null }[];
      for (const row of rows) names.set(`${type}:${row.sys_id}`, { name: row.name, ...(row.name_ar?.trim() && { name_ar: row.name_ar }) });
    }),
  );
  return names;
}
