import type { Role, StaffUser, StaffUserCreate, StaffUserUpdate } from '@mk/contracts';

/** The fields of the user forms; `role` is '' until one is chosen. */
export interface UserFormValues {
  name: string;
  email: string;
  role: Role | '';
  clinic_ids: string[];
  pharmacy_ids: string[];
  center_ids: string[];
}

export const FACILITY_FIELDS = ['clinic_ids', 'pharmacy_ids', 'center_ids'] as const;

export const emptyUserValues = (): UserFormValues => ({ name: '', email: '', role: '', clinic_ids: [], pharmacy_ids: [], center_ids: [] });

export function valuesFromUser(user: StaffUser): UserFormValues {
  const ids = (facilities: StaffUser['clinics']) => facilities.map((facility) => facility.sys_id);
  return { name: user.name, email: user.email, role: user.role, clinic_ids: ids(user.clinics), pharmacy_ids: ids(user.pharmacies), center_ids: ids(user.centers) };
}

/**
 * Only a person in charge is given facilities: the lists are sent for a PIC, and left out for an
 * ADMIN (whose facilities, if any, the form does not show and so does not change).
 */
const facilitiesOf = (values: UserFormValues) =>
  values.role === 'PIC' ? { clinic_ids: values.clinic_ids, pharmacy_ids: values.pharmacy_ids, center_ids: values.center_ids } : {};

export function createPayload(values: UserFormValues): StaffUserCreate {
  return { name: values.name.trim(), email: values.email.trim(), role: values.role as Role, ...facilitiesOf(values) };
}

export function updatePayload(values: UserFormValues): StaffUserUpdate {
  return { name: values.name.trim(), role: values.role as Role, ...facilitiesOf(values) };
}
