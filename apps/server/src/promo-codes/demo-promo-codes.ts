import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { RIYADH_TIME_ZONE } from '@mk/contracts';
import { shiftDate, todayIn } from '@mk/scheduling';
import { EMERGENCY_PROMO_ENTITY_ID, promoEndInstant, type PromoEntityType } from '@mk/promo-codes/contract';
import type { Tx } from '../db/database';
import { clinics, packages, physicians } from '../db/schema';
import { promoCodes } from './promo-codes.tables';
import { DEMO_CLINICS } from '../seed/demo-data';

interface DemoPromo {
  promo_code: string;
  /** A fraction: 0.1 is 10 %. */
  discount: number;
  entity_type: PromoEntityType;
  /** Days from today (Riyadh) to the code's last day. */
  endsIn: number;
}

/**
 * The demo codes, oldest first. Like the form, a code for several entities is one row per entity:
 * WELCOME10 for both of the clinic PIC's clinics, DOCTOR15 for two of Al Noor's physicians,
 * PKGSAVE for two live packages.
 */
export const DEMO_PROMO_CODES: DemoPromo[] = [
  { promo_code: 'ERCARE', discount: 0.2, entity_type: 'EMERGENCY', endsIn: 60 },
  { promo_code: 'WELCOME10', discount: 0.1, entity_type: 'CLINIC', endsIn: 90 },
  { promo_code: 'DOCTOR15', discount: 0.15, entity_type: 'PHYSICIAN', endsIn: 45 },
  { promo_code: 'PKGSAVE', discount: 0.05, entity_type: 'PACKAGE', endsIn: 30 },
];

/** How many entities each type's code is made for. */
const ENTITIES_PER_CODE = 2;

/**
 * Seeds DEMO_PROMO_CODES, made by `adminId`, ending relative to `now` (the end of the Riyadh day
 * `endsIn` days ahead, as the form's date means). Runs after clinics, physicians and packages;
 * a type without entities (no packages seeded) is skipped.
 */
export async function insertDemoPromoCodes(tx: Tx, adminId: string, now: Date): Promise<void> {
  const today = todayIn(now, RIYADH_TIME_ZONE);
  const clinicPaths = DEMO_CLINICS.map((clinic) => clinic.path!);
  const [clinicRows, physicianRows, packageRows] = await Promise.all([
    tx.select({ sys_id: clinics.sys_id }).from(clinics).where(inArray(clinics.path, clinicPaths)).orderBy(asc(clinics.path)),
    tx
      .select({ sys_id: physicians.sys_id })
      .from(physicians)
      .innerJoin(clinics, eq(clinics.sys_id, physicians.clinic_id))
      .where(and(eq(clinics.path, clinicPaths[0]), isNull(physicians.deleted_at)))
      .orderBy(asc(physicians.name))
      .limit(ENTITIES_PER_CODE),
    tx
      .select({ sys_id: packages.sys_id })
      .from(packages)
      .where(and(isNull(packages.deleted_at), gte(packages.end_date, today)))
      .orderBy(asc(packages.title))
      .limit(ENTITIES_PER_CODE),
  ]);
  const entityIds: Record<PromoEntityType, string[]> = {
    EMERGENCY: [EMERGENCY_PROMO_ENTITY_ID],
    CLINIC: clinicRows.map((row) => row.sys_id),
    PHYSICIAN: physicianRows.map((row) => row.sys_id),
    PACKAGE: packageRows.map((row) => row.sys_id),
  };
  const rows = DEMO_PROMO_CODES.flatMap((demo, index) =>
    entityIds[demo.entity_type].map((entity_id) => ({
      promo_code: demo.promo_code,
      discount: demo.discount,
      entity_type: demo.entity_type,
      entity_id,
      end_date: promoEndInstant(shiftDate(today, demo.endsIn))!,
      created_by: adminId,
      // A minute apart, so the list's newest first is the order above, reversed, on every seed.
      createdAt: new Date(now.getTime() - (DEMO_PROMO_CODES.length - index) * 60_000),
    })),
  );
  if (rows.length > 0) await tx.insert(promoCodes).values(rows);
}
