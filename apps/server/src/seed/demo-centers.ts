import type { CenterType, City } from '@mk/contracts';
import { SLOT_MINUTES, slotsForPeriods, type Period } from '@mk/scheduling';
import type { Tx } from '../db/database';
import { insertCenterSlots } from '../centers/center-hours.repository';
import { centers, medicalServices, type NewCenterRow } from '../db/schema';
import { DEMO_CENTERS, type Owned } from './demo-data';
import { demoServicesFor } from './demo-services';

/** Where each city's demo centers stand (about its centre). */
const CITY_POINTS: Record<City, { lat: number; lng: number }> = {
  JEDDAH: { lat: 21.5433, lng: 39.1728 },
  RIYADH: { lat: 24.7136, lng: 46.6753 },
  MAKKAH: { lat: 21.4225, lng: 39.8262 },
  TAIF: { lat: 21.2703, lng: 40.4158 },
  KHAMIS_MUSHAIT: { lat: 18.3, lng: 42.7333 },
  ALBAHA: { lat: 20.0129, lng: 41.4677 },
  NAJRAN: { lat: 17.4924, lng: 44.1277 },
};

const BANKS = ['Al Rajhi Bank', 'Saudi National Bank', 'Riyad Bank', 'Alinma Bank', 'Bank Albilad'];
const TYPE_BIOS: Record<CenterType, [string, string]> = {
  LAB: ['An accredited medical laboratory for routine and specialised tests.', 'مختبر طبي معتمد للتحاليل الروتينية والتخصصية.'],
  RADIOLOGY: ['A diagnostic imaging center with X-ray, ultrasound, CT and MRI.', 'مركز أشعة تشخيصية يشمل الأشعة السينية والموجات فوق الصوتية والأشعة المقطعية والرنين المغناطيسي.'],
  SERVICE_PROVIDER: ['Laboratory tests and diagnostic imaging under one roof.', 'تحاليل مخبرية وأشعة تشخيصية في مكان واحد.'],
};
const TYPE_SPECIALIZATIONS: Record<CenterType, [string, string]> = {
  LAB: ['HEMATOLOGY', 'أمراض الدم'],
  RADIOLOGY: ['INTERVENTIONAL_DIAGNOSTIC_RADIOLOGY', 'الأشعة التشخيصية والتداخلية'],
  SERVICE_PROVIDER: ['GENERAL_MEDICINE', 'الطب العام'],
};

/** [owner, English name, Arabic name, type, city, district, street, home care]. */
type CenterLine = [string, string, string, CenterType, City, string, string, boolean];

/** Besides the center PIC's Precision Diagnostics Lab (demo-data.ts): every type, across the cities. */
const CATALOGUE: CenterLine[] = [
  ['center', 'Red Sea Imaging Center', 'مركز البحر الأحمر للأشعة', 'RADIOLOGY', 'JEDDAH', 'Al Rawdah', 'Prince Sultan Road', false],
  ['center', 'Riyadh Care Diagnostics', 'مركز رعاية الرياض للتشخيص', 'SERVICE_PROVIDER', 'RIYADH', 'Al Olaya', 'Olaya Street', true],
  ['noura', 'Al Borg Olaya Laboratory', 'مختبر البرج العليا', 'LAB', 'RIYADH', 'Al Olaya', 'King Fahd Road', true],
  ['noura', 'Najd Radiology Center', 'مركز نجد للأشعة', 'RADIOLOGY', 'RIYADH', 'Al Malqa', 'Anas Ibn Malik Road', false],
  ['noura', 'Al Safwa Medical Laboratory', 'مختبر الصفوة الطبي', 'LAB', 'MAKKAH', 'Al Aziziyah', 'Third Ring Road', true],
  ['noura', 'Haram Diagnostic Center', 'مركز الحرم للتشخيص', 'SERVICE_PROVIDER', 'MAKKAH', 'Al Awali', 'Al Haram Road', false],
  ['noura', 'Taif Highlands Laboratory', 'مختبر مرتفعات الطائف', 'LAB', 'TAIF', 'Shihar', 'Shihar Road', false],
  ['faisal', 'Al Hada Imaging Center', 'مركز الهدا للأشعة', 'RADIOLOGY', 'TAIF', 'Al Hada', 'Al Hada Road', false],
  ['faisal', 'Aseer Diagnostic Laboratory', 'مختبر عسير التشخيصي', 'LAB', 'KHAMIS_MUSHAIT', 'Al Rasras', 'King Khalid Road', true],
  ['faisal', 'Khamis Integrated Diagnostics', 'مركز خميس المتكامل للتشخيص', 'SERVICE_PROVIDER', 'KHAMIS_MUSHAIT', 'Al Dawha', 'Prince Sultan Street', true],
  ['faisal', 'Al Baha Medical Imaging', 'مركز الباحة للتصوير الطبي', 'RADIOLOGY', 'ALBAHA', 'Al Aqiq', 'King Abdulaziz Road', false],
  ['faisal', 'Al Baha Central Laboratory', 'مختبر الباحة المركزي', 'LAB', 'ALBAHA', 'Shada', 'King Saud Road', false],
  ['faisal', 'Najran Valley Diagnostics', 'مركز وادي نجران للتشخيص', 'SERVICE_PROVIDER', 'NAJRAN', 'Al Faisaliyah', 'King Abdulaziz Road', true],
  ['noura', 'Okhdood Medical Laboratory', 'مختبر الأخدود الطبي', 'LAB', 'NAJRAN', 'Al Okhdood', 'Prince Mishal Street', false],
];

/** Landline area codes by city, so a center's phone looks like one of its city. */
const AREA_CODE: Record<City, string> = { JEDDAH: '012', RIYADH: '011', MAKKAH: '012', TAIF: '012', KHAMIS_MUSHAIT: '017', ALBAHA: '017', NAJRAN: '017' };

function catalogueCenter([owner, name, nameAr, type, city, district, street, homecare]: CenterLine, index: number): Owned<NewCenterRow> {
  const point = CITY_POINTS[city];
  // A few hundred metres apart, so two centers of a city do not share a pin.
  const lat = (point.lat + ((index % 5) - 2) * 0.006).toFixed(4);
  const lng = (point.lng + ((index % 3) - 1) * 0.008).toFixed(4);
  const serial = String(7000001 + index * 137);
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    owner,
    center_name: name,
    center_name_arabic: nameAr,
    center_type: type,
    specialization: TYPE_SPECIALIZATIONS[type][0],
    specialization_arabic: TYPE_SPECIALIZATIONS[type][1],
    SCFHS_license_number: `140${serial}`,
    website: `https://${slug}.example.com`,
    contact_number: `${AREA_CODE[city]}${serial}`,
    address: district,
    street,
    city,
    lat,
    lng,
    center_bio: TYPE_BIOS[type][0],
    center_bio_ar: TYPE_BIOS[type][1],
    account_name: `${name} Co.`,
    bank_name: BANKS[index % BANKS.length],
    account_number: `20${serial}0`,
    IBAN_number: `SA${String(10 + index).padStart(2, '0')}8000000${serial}${String(index).padStart(3, '0')}`,
    homecare_enabled: homecare,
    center_pay: index % 3 !== 0,
    online_pay: true,
  };
}

/** The demo center PIC's lab first, then the catalogue: 15 centers. */
export const ALL_DEMO_CENTERS: Owned<NewCenterRow>[] = [...DEMO_CENTERS, ...CATALOGUE.map(catalogueCenter)];

const WEEKDAYS = [0, 1, 2, 3, 4];
/** Weekly timetables the demo centers take in turn: split shifts, long days, a Friday off. */
const TIMETABLES: Period[][] = [
  [
    { days: WEEKDAYS, from: '07:00', until: '12:00' },
    { days: WEEKDAYS, from: '16:00', until: '22:00' },
    { days: [6], from: '08:00', until: '13:00' },
  ],
  [{ days: [...WEEKDAYS, 6], from: '08:00', until: '20:00' }],
  [
    { days: WEEKDAYS, from: '06:00', until: '14:00' },
    { days: [5], from: '16:00', until: '21:00' },
    { days: [6], from: '09:00', until: '17:00' },
  ],
];

/** The timetable of the `index`-th demo center. */
export const demoCenterTimetable = (index: number): Period[] => TIMETABLES[index % TIMETABLES.length];

/** Every demo center with its hourly timetable and its services (5 to 20, home care where offered). */
export async function insertDemoCenters(tx: Tx, idOf: (owner: string) => string, logos: readonly string[]): Promise<void> {
  const seeded = await tx
    .insert(centers)
    .values(ALL_DEMO_CENTERS.map(({ owner, ...row }, index) => ({ ...row, pic_id: idOf(owner), avatar: row.avatar ?? logos[index % logos.length] })))
    .returning({ sys_id: centers.sys_id });
  await insertCenterSlots(
    tx,
    seeded.flatMap(({ sys_id }, index) =>
      slotsForPeriods(demoCenterTimetable(index), SLOT_MINUTES.center).map((slot) => ({ ...slot, center_id: sys_id })),
    ),
  );
  await tx.insert(medicalServices).values(
    seeded.flatMap(({ sys_id }, index) => {
      const center = ALL_DEMO_CENTERS[index];
      return demoServicesFor(index, center.center_type, center.homecare_enabled ?? false).map((service) => ({ ...service, center_id: sys_id }));
    }),
  );
}
