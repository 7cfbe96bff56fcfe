import type { HomeFigures } from '@mk/contracts';
import { isAdmin } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { adminFigures } from './admin-figures';
import { centerFigures } from './center-figures';
import { clinicFigures } from './clinic-figures';
import { homeCalendar } from './home-calendar';
import { ownedFacilities } from './owned-facilities';
import { pharmacyFigures } from './pharmacy-figures';

/**
 * `GET dashboard-read/home`: the caller's own figures at `now`. ADMIN gets the marketplace's; a PIC
 * one section per kind of facility they run (null for a kind they run none of), so a PIC never
 * sees a figure of another's facility.
 */
export async function homeFigures(db: DbOrTx, user: AuthUser, now: Date): Promise<HomeFigures> {
  const calendar = homeCalendar(now);
  const head = { day: calendar.day, generated_at: now.toISOString() };
  if (isAdmin(user)) return { ...head, admin: await adminFigures(db, calendar), clinics: null, pharmacies: null, centers: null };
  const owned = await ownedFacilities(db, user.sys_id);
  const [clinics, pharmacies, centers] = await Promise.all([
    owned.clinics.length > 0 ? clinicFigures(db, owned.clinics, calendar) : null,
    owned.pharmacies.length > 0 ? pharmacyFigures(db, owned.pharmacies, calendar) : null,
    owned.centers.length > 0 ? centerFigures(db, owned.centers) : null,
  ]);
  return { ...head, admin: null, clinics, pharmacies, centers };
}
