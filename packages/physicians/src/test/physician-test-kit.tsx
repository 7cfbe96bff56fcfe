// Test helpers of the Physicians pages: real store, messages, router; a fake server at the fetch boundary.
import type { ReactNode } from 'react';
import type { SessionUser, StoredSlot } from '@mk/contracts';
import type { ListedPhysician } from '@mk/api';
import { fail, installFakeServer, ok, registerModuleMessages, renderWithProviders, type FakeRequest, type RenderWithProvidersOptions } from '@mk/module-kit';
import { flattenMessages, type NestedMessages } from '@mk/i18n';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { physiciansModule } from '../physicians.module';

export const admin: SessionUser = { name: 'Adam Admin', email: 'admin@example.com', role: 'ADMIN', sys_id: 'adm-1', token: 'adm-token' };

const CATALOGUE = { en: flattenMessages(en as NestedMessages), ar: flattenMessages(ar as NestedMessages) };

/** The text of a message in a locale, so tests read the catalogue instead of repeating Arabic. */
export function text(locale: 'en' | 'ar', id: string, values: Record<string, string | number> = {}): string {
  const message = CATALOGUE[locale][id];
  if (message === undefined) throw new Error(`No ${locale} message ${id}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

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

/**
 * A fake server answering the physician and schedule calls from `physicians` and `slots` (mutated
 * by deletes, resets and saves). Returns the requests it received.
 */
export function physicianServer(options: { physicians?: ListedPhysician[]; slots?: StoredSlot[] } = {}) {
  const state = { physicians: [...(options.physicians ?? [makePhysician()])], slots: [...(options.slots ?? [])] };
  const requests = installFakeServer(async (request) => {
    const { pathname } = request.url;
    const find = () => state.physicians.find((row) => pathname.endsWith(`/${row.sys_id}`));
    if (request.method === 'GET' && pathname === '/api/doctor-read/v2') {
      return ok({ count: state.physicians.length, rows: state.physicians.slice(0, 10) });
    }
    if (request.method === 'GET' && pathname.startsWith('/api/doctor-read/')) {
      const physician = find();
      return physician ? ok(physician) : fail(404, 'Physician not found');
    }
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
