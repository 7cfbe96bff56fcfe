import { asc, inArray } from 'drizzle-orm';
import type { PackageType } from '@mk/contracts';
import { shiftDate, SLOT_MINUTES, slotsForPeriods, todayIn, type Period } from '@mk/scheduling';
import { RIYADH_TIME_ZONE } from '@mk/contracts';
import type { Tx } from '../db/database';
import { centers, clinics, packages, tagAssignments, tags } from '../db/schema';
import { packageDiscount } from '@mk/validators';
import { insertPackageSlots } from '../packages/packages.repository';
import { CATALOGUE_CLINICS } from './demo-clinics';
import { ALL_DEMO_CENTERS } from './demo-centers';
import { DEMO_CLINICS } from './demo-data';

/** Who offers a demo package: a clinic by its path, or one of the center PIC's centers by its name. */
type DemoOwner = { clinicPath: string } | { centerName: string };

interface DemoPackage {
  owner: DemoOwner;
  title: string;
  description: string;
  package_type: PackageType;
  price_before: number;
  price_after: number;
  /** Days from today (Riyadh) to the offer's start and end. */
  startIn: number;
  endIn: number;
  is_featured?: boolean;
  timetable: number;
}

const WEEKDAYS = [0, 1, 2, 3, 4];
const TIMETABLES: Period[][] = [
  [{ days: WEEKDAYS, from: '09:00', until: '13:00' }],
  [
    { days: [0, 2, 4], from: '16:00', until: '20:00' },
    { days: [6], from: '10:00', until: '12:00' },
  ],
  [{ days: [1, 3], from: '08:00', until: '11:30' }],
];

const [noor, smile] = DEMO_CLINICS.map((clinic) => ({ clinicPath: clinic.path! }));
const catalogue = (index: number) => ({ clinicPath: CATALOGUE_CLINICS[index].path! });
const [firstCenter, secondCenter, thirdCenter] = ALL_DEMO_CENTERS.filter((center) => center.owner === 'center').map((center) => ({ centerName: center.center_name }));
const radiology = { centerName: ALL_DEMO_CENTERS.find((center) => center.center_type === 'RADIOLOGY')!.center_name };

/** Thirteen packages: both of the clinic PIC's clinics, four catalogue clinics, the center PIC's three centers and a radiology center. One offer has ended. */
export const DEMO_PACKAGES: DemoPackage[] = [
  { owner: noor, title: 'Family Check-up Package', description: 'A full check-up for two adults and two children.', package_type: 'CHECKUP', price_before: 1200, price_after: 900, startIn: -20, endIn: 70, is_featured: true, timetable: 0 },
  { owner: noor, title: 'Diabetes Follow-up', description: 'Three consultations and HbA1c tests over six months.', package_type: 'CONSULTATION', price_before: 800, price_after: 640, startIn: -5, endIn: 120, timetable: 1 },
  { owner: noor, title: 'Winter Flu Care', description: 'A consultation and a flu vaccine, at the clinic or at home.', package_type: 'HOME_CARE', price_before: 400, price_after: 300, startIn: -90, endIn: -10, timetable: 2 },
  { owner: smile, title: 'Smile Whitening Offer', description: 'Teeth cleaning and whitening in two sessions.', package_type: 'DENTAL', price_before: 1500, price_after: 1050, startIn: -10, endIn: 50, is_featured: true, timetable: 0 },
  { owner: smile, title: 'Braces Consultation', description: 'Orthodontic assessment with panoramic x-ray.', package_type: 'DENTAL', price_before: 500, price_after: 450, startIn: 5, endIn: 95, timetable: 1 },
  { owner: catalogue(0), title: 'Heart Health Package', description: 'ECG, lipid profile and a cardiology consultation.', package_type: 'CHECKUP', price_before: 950, price_after: 760, startIn: -15, endIn: 45, timetable: 2 },
  { owner: catalogue(1), title: 'Women Wellness Package', description: 'Annual wellness visit with essential lab tests.', package_type: 'CHECKUP', price_before: 1100, price_after: 880, startIn: -3, endIn: 60, timetable: 0 },
  { owner: catalogue(2), title: 'Child Growth Review', description: 'Growth assessment, vaccines review and nutrition advice.', package_type: 'CONSULTATION', price_before: 350, price_after: 280, startIn: -30, endIn: 30, timetable: 1 },
  { owner: catalogue(3), title: 'Skin Care Sessions', description: 'Three dermatology sessions with a skin analysis.', package_type: 'OTHER', price_before: 1800, price_after: 1440, startIn: 0, endIn: 90, timetable: 2 },
  { owner: firstCenter, title: 'Complete Blood Panel', description: 'CBC, lipid profile, liver and kidney function tests.', package_type: 'LAB', price_before: 600, price_after: 420, startIn: -7, endIn: 80, is_featured: true, timetable: 0 },
  { owner: radiology, title: 'Full Body Imaging', description: 'Chest x-ray and abdominal ultrasound with a report.', package_type: 'RADIOLOGY', price_before: 1400, price_after: 1120, startIn: -12, endIn: 40, timetable: 1 },
  { owner: secondCenter, title: 'Hormone Balance Tests', description: 'Thyroid, cortisol and reproductive hormone panels.', package_type: 'LAB', price_before: 700, price_after: 595, startIn: -4, endIn: 75, timetable: 0 },
  { owner: thirdCenter, title: 'Vitamin Levels Check', description: 'Vitamin D, B12 and iron studies in one visit.', package_type: 'LAB', price_before: 450, price_after: 360, startIn: -1, endIn: 100, timetable: 2 },
];

/** Each demo package's Arabic title and description, by its English title. */
const ARABIC: Record<string, { title_ar: string; description_ar: string }> = {
  'Family Check-up Package': { title_ar: 'باقة الفحص العائلي', description_ar: 'فحص شامل لشخصين بالغين وطفلين.' },
  'Diabetes Follow-up': { title_ar: 'متابعة السكري', description_ar: 'ثلاث استشارات وتحاليل السكر التراكمي على مدى ستة أشهر.' },
  'Winter Flu Care': { title_ar: 'رعاية إنفلونزا الشتاء', description_ar: 'استشارة ولقاح الإنفلونزا في العيادة أو في المنزل.' },
  'Smile Whitening Offer': { title_ar: 'عرض تبييض الابتسامة', description_ar: 'تنظيف الأسنان وتبييضها في جلستين.' },
  'Braces Consultation': { title_ar: 'استشارة تقويم الأسنان', description_ar: 'تقييم تقويمي مع أشعة بانورامية.' },
  'Heart Health Package': { title_ar: 'باقة صحة القلب', description_ar: 'تخطيط القلب وتحليل الدهون واستشارة قلب.' },
  'Women Wellness Package': { title_ar: 'باقة صحة المرأة', description_ar: 'زيارة سنوية للعافية مع التحاليل الأساسية.' },
  'Child Growth Review': { title_ar: 'مراجعة نمو الطفل', description_ar: 'تقييم النمو ومراجعة اللقاحات ونصائح التغذية.' },
  'Skin Care Sessions': { title_ar: 'جلسات العناية بالبشرة', description_ar: 'ثلاث جلسات جلدية مع تحليل للبشرة.' },
  'Complete Blood Panel': { title_ar: 'تحاليل الدم الشاملة', description_ar: 'صورة الدم الكاملة والدهون ووظائف الكبد والكلى.' },
  'Full Body Imaging': { title_ar: 'تصوير الجسم الكامل', description_ar: 'أشعة سينية للصدر وموجات صوتية للبطن مع تقرير.' },
  'Hormone Balance Tests': { title_ar: 'تحاليل توازن الهرمونات', description_ar: 'تحاليل الغدة الدرقية والكورتيزول والهرمونات التناسلية.' },
  'Vitamin Levels Check': { title_ar: 'فحص مستويات الفيتامينات', description_ar: 'فيتامين د وب12 ودراسات الحديد في زيارة واحدة.' },
};

/**
 * Seeds DEMO_PACKAGES for the facilities already seeded, each with a timetable of 30-minute slots
 * and one or two of the demo tags; dates around `now` (Riyadh). A center's package takes the
 * center's kind (LAB or RADIOLOGY; a service provider's counts as LAB).
 */
export async function insertDemoPackages(tx: Tx, now: Date): Promise<void> {
  const clinicPaths = DEMO_PACKAGES.flatMap(({ owner }) => ('clinicPath' in owner ? [owner.clinicPath] : []));
  const centerNames = DEMO_PACKAGES.flatMap(({ owner }) => ('centerName' in owner ? [owner.centerName] : []));
  const [clinicRows, centerRows, tagRows] = await Promise.all([
    tx.select({ sys_id: clinics.sys_id, path: clinics.path, avatar: clinics.avatar }).from(clinics).where(inArray(clinics.path, clinicPaths)),
    tx.select({ sys_id: centers.sys_id, name: centers.center_name, type: centers.center_type, avatar: centers.avatar }).from(centers).where(inArray(centers.center_name, centerNames)),
    tx.select({ id: tags.id }).from(tags).orderBy(asc(tags.id)),
  ]);
  const today = todayIn(now, RIYADH_TIME_ZONE);
  const ownerOf = (owner: DemoOwner) => {
    if ('clinicPath' in owner) {
      const clinic = clinicRows.find((row) => row.path === owner.clinicPath)!;
      return { clinic_id: clinic.sys_id, center_type: 'CLINIC' as const, image: clinic.avatar };
    }
    const center = centerRows.find((row) => row.name === owner.centerName)!;
    return { clinic_id: center.sys_id, center_type: center.type === 'RADIOLOGY' ? ('RADIOLOGY' as const) : ('LAB' as const), image: center.avatar };
  };
  const seeded = await tx
    .insert(packages)
    .values(
      DEMO_PACKAGES.map((demo) => {
        const { clinic_id, center_type, image } = ownerOf(demo.owner);
        return {
          title: demo.title,
          description: demo.description,
          ...ARABIC[demo.title],
          clinic_id,
          center_type,
          promo_img: image ?? 'https://cdn.example.com/packages/default.png',
          price_before: demo.price_before,
          price_after: demo.price_after,
          discount: packageDiscount(demo.price_before, demo.price_after),
          start_date: shiftDate(today, demo.startIn),
          end_date: shiftDate(today, demo.endIn),
          is_featured: demo.is_featured ?? false,
          package_type: demo.package_type,
          // A second apart, so newest first is the order above, reversed, on every seed.
          createdAt: new Date(now.getTime() - (DEMO_PACKAGES.length - DEMO_PACKAGES.indexOf(demo)) * 1000),
        };
      }),
    )
    .returning({ sys_id: packages.sys_id });
  await insertPackageSlots(
    tx,
    seeded.flatMap(({ sys_id }, index) =>
      slotsForPeriods(TIMETABLES[DEMO_PACKAGES[index].timetable], SLOT_MINUTES.package).map((slot) => ({ ...slot, package_id: sys_id })),
    ),
  );
  if (tagRows.length === 0) return;
  const tagOf = (n: number) => tagRows[n % tagRows.length].id;
  await tx.insert(tagAssignments).values(
    seeded.flatMap(({ sys_id }, index) => {
      const chosen = index % 3 === 0 ? [tagOf(index), tagOf(index + 1)] : [tagOf(index)];
      return chosen.map((tag_id) => ({ entity_type: 'PACKAGE', entity_sys_id: sys_id, tag_id }));
    }),
  );
}
