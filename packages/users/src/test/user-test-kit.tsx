// Test helpers of the Users pages: real store, messages, router; a fake API answering @mk/api's
// endpoints by name (an endpoint without an answer fails the test).
import type { StaffUser } from '@mk/contracts';
import { domainTestKit, fakeApi, fakeRecords, ok, recordMaker, testAdmin, type FakeOverride } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { usersModule } from '../users.module';

export const admin = testAdmin;
export const { text, renderPage: renderUserPage } = domainTestKit(usersModule, { en, ar }, validationMessages);

export const OLAYA_PHARMACY = { sys_id: '9a1b2c3d-0000-4000-8000-000000000001', name: 'Al Dawaa Olaya', name_ar: 'صيدلية الدواء العليا' };
export const NOOR_CLINIC = { sys_id: '6f1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d0001', registered_clinic_name: 'Noor Clinic', registered_clinic_name_arabic: 'عيادة النور' };
export const BORG_CENTER = { sys_id: '5c0e0000-0000-4000-8000-000000000001', center_name: 'Al Borg Lab Olaya', center_name_arabic: 'مختبر البرج العليا' };

export const makeUser = recordMaker<StaffUser>({
  sys_id: 'u-1',
  name: 'Sara Pharmacist',
  email: 'sara@example.com',
  role: 'PIC',
  status: 'active',
  clinics: [],
  pharmacies: [OLAYA_PHARMACY],
  centers: [],
  last_login_at: '2026-11-27T09:05:00.000Z',
  two_factor: false,
});

export const SET_PASSWORD_URL = 'http://localhost/set-password?token=one-time-token';

/**
 * A fake API holding `users` (changed by the calls), the facility lists the form offers, and
 * `overrides` consulted first for every request.
 */
export function userServer(options: { users?: StaffUser[]; overrides?: FakeOverride } = {}) {
  const records = fakeRecords(options.users ?? [makeUser()], 'User not found');
  const byAction = (call: { url: URL }) => call.url.pathname.split('/').at(-2)!;
  const setStatus = (status: StaffUser['status']) => (call: { url: URL }) => {
    const user = records.rows.find((row) => row.sys_id === byAction(call));
    if (user) user.status = status;
    return ok(user ?? null);
  };
  const server = fakeApi(
    {
      getStaffUsers: records.page,
      createStaffUser: (call) => {
        const body = call.body as StaffUser;
        records.create({ ...makeUser(), ...body, sys_id: 'u-new', clinics: [], pharmacies: [], centers: [], status: 'active', last_login_at: null });
        return { status: 201, body: { result: 'ok', message: 'User created', payload: { sys_id: 'u-new', set_password_url: SET_PASSWORD_URL } } };
      },
      updateStaffUser: (call) => records.update(call),
      disableStaffUser: setStatus('disabled'),
      enableStaffUser: setStatus('active'),
      resetStaffUserPassword: ok({ set_password_url: SET_PASSWORD_URL }),
      resetUserTwoFactor: (call) => {
        const user = records.rows.find((row) => row.sys_id === call.url.pathname.split('/').at(-3));
        if (user) user.two_factor = false;
        return ok(null);
      },
      getClinics: ok({ count: 1, rows: [NOOR_CLINIC] }),
      getPharmacies: ok({ count: 1, rows: [OLAYA_PHARMACY] }),
      getCenters: ok({ count: 1, rows: [BORG_CENTER] }),
    },
    { before: options.overrides },
  );
  return { server, records };
}
