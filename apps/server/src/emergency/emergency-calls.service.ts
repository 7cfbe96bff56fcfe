import type { FastifyRequest } from 'fastify';
import type { DataPage, EmergencyCall } from '@mk/contracts';
import { recordAudit } from '../audit/audit.service';
import type { Db } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import type { Page } from '../http/pagination';
import { acceptedCallsOf } from './emergency-calls.repository';
import { pharmacyOfCaller } from './er-orders.service';

/**
 * `GET emergency-read/accepted-calls/{pharmacyId}` (spec 3): the emergency calls the pharmacy
 * accepted, latest call time first, with the patient's name, nationality (country_id), date of
 * birth and national id, for the pharmacy's person in charge (ADMIN: any). Identity data: one
 * audit record per read.
 */
export async function acceptedCalls(db: Db, request: FastifyRequest, user: AuthUser, pharmacyId: string, page: Page): Promise<DataPage<EmergencyCall>> {
  await pharmacyOfCaller(db, user, pharmacyId);
  const { count, rows } = await acceptedCallsOf(db, pharmacyId, page);
  await recordAudit(db, request, { action: 'read', entityType: 'emergency_call', after: { calls: rows.map((row) => row.sys_id) } });
  return {
    count,
    data: rows.map(({ sys_id, date_time, ...patient }) => ({ temp_appointment_id: sys_id, date_time: date_time.toISOString(), patient })),
  };
}
