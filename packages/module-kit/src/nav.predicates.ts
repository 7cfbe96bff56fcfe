import type { SessionUser } from '@mk/contracts';

/** Sidebar visibility rules of spec 1 section 2, shared so every domain reads them the same way. */
export const isAdmin = (user: SessionUser): boolean => user.role === 'ADMIN';
export const hasClinics = (user: SessionUser): boolean => (user.clinics?.length ?? 0) > 0;
export const hasPharmacies = (user: SessionUser): boolean => (user.pharmacies?.length ?? 0) > 0;
export const hasCenters = (user: SessionUser): boolean => (user.centers?.length ?? 0) > 0;
export const everyone = (): boolean => true;

/** Clinics: the user has clinics, or ADMIN. */
export const adminOrClinics = (user: SessionUser): boolean => isAdmin(user) || hasClinics(user);
/** Pharmacies, Orders, QR Codes: ADMIN, or users with pharmacies. */
export const adminOrPharmacies = (user: SessionUser): boolean => isAdmin(user) || hasPharmacies(user);
/** Centers and Services: the user has centers, or ADMIN. */
export const adminOrCenters = (user: SessionUser): boolean => isAdmin(user) || hasCenters(user);
/** Emergency Calls: users with pharmacies (spec 1 section 2 names no ADMIN exception). */
export const pharmaciesOnly = hasPharmacies;
/** Notifications, Patients, Procedures: ADMIN only. */
export const adminOnly = isAdmin;
