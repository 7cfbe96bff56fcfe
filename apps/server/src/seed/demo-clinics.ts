import { CITY_LABELS, SPECIALIZATION_LABELS, type City, type Specialization } from '@mk/contracts';
import type { NewClinicRow } from '../db/schema';
import type { Owned } from './demo-data';

/** [English name, Arabic name, specialization, city] */
type CatalogueEntry = [string, string, Specialization, City];

const CATALOGUE: CatalogueEntry[] = [
  ['Dar Al Shifa Clinic', 'عيادة دار الشفاء', 'GENERAL_MEDICINE', 'JEDDAH'],
  ['Red Sea Dental Clinic', 'عيادة البحر الأحمر لطب الأسنان', 'DENTISTRY', 'JEDDAH'],
  ["Al Salama Children's Clinic", 'عيادة السلامة للأطفال', 'PEDIATRICS_NEWBORN', 'JEDDAH'],
  ['Corniche Skin Care Center', 'مركز الكورنيش للعناية بالبشرة', 'DERMATOLOGY_COSMETICS', 'JEDDAH'],
  ['Al Hamra Eye Clinic', 'عيادة الحمراء للعيون', 'OPHTHALMOLOGY', 'JEDDAH'],
  ['Jeddah Heart Clinic', 'عيادة جدة للقلب', 'CARDIOLOGY_VASCULAR_DISEASES', 'JEDDAH'],
  ["Al Yasmin Women's Clinic", 'عيادة الياسمين للنساء', 'GYNAECOLOGY_OBSTETRICS', 'RIYADH'],
  ['Riyadh Bone and Joint Clinic', 'عيادة الرياض للعظام والمفاصل', 'ORTHOPEDICS', 'RIYADH'],
  ['Najd Physiotherapy Center', 'مركز نجد للعلاج الطبيعي', 'PHYSIOTHERAPY', 'RIYADH'],
  ['Al Malqa Diabetes Clinic', 'عيادة الملقا للسكري', 'DIABETES_ENDOCRINOLOGY', 'RIYADH'],
  ['Hayat Psychiatry Clinic', 'عيادة حياة للطب النفسي', 'PSYCHIATRY', 'RIYADH'],
  ['Capital ENT Clinic', 'عيادة العاصمة للأنف والأذن والحنجرة', 'EAR_NOSE_THROAT', 'RIYADH'],
  ['Al Sahafa Nutrition Clinic', 'عيادة الصحافة للتغذية', 'DIET_NUTRITION', 'RIYADH'],
  ['Al Aziziyah Family Clinic', 'عيادة العزيزية للأسرة', 'FAMILY_MEDICINE', 'MAKKAH'],
  ['Makkah Kidney Care Clinic', 'عيادة مكة لرعاية الكلى', 'NEPHROLOGY', 'MAKKAH'],
  ['Al Awali Internal Medicine Clinic', 'عيادة العوالي للأمراض الباطنية', 'INTERNAL_MEDICINE', 'MAKKAH'],
  ['Umm Al Qura Dental Center', 'مركز أم القرى لطب الأسنان', 'DENTISTRY', 'MAKKAH'],
  ['Al Zahir Hijama Center', 'مركز الزاهر للحجامة', 'HIJAMA', 'MAKKAH'],
  ['Makkah Chest Clinic', 'عيادة مكة للأمراض الصدرية', 'CHEST_RESPIRATORY', 'MAKKAH'],
  ['Taif Roses Dermatology Clinic', 'عيادة ورد الطائف للأمراض الجلدية', 'DERMATOLOGY_COSMETICS', 'TAIF'],
  ['Al Hawiyah Pediatric Clinic', 'عيادة الحوية لطب الأطفال', 'PEDIATRICS_NEWBORN', 'TAIF'],
  ['Al Shafa Rheumatology Clinic', 'عيادة الشفا للروماتيزم', 'RHEUMATOLOGY', 'TAIF'],
  ['Taif Neurology Clinic', 'عيادة الطائف لطب الأعصاب', 'NEUROLOGY', 'TAIF'],
  ['Al Qumariyah Urology Clinic', 'عيادة القمرية للمسالك البولية', 'UROLOGY', 'TAIF'],
  ['Taif Sports Medicine Clinic', 'عيادة الطائف للطب الرياضي', 'SPORT_MEDICINE', 'TAIF'],
  ['Khamis Family Health Clinic', 'عيادة خميس لصحة الأسرة', 'FAMILY_MEDICINE', 'KHAMIS_MUSHAIT'],
  ['Asir Digestive Health Clinic', 'عيادة عسير لأمراض الجهاز الهضمي', 'GASTROENTEROLOGY_ENDOSCOPY', 'KHAMIS_MUSHAIT'],
  ['Al Dawha Hearing Center', 'مركز الدوحة للسمعيات', 'AUDIOLOGY', 'KHAMIS_MUSHAIT'],
  ['Khamis Speech Therapy Center', 'مركز خميس لعلاج النطق', 'SPEECH_PHONETICS', 'KHAMIS_MUSHAIT'],
  ['Southern General Surgery Clinic', 'عيادة الجنوب للجراحة العامة', 'GENERAL_SURGERY', 'KHAMIS_MUSHAIT'],
  ['Al Mousa Allergy Clinic', 'عيادة الموسى للحساسية والمناعة', 'ALLERGY_IMMUNOLOGY', 'KHAMIS_MUSHAIT'],
  ['Green Valley Clinic', 'عيادة الوادي الأخضر', 'GENERAL_MEDICINE', 'ALBAHA'],
  ['Al Baha Pain Relief Clinic', 'عيادة الباحة لعلاج الألم', 'PAIN_MANAGEMENT', 'ALBAHA'],
  ['Raghadan Dental Clinic', 'عيادة رغدان لطب الأسنان', 'DENTISTRY', 'ALBAHA'],
  ['Al Baha Home Care', 'الباحة للرعاية المنزلية', 'HOME_CARE', 'ALBAHA'],
  ['Al Baha Chiropractic Clinic', 'عيادة الباحة للعلاج اليدوي', 'CHIROPRACTIC', 'ALBAHA'],
  ['Najran Oasis Clinic', 'عيادة واحة نجران', 'INTERNAL_MEDICINE', 'NAJRAN'],
  ['Al Fahd Eye Care Center', 'مركز الفهد لرعاية العيون', 'OPHTHALMOLOGY', 'NAJRAN'],
  ['Najran Oncology Clinic', 'عيادة نجران للأورام', 'ONCOLOGY', 'NAJRAN'],
  ['Al Okhdood Health Education Center', 'مركز الأخدود للتثقيف الصحي', 'HEALTH_EDUCATION', 'NAJRAN'],
  ['Najran Psychotherapy Clinic', 'عيادة نجران للعلاج النفسي', 'PSYCHOTHERAPY', 'NAJRAN'],
];

interface CityFacts {
  lat: number;
  lng: number;
  zip: number;
  districts: string[];
  streets: string[];
}

/** City centres (inside Saudi Arabia), postal code ranges and a few real districts and streets. */
const CITY_FACTS: Record<City, CityFacts> = {
  JEDDAH: { lat: 21.5433, lng: 39.1728, zip: 23400, districts: ['Al Rawdah', 'Al Hamra', 'Al Zahra', 'Al Shati', 'Al Naeem'], streets: ['Tahlia Street', 'Palestine Street', 'Prince Sultan Road', 'King Abdulaziz Road'] },
  RIYADH: { lat: 24.7136, lng: 46.6753, zip: 12200, districts: ['Al Olaya', 'Al Malqa', 'Al Yasmin', 'Al Sahafa', 'Al Nakheel', 'Al Wurud'], streets: ['Olaya Street', 'King Fahd Road', 'Takhassusi Street', 'Anas Ibn Malik Road'] },
  MAKKAH: { lat: 21.3891, lng: 39.8579, zip: 24200, districts: ['Al Aziziyah', 'Al Awali', 'Al Zahir', 'Al Shawqiyah', 'Al Naseem'], streets: ['Ibrahim Al Khalil Street', 'Al Masjid Al Haram Road', 'King Abdullah Road'] },
  TAIF: { lat: 21.2703, lng: 40.4158, zip: 26500, districts: ['Al Hawiyah', 'Al Qumariyah', 'Shihar', 'Al Faisaliyah'], streets: ['Shubra Road', 'King Faisal Road', 'Al Hada Road'] },
  KHAMIS_MUSHAIT: { lat: 18.3, lng: 42.7333, zip: 62400, districts: ['Al Dawha', 'Al Mousa', 'Al Rasras', 'Al Khalidiyah'], streets: ['King Khalid Road', 'Prince Sultan Street', 'Al Amir Abdullah Street'] },
  ALBAHA: { lat: 20.0129, lng: 41.4677, zip: 65500, districts: ['Raghadan', 'Al Hajrah', 'Al Zafir', 'Al Aqiq'], streets: ['King Abdulaziz Road', 'Prince Mishari Road', 'King Saud Road'] },
  NAJRAN: { lat: 17.5656, lng: 44.2289, zip: 66200, districts: ['Al Fahd', 'Al Faisaliyah', 'Al Okhdood', 'Dahda'], streets: ['King Abdulaziz Road', 'Prince Sultan Road', 'Al Amir Mishal Street'] },
};

/** [bank name, the two-digit bank code IBANs carry] */
const BANKS: [string, string][] = [
  ['Al Rajhi Bank', '80'],
  ['Saudi National Bank', '10'],
  ['Riyad Bank', '20'],
  ['Saudi Awwal Bank', '45'],
  ['Alinma Bank', '05'],
  ['Bank Albilad', '15'],
  ['Banque Saudi Fransi', '55'],
  ['Arab National Bank', '30'],
];

/**
 * A Saudi IBAN: 'SA', two check digits, the bank code and an 18-digit account (24 characters).
 * The check digits are the real ISO 13616 ones: move 'SA00' to the end, letters as numbers
 * (S=28, A=10), and 98 minus the remainder by 97.
 */
export function saudiIban(bankCode: string, account: string): string {
  const bban = `${bankCode}${account.padStart(18, '0')}`;
  const check = 98n - (BigInt(`${bban}281000`) % 97n);
  return `SA${check.toString().padStart(2, '0')}${bban}`;
}

/** Demo PICs without facilities of their own take the catalogue in turn (spec: ADMIN-chosen PICs). */
const CATALOGUE_OWNERS = ['noura', 'faisal'];

/** Deterministic variety (no Math.random), so every seed gives the same demo. */
const pick = <T>(list: T[], n: number): T => list[n % list.length];
const offset = (n: number, spread: number) => (((n * 37) % 101) / 100 - 0.5) * spread;

function catalogueClinic([name, nameArabic, specialization, city]: CatalogueEntry, index: number): Owned<NewClinicRow> {
  const facts = CITY_FACTS[city];
  const label = SPECIALIZATION_LABELS[specialization];
  const cityLabel = CITY_LABELS[city];
  const [bankName, bankCode] = pick(BANKS, index);
  const account = String(2_010_000_000_000 + index * 7_919_337);
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const verb = nameArabic.startsWith('مركز') ? 'يقدم' : 'تقدم';
  const walkin = index % 4 !== 3;
  return {
    owner: pick(CATALOGUE_OWNERS, index),
    registered_clinic_name: name,
    registered_clinic_name_arabic: nameArabic,
    specialization,
    specialization_arabic: label.ar,
    branch_name: pick(facts.districts, index + 1),
    facility_type: index % 3 === 0 ? 'clinics' : 'polyclinics',
    services_offered: `${label.en} consultations, follow-up visits and treatment plans`,
    SCFHS_license_number: String(1_402_600_000 + index * 1_373),
    website: `https://${slug}.example.com`,
    address: pick(facts.districts, index),
    street: pick(facts.streets, index),
    city,
    zip: String(facts.zip + ((index * 17) % 90)),
    country: 'SAU',
    lat: (facts.lat + offset(index, 0.08)).toFixed(5),
    lng: (facts.lng + offset(index + 7, 0.08)).toFixed(5),
    clinic_bio: `${verb} ${nameArabic} خدمات ${label.ar} في ${cityLabel.ar} بفريق طبي متمرس ومواعيد تناسب يومك.`,
    clinic_bio_en: `${name} offers ${label.en.toLowerCase()} care in ${cityLabel.en}, with an experienced medical team and appointments that fit your day.`,
    payment_details: ' ',
    account_name: `${name} Medical Est.`,
    bank_name: bankName,
    account_number: account,
    IBAN_number: saudiIban(bankCode, account),
    // Mobiles (05 + 8 digits) and landlines (01 + 8 digits) in turn.
    contact_number: index % 2 === 0 ? `05${String(50_000_000 + index * 104_729).slice(0, 8)}` : `01${String(22_000_000 + index * 99_991).slice(0, 8)}`,
    path: slug,
    walkin_enabled: walkin,
    // With walk-in, at least one way to pay stays on (spec 1 section 4).
    enable_online_pay: !walkin || index % 3 !== 1,
    enable_clinic_pay: walkin && index % 3 !== 0,
    homecare_enabled: specialization === 'HOME_CARE' || index % 3 === 2,
    same_day_booking: index % 2 === 1,
    is_internal: false,
  };
}

/** 41 clinics over every city, on top of the clinic PIC's two. */
export const CATALOGUE_CLINICS: Owned<NewClinicRow>[] = CATALOGUE.map(catalogueClinic);

export const DEMO_TAGS = [
  'Family Friendly',
  'Women Doctors',
  'Pediatric Care',
  'Open 24 Hours',
  'Home Visits',
  'Insurance Accepted',
  'Wheelchair Access',
  'Free Parking',
  'Arabic and English',
  'Telemedicine',
] as const;

/** The Arabic names of the demo tags, as the Arabic UI shows them. */
export const DEMO_TAG_ARABIC_NAMES: Record<(typeof DEMO_TAGS)[number], string> = {
  'Family Friendly': 'مناسب للعائلات',
  'Women Doctors': 'طبيبات',
  'Pediatric Care': 'رعاية الأطفال',
  'Open 24 Hours': 'مفتوح على مدار الساعة',
  'Home Visits': 'زيارات منزلية',
  'Insurance Accepted': 'يقبل التأمين',
  'Wheelchair Access': 'مهيأ للكراسي المتحركة',
  'Free Parking': 'مواقف مجانية',
  'Arabic and English': 'العربية والإنجليزية',
  Telemedicine: 'الطب الاتصالي',
};

/** Which demo tags (indexes into DEMO_TAGS) the n-th demo clinic carries: one to three of them. */
export function demoTagIndexes(clinicIndex: number): number[] {
  const picks = [clinicIndex % DEMO_TAGS.length, (clinicIndex * 3 + 1) % DEMO_TAGS.length];
  if (clinicIndex % 4 === 0) picks.push(5);
  return [...new Set(picks)];
}
