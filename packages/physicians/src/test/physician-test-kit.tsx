// Test helpers of the Physicians pages: real store, messages, router; a fake server at the fetch boundary.
import type { ReactNode } from 'react';
import type { SessionUser, StoredSlot } from '@mk/contracts';
import type { ListedPhysician } from '@mk/api';
import { registerModuleMessages } from '@mk/module-kit';
import { catalogueText, fail, installFakeServer, ok, renderWithProviders, testAdmin, type FakeReply, type FakeRequest, type RenderWithProvidersOptions } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { physiciansModule } from '../physicians.module';

export const admin = testAdmin;

/** A PIC in charge of two clinics, as the session keeps them. */
export const clinicPic: SessionUser = {
  name: 'Clinic Manager',
  email: 'clinic.pic@example.com',
  role: 'PIC',
  sys_id: 'pic-1',
  token: 'pic-token',
  clinics: [
    { sys_id: 'c1', name: 'Noor Clinic', name_ar: 'عيادة النور' },
    { sys_id: 'c2', name: 'Shifa Clinic', name_ar: 'عيادة الشفاء' },
  ],
  pharmacies: [],
  centers: [],
};

/** The clinics of `clinic-read/` (the physician form's dropdown, page 1 limit 200). */
export const CLINICS = [
  { sys_id: 'c1', registered_clinic_name: 'Noor Clinic', registered_clinic_name_arabic: 'عيادة النور' },
  { sys_id: 'c2', registered_clinic_name: 'Shifa Clinic', registered_clinic_name_arabic: 'عيادة الشفاء' },
];

/** The text of a message in a locale, so tests read the catalogue instead of repeating Arabic. */
export const text = catalogueText({ en, ar }, validationMessages);

export function makePhysician(overrides: Partial<ListedPhysician> = {}): ListedPhysician {
  return {
    sys_id: '7a1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d0001',
    name: 'Sara Ali',
    arabic_name: 'سارة علي',
    title: 'SPECIALIST',
    gender: 'Female',
    medical_id: '998877',
    clinic_id: 'c1',
    clinic: { registered_clinic_name: 'Noor Clinic', registered_clinic_name_arabic: 'عيادة النور' },
    about: 'طبيبة أسنان',
    about_en: 'A dentist',
    specialization: 'DENTISTRY',
    consultation_duration: 30,
    app_access: true,
    audio_enabled: true,
    text_enabled: true,
    video_enabled: true,
    walkin_enabled: true,
    homecare_enabled: false,
    uc_enabled: false,
    mr_enabled: false,
    path: 'sara-ali',
    tags: [],
    ...overrides,
  };
}

export const TAGS = [
  { id: 2, name: 'Night Shift' },
  { id: 5, name: 'Pediatrics' },
];

type Route = (request: FakeRequest) => FakeReply | Promise<FakeReply> | undefined;

/**
 * A fake server answering the physician, schedule and clinic calls from `physicians` and `slots`
 * (mutated by creates, updates, deletes, resets and saves), with `overrides` consulted first.
 * Returns the requests it received.
 */
export function physicianServer(options: { physicians?: ListedPhysician[]; slots?: StoredSlot[]; overrides?: Route } = {}) {
  const state = { physicians: [...(options.physicians ?? [makePhysician()])], slots: [...(options.slots ?? [])] };
  const requests = installFakeServer(async (request) => {
    const override = await options.overrides?.(request);
    if (override) return override;
    const { pathname } = request.url;
    const find = () => state.physicians.find((row) => pathname.endsWith(`/${row.sys_id}`));
    if (request.method === 'GET' && pathname === '/api/doctor-read/v2') {
      return ok({ count: state.physicians.length, rows: state.physicians.slice(0, 10) });
    }
    if (request.method === 'GET' && pathname.startsWith('/api/doctor-read/')) {
      const physician = find();
      return physician ? ok(physician) : fail(404, 'Physician not found');
    }
    if (request.method === 'POST' && pathname === '/api/doctor-write') {
      const created = makePhysician({ ...(request.body as Partial<ListedPhysician>), sys_id: `new-${state.physicians.length + 1}` });
      state.physicians = [...state.physicians, created];
      return { status: 201, body: { result: 'ok', message: 'Physician created', payload: created } };
    }
    if (request.method === 'PATCH' && pathname.startsWith('/api/doctor-write/')) {
      const physician = find();
      if (!physician) return fail(404, 'Physician not found');
      const updated = { ...physician, ...(request.body as Partial<ListedPhysician>) };
      state.physicians = state.physicians.map((row) => (row === physician ? updated : row));
      return ok(updated);
    }
    if (request.method === 'GET' && pathname === '/api/clinic-read/') return ok({ count: CLINICS.length, data: CLINICS });
    if (pathname === '/api/media/upload') return ok({ secure_url: '/media/images/sara.png' });
    if (request.method === 'DELETE' && pathname.startsWith('/api/doctor-write/')) {
      const physician = find();
      if (!physician) return fail(404, 'Physician not found');
      state.physicians = state.physicians.filter((row) => row !== physician);
      return ok({ sys_id: physician.sys_id, name: physician.name });
    }
    if (pathname.startsWith('/api/appointment-management/get-operating-hour/')) return ok(state.slots);
    if (pathname.startsWith('/api/appointment-management/reset-operating-hour/')) {
      state.slots = [];
      return ok({});
    }
    if (pathname === '/api/appointment-management/set-operating-hour-v3') return ok({});
    if (pathname === '/api/tags-read/tags') return ok(TAGS);
    if (pathname === '/api/tags-read/search-tags') {
      const search = (request.url.searchParams.get('search') ?? '').toLowerCase();
      return ok(TAGS.filter((tag) => tag.name.toLowerCase().includes(search)));
    }
    if (pathname === '/api/tags-write/assign-tag') return ok({ requested: 1, added: 1 });
    if (request.method === 'GET' && pathname === '/api/clinic-read/clinics') {
      return ok({ count: 1, rows: [{ sys_id: 'c1', registered_clinic_name: 'Noor Clinic', registered_clinic_name_arabic: 'عيادة النور' }] });
    }
    return fail(404, `No fake route for ${request.method} ${request.path}`);
  });
  return { requests, state };
}

/** Requests to one path (without query), optionally of one method. */
export function callsTo(requests: FakeRequest[], pathname: string, method = 'GET'): FakeRequest[] {
  return requests.filter((request) => request.url.pathname === pathname && request.method === method);
}

export function renderPhysicianPage(ui: ReactNode, options: RenderWithProvidersOptions) {
  registerModuleMessages([physiciansModule]);
  return renderWithProviders(ui, options);
}
