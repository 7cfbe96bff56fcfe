import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { notificationDeliveries, notifications, patients } from '../db/schema';
import { currentAudience } from '../notifications/notifications.repository';
import { DEMO_APP_PATIENT } from './demo-orders';

const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/** The demo's sent notifications: two broadcasts (stored, and not) and a stored test to the demo patient. */
export const DEMO_NOTIFICATIONS = [
  { title: 'Ramadan opening hours', content: 'Our partner clinics and pharmacies keep their Ramadan hours in the app.', stored: true, test: false, hoursAgo: 72 },
  { title: 'خصم ٢٠٪ على التوصيل اليوم', content: 'اطلب أدويتك اليوم واحصل على خصم على رسوم التوصيل.', stored: false, test: false, hoursAgo: 30 },
  { title: 'Your prescription is ready', content: 'A test notification to the demo patient.', stored: true, test: true, hoursAgo: 2 },
] as const;

/**
 * Seeds sent notifications as already delivered (their outbox rows written with delivered_at), so
 * a fresh server starts with nothing for the worker to do. Runs after the patients and the patient
 * app's demo patient are seeded: each broadcast's audience is every seeded patient.
 */
export async function insertDemoNotifications(tx: Tx, adminId: string, now: Date): Promise<void> {
  const [demoPatient] = await tx.select({ sys_id: patients.sys_id }).from(patients).where(eq(patients.phone, DEMO_APP_PATIENT.phone)).limit(1);
  const audience = await currentAudience(tx);
  for (const demo of DEMO_NOTIFICATIONS) {
    const sentAt = hoursAgo(now, demo.hoursAgo);
    const size = demo.test ? 1 : audience.size;
    const [row] = await tx
      .insert(notifications)
      .values({
        title: demo.title,
        content: demo.content,
        receiver_entity: demo.test ? 'patient' : 'all_patients',
        receiver_id: demo.test ? demoPatient.sys_id : null,
        stored: demo.stored,
        sent_by: adminId,
        audience_until: demo.test ? 0 : audience.until,
        audience_count: size,
        cursor: demo.test ? 0 : audience.until,
        delivered_count: size,
        expanded_at: sentAt,
        completed_at: sentAt,
        createdAt: sentAt,
        updatedAt: sentAt,
      })
      .returning({ sys_id: notifications.sys_id });
    const deliveredAt = sentAt.toISOString();
    await tx.execute(sql`
      INSERT INTO ${notificationDeliveries} ("notification_id", "patient_id", "createdAt", "delivered_at")
      SELECT ${row.sys_id}::uuid, ${patients.sys_id}, ${deliveredAt}::timestamptz, ${deliveredAt}::timestamptz FROM ${patients}
      WHERE ${demo.test ? sql`${patients.sys_id} = ${demoPatient.sys_id}::uuid` : sql`${patients.id} <= ${audience.until}`}`);
  }
}
