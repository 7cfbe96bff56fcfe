import { eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { DbOrTx } from '../db/database';
import { patientCredentials, patients } from '../db/schema';
import { UnauthorizedError } from '../http/errors';
import { TOKEN_ERRORS, verifyPatientToken } from './jwt';

/** The patient of a patient-app request, re-loaded from the database on every request. */
export interface AuthPatient {
  sys_id: string;
  name: string;
  phone: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    patient?: AuthPatient | null;
  }
}

/** Verifies a patient-app token and re-loads its patient; a token of an older token_version is ended. */
export async function authenticatePatient(db: DbOrTx, token: string | undefined, secret: string): Promise<AuthPatient> {
  if (!token) throw new UnauthorizedError(TOKEN_ERRORS.missing);
  const claims = await verifyPatientToken(token, secret);
  const [row] = await db
    .select({ sys_id: patients.sys_id, name: patients.name, phone: patients.phone, token_version: patientCredentials.token_version })
    .from(patientCredentials)
    .innerJoin(patients, eq(patients.sys_id, patientCredentials.patient_id))
    .where(eq(patientCredentials.patient_id, claims.sub))
    .limit(1);
  if (!row) throw new UnauthorizedError(TOKEN_ERRORS.invalid);
  if (claims.ver !== row.token_version) throw new UnauthorizedError(TOKEN_ERRORS.ended);
  const { token_version: _version, ...patient } = row;
  return patient;
}

/** preHandler of the patient-app routes: a valid patient token (back-office tokens are refused). */
export const requirePatient = (bearer: (header: string | undefined) => string | undefined): preHandlerAsyncHookHandler =>
  async function requirePatientHandler(request) {
    if (request.patient) return;
    const { db, tokens } = request.server;
    request.patient = await authenticatePatient(db, bearer(request.headers.authorization), tokens.secret);
  };

export function currentPatient(request: FastifyRequest): AuthPatient {
  if (!request.patient) throw new UnauthorizedError(TOKEN_ERRORS.missing);
  return request.patient;
}
