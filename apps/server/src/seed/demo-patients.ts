import type { Gender } from '@mk/contracts';
import { birthDateToIsoTime, countryIdFromNationalId, passesNationalIdChecksum } from '@mk/validators';
import type { PatientInsert } from '../patients/patients.repository';
import { pickFrom, seededRandom, seededUuid } from './demo-random';

export const DEMO_PATIENT_COUNT = 2000;

/** [English, Arabic]; English names without hyphens, so they pass the CSV's single-script name rule. */
type Name = [string, string];

const MALE: Name[] = [
  ['Ahmed', 'أحمد'], ['Mohammed', 'محمد'], ['Khalid', 'خالد'], ['Omar', 'عمر'], ['Abdullah', 'عبدالله'],
  ['Faisal', 'فيصل'], ['Saad', 'سعد'], ['Yousef', 'يوسف'], ['Ibrahim', 'إبراهيم'], ['Hassan', 'حسن'],
  ['Tariq', 'طارق'], ['Majed', 'ماجد'], ['Nasser', 'ناصر'], ['Sultan', 'سلطان'], ['Waleed', 'وليد'],
  ['Fahad', 'فهد'], ['Turki', 'تركي'], ['Bandar', 'بندر'], ['Ziyad', 'زياد'], ['Rakan', 'راكان'],
];
const FEMALE: Name[] = [
  ['Sara', 'سارة'], ['Noura', 'نورة'], ['Fatimah', 'فاطمة'], ['Reem', 'ريم'], ['Huda', 'هدى'],
  ['Lama', 'لمى'], ['Mona', 'منى'], ['Hind', 'هند'], ['Amal', 'أمل'], ['Rania', 'رانيا'],
  ['Dalia', 'داليا'], ['Maha', 'مها'], ['Aisha', 'عائشة'], ['Layla', 'ليلى'], ['Abeer', 'عبير'],
  ['Jawaher', 'جواهر'], ['Shahad', 'شهد'], ['Ghada', 'غادة'], ['Nouf', 'نوف'], ['Razan', 'رزان'],
];
const FAMILY: Name[] = [
  ['Al Harbi', 'الحربي'], ['Al Qahtani', 'القحطاني'], ['Al Otaibi', 'العتيبي'], ['Al Ghamdi', 'الغامدي'],
  ['Al Zahrani', 'الزهراني'], ['Al Shehri', 'الشهري'], ['Al Dosari', 'الدوسري'], ['Al Mutairi', 'المطيري'],
  ['Al Shammari', 'الشمري'], ['Al Anazi', 'العنزي'], ['Al Malki', 'المالكي'], ['Al Subaie', 'السبيعي'],
  ['Al Juhani', 'الجهني'], ['Al Yami', 'اليامي'], ['Al Asmari', 'الأسمري'], ['Al Omari', 'العمري'],
  ['Al Rashid', 'الرشيد'], ['Al Harthi', 'الحارثي'], ['Al Balawi', 'البلوي'], ['Al Saleh', 'الصالح'],
];

/**
 * A 10-digit national (1...) or residence (2...) id with a valid check digit, distinct for every
 * n below 25,000.
 */
export function demoPatientNationalId(n: number): string {
  const body = `${n % 4 === 3 ? 2 : 1}${String(300_000_000 + n * 3_571).slice(1, 9)}`;
  for (let check = 0; check <= 9; check++) if (passesNationalIdChecksum(`${body}${check}`)) return `${body}${check}`;
  throw new Error('unreachable: one check digit always fits');
}

/** A Saudi mobile ('05' and 8 digits), distinct for every n below 20,000. */
export const demoPatientPhone = (n: number) => `05${String(40_000_000 + n * 2_957).padStart(8, '0')}`;

/**
 * The demo patients: about half with English names and half with Arabic ones (one script each, as
 * the CSV rule wants), distinct valid phones and national ids (a quarter residence ids), dates of
 * birth from 1950 to 2020 sent as the upload does (the day at 06:00 UTC), and SAU for citizens.
 * Deterministic: a seeded PRNG, and ids drawn from it so appointments can point at them.
 */
export function demoPatients(count = DEMO_PATIENT_COUNT): (PatientInsert & { sys_id: string })[] {
  const random = seededRandom(20_240_601);
  return Array.from({ length: count }, (_, n) => {
    const gender: Gender = random() < 0.5 ? 'Male' : 'Female';
    const [first, firstAr] = pickFrom(random, gender === 'Male' ? MALE : FEMALE);
    const [family, familyAr] = pickFrom(random, FAMILY);
    const arabic = random() < 0.5;
    const year = 1950 + Math.floor(random() * 71);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    const nationalId = demoPatientNationalId(n);
    return {
      sys_id: seededUuid(random),
      name: arabic ? `${firstAr} ${familyAr}` : `${first} ${family}`,
      phone: demoPatientPhone(n),
      national_id: nationalId,
      date_of_birth: birthDateToIsoTime(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`),
      gender,
      country_id: countryIdFromNationalId(nationalId) ?? null,
    };
  });
}
