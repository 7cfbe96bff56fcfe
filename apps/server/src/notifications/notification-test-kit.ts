import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signPatientToken } from '../auth/jwt';
import { notificationDeliveries, notifications, patientCredentials, patients } from '../db/schema';
import type { TestApp } from '../test/test-app';

/** Test helpers of the notification suites (not used by the server). */

/** Polls `check` until it holds (no fixed sleep); fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A patient of the patient app written straight to the database, with a token for it. */
export async function appPatient(t: TestApp, phone: string): Promise<{ sys_id: string; token: string }> {
  const [row] = await t.db.insert(patients).values({ name: `Patient ${phone}`, phone }).returning({ sys_id: patients.sys_id });
  // The hash is never checked: the test signs the token itself.
  await t.db.insert(patientCredentials).values({ patient_id: row.sys_id, password_hash: 'not-a-hash' });
  return { sys_id: row.sys_id, token: await signPatientToken({ sys_id: row.sys_id, token_version: 0 }, t.app.tokens.secret, 3600) };
}

export async function notificationRow(t: TestApp, sysId: string) {
  const [row] = await t.db.select().from(notifications).where(eq(notifications.sys_id, sysId));
  return row;
}

export async function notificationCount(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ value: count() }).from(notifications);
  return Number(row.value);
}

/** Rows in the outbox for a notification, and how many of them are delivered. */
export async function outboxOf(t: TestApp, sysId: string): Promise<{ rows: number; delivered: number }> {
  const of = eq(notificationDeliveries.notification_id, sysId);
  const [[rows], [delivered]] = await Promise.all([
    t.db.select({ value: count() }).from(notificationDeliveries).where(of),
    t.db.select({ value: count() }).from(notificationDeliveries).where(and(of, isNotNull(notificationDeliveries.delivered_at))),
  ]);
  return { rows: Number(rows.value), delivered: Number(delivered.value) };
}

export const completed = (t: TestApp, sysId: string) => async () => (await notificationRow(t, sysId))?.completed_at != null;

/** Every push the app makes to a patient's sockets: patient id -> notification ids, in order. */
export function recordPushes(app: FastifyInstance, onPush?: (total: number) => void): Map<string, string[]> {
  const pushes = new Map<string, string[]>();
  const emitToPatient = app.realtime.emitToPatient.bind(app.realtime);
  let total = 0;
  app.realtime.emitToPatient = (sysId, event, data) => {
    if (event === 'notification') {
      pushes.set(sysId, [...(pushes.get(sysId) ?? []), (data as { sys_id: string }).sys_id]);
      onPush?.(++total);
    }
    emitToPatient(sysId, event, data);
  };
  return pushes;
}
