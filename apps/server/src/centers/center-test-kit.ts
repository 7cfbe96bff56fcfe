import { count } from 'drizzle-orm';
import { centers, type CenterRow } from '../db/schema';
import { storedRow, userId, type TestApi } from '../test/test-api';
import { DEMO, type TestApp } from '../test/test-app';

/** Test helpers for the center, hours and service suites (not used by the server). */

/** A center body that passes centerSchema (pic_id aside); tests break one rule at a time. */
export function centerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    center_name: 'Test Harbour Laboratory',
    center_name_arabic: 'مختبر الميناء للاختبار',
    center_type: 'LAB',
    SCFHS_license_number: '1402999001',
    center_bio: 'A test laboratory.',
    center_bio_ar: 'مختبر للاختبار.',
    avatar: 'https://cdn.example.com/harbour-lab.png',
    website: 'https://harbour-lab.example.com',
    contact_number: '0126549001',
    address: 'Al Hamra',
    street: 'Palestine Street',
    city: 'JEDDAH',
    lat: '21.5433',
    lng: '39.1728',
    ...overrides,
  };
}

export const storedCenter = (t: TestApp, sysId: string): Promise<CenterRow | undefined> => storedRow(t, centers, sysId);
export const centerCount = async (t: TestApp) => Number((await t.db.select({ value: count() }).from(centers))[0].value);

/** The seeded center PIC: a token and its id. */
export async function centerPic(t: TestApp): Promise<{ token: string; id: string }> {
  const [token, id] = await Promise.all([t.login(DEMO.centerPic), userId(t, DEMO.centerPic)]);
  return { token, id };
}

/** A fresh center of `picId`, registered by ADMIN; its sys_id. */
export async function newCenter(api: TestApi, adminToken: string, picId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const reply = await api('POST', '/api/center-write', adminToken, centerBody({ pic_id: picId, ...overrides }));
  if (reply.status !== 201) throw new Error(`center-write answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.payload.sys_id as string;
}
