// Test helpers of the Clinics pages: real store, messages, router; a fake API answering @mk/api's
// endpoints by name (an endpoint without an answer fails the test).
import type { ReactNode } from 'react';
import type { Clinic, SessionUser, Tag } from '@mk/contracts';
import type { TaggedClinic } from '@mk/api';
import { registerModuleMessages } from '@mk/module-kit';
import { catalogueText, fail, fakeApi, ok, renderWithProviders, testAdmin, type ApiCall, type FakeReply, type FakeRequest, type RenderWithProvidersOptions } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { clinicsModule } from '../clinics.module';

export const admin = testAdmin;
export const clinicPic: SessionUser = {
  name: 'Clinic Manager',
  email: 'clinic.pic@example.com',
  role: 'PIC',
  sys_id: 'pic-1',
  token: 'pic-token',
  clinics: [{ sys_id: 'c1', name: 'Noor Clinic' }],
  pharmacies: [],
  centers: [],
};

/** The text of a message in a locale, so tests read the catalogue instead of repeating Arabic. */
export const text = catalogueText({ en, ar }, validationMessages);

export function makeClinic(overrides: Partial<TaggedClinic> = {}): TaggedClinic {
  return {
    sys_id: '6f1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d0001',
    registered_clinic_name: 'Noor Clinic',
    registered_clinic_name_arabic: 'عيادة النور',
    specialization: 'DENTISTRY',
    specialization_arabic: 'طب الأسنان',
    facility_type: 'polyclinics',
    SCFHS_license_number: '123456',
    website: 'https://noor.example.com',
    address: 'Al Rawdah',
    street: 'Prince Sultan Road',
    city: 'JEDDAH',
    zip: '23435',
    country: 'Saudi Arabia',
    lat: '21.5433',
    lng: '39.1728',
    clinic_bio: 'عيادة أسنان عائلية',
    clinic_bio_en: 'A family dental clinic',
    account_name: 'Noor Clinic LLC',
    bank_name: 'Saudi National Bank',
    account_number: '1234567890',
    IBAN_number: 'SA0380000000608010167519',
    pic_id: 'pic-1',
    avatar: 'https://cdn.example.com/noor.png',
    contact_number: '0551234567',
    path: 'noor-clinic',
    walkin_enabled: true,
    enable_clinic_pay: false,
    enable_online_pay: true,
    homecare_enabled: false,
    same_day_booking: true,
    is_internal: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-02T00:00:00.000Z',
    tags: [],
    ...overrides,
  };
}

export const TAGS: Tag[] = [
  { id: 1, name: 'VIP', active: true },
  { id: 2, name: 'Dental Care', active: true },
  { id: 3, name: 'Night Shift', active: true },
];

type Route = (request: FakeRequest) => FakeReply | Promise<FakeReply> | undefined;

/**
 * A fake API answering the clinic and tag calls from `clinics` (mutated by deletes), with
 * `overrides` consulted first for every request (and alone for the media upload). Returns the requests
 * it received, in order (API calls carry their endpoint name).
 */
export function clinicServer(options: { clinics?: TaggedClinic[]; tags?: Tag[]; overrides?: Route } = {}) {
  const state = { clinics: [...(options.clinics ?? [makeClinic()])] };
  const tags = options.tags ?? TAGS;
  const find = (call: ApiCall) => state.clinics.find((row) => call.url.pathname.endsWith(row.sys_id));
  const server = fakeApi(
    {
      getClinics: () => ok({ count: state.clinics.length, rows: state.clinics.slice(0, 10) }),
      getClinicsPage: () => ok({ count: state.clinics.length, data: state.clinics.slice(0, 10) }),
      getClinic: (call) => {
        const clinic = find(call);
        return clinic ? ok([clinic]) : fail(404, 'Clinic not found');
      },
      deleteClinic: (call) => {
        const clinic = find(call);
        if (!clinic) return fail(404, 'Clinic not found');
        state.clinics = state.clinics.filter((row) => row !== clinic);
        return ok({ sys_id: clinic.sys_id, registered_clinic_name: clinic.registered_clinic_name });
      },
      getTags: ok(tags),
      searchTags: (call) => {
        const search = (call.query.search ?? '').toLowerCase();
        return ok(tags.filter((tag) => tag.name.toLowerCase().includes(search)).map(({ id, name }) => ({ id, name })));
      },
      assignTags: ok({ requested: 1, added: 1 }),
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
  const requests = server.requests;
  return { requests, state };
}

/** Requests to one path (without query), optionally of one method. */
export function callsTo(requests: FakeRequest[], pathname: string, method = 'GET'): FakeRequest[] {
  return requests.filter((request) => request.url.pathname === pathname && request.method === method);
}

export function renderClinicPage(ui: ReactNode, options: RenderWithProvidersOptions) {
  registerModuleMessages([clinicsModule]);
  return renderWithProviders(ui, options);
}

export type { Clinic };
