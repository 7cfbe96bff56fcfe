import type { Role } from '@mk/contracts';
import type { NewCenterRow, NewClinicRow, NewPharmacyRow } from '../db/schema';

export const DEMO_PASSWORD = 'Demo@12345';

export interface DemoUser {
  key: string;
  name: string;
  email: string;
  role: Role;
}

export const DEMO_USERS: DemoUser[] = [
  { key: 'admin', name: 'Demo Admin', email: 'admin@example.com', role: 'ADMIN' },
  { key: 'clinic', name: 'Clinic Manager', email: 'clinic.pic@example.com', role: 'PIC' },
  { key: 'pharmacy', name: 'Pharmacy Manager', email: 'pharmacy.pic@example.com', role: 'PIC' },
  { key: 'center', name: 'Center Manager', email: 'center.pic@example.com', role: 'PIC' },
  { key: 'noura', name: 'Noura Al-Harbi', email: 'noura.alharbi@example.com', role: 'PIC' },
  { key: 'faisal', name: 'Faisal Al-Qahtani', email: 'faisal.alqahtani@example.com', role: 'PIC' },
];

export type Owned<T> = Omit<T, 'pic_id'> & { owner: string };

export const DEMO_CLINICS: Owned<NewClinicRow>[] = [
  {
    owner: 'clinic',
    registered_clinic_name: 'Al Noor Family Clinic',
    registered_clinic_name_arabic: 'عيادة النور للعائلة',
    specialization: 'FAMILY_MEDICINE',
    specialization_arabic: 'طب الأسرة',
    branch_name: 'Al Rawdah',
    facility_type: 'polyclinics',
    services_offered: 'General consultations, vaccinations, chronic disease follow-up',
    SCFHS_license_number: '1402556781',
    website: 'https://alnoor-clinic.example.com',
    address: 'Al Rawdah',
    street: 'Prince Sultan Road',
    city: 'JEDDAH',
    zip: '23435',
    country: 'SAU',
    lat: '21.5631',
    lng: '39.1583',
    clinic_bio: 'عيادة عائلية تقدم الرعاية الأولية لجميع أفراد الأسرة.',
    clinic_bio_en: 'A family clinic offering primary care for every member of the family.',
    account_name: 'Al Noor Medical Co.',
    bank_name: 'Al Rajhi Bank',
    account_number: '608010167519',
    IBAN_number: 'SA0380000000608010167519',
    contact_number: '0126543210',
    path: 'al-noor-family-clinic',
    walkin_enabled: true,
    enable_clinic_pay: true,
    enable_online_pay: true,
    homecare_enabled: true,
    same_day_booking: true,
  },
  {
    owner: 'clinic',
    registered_clinic_name: 'Smile Dental Center',
    registered_clinic_name_arabic: 'مركز الابتسامة لطب الأسنان',
    specialization: 'DENTISTRY',
    specialization_arabic: 'طب الأسنان',
    branch_name: 'Al Olaya',
    facility_type: 'clinics',
    services_offered: 'Cleaning, fillings, orthodontics',
    SCFHS_license_number: '1402556799',
    website: 'smile-dental.example.com',
    address: 'Al Olaya',
    street: 'King Fahd Road',
    city: 'RIYADH',
    zip: '12214',
    country: 'SAU',
    lat: '24.6948',
    lng: '46.6853',
    clinic_bio: 'مركز متخصص في طب وتجميل الأسنان للكبار والأطفال.',
    clinic_bio_en: 'Dental care and cosmetic dentistry for adults and children.',
    account_name: 'Smile Dental Est.',
    bank_name: 'Saudi National Bank',
    account_number: '10000012345678',
    IBAN_number: 'SA4410000000010000012345',
    contact_number: '0112345678',
    path: 'smile-dental-center',
    walkin_enabled: true,
    enable_clinic_pay: false,
    enable_online_pay: true,
    homecare_enabled: false,
    same_day_booking: false,
  },
];

export const DEMO_PHARMACIES: Owned<NewPharmacyRow>[] = [
  {
    owner: 'pharmacy',
    name: 'Al Shifa Pharmacy',
    name_ar: 'صيدلية الشفاء',
    cr_number: '4030123456',
    phone: '0551234567',
    email: 'alshifa@example.com',
    address: 'Al Safa',
    city: 'JEDDAH',
    lat: '21.5890',
    lng: '39.2130',
  },
  {
    owner: 'pharmacy',
    name: 'Wellness Pharmacy',
    name_ar: 'صيدلية العافية',
    cr_number: '4031987654',
    phone: '0559876543',
    email: 'wellness@example.com',
    address: 'Al Aziziyah',
    city: 'MAKKAH',
    lat: '21.4022',
    lng: '39.8561',
  },
];

export const DEMO_CENTERS: Owned<NewCenterRow>[] = [
  {
    owner: 'center',
    center_name: 'Precision Diagnostics Lab',
    center_name_arabic: 'مختبر الدقة للتشخيص',
    center_type: 'LAB',
    specialization: 'HEMATOLOGY',
    specialization_arabic: 'أمراض الدم',
    SCFHS_license_number: '1402556812',
    website: 'https://precision-lab.example.com',
    contact_number: '0127654321',
    address: 'Al Hamra',
    street: 'Palestine Street',
    city: 'JEDDAH',
    lat: '21.5433',
    lng: '39.1728',
    center_bio: 'A certified medical laboratory for blood tests and routine check-ups.',
    center_bio_ar: 'مختبر طبي معتمد لتحاليل الدم والفحوصات الدورية.',
    account_name: 'Precision Diagnostics Co.',
    bank_name: 'Riyad Bank',
    account_number: '2010456789',
    IBAN_number: 'SA1520000002010456789001',
    homecare_enabled: true,
    center_pay: true,
    online_pay: true,
  },
];
