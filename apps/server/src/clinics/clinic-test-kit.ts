import { and, eq } from 'drizzle-orm';
import { administrators, auditLog, clinics, type ClinicRow } from '../db/schema';
import type { TestApp } from '../test/test-app';

/** Test helpers for the clinic and tag suites (not used by the server). */

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { result: string; message: string; payload: any; code?: string };
}

export function apiOf(t: TestApp) {
  return async function api(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown): Promise<Reply> {
    const response = await t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload !== undefined && { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

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

export async function userId(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db.select({ sys_id: administrators.sys_id }).from(administrators).where(eq(administrators.email, email));
  return row.sys_id;
}

export async function storedClinic(t: TestApp, sysId: string): Promise<ClinicRow | undefined> {
  const [row] = await t.db.select().from(clinics).where(eq(clinics.sys_id, sysId));
  return row;
}

export async function auditOf(t: TestApp, action: string, entityId?: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(entityId === undefined ? eq(auditLog.action, action) : and(eq(auditLog.action, action), eq(auditLog.entity_id, entityId)));
}
