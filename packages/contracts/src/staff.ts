import type { Role } from './session';

/*
 * Staff accounts (issue 25): the administrators and persons in charge who sign in to the back office,
 * managed by ADMIN under `administrator-read/users` and `administrator-write/users`. The replies
 * (`StaffUser`, `SetPasswordLink`, `StaffUserCreated`, `ChangePasswordResult`) are derived from their
 * schemas in staff.schema.ts.
 */

/** A disabled account cannot sign in, and its open sessions and sockets end. */
export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Query of `GET administrator-read/users` (defaults page 1, limit STAFF_USERS_DEFAULT_LIMIT). */
export interface StaffUserListQuery {
  page?: number;
  limit?: number;
  /** Part of the name or the email, case-insensitive. */
  search?: string;
  role?: Role;
  status?: UserStatus;
}

export const STAFF_USERS_DEFAULT_LIMIT = 10;

/** Body of `POST administrator-write/users`. The facility ids make the new user their person in charge. */
export interface StaffUserCreate {
  name: string;
  email: string;
  role: Role;
  clinic_ids?: string[];
  pharmacy_ids?: string[];
  center_ids?: string[];
}

/** Body of `PATCH administrator-write/users/{id}`: any of these. The id lists replace the user's facilities. */
export type StaffUserUpdate = Partial<Omit<StaffUserCreate, 'email'>>;

export const SET_PASSWORD_LINK_HOURS = 24;

/** Body of `POST administrator-read/set-password` (public). */
export interface SetPasswordBody {
  token: string;
  password: string;
}

/** Body of `POST administrator-write/me/password`: every other session of the user ends. */
export interface ChangePasswordBody {
  current_password: string;
  new_password: string;
}

/** At least this many characters in a staff password (and not common, and not the e-mail's name part). */
export const STAFF_PASSWORD_MIN = 10;

/*
 * Facility approval (issue 25): every clinic, pharmacy and center has a status. One registered by
 * ADMIN starts active; one registered by a PIC starts pending until ADMIN approves it.
 */
export const FACILITY_STATUSES = ['pending', 'active', 'suspended'] as const;
export type FacilityStatus = (typeof FACILITY_STATUSES)[number];

/** Fields every facility read carries (absent from an API host that predates them: read as active). */
export interface FacilityStatusFields {
  status?: FacilityStatus;
  /** Why ADMIN suspended (or sent back) the facility; null otherwise. */
  status_reason?: string | null;
}

/** Body of `PATCH pharmacy-write/{id}/status`, `clinic-write/{id}/status`, `center-write/{id}/status` (ADMIN only). */
export interface FacilityStatusChange {
  status: FacilityStatus;
  /** Required when suspending. */
  reason?: string;
}
