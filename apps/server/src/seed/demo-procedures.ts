import type { Tx } from '../db/database';
import { criteria, procedureCriteria, procedures } from '../db/schema';

/** The criteria a procedure can require (English, Arabic). */
export const DEMO_CRITERIA: [string, string][] = [
  ['Fasting for 8 to 12 hours', 'الصيام من 8 إلى 12 ساعة'],
  ['Referral from a physician', 'تحويل من طبيب'],
  ['Not pregnant', 'عدم وجود حمل'],
  ['No metal implants', 'عدم وجود زراعات معدنية'],
  ['Recent kidney function test', 'تحليل حديث لوظائف الكلى'],
  ['Full bladder', 'امتلاء المثانة'],
  ['Stop blood thinners 5 days before', 'إيقاف مميعات الدم قبل 5 أيام'],
  ['Age 40 or older', 'العمر 40 عامًا فأكثر'],
  ['No deodorant on the day', 'عدم استخدام مزيل العرق يوم الفحص'],
  ['Bring previous images', 'إحضار الصور السابقة'],
];

/** Procedures with the indexes of their criteria in DEMO_CRITERIA. */
export const DEMO_PROCEDURES: { name: string; arabic_name: string; criteria: number[] }[] = [
  { name: 'MRI with Contrast', arabic_name: 'رنين مغناطيسي بالصبغة', criteria: [1, 2, 3, 4] },
  { name: 'CT Scan with Contrast', arabic_name: 'أشعة مقطعية بالصبغة', criteria: [1, 2, 4] },
  { name: 'Fasting Blood Tests', arabic_name: 'تحاليل الدم الصائمة', criteria: [0] },
  { name: 'Pelvic Ultrasound', arabic_name: 'موجات فوق صوتية على الحوض', criteria: [5] },
  { name: 'Screening Mammogram', arabic_name: 'تصوير الثدي الشعاعي', criteria: [7, 8, 9] },
  { name: 'Colonoscopy', arabic_name: 'منظار القولون', criteria: [0, 1, 6] },
  { name: 'Bone Density Scan', arabic_name: 'فحص كثافة العظام', criteria: [2, 3] },
];

/** The criteria catalogue and the procedures that list them. */
export async function insertDemoProcedures(tx: Tx): Promise<void> {
  const seededCriteria = await tx
    .insert(criteria)
    .values(DEMO_CRITERIA.map(([name, arabic_name]) => ({ name, arabic_name })))
    .returning({ sys_id: criteria.sys_id, name: criteria.name });
  const criterionId = (index: number) => seededCriteria.find((row) => row.name === DEMO_CRITERIA[index][0])!.sys_id;
  const seededProcedures = await tx
    .insert(procedures)
    .values(DEMO_PROCEDURES.map(({ name, arabic_name }) => ({ name, arabic_name })))
    .returning({ sys_id: procedures.sys_id, name: procedures.name });
  await tx.insert(procedureCriteria).values(
    DEMO_PROCEDURES.flatMap((procedure) => {
      const procedureId = seededProcedures.find((row) => row.name === procedure.name)!.sys_id;
      return procedure.criteria.map((index) => ({ procedure_id: procedureId, criterion_id: criterionId(index) }));
    }),
  );
}
