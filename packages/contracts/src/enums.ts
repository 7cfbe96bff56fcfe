import type { LabelMap } from './labels';

/**
 * Cities (spec 1 section 3). The source value `KHAMIS_MUSHAIT` carries a stray quote after it;
 * the contract uses the clean value.
 */
export const CITIES = ['JEDDAH', 'RIYADH', 'MAKKAH', 'TAIF', 'KHAMIS_MUSHAIT', 'ALBAHA', 'NAJRAN'] as const;
export type City = (typeof CITIES)[number];
export const CITY_LABELS: LabelMap<City> = {
  JEDDAH: { en: 'Jeddah', ar: 'جدة' },
  RIYADH: { en: 'Riyadh', ar: 'الرياض' },
  MAKKAH: { en: 'Makkah', ar: 'مكة المكرمة' },
  TAIF: { en: 'Taif', ar: 'الطائف' },
  KHAMIS_MUSHAIT: { en: 'Khamis Mushait', ar: 'خميس مشيط' },
  ALBAHA: { en: 'Al Baha', ar: 'الباحة' },
  NAJRAN: { en: 'Najran', ar: 'نجران' },
};

/**
 * The 38 specializations (spec 1 section 3). The source used ORTHOPAEDICS in its label map and
 * ORTHOPEDICS as the selectable value; the contract keeps one value, `ORTHOPEDICS`, labelled
 * "Orthopaedics".
 */
export const SPECIALIZATIONS = [
  'DENTISTRY',
  'PSYCHIATRY',
  'GENERAL_MEDICINE',
  'FAMILY_MEDICINE',
  'INTERNAL_MEDICINE',
  'PEDIATRICS_NEWBORN',
  'EAR_NOSE_THROAT',
  'GYNAECOLOGY_OBSTETRICS',
  'DERMATOLOGY_COSMETICS',
  'CARDIOLOGY_VASCULAR_DISEASES',
  'RHEUMATOLOGY',
  'ORTHOPEDICS',
  'DIABETES_ENDOCRINOLOGY',
  'PHYSIOTHERAPY',
  'DIET_NUTRITION',
  'HEALTH_EDUCATION',
  'SPORT_MEDICINE',
  'HIJAMA',
  'ADDICTION_MEDICINE',
  'NEUROLOGY',
  'CHEST_RESPIRATORY',
  'GENERAL_SURGERY',
  'UROLOGY',
  'GASTROENTEROLOGY_ENDOSCOPY',
  'AUDIOLOGY',
  'OPHTHALMOLOGY',
  'PLASTIC_SURGERY',
  'ONCOLOGY',
  'HEMATOLOGY',
  'ALLERGY_IMMUNOLOGY',
  'SPEECH_PHONETICS',
  'PSYCHOTHERAPY',
  'BARIATRIC_SURGERY',
  'CHIROPRACTIC',
  'PAIN_MANAGEMENT',
  'NEPHROLOGY',
  'INTERVENTIONAL_DIAGNOSTIC_RADIOLOGY',
  'HOME_CARE',
] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];
export const SPECIALIZATION_LABELS: LabelMap<Specialization> = {
  DENTISTRY: { en: 'Dentistry', ar: 'طب الأسنان' },
  PSYCHIATRY: { en: 'Psychiatry', ar: 'الطب النفسي' },
  GENERAL_MEDICINE: { en: 'General Medicine', ar: 'الطب العام' },
  FAMILY_MEDICINE: { en: 'Family Medicine', ar: 'طب الأسرة' },
  INTERNAL_MEDICINE: { en: 'Internal Medicine', ar: 'الطب الباطني' },
  PEDIATRICS_NEWBORN: { en: 'Pediatrics & Newborn', ar: 'طب الأطفال وحديثي الولادة' },
  EAR_NOSE_THROAT: { en: 'Ear, Nose & Throat', ar: 'الأنف والأذن والحنجرة' },
  GYNAECOLOGY_OBSTETRICS: { en: 'Gynaecology & Obstetrics', ar: 'النساء والولادة' },
  DERMATOLOGY_COSMETICS: { en: 'Dermatology & Cosmetics', ar: 'الجلدية والتجميل' },
  CARDIOLOGY_VASCULAR_DISEASES: { en: 'Cardiology & Vascular Diseases', ar: 'أمراض القلب والأوعية الدموية' },
  RHEUMATOLOGY: { en: 'Rheumatology', ar: 'الروماتيزم' },
  ORTHOPEDICS: { en: 'Orthopaedics', ar: 'جراحة العظام' },
  DIABETES_ENDOCRINOLOGY: { en: 'Diabetes & Endocrinology', ar: 'السكري والغدد الصماء' },
  PHYSIOTHERAPY: { en: 'Physiotherapy', ar: 'العلاج الطبيعي' },
  DIET_NUTRITION: { en: 'Diet & Nutrition', ar: 'التغذية العلاجية' },
  HEALTH_EDUCATION: { en: 'Health Education', ar: 'التثقيف الصحي' },
  SPORT_MEDICINE: { en: 'Sport Medicine', ar: 'الطب الرياضي' },
  HIJAMA: { en: 'Hijama', ar: 'الحجامة' },
  ADDICTION_MEDICINE: { en: 'Addiction Medicine', ar: 'طب الإدمان' },
  NEUROLOGY: { en: 'Neurology', ar: 'طب الأعصاب' },
  CHEST_RESPIRATORY: { en: 'Chest & Respiratory', ar: 'الأمراض الصدرية والتنفسية' },
  GENERAL_SURGERY: { en: 'General Surgery', ar: 'الجراحة العامة' },
  UROLOGY: { en: 'Urology', ar: 'المسالك البولية' },
  GASTROENTEROLOGY_ENDOSCOPY: { en: 'Gastroenterology & Endoscopy', ar: 'الجهاز الهضمي والمناظير' },
  AUDIOLOGY: { en: 'Audiology', ar: 'السمعيات' },
  OPHTHALMOLOGY: { en: 'Ophthalmology', ar: 'طب العيون' },
  PLASTIC_SURGERY: { en: 'Plastic Surgery', ar: 'الجراحة التجميلية' },
  ONCOLOGY: { en: 'Oncology', ar: 'الأورام' },
  HEMATOLOGY: { en: 'Hematology', ar: 'أمراض الدم' },
  ALLERGY_IMMUNOLOGY: { en: 'Allergy & Immunology', ar: 'الحساسية والمناعة' },
  SPEECH_PHONETICS: { en: 'Speech & Phonetics', ar: 'النطق والتخاطب' },
  PSYCHOTHERAPY: { en: 'Psychotherapy', ar: 'العلاج النفسي' },
  BARIATRIC_SURGERY: { en: 'Bariatric Surgery', ar: 'جراحة السمنة' },
  CHIROPRACTIC: { en: 'Chiropractic', ar: 'العلاج اليدوي للعمود الفقري' },
  PAIN_MANAGEMENT: { en: 'Pain Management', ar: 'علاج الألم' },
  NEPHROLOGY: { en: 'Nephrology', ar: 'أمراض الكلى' },
  INTERVENTIONAL_DIAGNOSTIC_RADIOLOGY: { en: 'Interventional & Diagnostic Radiology', ar: 'الأشعة التشخيصية والتداخلية' },
  HOME_CARE: { en: 'Home Care', ar: 'الرعاية المنزلية' },
};

/** Physician titles (spec 1 section 3). */
export const TITLES = ['GENERAL', 'SPECIALIST', 'CONSULTANT', 'NON_MEDICAL', 'NON_MEDICAL_CONSULTANT'] as const;
export type Title = (typeof TITLES)[number];
export const TITLE_LABELS: LabelMap<Title> = {
  GENERAL: { en: 'General Physician', ar: 'طبيب عام' },
  SPECIALIST: { en: 'Specialist Physician', ar: 'طبيب أخصائي' },
  CONSULTANT: { en: 'Consultant Physician', ar: 'طبيب استشاري' },
  NON_MEDICAL: { en: 'Specialist', ar: 'أخصائي' },
  NON_MEDICAL_CONSULTANT: { en: 'Consultant', ar: 'استشاري' },
};

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: LabelMap<Gender> = {
  Male: { en: 'Male', ar: 'ذكر' },
  Female: { en: 'Female', ar: 'أنثى' },
};

/**
 * Appointment types. Spec 1 lists online, walkin, homecare, emergency (the consultation kinds a
 * physician offers); spec 2 lists walkin, audio, video, chat, emergency (the channel of a booked
 * appointment). Both sets are kept; `APPOINTMENT_TYPES` is their union.
 */
export const CONSULTATION_TYPES = ['online', 'walkin', 'homecare', 'emergency'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];
export const APPOINTMENT_TYPES = ['online', 'walkin', 'homecare', 'emergency', 'audio', 'video', 'chat'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
export const APPOINTMENT_TYPE_LABELS: LabelMap<AppointmentType> = {
  online: { en: 'Online', ar: 'عن بُعد' },
  walkin: { en: 'Walk-in', ar: 'زيارة العيادة' },
  homecare: { en: 'Home Care', ar: 'رعاية منزلية' },
  emergency: { en: 'Emergency', ar: 'طوارئ' },
  audio: { en: 'Audio call', ar: 'مكالمة صوتية' },
  video: { en: 'Video call', ar: 'مكالمة فيديو' },
  chat: { en: 'Chat', ar: 'محادثة نصية' },
};

export const APPOINTMENT_STATUSES = [
  'confirmed',
  'waiting',
  'progressing',
  'done',
  'canceled',
  'pending',
  'patient_noshow',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** The source's label lookup is not shown; these labels are ours. */
export const APPOINTMENT_STATUS_LABELS: LabelMap<AppointmentStatus> = {
  confirmed: { en: 'Confirmed', ar: 'مؤكد' },
  waiting: { en: 'Waiting', ar: 'في الانتظار' },
  progressing: { en: 'In progress', ar: 'قيد التنفيذ' },
  done: { en: 'Done', ar: 'مكتمل' },
  canceled: { en: 'Canceled', ar: 'ملغى' },
  pending: { en: 'Pending', ar: 'معلق' },
  patient_noshow: { en: 'No show', ar: 'لم يحضر المريض' },
};

/** What an appointment is for (`serviceType` of the appointment read model). */
export const APPOINTMENT_SERVICE_TYPES = ['lab', 'radiology', 'consultation', 'package'] as const;
export type AppointmentServiceType = (typeof APPOINTMENT_SERVICE_TYPES)[number];

export const PAYMENT_TYPES = ['clinic_pay', 'online_pay'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_TYPE_LABELS: LabelMap<PaymentType> = {
  clinic_pay: { en: 'Awaiting payment at clinic', ar: 'بانتظار الدفع في العيادة' },
  online_pay: { en: 'Paid Online', ar: 'مدفوع إلكترونيًا' },
};

export const DELIVERY_STATES = ['WAITING', 'PREPARING', 'ON_WAY', 'DELIVERED'] as const;
/** An order's state in the history (issue 30): its delivery state, or CANCELED once the patient (or ADMIN) canceled it. */
export const ORDER_HISTORY_STATES = [...DELIVERY_STATES, 'CANCELED'] as const;
export type OrderHistoryState = (typeof ORDER_HISTORY_STATES)[number];
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const DELIVERY_STATE_LABELS: LabelMap<DeliveryState> = {
  WAITING: { en: 'Waiting', ar: 'في الانتظار' },
  PREPARING: { en: 'Preparing', ar: 'قيد التحضير' },
  ON_WAY: { en: 'On the way', ar: 'في الطريق' },
  DELIVERED: { en: 'Delivered', ar: 'تم التوصيل' },
};

export const PRODUCT_TYPES = ['PRESCRIPTION', 'ATTACHMENT'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Facility categories; also the package center types (default CLINIC). */
export const FACILITY_CATEGORIES = ['CLINIC', 'LAB', 'RADIOLOGY', 'PHARMACY'] as const;
export type FacilityCategory = (typeof FACILITY_CATEGORIES)[number];
export const FACILITY_CATEGORY_LABELS: LabelMap<FacilityCategory> = {
  CLINIC: { en: 'Clinic', ar: 'عيادة' },
  LAB: { en: 'Lab', ar: 'مختبر' },
  RADIOLOGY: { en: 'Radiology', ar: 'أشعة' },
  PHARMACY: { en: 'Pharmacy', ar: 'صيدلية' },
};

export const SERVICE_CATEGORIES = ['MEDICAL', 'DENTAL', 'LASER', 'COSMETIC', 'LAB', 'HOME_CARE', 'OTHER'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export const SERVICE_CATEGORY_LABELS: LabelMap<ServiceCategory> = {
  MEDICAL: { en: 'Medical', ar: 'طبي' },
  DENTAL: { en: 'Dental', ar: 'أسنان' },
  LASER: { en: 'Laser', ar: 'ليزر' },
  COSMETIC: { en: 'Cosmetic', ar: 'تجميل' },
  LAB: { en: 'Lab', ar: 'مختبر' },
  HOME_CARE: { en: 'Home Care', ar: 'رعاية منزلية' },
  OTHER: { en: 'Other', ar: 'أخرى' },
};

/** Center types (spec 3 section 3); SERVICE_PROVIDER is a center doing both. */
export const CENTER_TYPES = ['LAB', 'RADIOLOGY', 'SERVICE_PROVIDER'] as const;
export type CenterType = (typeof CENTER_TYPES)[number];
export const CENTER_TYPE_LABELS: LabelMap<CenterType> = {
  LAB: { en: 'Lab', ar: 'مختبر' },
  RADIOLOGY: { en: 'Radiology', ar: 'أشعة' },
  SERVICE_PROVIDER: { en: 'Lab & Radiology', ar: 'مختبر وأشعة' },
};

/** Medical service types (spec 3 section 3). */
export const MEDICAL_SERVICE_TYPES = ['LAB', 'RADIOLOGY', 'HOMECARE'] as const;
export type MedicalServiceType = (typeof MEDICAL_SERVICE_TYPES)[number];
export const MEDICAL_SERVICE_TYPE_LABELS: LabelMap<MedicalServiceType> = {
  LAB: { en: 'Lab', ar: 'مختبر' },
  RADIOLOGY: { en: 'Radiology', ar: 'أشعة' },
  HOMECARE: { en: 'Home Care', ar: 'رعاية منزلية' },
};

/** Clinic facility types; a new clinic defaults to polyclinics. */
export const FACILITY_TYPES = ['clinics', 'polyclinics'] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];
export const DEFAULT_FACILITY_TYPE: FacilityType = 'polyclinics';
export const FACILITY_TYPE_LABELS: LabelMap<FacilityType> = {
  clinics: { en: 'Clinic', ar: 'عيادة' },
  polyclinics: { en: 'Polyclinic', ar: 'مجمع عيادات' },
};

/** Days are numbered 0 (Sunday) to 6 (Saturday). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: LabelMap<Weekday> = {
  0: { en: 'Sun', ar: 'الأحد' },
  1: { en: 'Mon', ar: 'الاثنين' },
  2: { en: 'Tue', ar: 'الثلاثاء' },
  3: { en: 'Wed', ar: 'الأربعاء' },
  4: { en: 'Thu', ar: 'الخميس' },
  5: { en: 'Fri', ar: 'الجمعة' },
  6: { en: 'Sat', ar: 'السبت' },
};
