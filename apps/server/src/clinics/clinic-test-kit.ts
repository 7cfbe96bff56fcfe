import { clinics, type ClinicRow } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { storedRow } from '../test/test-api';

/** Test helpers for the clinic and tag suites (not used by the server). */

// Kept for the suites of other domains that import them from here; they live in test/test-api.ts.
export { apiOf, auditOf, userId, type Reply } from '../test/test-api';

/** A clinic body that passes clinicCreateSchema (pic_id aside); tests break one rule at a time. */
export function clinicBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    registered_clinic_name: 'Test Harbour Clinic',
    registered_clinic_name_arabic: 'عيادة الميناء للاختبار',
    specialization: 'DENTISTRY',
    clinic_bio: 'عيادة للاختبار',
    clinic_bio_en: 'A clinic for tests',
    SCFHS_license_number: '1402999001',
    avatar: '/api/media/files/00000000-0000-4000-8000-000000000001.png',
    website: 'https://harbour.example.com',
    contact_number: '0551234567',
    address: 'Al Rawdah',
    street: 'Tahlia Street',
    city: 'JEDDAH',
    zip: '23435',
    country: 'SAU',
    lat: '21.5433',
    lng: '39.1728',
    account_name: 'Harbour Est.',
    bank_name: 'Riyad Bank',
    account_number: '2010456789',
    IBAN_number: 'SA1520000002010456789001',
    walkin_enabled: true,
    enable_online_pay: true,
    enable_clinic_pay: false,
    ...overrides,
  };
}

export const storedClinic = (t: TestApp, sysId: string): Promise<ClinicRow | undefined> => storedRow(t, clinics, sysId);
