import { and, eq, like, ne, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database';
import { ConflictError, type ErrorText } from '../http/errors';
import type { EntityTable } from './entity-table';

/*
 * The profile link of an entity (`path`, a slug unique in its table). Deleted rows keep their path,
 * so an old profile link never starts pointing at another clinic or physician.
 */

/** A table whose rows carry a profile link. */
export type PathTable = EntityTable & { path: PgColumn };

/** 'Dar Al-Shifa Clinic (Jeddah)' -> 'dar-al-shifa-clinic-jeddah'; text with no Latin letters or digits gives `fallback`. */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** Rows matching `condition`, except the one being updated. */
async function pathsWhere(db: DbOrTx, table: PathTable, condition: ReturnType<typeof eq> | undefined, exceptSysId?: string): Promise<string[]> {
  const rows = await db
    .select({ path: table.path })
    .from(table)
    .where(exceptSysId ? and(condition, ne(table.sys_id, exceptSysId)) : condition);
  return rows.map((row) => String(row.path ?? ''));
}

/** Whether another row (deleted ones included) already uses this exact path. */
export async function pathTaken(db: DbOrTx, table: PathTable, path: string, exceptSysId?: string): Promise<boolean> {
  return (await pathsWhere(db, table, eq(table.path, path), exceptSysId)).length > 0;
}

/** The first free slug among `base`, `base-2`, `base-3`... */
export async function uniquePath(db: DbOrTx, table: PathTable, base: string, exceptSysId?: string): Promise<string> {
  // A slug holds only [a-z0-9-], so it needs no LIKE escaping.
  const taken = new Set(await pathsWhere(db, table, or(eq(table.path, base), like(table.path, `${base}-%`)), exceptSysId));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A path the client chose, kept as chosen (slugified), or refused with `taken` (409) when another row has it. */
export async function chosenPath(
  db: DbOrTx,
  table: PathTable,
  requested: string,
  options: { fallback: string; taken: ErrorText; exceptSysId?: string },
): Promise<string> {
  const path = slugify(requested, options.fallback);
  if (await pathTaken(db, table, path, options.exceptSysId)) throw new ConflictError(options.taken);
  return path;
}
