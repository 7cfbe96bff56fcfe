import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { object, string } from 'yup';
import type { PatientLoginPayload } from '@mk/contracts';
import { MESSAGES, ruleTest, TEXT_LIMITS, validateMobilePhone } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import { signPatientToken } from '../auth/jwt';
import { decoyPasswordHash, verifyPassword } from '../auth/password';
import { patientCredentials, patients } from '../db/schema';
import { apiError, TooManyRequestsError, UnauthorizedError } from '../http/errors';
import { validateBody } from '../http/validate';
import { normalizePatientPhone } from '../patients/patient-fields';

/** Body of `POST /api/patient-app/login`. */
export const patientLoginSchema = object({
  // A Saudi mobile (the patient app's sign-in): anything else is refused before the brake counts it.
  phone: string().trim().required(MESSAGES.required).max(TEXT_LIMITS.code).test(ruleTest('phone', validateMobilePhone)),
  // Not trimmed, and no rule beyond a bound: a login only compares.
  password: string().required(MESSAGES.required).max(TEXT_LIMITS.password),
});

/** The login brake's account key of a patient: apart from every administrator's email. */
const brakeKey = (phone: string) => `patient:${phone}`;

/**
 * The patient app's sign-in by phone and password. The same brake as the back office's
 * (auth/login-throttle.ts): each attempt is counted before the password is checked, per phone
 * and per client address; an unknown phone costs one scrypt like a wrong password.
 */
export async function patientLogin(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<PatientLoginPayload> {
  const body = await validateBody(patientLoginSchema, request.body);
  const phone = normalizePatientPhone(body.phone);
  const verdict = await app.loginThrottle.admit(brakeKey(phone), request.ip);
  if (!verdict.admitted) {
    await recordAudit(app.db, request, { action: 'login_refused', entityType: 'patient', actor: null, after: { phone } });
    reply.header('Retry-After', String(verdict.retryAfterSeconds));
    throw new TooManyRequestsError(apiError('auth.too_many_attempts', { seconds: verdict.retryAfterSeconds }));
  }

  const [row] = await app.db
    .select({ sys_id: patients.sys_id, name: patients.name, password_hash: patientCredentials.password_hash, token_version: patientCredentials.token_version })
    .from(patients)
    .innerJoin(patientCredentials, eq(patientCredentials.patient_id, patients.sys_id))
    .where(eq(patients.phone, phone))
    .limit(1);
  const valid = await verifyPassword(body.password, row?.password_hash ?? (await decoyPasswordHash()));
  if (!row || !valid) {
    await recordAudit(app.db, request, { action: 'login_failed', entityType: 'patient', entityId: row?.sys_id ?? null, actor: null, after: { phone } });
    throw new UnauthorizedError(apiError('auth.invalid_phone_credentials'));
  }

  await app.loginThrottle.succeeded(brakeKey(phone), request.ip);
  await recordAudit(app.db, request, { action: 'login', entityType: 'patient', entityId: row.sys_id, actor: { sys_id: row.sys_id, role: 'PATIENT' } });
  return { token: await signPatientToken(row, app.tokens.secret, app.tokens.ttlSeconds), sys_id: row.sys_id, name: row.name };
}
