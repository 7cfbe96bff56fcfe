import type { MedicalServiceType } from '@mk/contracts';
import type { CenterType } from '@mk/contracts';

/** A demo service: English and Arabic names and a whole price in SAR, as Saudi labs and imaging centers list them. */
export interface DemoService {
  name: string;
  name_ar: string;
  price: number;
  type: MedicalServiceType;
}

const LAB: DemoService[] = [
  ['Complete Blood Count', 'تعداد الدم الكامل', 60],
  ['Fasting Blood Sugar', 'سكر الدم الصائم', 25],
  ['Glycated Haemoglobin HbA1c', 'السكر التراكمي', 90],
  ['Lipid Profile', 'دهون الدم', 120],
  ['Liver Function Test', 'وظائف الكبد', 150],
  ['Kidney Function Test', 'وظائف الكلى', 130],
  ['Thyroid Stimulating Hormone', 'الهرمون المنبه للغدة الدرقية', 95],
  ['Vitamin D Level', 'مستوى فيتامين د', 180],
  ['Vitamin B12 Level', 'مستوى فيتامين ب12', 140],
  ['Iron Profile', 'مخزون الحديد في الدم', 160],
  ['Urine Analysis', 'تحليل البول', 40],
  ['Stool Analysis', 'تحليل البراز', 45],
  ['C-Reactive Protein', 'البروتين التفاعلي سي', 70],
  ['Coagulation Profile', 'اختبارات تخثر الدم', 110],
  ['Pregnancy Blood Test', 'تحليل الحمل بالدم', 80],
  ['Hepatitis B Screening', 'فحص التهاب الكبد ب', 85],
  ['Electrolytes Panel', 'الأملاح والمعادن', 100],
  ['Uric Acid Test', 'تحليل حمض اليوريك', 35],
  ['Ferritin Test', 'تحليل الفيريتين', 90],
  ['Full Check-up Panel', 'باقة الفحص الشامل', 499],
].map(([name, name_ar, price]) => ({ name, name_ar, price, type: 'LAB' }) as DemoService);

const RADIOLOGY: DemoService[] = [
  ['Chest X-Ray', 'أشعة سينية على الصدر', 150],
  ['Knee X-Ray', 'أشعة سينية على الركبة', 140],
  ['Abdominal Ultrasound', 'موجات فوق صوتية على البطن', 300],
  ['Pelvic Ultrasound', 'موجات فوق صوتية على الحوض', 300],
  ['Thyroid Ultrasound', 'موجات فوق صوتية على الغدة الدرقية', 250],
  ['Pregnancy Ultrasound', 'سونار الحمل', 280],
  ['Brain MRI', 'رنين مغناطيسي على الدماغ', 1500],
  ['Lumbar Spine MRI', 'رنين مغناطيسي على الفقرات القطنية', 1400],
  ['Knee MRI', 'رنين مغناطيسي على الركبة', 1300],
  ['Chest CT Scan', 'أشعة مقطعية على الصدر', 900],
  ['Abdominal CT Scan', 'أشعة مقطعية على البطن', 1100],
  ['Screening Mammogram', 'تصوير الثدي الشعاعي', 450],
  ['Bone Density Scan', 'فحص كثافة العظام', 350],
  ['Dental Panoramic X-Ray', 'أشعة بانورامية للأسنان', 200],
  ['Echocardiogram', 'تخطيط صدى القلب', 600],
].map(([name, name_ar, price]) => ({ name, name_ar, price, type: 'RADIOLOGY' }) as DemoService);

const HOMECARE: DemoService[] = [
  ['Home Blood Sample Collection', 'سحب عينة دم من المنزل', 100],
  ['Home Nursing Visit', 'زيارة تمريضية منزلية', 250],
  ['Home Portable X-Ray', 'أشعة سينية متنقلة في المنزل', 450],
  ['Home Wound Dressing', 'تغيير الضماد في المنزل', 180],
  ['Home Vaccination Visit', 'زيارة تطعيم منزلية', 150],
].map(([name, name_ar, price]) => ({ name, name_ar, price, type: 'HOMECARE' }) as DemoService);

/** What each center type offers: a lab, imaging, or both. */
const OFFERED: Record<CenterType, DemoService[]> = { LAB, RADIOLOGY, SERVICE_PROVIDER: [...LAB, ...RADIOLOGY] };

/**
 * The services of the `index`-th demo center: 5 to 20 of its type's catalogue, a different slice
 * and count per center, plus home care when the center offers it. Prices vary by up to 20 percent
 * between centers, rounded to 5 SAR, as real price lists do.
 */
export function demoServicesFor(index: number, type: CenterType, homecare: boolean): DemoService[] {
  const catalogue = OFFERED[type];
  const wanted = Math.min(catalogue.length, 5 + ((index * 7) % 14));
  const start = (index * 3) % catalogue.length;
  const chosen = Array.from({ length: wanted }, (_, offset) => catalogue[(start + offset) % catalogue.length]);
  const withHomecare = homecare ? [...chosen, ...HOMECARE.slice(0, 2 + (index % 3))] : chosen;
  const factor = 0.9 + ((index * 37) % 30) / 100;
  return withHomecare.slice(0, 20).map((service) => ({ ...service, price: Math.max(5, Math.round((service.price * factor) / 5) * 5) }));
}
