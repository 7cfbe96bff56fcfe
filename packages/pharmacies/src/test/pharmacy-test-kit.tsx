// Test helpers of the Pharmacies pages: real store, messages, router; a fake API answering @mk/api's
// endpoints by name (an endpoint without an answer fails the test).
import type { Pharmacy, SessionUser } from '@mk/contracts';
import { domainTestKit, facilityStatusChange, fakeApi, fakeRecords, ok, testAdmin, testPic, type FakeOverride } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { pharmaciesModule } from '../pharmacies.module';

export const admin = testAdmin;
/** A pharmacy PIC (pic-1) in charge of the Olaya pharmacy. */
export const pharmacyPic: SessionUser = {
  ...testPic([]),
  name: 'Pharmacy Manager',
  email: 'pharmacy.pic@example.com',
  pharmacies: [{ sys_id: 'ph-1', name: 'Al Dawaa Olaya' }],
};

/** `text(locale, id)`: tests read the catalogue instead of repeating Arabic; `renderPharmacyPage` renders a page of the area. */
export const { text, renderPage: renderPharmacyPage } = domainTestKit(pharmaciesModule, { en, ar }, validationMessages);

export function makePharmacy(overrides: Partial<Pharmacy> = {}): Pharmacy {
  return {
    sys_id: '9a1b2c3d-0000-4000-8000-000000000001',
    name: 'Al Dawaa Olaya',
    name_ar: 'صيدلية الدواء العليا',
    cr_number: '1010234567',
    phone: '0551234567',
    email: 'olaya@aldawaa.example.com',
    address: 'Al Olaya',
    city: 'RIYADH',
    lat: '24.6950',
    lng: '46.6850',
    pic_id: 'pic-1',
    status: 'active',
    status_reason: null,
    createdAt: '2024-05-01T09:00:00.000Z',
    updatedAt: '2024-05-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The pharmacy as an API host that predates approval (issue 25) sends it: without a status. */
export function withoutStatus(pharmacy: Pharmacy): Pharmacy {
  const { status: _status, ...older } = pharmacy;
  return older as Pharmacy;
}

export const ADMINISTRATORS = [
  { sys_id: 'adm-1', name: 'Adam Admin', email: 'admin@example.com', role: 'ADMIN' },
  { sys_id: 'pic-1', name: 'Pharmacy Manager', email: 'pharmacy.pic@example.com', role: 'PIC' },
];

/**
 * A fake API answering the pharmacy calls from `pharmacies` (changed by creates and updates) and
 * the administrators list, with `overrides` consulted first for every request.
 */
export function pharmacyServer(options: { pharmacies?: Pharmacy[]; administrators?: typeof ADMINISTRATORS; overrides?: FakeOverride } = {}) {
  const records = fakeRecords(options.pharmacies ?? [makePharmacy()], 'Pharmacy not found');
  const server = fakeApi(
    {
      getPharmacies: records.page,
      getPharmacy: (call) => records.read(call),
      createPharmacy: (call) => records.create({ sys_id: 'ph-new', ...(call.body as Omit<Pharmacy, 'sys_id'>) }, 'Pharmacy created'),
      updatePharmacy: (call) => records.update(call),
      changeFacilityStatus: facilityStatusChange(records),
      getAdministrators: ok({ count: (options.administrators ?? ADMINISTRATORS).length, rows: options.administrators ?? ADMINISTRATORS }),
    },
    { before: options.overrides },
  );
  return { server, requests: server.requests };
}
