import type { FastifyRequest } from 'fastify';
import { and, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TRASH_API_ERRORS, TRASH_DAYS, type RowsPage, type TrashEntityType, type TrashItem, type TrashRestore, type TrashRestored } from '@mk/contracts';
import { recordAudit } from '../audit/audit.service';
import type { Db, DbOrTx, Tx } from '../db/database';
import { administrators, centers, clinics, medicalServices, packages, pharmacies, physicians } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { ConflictError, domainError, NotFoundError } from '../http/errors';
import type { Page } from '../http/pagination';
import { trashEntries, type TrashEntryRow } from './trash.tables';

/*
 * The Trash (issue 29). Every removal of a clinic, physician, center, service or package writes an
 * entry here in its own transaction (`recordRemoval`); the row itself only gets `deleted_at`, so its
 * tags, schedules and links stay as they were and a restore clears `deleted_at` again. After
 * TRASH_DAYS days `purgeTrash` (trash-purge.ts runs it every hour) takes the entry out of the Trash:
 * the row stays soft-deleted for good, as appointments, orders and audits still name it.
 * Promo codes have no removal yet, so no PROMO_CODE entry is ever written.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The kinds the server removes, with the audit trail's name of each (the writers' `entityType`). */
export type TrashKind = Exclude<TrashEntityType, 'PROMO_CODE'>;
const AUDIT_TYPE: Record<TrashKind, string> = {
  CLINIC: 'clinic',
  PHYSICIAN: 'physician',
  CENTER: 'center',
  SERVICE: 'medical_service',
  PACKAGE: 'package',
};

const trashError = (code: keyof typeof TRASH_API_ERRORS, values?: Record<string, string | number>) => domainError(TRASH_API_ERRORS, code, values);

export interface Removal {
  entityType: TrashKind;
  sysIds: readonly string[];
  removedAt: Date;
  /** The administrator removing it. */
  removedBy: string | null;
  /** The removal that takes these along (a clinic for its physicians). */
  removedWith?: { entityType: TrashKind; sysId: string };
}

/** When an entry removed at `removedAt` leaves the Trash. */
export function purgeAtOf(removedAt: Date): Date {
  return new Date(removedAt.getTime() + TRASH_DAYS * DAY_MS);
}

/** Puts removed rows in the Trash: call it in the removal's transaction. */
export async function recordRemoval(tx: DbOrTx, removal: Removal): Promise<void> {
  if (removal.sysIds.length === 0) return;
  await tx.insert(trashEntries).values(
    removal.sysIds.map((sysId) => ({
      entity_type: removal.entityType,
      sys_id: sysId,
      removed_at: removal.removedAt,
      removed_by: removal.removedBy,
      removed_with_type: removal.removedWith?.entityType ?? null,
      removed_with_id: removal.removedWith?.sysId ?? null,
      purge_at: purgeAtOf(removal.removedAt),
    })),
  );
}

const inTrash = and(isNull(trashEntries.restored_at), isNull(trashEntries.purged_at))!;

/** The record's name (English, Arabic) by its kind: a left join of each kind's table. */
const nameEn = sql<string | null>`coalesce(${clinics.registered_clinic_name}, ${physicians.name}, ${centers.center_name}, ${medicalServices.name}, ${packages.title})`;
const nameAr = sql<string | null>`nullif(coalesce(${clinics.registered_clinic_name_arabic}, ${physicians.arabic_name}, ${centers.center_name_arabic}, ${medicalServices.name_ar}, ${packages.title_ar}), '')`;
const kindJoin = (type: TrashKind, column: AnyPgColumn) => and(eq(trashEntries.entity_type, type), eq(trashEntries.sys_id, column));

/** `GET trash-read` (ADMIN): what is in the Trash, newest removal first, optionally of one kind. */
export async function listTrash(db: DbOrTx, page: Page, entityType?: TrashEntityType): Promise<RowsPage<TrashItem>> {
  const where = entityType ? and(inTrash, eq(trashEntries.entity_type, entityType)) : inTrash;
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(trashEntries).where(where);
  const rows = await db
    .select({
      entry: trashEntries,
      name: nameEn,
      name_ar: nameAr,
      removed_by: administrators.name,
    })
    .from(trashEntries)
    .leftJoin(clinics, kindJoin('CLINIC', clinics.sys_id))
    .leftJoin(physicians, kindJoin('PHYSICIAN', physicians.sys_id))
    .leftJoin(centers, kindJoin('CENTER', centers.sys_id))
    .leftJoin(medicalServices, kindJoin('SERVICE', medicalServices.sys_id))
    .leftJoin(packages, kindJoin('PACKAGE', packages.sys_id))
    .leftJoin(administrators, eq(administrators.sys_id, trashEntries.removed_by))
    .where(where)
    .orderBy(desc(trashEntries.removed_at), desc(trashEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    count,
    rows: rows.map(({ entry, name, name_ar, removed_by }) => ({
      entity_type: entry.entity_type,
      sys_id: entry.sys_id,
      name: name ?? '',
      name_ar,
      removed_at: entry.removed_at.toISOString(),
      removed_by,
      purge_at: entry.purge_at.toISOString(),
      removed_with: entry.removed_with_type && entry.removed_with_id ? { entity_type: entry.removed_with_type, sys_id: entry.removed_with_id } : null,
    })),
  };
}

/** Takes entries whose time is up out of the Trash; gives how many. The rows stay soft-deleted. */
export async function purgeTrash(db: DbOrTx, now: Date): Promise<number> {
  const purged = await db
    .update(trashEntries)
    .set({ purged_at: now })
    .where(and(inTrash, lte(trashEntries.purge_at, now)))
    .returning({ id: trashEntries.id });
  return purged.length;
}

/** The table of each kind, to clear `deleted_at` on restore. */
const TABLES = { CLINIC: clinics, PHYSICIAN: physicians, CENTER: centers, SERVICE: medicalServices, PACKAGE: packages } as const;

async function isRemoved(tx: Tx, table: typeof clinics | typeof centers | typeof pharmacies, sysId: string): Promise<boolean> {
  const [row] = await tx.select({ deleted_at: table.deleted_at }).from(table).where(eq(table.sys_id, sysId));
  return !row || row.deleted_at !== null;
}

/** The removed parent that keeps this record in the Trash ('clinic', 'center'...), if any. */
async function removedParent(tx: Tx, entry: TrashEntryRow): Promise<string | undefined> {
  switch (entry.entity_type) {
    case 'PHYSICIAN': {
      const [row] = await tx.select({ clinic_id: physicians.clinic_id }).from(physicians).where(eq(physicians.sys_id, entry.sys_id));
      return row && (await isRemoved(tx, clinics, row.clinic_id)) ? 'clinic' : undefined;
    }
    case 'SERVICE': {
      const [row] = await tx.select({ center_id: medicalServices.center_id }).from(medicalServices).where(eq(medicalServices.sys_id, entry.sys_id));
      return row && (await isRemoved(tx, centers, row.center_id)) ? 'center' : undefined;
    }
    case 'PACKAGE': {
      const [row] = await tx.select({ owner: packages.clinic_id, type: packages.center_type }).from(packages).where(eq(packages.sys_id, entry.sys_id));
      if (!row) return undefined;
      const [table, parent] = row.type === 'CLINIC' ? [clinics, 'clinic'] : row.type === 'PHARMACY' ? [pharmacies, 'pharmacy'] : [centers, 'center'];
      return (await isRemoved(tx, table, row.owner)) ? parent : undefined;
    }
    default:
      return undefined;
  }
}

/** A physician coming back must not share an email with a live one (physicians_email_lower_idx). */
async function assertEmailsFree(tx: Tx, physicianIds: string[]): Promise<void> {
  if (physicianIds.length === 0) return;
  const back = await tx.select({ sys_id: physicians.sys_id, email: physicians.email }).from(physicians).where(inArray(physicians.sys_id, physicianIds));
  for (const { sys_id, email } of back) {
    if (!email) continue;
    const [taken] = await tx
      .select({ sys_id: physicians.sys_id })
      .from(physicians)
      .where(and(sql`lower(${physicians.email}) = lower(${email})`, isNull(physicians.deleted_at), ne(physicians.sys_id, sys_id)))
      .limit(1);
    if (taken) throw new ConflictError(trashError('trash.name_taken', { field: 'email' }));
  }
}

/**
 * `POST trash-write/restore` (ADMIN), in one transaction: the record and the records its removal
 * took along (a clinic's physicians) come back as they were (deleted_at cleared: tags, schedules,
 * links never left). Refused while its clinic or center is removed (409), or when a live record now
 * holds its email (409); 404 when it is not in the Trash. Audited once, as `restore`.
 */
export async function restoreFromTrash(db: Db, request: FastifyRequest, body: TrashRestore, now: Date): Promise<TrashRestored> {
  if (body.entity_type === 'PROMO_CODE') throw new NotFoundError(trashError('trash.not_found'));
  const kind = body.entity_type;
  const sysId = body.sys_id.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      const [entry] = await tx
        .select()
        .from(trashEntries)
        .where(and(inTrash, eq(trashEntries.entity_type, kind), eq(trashEntries.sys_id, sysId)))
        .orderBy(desc(trashEntries.id))
        .limit(1)
        .for('update');
      if (!entry) throw new NotFoundError(trashError('trash.not_found'));
      const parent = await removedParent(tx, entry);
      if (parent) throw new ConflictError(trashError('trash.parent_removed', { parent }));
      const along = await tx
        .select()
        .from(trashEntries)
        .where(and(inTrash, eq(trashEntries.removed_with_type, kind), eq(trashEntries.removed_with_id, sysId)))
        .orderBy(trashEntries.id)
        .for('update');
      const entries = [entry, ...along];
      await assertEmailsFree(tx, entries.filter((item) => item.entity_type === 'PHYSICIAN').map((item) => item.sys_id));
      for (const item of entries) {
        const table = TABLES[item.entity_type as TrashKind];
        await tx.update(table).set({ deleted_at: null }).where(eq(table.sys_id, item.sys_id));
      }
      await tx.update(trashEntries).set({ restored_at: now }).where(inArray(trashEntries.id, entries.map((item) => item.id)));
      const restored = entries.map((item) => ({ entity_type: item.entity_type, sys_id: item.sys_id }));
      await recordAudit(tx, request, { action: 'restore', entityType: AUDIT_TYPE[kind], entityId: sysId, after: { restored } });
      return { restored };
    });
  } catch (error) {
    // Two restores at once past the check: the index refuses the second.
    if (isUniqueViolation(error)) throw new ConflictError(trashError('trash.name_taken', { field: 'email' }));
    throw error;
  }
}
