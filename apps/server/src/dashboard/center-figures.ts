import { and, count, isNull, sql } from 'drizzle-orm';
import type { CenterHome } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { centerSlots, medicalServices, packages } from '../db/schema';
import { isAnyOf } from './home-sql';
import type { NamedFacility } from './owned-facilities';

/** Live services per center, through the partial index (center_id, name) WHERE deleted_at IS NULL. */
const servicesPerCenter = preparedPerDatabase('home_center_services', (db, name) =>
  db
    .select({ center_id: medicalServices.center_id, count: count() })
    .from(medicalServices)
    .where(and(isAnyOf(medicalServices.center_id, 'centerIds'), isNull(medicalServices.deleted_at)))
    .groupBy(medicalServices.center_id)
    .prepare(name),
);

/** The weekdays each center has operating hours on (its hourly slots), through (center_id, day, from). */
const daysWithHours = preparedPerDatabase('home_center_days_with_hours', (db, name) =>
  db
    .selectDistinct({ center_id: centerSlots.center_id, day: centerSlots.day })
    .from(centerSlots)
    .where(isAnyOf(centerSlots.center_id, 'centerIds'))
    .prepare(name),
);

/**
 * A center's packages: `clinic_id` names the center when `center_type` is LAB or RADIOLOGY (as
 * audit/record-owner.ts reads it). Through the partial index (clinic_id, createdAt, sys_id) WHERE deleted_at IS NULL.
 */
const livePackages = preparedPerDatabase('home_center_packages', (db, name) =>
  db
    .select({ count: count() })
    .from(packages)
    .where(and(isAnyOf(packages.clinic_id, 'centerIds'), sql`${packages.center_type} in ('LAB', 'RADIOLOGY')`, isNull(packages.deleted_at)))
    .prepare(name),
);

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** The center section of a PIC who runs `centers` (at least one). */
export async function centerFigures(db: DbOrTx, centers: readonly NamedFacility[]): Promise<CenterHome> {
  const centerIds = centers.map((center) => center.sys_id);
  const [services, days, [packagesLive]] = await Promise.all([
    servicesPerCenter(db).execute({ centerIds }),
    daysWithHours(db).execute({ centerIds }),
    livePackages(db).execute({ centerIds }),
  ]);
  return {
    centers: centers.map(({ sys_id, name, name_ar }) => ({
      sys_id,
      name,
      name_ar,
      services: services.find((row) => row.center_id === sys_id)?.count ?? 0,
      hours_set: WEEKDAYS.map((weekday) => days.some((row) => row.center_id === sys_id && row.day === weekday)),
    })),
    packages_live: packagesLive.count,
  };
}
