import { and, count, eq, isNull } from 'drizzle-orm';
import { clinics, physicians, type PhysicianRow } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { storedRow } from '../test/test-api';

/** Test helpers for the physician and schedule suites (not used by the server). */

/** A walk-in and online physician body that passes physicianCreateSchema; tests break one rule at a time. */
export function physicianBody(clinicId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Test Physician Harbi',
    arabic_name: 'طبيب الاختبار الحربي',
    title: 'CONSULTANT',
    gender: 'Female',
    about: 'نبذة عن الطبيبة',
    about_en: 'A physician for tests',
    phone: '0501234567',
    email: 'test.physician@example.com',
    password: 'Secret@123',
    specialization: 'FAMILY_MEDICINE',
    clinic_id: clinicId,
    medical_id: '10998877',
    national_id: '1000000008',
    walkin_enabled: true,
    audio_enabled: true,
    text_enabled: true,
    video_enabled: true,
    consultation_duration: 30,
    walkin_fees: 150,
    consultation_fees: 120,
    ...overrides,
  };
}

export const storedPhysician = (t: TestApp, sysId: string): Promise<PhysicianRow | undefined> => storedRow(t, physicians, sysId);

export async function physicianCount(t: TestApp): Promise<number> {
  return Number((await t.db.select({ value: count() }).from(physicians))[0].value);
}

/** The live clinics of one PIC, by name. */
export async function clinicsOf(t: TestApp, picId: string): Promise<string[]> {
  const rows = await t.db
    .select({ sys_id: clinics.sys_id })
    .from(clinics)
    .where(and(eq(clinics.pic_id, picId), isNull(clinics.deleted_at)))
    .orderBy(clinics.registered_clinic_name);
  return rows.map((row) => row.sys_id);
}
