// Test helpers of the Centers pages: real store, messages, router; a fake API answering @mk/api's
// endpoints by name (an endpoint without an answer fails the test).
import type { Center, SessionUser, StoredSlot } from '@mk/contracts';
import { domainTestKit, facilityStatusChange, fakeApi, fakeRecords, ok, recordMaker, testAdmin, testPic, type FakeOverride } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { centersModule } from '../centers.module';

export const admin = testAdmin;

/** The demo center PIC (pic-1), in charge of the Al Borg lab. */
export const centerPic: SessionUser = {
  ...testPic([]),
  name: 'Center Manager',
  email: 'center.pic@example.com',
  centers: [{ sys_id: 'ce-1', name: 'Al Borg Lab Olaya' }],
};

/** `text(locale, id)`: tests read the catalogue instead of repeating Arabic; `renderCenterPage` renders a page of the area. */
export const { text, renderPage: renderCenterPage } = domainTestKit(centersModule, { en, ar }, validationMessages);

/** The Al Borg lab in Olaya: `makeCenter(overrides)` is it with some fields changed. */
export const makeCenter = recordMaker<Center>({
  sys_id: '5c0e0000-0000-4000-8000-000000000001',
  center_name: 'Al Borg Lab Olaya',
  center_name_arabic: 'مختبر البرج العليا',
  center_type: 'LAB',
  specialization: 'Clinical laboratory',
  specialization_arabic: 'مختبر سريري',
  SCFHS_license_number: '5012345',
  website: 'alborg.example.com',
  contact_number: '0112345678',
  address: 'Al Olaya',
  street: 'Olaya Street',
  city: 'RIYADH',
  lat: '24.6950',
  lng: '46.6850',
  center_bio: 'Blood tests and lab panels.',
  center_bio_ar: 'تحاليل الدم والفحوصات المخبرية.',
  account_name: 'Al Borg Medical Labs',
  bank_name: 'Al Rajhi Bank',
  account_number: '123456789',
  IBAN_number: 'SA0380000000608010167519',
  pic_id: 'pic-1',
  avatar: '/media/images/alborg.png',
  homecare_enabled: true,
  center_pay: false,
  online_pay: true,
  status: 'active',
  status_reason: null,
  createdAt: '2024-05-01T09:00:00.000Z',
  updatedAt: '2024-05-01T09:00:00.000Z',
});

export const ADMINISTRATORS = [
  { sys_id: 'adm-1', name: 'Adam Admin', email: 'admin@example.com', role: 'ADMIN' },
  { sys_id: 'pic-1', name: 'Center Manager', email: 'center.pic@example.com', role: 'PIC' },
];

/**
 * A fake API answering the center calls from `centers` (changed by creates, updates and removes),
 * the hours from `slots`, and the administrators list; `overrides` is consulted first for every
 * request (and alone for the media upload).
 */
export function centerServer(options: { centers?: Center[]; slots?: StoredSlot[]; overrides?: FakeOverride } = {}) {
  const records = fakeRecords(options.centers ?? [makeCenter()], 'Center not found');
  let slots = [...(options.slots ?? [])];
  const server = fakeApi(
    {
      getCenters: records.page,
      getCenter: (call) => records.read(call),
      createCenter: (call) => records.create({ sys_id: 'ce-new', ...(call.body as Omit<Center, 'sys_id'>) }, 'Center created'),
      updateCenter: (call) => records.update(call),
      changeFacilityStatus: facilityStatusChange(records),
      deleteCenter: (call) => records.remove(call, ({ sys_id, center_name }) => ({ sys_id, center_name })),
      getCenterHours: () => ok(slots),
      resetCenterHours: () => {
        const removed = slots.length;
        slots = [];
        return ok({ removed });
      },
      setCenterHours: ok([]),
      getAdministrators: ok({ count: ADMINISTRATORS.length, rows: ADMINISTRATORS }),
    },
    { before: options.overrides, fetch: options.overrides },
  );
  return { server, requests: server.requests };
}
