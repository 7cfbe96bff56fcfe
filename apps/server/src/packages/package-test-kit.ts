import { eq } from 'drizzle-orm';
import { centers, packages, pharmacies } from '../db/schema';
import { clinicsOf as clinicsOfPic } from '../physicians/physician-test-kit';
import { userId, type TestApi } from '../test/test-api';
import { DEMO, type TestApp } from '../test/test-app';

/** Test helpers of the package suites (not used by the server). */

/** A package body that passes packageSchema for `ownerId`; tests break one rule at a time. */
export function packageBody(ownerId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Test Wellness Package',
    description: 'A test package with two consultations.',
    clinic_id: ownerId,
    center_type: 'CLINIC',
    promo_img: 'https://cdn.example.com/packages/test.png',
    price_before: 500,
    price_after: 400,
    discount: 20,
    start_date: '2026-01-01',
    end_date: '2099-12-31',
    package_type: 'CHECKUP',
    ...overrides,
  };
}

/** The live clinics of a demo user, by name. */
export async function clinicsOf(t: TestApp, email: string): Promise<string[]> {
  return clinicsOfPic(t, await userId(t, email));
}

export async function centersOf(t: TestApp, email: string = DEMO.centerPic): Promise<string[]> {
  const picId = await userId(t, email);
  const rows = await t.db.select({ sys_id: centers.sys_id }).from(centers).where(eq(centers.pic_id, picId)).orderBy(centers.center_name);
  return rows.map((row) => row.sys_id);
}

/** A fresh package as `token`; its sys_id. */
export async function newPackage(api: TestApi, token: string, ownerId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const reply = await api('POST', '/api/promotion-write/package', token, packageBody(ownerId, overrides));
  if (reply.status !== 201) throw new Error(`promotion-write/package answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.payload.sys_id as string;
}

export const storedPackage = async (t: TestApp, sysId: string) => (await t.db.select().from(packages).where(eq(packages.sys_id, sysId)))[0];

export async function pharmaciesOf(t: TestApp, email: string = DEMO.pharmacyPic): Promise<string[]> {
  const picId = await userId(t, email);
  const rows = await t.db.select({ sys_id: pharmacies.sys_id }).from(pharmacies).where(eq(pharmacies.pic_id, picId)).orderBy(pharmacies.name);
  return rows.map((row) => row.sys_id);
}
