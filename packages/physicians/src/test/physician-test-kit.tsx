// Test helpers of the Physicians pages: real store, messages, router; a fake API answering @mk/api's
// endpoints by name (an endpoint without an answer fails the test).
import type { ReactNode } from 'react';
import type { SessionUser, StoredSlot } from '@mk/contracts';
import type { ListedPhysician } from '@mk/api';
import { registerModuleMessages } from '@mk/module-kit';
import { catalogueText, fail, fakeApi, ok, renderWithProviders, testAdmin, type ApiCall, type FakeReply, type FakeRequest, type RenderWithProvidersOptions } from '@mk/module-kit/testing';
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
 * (mutated by creates, updates, deletes, resets and saves), with `overrides` consulted first for
 * every request. Returns the requests it received, in order (API calls carry their endpoint name).
 */
export function physicianServer(options: { physicians?: ListedPhysician[]; slots?: StoredSlot[]; overrides?: Route } = {}) {
  const state = { physicians: [...(options.physicians ?? [makePhysician()])], slots: [...(options.slots ?? [])] };
  const find = (call: ApiCall) => state.physicians.find((row) => call.url.pathname.endsWith(`/${row.sys_id}`));
  const server = fakeApi(
    {
      getPhysicians: () => ok({ count: state.physicians.length, rows: state.physicians.slice(0, 10) }),
      getPhysician: (call) => {
        const physician = find(call);
        return physician ? ok(physician) : fail(404, 'Physician not found');
      },
      createPhysician: (call) => {
        const created = makePhysician({ ...(call.body as Partial<ListedPhysician>), sys_id: `new-${state.physicians.length + 1}` });
        state.physicians = [...state.physicians, created];
        return { status: 201, body: { result: 'ok', message: 'Physician created', payload: created } };
      },
      updatePhysician: (call) => {
        const physician = find(call);
        if (!physician) return fail(404, 'Physician not found');
        const updated = { ...physician, ...(call.body as Partial<ListedPhysician>) };
        state.physicians = state.physicians.map((row) => (row === physician ? updated : row));
        return ok(updated);
      },
      deletePhysician: (call) => {
        const physician = find(call);
        if (!physician) return fail(404, 'Physician not found');
        state.physicians = state.physicians.filter((row) => row !== physician);
        return ok({ sys_id: physician.sys_id, name: physician.name });
      },
      getClinicsPage: ok({ count: CLINICS.length, data: CLINICS }),
      getClinics: ok({ count: 1, rows: [{ sys_id: 'c1', registered_clinic_name: 'Noor Clinic', registered_clinic_name_arabic: 'عيادة النور' }] }),
      getOperatingHours: () => ok(state.slots),
      resetOperatingHours: () => {
        state.slots = [];
        return ok({});
      },
      setOperatingHours: ok({}),
      getTags: ok(TAGS),
      searchTags: (call) => {
        const search = (call.query.search ?? '').toLowerCase();
        return ok(TAGS.filter((tag) => tag.name.toLowerCase().includes(search)));
      },
      assignTags: ok({ requested: 1, added: 1 }),
    },
    {
      before: options.overrides,
      // The image uploader posts to the media host, outside @mk/api.
      fetch: async (request) =>
        (await options.overrides?.(request)) ?? (request.path === '/api/media/upload' ? ok({ secure_url: '/media/images/sara.png' }) : undefined),
    },
  );
  const requests = server.requests;
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
