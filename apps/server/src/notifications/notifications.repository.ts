import { and, asc, count, desc, eq, gte, isNotNull, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { PatientNotification, SentNotification } from '@mk/contracts';
import type { Db, DbOrTx } from '../db/database';
import { notificationDeliveries, notifications, patients, type NotificationRow } from '../db/schema';
import type { Page } from '../http/pagination';
import type { NotificationDelivery, NotificationProvider } from './notification-provider';

/** The patients a broadcast sent now reaches: every patient up to the highest id, and how many they are. */
export async function currentAudience(db: DbOrTx): Promise<{ until: number; size: number }> {
  const [row] = await db.select({ until: max(patients.id), size: count() }).from(patients);
  return { until: row?.until ?? 0, size: Number(row?.size ?? 0) };
}

export async function patientExists(db: DbOrTx, sysId: string): Promise<boolean> {
  const [row] = await db.select({ sys_id: patients.sys_id }).from(patients).where(eq(patients.sys_id, sysId)).limit(1);
  return row !== undefined;
}

export async function insertNotification(db: DbOrTx, values: typeof notifications.$inferInsert): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row;
}

/** Puts one patient's delivery in the outbox (a test send is its own whole audience). */
export async function queueDelivery(db: DbOrTx, notificationId: string, patientId: string): Promise<void> {
  await db.insert(notificationDeliveries).values({ notification_id: notificationId, patient_id: patientId }).onConflictDoNothing();
}

/** Marks a notification completed once its audience is in the outbox and nothing of it waits. */
async function completeIfDone(db: DbOrTx, notificationId: string, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ completed_at: now })
    .where(
      and(
        eq(notifications.sys_id, notificationId),
        isNotNull(notifications.expanded_at),
        isNull(notifications.completed_at),
        sql`NOT EXISTS (SELECT 1 FROM ${notificationDeliveries} WHERE ${notificationDeliveries.notification_id} = ${notifications.sys_id} AND ${notificationDeliveries.delivered_at} IS NULL)`,
      ),
    );
}

/**
 * Writes the next batch of a broadcast's deliveries to the outbox, in one transaction: the next
 * `size` patients after the stored cursor (by patients.id, up to the audience fixed at sending),
 * then the cursor moved past them. A batch cut short by a crash rolls back whole and is written
 * again; one that committed is never taken again (the cursor) nor written twice (the unique pair).
 * Two server processes skip each other's locked notification. Returns whether there was work.
 */
export async function expandNextBatch(db: Db, size: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ sys_id: notifications.sys_id, cursor: notifications.cursor, audience_until: notifications.audience_until })
      .from(notifications)
      .where(isNull(notifications.expanded_at))
      .orderBy(asc(notifications.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return false;

    const result = await tx.execute(sql`
      WITH batch AS (
        SELECT ${patients.id} AS id, ${patients.sys_id} AS sys_id FROM ${patients}
        WHERE ${patients.id} > ${next.cursor} AND ${patients.id} <= ${next.audience_until}
        ORDER BY ${patients.id} LIMIT ${size}
      ), written AS (
        INSERT INTO ${notificationDeliveries} ("notification_id", "patient_id")
        SELECT ${next.sys_id}::uuid, sys_id FROM batch
        ON CONFLICT ("notification_id", "patient_id") DO NOTHING
      )
      SELECT max(id) AS last, count(*)::int AS taken FROM batch`);
    // node-postgres and PGlite both answer { rows }.
    const [{ last, taken }] = (result as unknown as { rows: { last: number | null; taken: number }[] }).rows;
    const cursor = last === null ? next.cursor : Number(last);
    const expanded = Number(taken) < size || cursor >= next.audience_until;
    await tx
      .update(notifications)
      .set({ cursor, ...(expanded && { expanded_at: now }) })
      .where(eq(notifications.sys_id, next.sys_id));
    if (expanded) await completeIfDone(tx, next.sys_id, now);
    return true;
  });
}

/**
 * Hands the oldest undelivered outbox rows to the provider and marks them delivered, in one
 * transaction: delivered_at and the notification's delivered_count change only if the provider
 * returned. Rows another process has locked are skipped. Returns how many rows were delivered.
 */
export async function dispatchNextBatch(db: Db, provider: NotificationProvider, size: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: notificationDeliveries.id,
        patient_id: notificationDeliveries.patient_id,
        sys_id: notifications.sys_id,
        title: notifications.title,
        content: notifications.content,
        image: notifications.image,
        createdAt: notifications.createdAt,
      })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.sys_id, notificationDeliveries.notification_id))
      .where(isNull(notificationDeliveries.delivered_at))
      .orderBy(asc(notificationDeliveries.id))
      .limit(size)
      .for('update', { of: notificationDeliveries, skipLocked: true });
    if (rows.length === 0) return 0;

    const batch: NotificationDelivery[] = rows.map(({ patient_id, sys_id, title, content, image, createdAt }) => ({
      patient_id,
      notification: { sys_id, title, content, image, createdAt: createdAt.toISOString() },
    }));
    await provider.deliver(batch);

    const ids = rows.map((row) => row.id);
    await tx
      .update(notificationDeliveries)
      .set({ delivered_at: now })
      .where(sql`${notificationDeliveries.id} = ANY(${`{${ids.join(',')}}`}::bigint[])`);
    const perNotification = new Map<string, number>();
    for (const row of rows) perNotification.set(row.sys_id, (perNotification.get(row.sys_id) ?? 0) + 1);
    for (const [notificationId, delivered] of perNotification) {
      await tx
        .update(notifications)
        .set({ delivered_count: sql`${notifications.delivered_count} + ${delivered}` })
        .where(eq(notifications.sys_id, notificationId));
      await completeIfDone(tx, notificationId, now);
    }
    return rows.length;
  });
}

const sentView = (row: NotificationRow): SentNotification => ({
  sys_id: row.sys_id,
  title: row.title,
  content: row.content,
  image: row.image,
  receiver_entity: row.receiver_entity,
  receiver_id: row.receiver_id,
  stored: row.stored,
  createdAt: row.createdAt.toISOString(),
  audience_count: row.audience_count,
  delivered_count: row.delivered_count,
  status: row.completed_at ? 'sent' : 'sending',
});

/** The Notification Center: everything sent, newest first. */
export async function listSentNotifications(db: DbOrTx, page: Page): Promise<{ count: number; rows: SentNotification[] }> {
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(notifications),
    db.select().from(notifications).orderBy(desc(notifications.createdAt), desc(notifications.sys_id)).limit(page.limit).offset(page.offset),
  ]);
  return { count: Number(total.value), rows: rows.map(sentView) };
}

/**
 * What a patient's notification center holds: stored notifications sent to them (a test) or to
 * every patient while they were a patient (a broadcast's audience is fixed when sent).
 */
export async function listPatientNotifications(db: DbOrTx, patientId: string, page: Page): Promise<{ count: number; rows: PatientNotification[] }> {
  const [me] = await db.select({ id: patients.id }).from(patients).where(eq(patients.sys_id, patientId)).limit(1);
  if (!me) return { count: 0, rows: [] };
  const theirs: SQL = and(
    eq(notifications.stored, true),
    or(eq(notifications.receiver_id, patientId), and(eq(notifications.receiver_entity, 'all_patients'), gte(notifications.audience_until, me.id))),
  )!;
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(notifications).where(theirs),
    db
      .select({ sys_id: notifications.sys_id, title: notifications.title, content: notifications.content, image: notifications.image, createdAt: notifications.createdAt })
      .from(notifications)
      .where(theirs)
      .orderBy(desc(notifications.createdAt), desc(notifications.sys_id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { count: Number(total.value), rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
