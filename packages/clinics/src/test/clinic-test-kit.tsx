// Test helpers of the Clinics pages: real store, messages, router; a fake API answering @mk/api's
// endpoints by name (an endpoint without an answer fails the test).
import type { Clinic, Tag } from '@mk/contracts';
import type { TaggedClinic } from '@mk/api';
import { domainTestKit, facilityStatusChange, fakeApi, fakeRecords, file, ok, recordMaker, tagHandlers, testAdmin, testPic, type FakeOverride } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { clinicsModule } from '../clinics.module';

export const admin = testAdmin;
export const clinicPic = testPic([{ sys_id: 'c1', name: 'Noor Clinic' }]);

/** `text(locale, id)`: tests read the catalogue instead of repeating Arabic; `renderClinicPage` renders a page of the area. */
export const { text, renderPage: renderClinicPage } = domainTestKit(clinicsModule, { en, ar }, validationMessages);

/** Noor Clinic, complete: `makeClinic(overrides)` is it with some fields changed. */
export const makeClinic = recordMaker<TaggedClinic>({
  sys_id: '6f1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d0001', id: 1,
  registered_clinic_name: 'Noor Clinic', registered_clinic_name_arabic: 'عيادة النور',
  specialization: 'DENTISTRY', specialization_arabic: 'طب الأسنان', facility_type: 'polyclinics', branch_name: null, services_offered: null, payment_details: null,
  SCFHS_license_number: '123456', website: 'https://noor.example.com', contact_number: '0551234567',
  address: 'Al Rawdah', street: 'Prince Sultan Road', city: 'JEDDAH', zip: '23435', country: 'Saudi Arabia', lat: '21.5433', lng: '39.1728',
  clinic_bio: 'عيادة أسنان عائلية', clinic_bio_en: 'A family dental clinic',
  account_name: 'Noor Clinic LLC', bank_name: 'Saudi National Bank', account_number: '1234567890', IBAN_number: 'SA0380000000608010167519',
  pic_id: 'pic-1', avatar: 'https://cdn.example.com/noor.png', path: 'noor-clinic',
  walkin_enabled: true, enable_clinic_pay: false, enable_online_pay: true, homecare_enabled: false, same_day_booking: true, is_internal: false,
  status: 'active', status_reason: null,
  createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-02T00:00:00.000Z',
  tags: [],
});

export const TAGS: Tag[] = [
  { id: 1, name: 'VIP', name_ar: null, active: true },
  { id: 2, name: 'Dental Care', name_ar: null, active: true },
  { id: 3, name: 'Night Shift', name_ar: null, active: true },
];

/**
 * A fake API answering the clinic and tag calls from `clinics` (changed by deletes), with
 * `overrides` consulted first for every request (and alone for the media upload). `server.callsTo`
 * gives the calls of one endpoint; `requests` every request, in order.
 */
export function clinicServer(options: { clinics?: TaggedClinic[]; tags?: Tag[]; overrides?: FakeOverride } = {}) {
  const records = fakeRecords(options.clinics ?? [makeClinic()], 'Clinic not found');
  const server = fakeApi(
    {
      getClinics: records.page,
      getClinicsPage: () => ok({ count: records.rows.length, data: records.rows.slice(0, 10) }),
      // The payload is an array whose first item is the clinic (spec 1 section 3).
      getClinic: (call) => records.read(call, (clinic) => [clinic]),
      deleteClinic: (call) => records.remove(call, ({ sys_id, registered_clinic_name }) => ({ sys_id, registered_clinic_name })),
      changeFacilityStatus: facilityStatusChange(records),
      exportList: file('\uFEFFID,Clinic Name\r\n', 'clinics-2026-11-29.csv'),
      ...tagHandlers(options.tags ?? TAGS),
      getAdministrators: ok({
        count: 2,
        rows: [
          { sys_id: 'adm-1', name: 'Adam Admin', email: 'admin@example.com', role: 'ADMIN' },
          { sys_id: 'pic-1', name: 'Clinic Manager', email: 'clinic.pic@example.com', role: 'PIC' },
        ],
      }),
    },
    { before: options.overrides, fetch: options.overrides },
  );
  return { server, requests: server.requests };
}

export type { Clinic };
