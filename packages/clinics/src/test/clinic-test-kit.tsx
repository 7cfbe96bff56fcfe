// Test helpers of the Clinics pages: real store, messages, router; a fake server at the fetch boundary.
import type { ReactNode } from 'react';
import type { Clinic, SessionUser, Tag } from '@mk/contracts';
import type { TaggedClinic } from '@mk/api';
import { registerModuleMessages } from '@mk/module-kit';
import { catalogueText, fail, installFakeServer, ok, renderWithProviders, testAdmin, type FakeReply, type FakeRequest, type RenderWithProvidersOptions } from '@mk/module-kit/testing';
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
 * A fake server answering the clinic and tag calls from `clinics` (mutated by deletes), with
 * `overrides` consulted first. Returns the requests it received.
 */
export function clinicServer(options: { clinics?: TaggedClinic[]; tags?: Tag[]; overrides?: Route } = {}) {
  const state = { clinics: [...(options.clinics ?? [makeClinic()])] };
  const tags = options.tags ?? TAGS;
  const requests = installFakeServer(async (request) => {
    const override = await options.overrides?.(request);
    if (override) return override;
    const { pathname, searchParams } = request.url;
    if (request.method === 'GET' && pathname === '/api/clinic-read/clinics') {
      return ok({ count: state.clinics.length, rows: state.clinics.slice(0, 10) });
    }
    if (request.method === 'GET' && pathname === '/api/clinic-read/') {
      return ok({ count: state.clinics.length, data: state.clinics.slice(0, 10) });
    }
    if (request.method === 'GET' && pathname.startsWith('/api/clinic-read/')) {
      const clinic = state.clinics.find((row) => pathname.endsWith(row.sys_id));
      return clinic ? ok([clinic]) : fail(404, 'Clinic not found');
    }
    if (request.method === 'DELETE' && pathname.startsWith('/api/clinic-write/')) {
      const clinic = state.clinics.find((row) => pathname.endsWith(row.sys_id));
      if (!clinic) return fail(404, 'Clinic not found');
      state.clinics = state.clinics.filter((row) => row !== clinic);
      return ok({ sys_id: clinic.sys_id, registered_clinic_name: clinic.registered_clinic_name });
    }
    if (pathname === '/api/tags-read/tags') return ok(tags);
    if (pathname === '/api/tags-read/search-tags') {
      const search = (searchParams.get('search') ?? '').toLowerCase();
      return ok(tags.filter((tag) => tag.name.toLowerCase().includes(search)).map(({ id, name }) => ({ id, name })));
    }
    if (pathname === '/api/tags-write/assign-tag') return ok({ requested: 1, added: 1 });
    if (pathname.startsWith('/api/administrator-Read/')) {
      return ok({
        count: 2,
        rows: [
          { sys_id: 'adm-1', name: 'Adam Admin', email: 'admin@example.com', role: 'ADMIN' },
          { sys_id: 'pic-1', name: 'Clinic Manager', email: 'clinic.pic@example.com', role: 'PIC' },
        ],
      });
    }
    return fail(404, `No fake route for ${request.method} ${request.path}`);
  });
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
