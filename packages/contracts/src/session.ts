/** The two roles of the back office. */
export const ROLES = ['PIC', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** A facility the logged-in user is in charge of, as the session keeps it. */
export interface OwnedFacility {
  sys_id: string;
  name: string;
  name_ar?: string;
}

/** Payload of `POST administrator-read/login`. */
export interface LoginPayload {
  name: string;
  email: string;
  role: Role;
  sys_id: string;
  token: string;
}

/** The user stored in localStorage under `user` (spec 1 section 3). */
export interface SessionUser extends LoginPayload {
  clinics?: OwnedFacility[];
  pharmacies?: OwnedFacility[];
  centers?: OwnedFacility[];
}

/** An entry of `GET administrator-Read/`. */
export interface Administrator {
  name: string;
  email: string;
  role: Role;
  sys_id: string;
}

export const LOCAL_STORAGE_USER_KEY = 'user';
