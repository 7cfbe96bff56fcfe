import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/database';
import { administrators, clinics, physicians, tagAssignments, tags } from '../db/schema';
import { insertPatientsSkippingTaken } from '../patients/patients.repository';
import { physicianSlotsFor } from '../schedules/schedule-periods';
import { insertSlots } from '../schedules/schedule.repository';
import { insertDemoAppointments } from './demo-appointment-rows';
import { CATALOGUE_CLINICS, DEMO_TAG_ARABIC_NAMES, DEMO_TAGS, demoTagIndexes } from './demo-clinics';
import { demoPatients } from './demo-patients';
import { demoPhysicians } from './demo-physicians';
import { insertDemoCenters } from './demo-centers';
import { DEMO_CLINICS, DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { insertDemoNotifications } from './demo-notifications';
import { insertDemoOrders } from './demo-orders';
import { insertDemoPackages } from './demo-packages';
import { insertDemoEmergency } from './demo-emergency';
import { insertDemoPharmacies } from './demo-pharmacies';
import { insertDemoProcedures } from './demo-procedures';
import { insertDemoQrCodes } from './demo-qr-codes';
import { SERVER_DOMAINS } from '../domains';
import { storeDemoLogos } from './demo-logos';
import { openMediaStore, type MediaStore, type MediaStoreKind, type UndoSave } from '../media/store';

// scrypt is slow on purpose; one hash of the shared demo password serves every demo account.
let demoHash: Promise<string> | undefined;
function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

/** The database holds accounts the demo seed did not create: seeding it would add accounts whose password the README prints. */
export class SeedRefusedError extends Error {
  constructor(readonly accounts: number) {
    super(
      `The demo seed refuses to run: the database holds ${accounts} account(s) it did not create. ` +
        'Demo accounts share a published password; start with SEED=false on a database in use.',
    );
    this.name = 'SeedRefusedError';
  }
}

/** The clinic PIC's two clinics first, then the catalogue. */
export const ALL_DEMO_CLINICS = [...DEMO_CLINICS, ...CATALOGUE_CLINICS];

/** Three physicians per demo clinic, each with a weekly schedule. */
export const ALL_DEMO_PHYSICIANS = demoPhysicians(ALL_DEMO_CLINICS);

/** The demo patients (2,000), the same on every seed. */
export const ALL_DEMO_PATIENTS = demoPatients();

/**
 * Seeds the demo accounts, facilities, clinic logos, physicians with their schedules and tags,
 * patients, and appointments around `now` (with prescriptions and reports), when there are no administrators yet.
 * A database holding any account the seed did not create is refused (SeedRefusedError), nothing written.
 * One transaction: a crash half-way leaves an empty database (and no logo files) that the next
 * start seeds again. Returns whether it seeded.
 */
export async function seedDemoData(db: Db, store: MediaStore, now: Date = new Date()): Promise<boolean> {
  const passwordHash = await demoPasswordHash();
  const undoLogos: UndoSave[] = [];
  try {
    return await db.transaction(async (tx) => {
      const [{ value, others }] = await tx
        .select({ value: count(), others: count(sql`CASE WHEN NOT ${administrators.demo} THEN 1 END`) })
        .from(administrators);
      // Accounts someone made for real work: demo accounts with a published password never go beside them.
      if (Number(others) > 0) throw new SeedRefusedError(Number(others));
      if (Number(value) > 0) return false;
      const users = await tx
        .insert(administrators)
        .values(DEMO_USERS.map(({ name, email, role }) => ({ name, email: email.toLowerCase(), role, password_hash: passwordHash, demo: true })))
        .onConflictDoNothing({ target: administrators.email })
        .returning({ sys_id: administrators.sys_id, email: administrators.email });
      // Another process seeding at the same moment got there first.
      if (users.length < DEMO_USERS.length) return false;
      const idOf = (key: string) => {
        const email = DEMO_USERS.find((user) => user.key === key)!.email;
        return users.find((user) => user.email === email)!.sys_id;
      };

      const logos = await storeDemoLogos(tx, store, undoLogos);
      const seededClinics = await tx
        .insert(clinics)
        .values(ALL_DEMO_CLINICS.map(({ owner, ...row }, index) => ({ ...row, pic_id: idOf(owner), avatar: logos[index % logos.length] })))
        .returning({ sys_id: clinics.sys_id, path: clinics.path });
      await insertDemoPharmacies(tx, idOf);
      await insertDemoCenters(tx, idOf, logos);
      await insertDemoProcedures(tx);

      const seededTags = await tx
        .insert(tags)
        .values(DEMO_TAGS.map((name) => ({ name, name_ar: DEMO_TAG_ARABIC_NAMES[name] })))
        .returning({ id: tags.id, name: tags.name });
      const tagId = (index: number) => seededTags.find((tag) => tag.name === DEMO_TAGS[index])!.id;
      const clinicId = (path: string | null | undefined) => seededClinics.find((clinic) => clinic.path === path)!.sys_id;
      await tx.insert(tagAssignments).values(
        ALL_DEMO_CLINICS.flatMap((clinic, index) =>
          demoTagIndexes(index).map((tag) => ({ entity_type: 'CLINIC', entity_sys_id: clinicId(clinic.path), tag_id: tagId(tag) })),
        ),
      );

      const seededPhysicians = await tx
        .insert(physicians)
        .values(
          ALL_DEMO_PHYSICIANS.map(({ clinicIndex, physician }) => ({
            ...physician,
            clinic_id: clinicId(ALL_DEMO_CLINICS[clinicIndex].path),
            password_hash: physician.app_access ? passwordHash : null,
          })),
        )
        .returning({ sys_id: physicians.sys_id, path: physicians.path });
      const physicianId = new Map(seededPhysicians.map((row) => [row.path, row.sys_id]));
      await insertSlots(
        tx,
        ALL_DEMO_PHYSICIANS.flatMap(({ physician, periods }) =>
          physicianSlotsFor(periods, physician.consultation_duration).map((slot) => ({ ...slot, physician_id: physicianId.get(physician.path ?? null)! })),
        ),
      );
      await tx.insert(tagAssignments).values(
        ALL_DEMO_PHYSICIANS.map(({ physician }, index) => ({
          entity_type: 'PHYSICIAN',
          entity_sys_id: physicianId.get(physician.path ?? null)!,
          tag_id: tagId(index % DEMO_TAGS.length),
        })),
      );

      await insertPatientsSkippingTaken(tx, ALL_DEMO_PATIENTS);
      await insertDemoAppointments(
        tx,
        ALL_DEMO_PHYSICIANS.map(({ clinicIndex, physician, periods }) => ({
          sys_id: physicianId.get(physician.path ?? null)!,
          clinic_id: clinicId(ALL_DEMO_CLINICS[clinicIndex].path),
          clinicIndex,
          periods,
          consultation_duration: physician.consultation_duration,
          walkin_enabled: physician.walkin_enabled ?? false,
          audio_enabled: physician.audio_enabled ?? false,
          video_enabled: physician.video_enabled ?? false,
          text_enabled: physician.text_enabled ?? false,
          homecare_enabled: physician.homecare_enabled ?? false,
          walkin_fees: physician.walkin_fees ?? 0,
          consultation_fees: physician.consultation_fees ?? 0,
          homecare_fees: physician.homecare_fees ?? 0,
        })),
        ALL_DEMO_PATIENTS.map((patient) => patient.sys_id),
        now,
      );
      await insertDemoOrders(tx, passwordHash, now);
      await insertDemoEmergency(tx, idOf('pharmacy'), ALL_DEMO_PATIENTS.map((patient) => patient.sys_id), now);
      await insertDemoNotifications(tx, idOf('admin'), now);
      await insertDemoPackages(tx, now);
      await insertDemoQrCodes(tx, now);
      // The domains that bring their own demo rows (domains.ts), in the list's order.
      for (const domain of SERVER_DOMAINS) await domain.seedDemo?.({ tx, now, userId: idOf });
      return true;
    });
  } catch (error) {
    await Promise.all(undoLogos.map((undo) => undo()));
    throw error;
  }
}

/**
 * Start-up seeding when config.seed (the default on the embedded database only). Logos go to the
 * configured media store. A seed refused by default is skipped (`onSkipped` says why).
 */
export async function seedOnStart(
  db: Db,
  config: { seed: boolean; dataDir: string; mediaStore: MediaStoreKind; seedExplicit?: boolean },
  onSkipped: (reason: string) => void = () => {},
): Promise<boolean> {
  if (!config.seed) return false;
  try {
    return await seedDemoData(db, openMediaStore(config, db));
  } catch (error) {
    // Seeding by default (the embedded database) steps aside; SEED=true that cannot seed stops the start.
    if (error instanceof SeedRefusedError && !config.seedExplicit) {
      onSkipped(error.message);
      return false;
    }
    throw error;
  }
}
