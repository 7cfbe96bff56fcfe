// Test helpers of the Packages pages: real store, messages, router; a fake API answering @mk/api's
// endpoints by name (an endpoint without an answer fails the test).
import type { Center, ListedPackage, SessionUser, StoredSlot, Tag } from '@mk/contracts';
import { domainTestKit, fakeApi, fakeRecords, fail, ok, recordMaker, tagHandlers, testAdmin, testPic, type FakeOverride } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { packagesModule } from '../packages.module';

export const admin = testAdmin;

/** The demo clinic PIC: two clinics and a lab. */
export const pic: SessionUser = {
  ...testPic([
    { sys_id: 'c1', name: 'Noor Clinic', name_ar: 'عيادة النور' },
    { sys_id: 'c2', name: 'Shifa Clinic', name_ar: 'عيادة الشفاء' },
  ]),
  centers: [{ sys_id: 'ce-1', name: 'Al Borg Lab Olaya', name_ar: 'مختبر البرج العليا' }],
};

/** `text(locale, id)`: tests read the catalogue instead of repeating Arabic; `renderPackagePage` renders a page of the area. */
export const { text, renderPage: renderPackagePage } = domainTestKit(packagesModule, { en, ar }, validationMessages);

/** The Noor check-up package: `makePackage(overrides)` is it with some fields changed. */
export const makePackage = recordMaker<ListedPackage>({
  sys_id: '7a000000-0000-4000-8000-000000000001',
  title: 'Full Body Check-up',
  description: 'Blood tests, ECG and a consultation.',
  title_ar: 'فحص الجسم الكامل',
  description_ar: 'تحاليل دم وتخطيط قلب واستشارة.',
  clinic_id: 'c1',
  promo_img: 'https://cdn.example.com/checkup.png',
  price_before: 500,
  price_after: 400,
  discount: 20,
  start_date: '2025-01-01',
  end_date: '2025-12-31',
  is_featured: false,
  package_type: 'CHECKUP',
  center_type: 'CLINIC',
  owner_name: 'Noor Clinic',
  owner_name_ar: 'عيادة النور',
  tags: [],
});

export const TAGS: Tag[] = [
  { id: 1, name: 'VIP', name_ar: null, active: true },
  { id: 2, name: 'Summer Offer', name_ar: null, active: true },
];

export const CENTERS: Partial<Center>[] = [
  { sys_id: 'ce-1', center_name: 'Al Borg Lab Olaya', center_name_arabic: 'مختبر البرج العليا', center_type: 'LAB' },
  { sys_id: 'ce-2', center_name: 'Scan Radiology', center_name_arabic: 'سكان للأشعة', center_type: 'RADIOLOGY' },
];

export const CLINICS = [
  { sys_id: 'c1', registered_clinic_name: 'Noor Clinic', registered_clinic_name_arabic: 'عيادة النور' },
  { sys_id: 'c9', registered_clinic_name: 'Dar Clinic', registered_clinic_name_arabic: 'عيادة الدار' },
];

/**
 * A fake API answering the package calls from `packages` (changed by creates, updates and
 * deletes), the timetable from `slots`, tags, clinics and centers; `overrides` is consulted first
 * for every request (and alone for the media upload).
 */
export function packageServer(options: { packages?: ListedPackage[]; slots?: StoredSlot[]; overrides?: FakeOverride } = {}) {
  const records = fakeRecords(options.packages ?? [makePackage()], 'Package Not Found');
  let slots = [...(options.slots ?? [])];
  const server = fakeApi(
    {
      getPackages: records.page,
      getPackage: (call) => records.read(call),
      createPackage: (call) => records.create({ sys_id: 'p-new', ...(call.body as Omit<ListedPackage, 'sys_id'>) }, 'Package created'),
      updatePackage: (call) => records.update(call),
      deletePackages: (call) => {
        const ids = (call.body as { ids: string[] }).ids;
        const unknown = ids.filter((id) => !records.rows.some((row) => row.sys_id === id));
        if (unknown.length) return fail(404, `Package ${unknown.join(', ')} not found`);
        for (const id of ids) records.remove({ ...call, url: new URL(`http://test/api/x/${id}`) }, () => null);
        return ok({ deleted: ids.length, ids });
      },
      getPackageTimes: () => ok(slots),
      resetPackageTimes: () => {
        const removed = slots.length;
        slots = [];
        return ok({ removed });
      },
      setPackageTimes: ok([]),
      getClinics: (call) => {
        const name = (call.query.name ?? '').toLowerCase();
        const rows = CLINICS.filter((clinic) => clinic.registered_clinic_name.toLowerCase().includes(name));
        return ok({ count: rows.length, rows });
      },
      getCenters: ok({ count: CENTERS.length, rows: CENTERS }),
      getPharmacies: ok({ count: 1, rows: [{ sys_id: 'ph-1', name: 'Nahdi Pharmacy', name_ar: 'صيدلية النهدي' }] }),
      ...tagHandlers(TAGS),
    },
    { before: options.overrides, fetch: options.overrides },
  );
  return { server, requests: server.requests };
}
