import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/policy';
import { apiError, TooManyRequestsError } from '../http/errors';
import { PATIENT_SEARCH_LIMIT, PerUserThrottle } from '../patients/search-throttle';

/**
 * The phone search names a patient and their prescriptions: like the booking wizard's patient
 * lookup, at most PATIENT_SEARCH_LIMIT searches a minute per user (a 429 with Retry-After beyond).
 */
export function phoneSearchBudget(): (request: FastifyRequest, reply: FastifyReply) => void {
  const throttle = new PerUserThrottle(PATIENT_SEARCH_LIMIT.limit, PATIENT_SEARCH_LIMIT.windowMs);
  return (request, reply) => {
    const waitSeconds = throttle.take(currentUser(request).sys_id);
    if (waitSeconds === 0) return;
    reply.header('Retry-After', String(waitSeconds));
    throw new TooManyRequestsError(apiError('request.too_many'));
  };
}
