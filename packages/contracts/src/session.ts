import type { LoginPayload, OwnedFacility } from './session.schema';

/*
 * The facility a user is in charge of (`OwnedFacility`), the login payload (`LoginPayload`) and the
 * administrators list entry (`Administrator`) are derived from their schemas in session.schema.ts.
 */

/** The two roles of the back office. */
export const ROLES = ['PIC', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** The user stored in localStorage under `user` (spec 1 section 3). */
export interface SessionUser extends LoginPayload {
  clinics?: OwnedFacility[];
  pharmacies?: OwnedFacility[];
  centers?: OwnedFacility[];
}

export const LOCAL_STORAGE_USER_KEY = 'user';
