import { and, eq, like, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { clinics } from '../db/schema';

/** 'Dar Al-Shifa Clinic (Jeddah)' -> 'dar-al-shifa-clinic-jeddah'; a name with no Latin letters gives 'clinic'. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'clinic';
}

/** Paths in use that could clash with `base` or its numbered forms, except the clinic being updated. */
async function pathsLike(db: DbOrTx, base: string, exceptSysId?: string): Promise<Set<string>> {
  // A slug holds only [a-z0-9-], so it needs no LIKE escaping.
  const match = or(eq(clinics.path, base), like(clinics.path, `${base}-%`));
  const rows = await db
    .select({ path: clinics.path })
    .from(clinics)
    .where(exceptSysId ? and(match, ne(clinics.sys_id, exceptSysId)) : match);
  return new Set(rows.map((row) => row.path ?? ''));
}

/**
 * The first free slug among `base`, `base-2`, `base-3`... Deleted clinics keep their path, so an
 * old profile link never starts pointing at another clinic.
 */
export async function uniquePath(db: DbOrTx, base: string, exceptSysId?: string): Promise<string> {
  const taken = await pathsLike(db, base, exceptSysId);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Whether another clinic (deleted ones included) already uses this exact path. */
export async function pathTaken(db: DbOrTx, path: string, exceptSysId?: string): Promise<boolean> {
  const match = eq(clinics.path, path);
  const rows = await db
    .select({ sys_id: clinics.sys_id })
    .from(clinics)
    .where(exceptSysId ? and(match, ne(clinics.sys_id, exceptSysId)) : match)
    .limit(1);
  return rows.length > 0;
}
