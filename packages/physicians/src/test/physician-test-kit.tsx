// Test helpers of the Physicians pages: real store, messages, router; a fake API answering @mk/api's
// endpoints by name (an endpoint without an answer fails the test).
import type { StoredSlot } from '@mk/contracts';
import type { ListedPhysician } from '@mk/api';
import { domainTestKit, fakeApi, fakeRecords, ok, recordMaker, tagHandlers, testAdmin, testPic, type FakeOverride } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { physiciansModule } from '../physicians.module';

export const admin = testAdmin;

/** A PIC in charge of two clinics, as the session keeps them. */
export const clinicPic = testPic([
  { sys_id: 'c1', name: 'Noor Clinic', name_ar: 'عيادة النور' },
  { sys_id: 'c2', name: 'Shifa Clinic', name_ar: 'عيادة الشفاء' },
]);

/** The clinics of `clinic-read/` (the physician form's dropdown, page 1 limit 200). */
export const CLINICS = [
  { sys_id: 'c1', registered_clinic_name: 'Noor Clinic', registered_clinic_name_arabic: 'عيادة النور' },
  { sys_id: 'c2', registered_clinic_name: 'Shifa Clinic', registered_clinic_name_arabic: 'عيادة الشفاء' },
];

/** `text(locale, id)`: tests read the catalogue instead of repeating Arabic; `renderPhysicianPage` renders a page of the area. */
export const { text, renderPage: renderPhysicianPage } = domainTestKit(physiciansModule, { en, ar }, validationMessages);

/** Sara Ali, a dentist of Noor Clinic: `makePhysician(overrides)` is her with some fields changed. */
export const makePhysician = recordMaker<ListedPhysician>({
  sys_id: '7a1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d0001', id: 1,
  name: 'Sara Ali', arabic_name: 'سارة علي',
  title: 'SPECIALIST', gender: 'Female', medical_id: '998877', specialization: 'DENTISTRY',
  clinic_id: 'c1', clinic: { registered_clinic_name: 'Noor Clinic', registered_clinic_name_arabic: 'عيادة النور' },
  about: 'طبيبة أسنان', about_en: 'A dentist',
  phone: null, email: null, avatar: null, education: null, nationality: null, national_id: null, date_of_birth: null,
  subspecialization: null, subspecialization_ar: null, expertise: null, expertise_ar: null,
  consultation_fees: 0, walkin_fees: 0, homecare_fees: 0, consultation_duration: 30, app_access: true,
  audio_enabled: true, text_enabled: true, video_enabled: true, walkin_enabled: true, homecare_enabled: false, uc_enabled: false, mr_enabled: false,
  path: 'sara-ali',
  createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-02T00:00:00.000Z',
  tags: [],
});

/** A second physician for the lists: Omar Hassan, of Shifa Clinic. */
export const OMAR = makePhysician({
  sys_id: '7a1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d0002',
  name: 'Omar Hassan', arabic_name: 'عمر حسن', path: 'omar-hassan',
  clinic: { registered_clinic_name: 'Shifa Clinic', registered_clinic_name_arabic: 'عيادة الشفاء' },
});

export const TAGS = [
  { id: 2, name: 'Night Shift' },
  { id: 5, name: 'Pediatrics' },
];

/**
 * A fake server answering the physician, schedule and clinic calls from `physicians` and `slots`
 * (changed by creates, updates, deletes, resets and saves), with `overrides` consulted first for
 * every request. `server.callsTo` gives the calls of one endpoint; `requests` every request, in order.
 */
export function physicianServer(options: { physicians?: ListedPhysician[]; slots?: StoredSlot[]; overrides?: FakeOverride } = {}) {
  const records = fakeRecords(options.physicians ?? [makePhysician()], 'Physician not found');
  let slots = [...(options.slots ?? [])];
  const server = fakeApi(
    {
      getPhysicians: records.page,
      getPhysician: (call) => records.read(call),
      createPhysician: (call) =>
        records.create(makePhysician({ ...(call.body as Partial<ListedPhysician>), sys_id: `new-${records.rows.length + 1}` }), 'Physician created'),
      updatePhysician: records.update,
      deletePhysician: (call) => records.remove(call, ({ sys_id, name }) => ({ sys_id, name })),
      getClinicsPage: ok({ count: CLINICS.length, data: CLINICS }),
      getClinics: ok({ count: 1, rows: [CLINICS[0]] }),
      getOperatingHours: () => ok(slots),
      resetOperatingHours: () => {
        slots = [];
        return ok({});
      },
      setOperatingHours: ok({}),
      ...tagHandlers(TAGS),
    },
    {
      before: options.overrides,
      // The image uploader posts to the media host, outside @mk/api.
      fetch: async (request) =>
        (await options.overrides?.(request)) ?? (request.path === '/api/media/upload' ? ok({ secure_url: '/media/images/sara.png' }) : undefined),
    },
  );
  return { server, requests: server.requests };
}
