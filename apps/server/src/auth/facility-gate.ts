import { FACILITY_STATUSES, type FacilityStatus } from '@mk/contracts';
import { isAdmin } from './policy';
import type { AuthUser } from '../fastify-augment';
import { apiError, ConflictError } from '../http/errors';
import { queryOneOf } from '../http/query';

/*
 * Facility approval (issue 25) as the rest of the server applies it. A facility a PIC registers
 * waits for ADMIN before it reaches patients: becoming a pharmacy must not be one call that opens
 * live orders, prescriptions and emergency searches (docs/security.md).
 */

/** An ADMIN's registration is in service at once; a PIC's waits for an ADMIN to approve it. */
export function initialFacilityStatus(user: AuthUser): FacilityStatus {
  return isAdmin(user) ? 'active' : 'pending';
}

export const FACILITY_NOT_ACTIVE = apiError('facility.not_active');

/**
 * Refuses work with patients for a facility that is not in service: 409, since the facility's
 * state (not the caller's rights) is what stands in the way, and ADMIN's approval lifts it.
 */
export function assertFacilityActive(facility: { status: FacilityStatus }): void {
  if (facility.status !== 'active') throw new ConflictError(FACILITY_NOT_ACTIVE);
}

/** `status=pending` of a facility list (ADMIN's approval queue; a PIC filters their own the same way); 400 for another value. */
export const statusFilterOf = (query: unknown): FacilityStatus | undefined => queryOneOf(query, 'status', FACILITY_STATUSES);
