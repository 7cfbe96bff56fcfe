import { count } from 'drizzle-orm';
import { pharmacies, type PharmacyRow } from '../db/schema';
import { DEMO, type TestApp } from '../test/test-app';
import { storedRow, userId } from '../test/test-api';

/** Test helpers for the pharmacy suites (not used by the server). */

/** A pharmacy body that passes pharmacySchema (pic_id aside); tests break one rule at a time. */
export function pharmacyBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Test Harbour Pharmacy',
    name_ar: 'صيدلية الميناء للاختبار',
    cr_number: '1010999001',
    phone: '0551239001',
    email: 'harbour.pharmacy@example.com',
    address: 'Al Olaya',
    city: 'RIYADH',
    lat: '24.7100',
    lng: '46.6800',
    ...overrides,
  };
}

export const storedPharmacy = (t: TestApp, sysId: string): Promise<PharmacyRow | undefined> => storedRow(t, pharmacies, sysId);

export const pharmacyCount = async (t: TestApp) => Number((await t.db.select({ value: count() }).from(pharmacies))[0].value);

/** The seeded pharmacy PIC: a token and its id. */
export async function pharmacyPic(t: TestApp): Promise<{ token: string; id: string }> {
  const [token, id] = await Promise.all([t.login(DEMO.pharmacyPic), userId(t, DEMO.pharmacyPic)]);
  return { token, id };
}
