import { centerBody } from '../centers/center-test-kit';
import { clinicBody } from '../clinics/clinic-test-kit';
import { pharmacyBody } from '../pharmacies/pharmacy-test-kit';
import { created, type TestApi } from '../test/test-api';
import type { FacilityKind } from './facility-kinds';

/** Test helpers of the facility approval suites (not used by the server). */

export interface Facility {
  sys_id: string;
  pic_id: string;
  status: string;
  status_reason: string | null;
}

/** Where each kind is registered, read and listed, and a body its schema accepts. */
export const KIND_PATHS: Record<FacilityKind, { write: string; read: string; list: string; body: (overrides?: Record<string, unknown>) => Record<string, unknown> }> = {
  pharmacy: { write: '/api/pharmacy-write', read: '/api/pharmacy-read', list: '/api/pharmacy-read', body: pharmacyBody },
  clinic: { write: '/api/clinic-write', read: '/api/clinic-read', list: '/api/clinic-read/clinics', body: clinicBody },
  center: { write: '/api/center-write', read: '/api/center-read', list: '/api/center-read', body: centerBody },
};

/** A fresh facility of `kind` registered through the API as `token` (201 expected). */
export function registered(api: TestApi, kind: FacilityKind, token: string, overrides: Record<string, unknown> = {}): Promise<Facility> {
  return created<Facility>(api, KIND_PATHS[kind].write, token, KIND_PATHS[kind].body(overrides));
}

/** ADMIN's status call on a facility. */
export const setStatus = (api: TestApi, kind: FacilityKind, token: string, sysId: string, body: unknown) =>
  api('PATCH', `${KIND_PATHS[kind].write}/${sysId}/status`, token, body);

/** The profile of a facility as `token` reads it (the clinic profile's payload is a one-item array). */
export async function profileOf(api: TestApi, kind: FacilityKind, token: string, sysId: string): Promise<Facility> {
  const reply = await api('GET', `${KIND_PATHS[kind].read}/${sysId}`, token);
  if (reply.status !== 200) throw new Error(`GET ${kind} ${sysId} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return Array.isArray(reply.body.payload) ? reply.body.payload[0] : reply.body.payload;
}
