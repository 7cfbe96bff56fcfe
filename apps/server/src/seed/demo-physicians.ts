import { SPECIALIZATION_LABELS, TITLES, type Gender, type Specialization, type Title } from '@mk/contracts';
import type { Period } from '@mk/scheduling';
import { passesNationalIdChecksum } from '@mk/validators';
import type { NewPhysicianRow } from '../db/schema';

/** [English, Arabic] */
type Name = [string, string];

const MALE: Name[] = [
  ['Ahmed', 'أحمد'], ['Mohammed', 'محمد'], ['Khalid', 'خالد'], ['Omar', 'عمر'], ['Abdullah', 'عبدالله'],
  ['Faisal', 'فيصل'], ['Saad', 'سعد'], ['Yousef', 'يوسف'], ['Ibrahim', 'إبراهيم'], ['Hassan', 'حسن'],
  ['Tariq', 'طارق'], ['Majed', 'ماجد'], ['Nasser', 'ناصر'], ['Sultan', 'سلطان'], ['Waleed', 'وليد'],
];
const FEMALE: Name[] = [
  ['Sara', 'سارة'], ['Noura', 'نورة'], ['Fatimah', 'فاطمة'], ['Reem', 'ريم'], ['Huda', 'هدى'],
  ['Lama', 'لمى'], ['Mona', 'منى'], ['Hind', 'هند'], ['Amal', 'أمل'], ['Rania', 'رانيا'],
  ['Dalia', 'داليا'], ['Maha', 'مها'], ['Aisha', 'عائشة'], ['Layla', 'ليلى'], ['Abeer', 'عبير'],
];
const FAMILY: Name[] = [
  ['Al-Harbi', 'الحربي'], ['Al-Qahtani', 'القحطاني'], ['Al-Otaibi', 'العتيبي'], ['Al-Ghamdi', 'الغامدي'],
  ['Al-Zahrani', 'الزهراني'], ['Al-Shehri', 'الشهري'], ['Al-Dosari', 'الدوسري'], ['Al-Mutairi', 'المطيري'],
  ['Al-Shammari', 'الشمري'], ['Al-Anazi', 'العنزي'], ['Al-Malki', 'المالكي'], ['Al-Subaie', 'السبيعي'],
  ['Al-Juhani', 'الجهني'], ['Al-Yami', 'اليامي'], ['Al-Asmari', 'الأسمري'], ['Al-Omari', 'العمري'], ['Al-Rashid', 'الرشيد'],
];

const EDUCATION = [
  'MBBS, King Abdulaziz University',
  'MBBS, King Saud University; Saudi Board',
  'MD, Imam Abdulrahman Bin Faisal University',
  'MBBS, Umm Al-Qura University; Arab Board',
  'MD, King Khalid University; Fellowship, McGill University',
];

const TITLE_WORDS: Record<Title, [string, string]> = {
  GENERAL: ['general physician', 'طبيب عام'],
  SPECIALIST: ['specialist physician', 'طبيب أخصائي'],
  CONSULTANT: ['consultant physician', 'طبيب استشاري'],
  NON_MEDICAL: ['specialist', 'أخصائي'],
  NON_MEDICAL_CONSULTANT: ['consultant', 'مستشار'],
};

/** The services of the n-th physician, in turn: walk-in, online, both, home care, all three, UC with online. */
const SERVICE_MIXES = [
  { walkin_enabled: true },
  { audio_enabled: true, text_enabled: true, video_enabled: true },
  { walkin_enabled: true, audio_enabled: true, text_enabled: true, video_enabled: true },
  { homecare_enabled: true },
  { walkin_enabled: true, homecare_enabled: true, audio_enabled: true, text_enabled: true, video_enabled: true },
  { uc_enabled: true, mr_enabled: true, audio_enabled: true, text_enabled: true, video_enabled: true },
] as const;

const DURATIONS = [15, 20, 30, 45, 60];

/** Weekly patterns (0 is Sunday); the engine cuts them by each physician's duration. */
const WEEKS: Period[][] = [
  [
    { days: [0, 1, 2, 3, 4], from: '09:00', until: '13:00' },
    { days: [0, 1, 2, 3, 4], from: '16:00', until: '20:00' },
  ],
  [{ days: [0, 2, 4], from: '10:00', until: '14:00' }],
  [{ days: [1, 3, 6], from: '17:00', until: '22:00' }],
  [
    { days: [6, 0, 1, 2, 3], from: '08:00', until: '12:00' },
    { days: [5], from: '14:00', until: '18:00' },
  ],
];

export const PHYSICIANS_PER_CLINIC = 3;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length];

/** A 10-digit national (1...) or residence (2...) id with a valid check digit. */
export function demoNationalId(n: number): string {
  const body = `${n % 5 === 4 ? 2 : 1}${String(103_000_000 + n * 7_919).slice(1, 9).padStart(8, '0')}`;
  for (let check = 0; check <= 9; check++) if (passesNationalIdChecksum(`${body}${check}`)) return `${body}${check}`;
  throw new Error('unreachable: one check digit always fits');
}

export interface DemoPhysician {
  /** Index into the seeded clinics. */
  clinicIndex: number;
  physician: Omit<NewPhysicianRow, 'clinic_id' | 'password_hash'>;
  periods: Period[];
}

/**
 * The demo physicians: three for each demo clinic, over every title and service mix, each with an
 * English and an Arabic name, a valid mobile, email and national id, and a weekly schedule.
 * Deterministic (no Math.random), so every seed gives the same demo.
 */
export function demoPhysicians(clinics: readonly { specialization?: string | null }[]): DemoPhysician[] {
  const list: DemoPhysician[] = [];
  clinics.forEach((clinic, clinicIndex) => {
    for (let k = 0; k < PHYSICIANS_PER_CLINIC; k++) {
      const n = clinicIndex * PHYSICIANS_PER_CLINIC + k;
      const gender: Gender = n % 2 === 0 ? 'Male' : 'Female';
      const [first, firstAr] = pick(gender === 'Male' ? MALE : FEMALE, Math.floor(n / 2) + clinicIndex);
      const [family, familyAr] = pick(FAMILY, n * 5 + 3);
      const title = pick(TITLES, n);
      const specialization = (clinic.specialization ?? 'GENERAL_MEDICINE') as Specialization;
      const label = SPECIALIZATION_LABELS[specialization];
      const services = pick(SERVICE_MIXES, n);
      const walkin = 'walkin_enabled' in services;
      const online = 'audio_enabled' in services;
      const homecare = 'homecare_enabled' in services;
      const [titleEn, titleAr] = TITLE_WORDS[title];
      const name = `${first} ${family}`;
      list.push({
        clinicIndex,
        periods: pick(WEEKS, n),
        physician: {
          name,
          arabic_name: `${firstAr} ${familyAr}`,
          title,
          gender,
          phone: `05${String(30_000_000 + n * 7_919).slice(0, 8)}`,
          email: `${first}.${family.replace('Al-', 'al')}.${n + 1}@example.com`.toLowerCase(),
          medical_id: String(10_200_000 + n * 1_373),
          education: pick(EDUCATION, n),
          about: `${titleAr} في ${label.ar} بخبرة ${5 + (n % 20)} سنة، يهتم بالتشخيص الدقيق ومتابعة المرضى.`,
          about_en: `${name} is a ${titleEn} in ${label.en.toLowerCase()} with ${5 + (n % 20)} years of experience, caring for accurate diagnosis and close follow-up.`,
          nationality: n % 5 === 4 ? 'Egyptian' : 'Saudi',
          national_id: demoNationalId(n),
          date_of_birth: `${1960 + (n % 30)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
          specialization,
          subspecialization: n % 3 === 0 ? `${label.en} follow-up` : null,
          subspecialization_ar: n % 3 === 0 ? `متابعة ${label.ar}` : null,
          expertise: `${label.en} consultations`,
          expertise_ar: `استشارات ${label.ar}`,
          consultation_duration: walkin || online ? pick(DURATIONS, n) : null,
          consultation_fees: online ? 100 + (n % 6) * 25 : 0,
          walkin_fees: walkin ? 150 + (n % 5) * 50 : 0,
          homecare_fees: homecare ? 300 + (n % 4) * 50 : 0,
          app_access: n % 7 !== 6,
          audio_enabled: false,
          text_enabled: false,
          video_enabled: false,
          walkin_enabled: false,
          homecare_enabled: false,
          uc_enabled: false,
          mr_enabled: false,
          ...services,
          path: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n + 1}`,
        },
      });
    }
  });
  return list;
}
