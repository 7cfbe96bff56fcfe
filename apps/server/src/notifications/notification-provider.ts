import { NOTIFICATION_EVENT, type PatientNotification } from '@mk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from '../realtime/realtime';

/** One delivery taken from the outbox: the patient and what to show them. */
export interface NotificationDelivery {
  patient_id: string;
  notification: PatientNotification;
}

/**
 * Where deliveries go once the worker takes them from the outbox. `deliver` runs inside the
 * transaction that marks the batch delivered: if it throws, nothing of the batch is marked and the
 * worker retries it later; if it returns, the whole batch is marked delivered in that transaction.
 * A provider for a push service (FCM, APNs) would send here and throw on failure.
 */
export interface NotificationProvider {
  deliver(batch: readonly NotificationDelivery[]): Promise<void>;
}

/**
 * The default provider: pushes each delivery to the patient's connected patient-app sockets
 * (`notification`, through `emitToPatient(patient_id)`). Push to patients' phones is outside this
 * product; the outbox row is the record of the delivery and the patient app reads the stored
 * notifications from `GET /api/patient-app/notifications`.
 *
 * A socket.io emit is fire-and-forget (no one acknowledges it), so an emit that throws (the
 * realtime gateway already closed while the server stops) is logged, not a failed delivery:
 * retrying the batch would only push the same notification again to whoever did receive it.
 */
export function realtimeNotificationProvider(realtime: Pick<Realtime, 'emitToPatient'>, log: Pick<FastifyBaseLogger, 'warn'>): NotificationProvider {
  return {
    async deliver(batch) {
      let failed = 0;
      for (const { patient_id, notification } of batch) {
        try {
          realtime.emitToPatient(patient_id, NOTIFICATION_EVENT, notification);
        } catch {
          failed += 1;
        }
      }
      if (failed > 0) log.warn({ failed, batch: batch.length }, 'notifications: realtime push refused (the deliveries stay recorded)');
    },
  };
}
