import { asc, count, eq } from 'drizzle-orm';
import { pharmacies, qrBills, qrCodes } from '../db/schema';
import { userId, type TestApi } from '../test/test-api';
import { DEMO, type TestApp } from '../test/test-app';
import { QR_LIST_TTL_MS } from './qr-list-cache';

/** Test helpers of the QR code and bill suites (not used by the server). */

/** A clock the test moves; starts on a whole second, an hour after the seed (its codes are older). */
export function qrClock() {
  let now = Math.floor(Date.now() / 1000) * 1000 + 3_600_000;
  return {
    clock: () => new Date(now),
    /** Moves on by `ms` (a second by default): codes made one after the other are ordered. */
    tick: (ms = 1000) => (now += ms),
    /** Past the list cache's two minutes: every cached page has expired. */
    expireListCache: () => (now += QR_LIST_TTL_MS),
  };
}

/** The demo pharmacy PIC's pharmacies, by name. */
export async function picPharmacies(t: TestApp): Promise<string[]> {
  const rows = await t.db
    .select({ sys_id: pharmacies.sys_id })
    .from(pharmacies)
    .where(eq(pharmacies.pic_id, await userId(t, DEMO.pharmacyPic)))
    .orderBy(asc(pharmacies.name));
  return rows.map((row) => row.sys_id);
}

/** A new code of `pharmacyId` made through the API as `token` (201 expected): its reply payload. */
export async function newQrCode(api: TestApi, token: string, pharmacyId: string): Promise<{ sys_id: string; code: string; status: string; pharmacy_id: string }> {
  const reply = await api('POST', '/api/qrcode-write', token, { pharmacy_id: pharmacyId });
  if (reply.status !== 201) throw new Error(`qrcode-write answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.payload;
}

export const billBody = (qrcodeId: string, pharmacyId: string, isSaudi: 0 | 1 = 0) => ({ isSaudi, pharmacyId, qrcode_id: qrcodeId });

export const billsOfCode = (t: TestApp, qrcodeId: string) => t.db.select().from(qrBills).where(eq(qrBills.qrcode_id, qrcodeId));

export async function storedCode(t: TestApp, sysId: string) {
  const [row] = await t.db.select().from(qrCodes).where(eq(qrCodes.sys_id, sysId));
  return row;
}

export const billCount = async (t: TestApp) => Number((await t.db.select({ value: count() }).from(qrBills))[0].value);
