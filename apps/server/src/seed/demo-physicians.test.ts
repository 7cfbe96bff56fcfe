import { CONSULTATION_DURATION_LIMIT, TITLES } from '@mk/contracts';
import { physicianSlotMinutes } from '@mk/scheduling';
import { physicianCreateSchema, validateEmail, validateNationalId, validatePhone } from '@mk/validators';
import { physicianSlotsFor } from '../schedules/schedule-periods';
import { DEMO_PASSWORD } from './demo-data';
import { demoNationalId } from './demo-physicians';
import { ALL_DEMO_CLINICS, ALL_DEMO_PHYSICIANS } from './seed';

const ARABIC = /^[\u0600-\u06FF\s]+$/;

describe('the demo physicians', () => {
  it('are at least 120, spread over every seeded clinic', () => {
    expect(ALL_DEMO_PHYSICIANS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(ALL_DEMO_PHYSICIANS.map((p) => p.clinicIndex))).toEqual(new Set(ALL_DEMO_CLINICS.map((_, index) => index)));
  });

  it('cover every title, both genders and every consultation type', () => {
    const physicians = ALL_DEMO_PHYSICIANS.map((p) => p.physician);
    expect(new Set(physicians.map((p) => p.title))).toEqual(new Set(TITLES));
    expect(new Set(physicians.map((p) => p.gender))).toEqual(new Set(['Male', 'Female']));
    expect(physicians.some((p) => p.audio_enabled && p.text_enabled && p.video_enabled)).toBe(true);
    expect(physicians.some((p) => p.walkin_enabled)).toBe(true);
    expect(physicians.some((p) => p.homecare_enabled)).toBe(true);
    expect(physicians.some((p) => p.uc_enabled || p.mr_enabled)).toBe(true);
    expect(physicians.some((p) => !p.app_access)).toBe(true);
  });

  it('each pass physicianCreateSchema, as a registered physician would', async () => {
    for (const { physician } of ALL_DEMO_PHYSICIANS) {
      const input = Object.fromEntries(
        Object.entries({ ...physician, clinic_id: 'a-clinic', ...(physician.app_access && { password: DEMO_PASSWORD }) }).filter(([, v]) => v !== null),
      );
      await expect(physicianCreateSchema.validate(input)).resolves.toBeDefined();
    }
  });

  it('have English and Arabic names, valid and distinct phones, emails, national ids and paths', () => {
    const physicians = ALL_DEMO_PHYSICIANS.map((p) => p.physician);
    for (const physician of physicians) {
      expect(physician.name).toMatch(/^[A-Z][a-z]+ Al-[A-Z][a-z]+$/);
      expect(physician.arabic_name).toMatch(ARABIC);
      expect(validatePhone(physician.phone)).toBeUndefined();
      expect(validateEmail(physician.email)).toBeUndefined();
      expect(validateNationalId(physician.national_id)).toBeUndefined();
      if (physician.walkin_enabled) expect(physician.consultation_duration).toBeLessThan(CONSULTATION_DURATION_LIMIT);
    }
    for (const key of ['email', 'path', 'national_id'] as const) {
      expect(new Set(physicians.map((p) => p[key])).size).toBe(physicians.length);
    }
  });

  it('each have a weekly schedule that the engine cuts into slots of their duration', () => {
    for (const { physician, periods } of ALL_DEMO_PHYSICIANS) {
      const slots = physicianSlotsFor(periods, physician.consultation_duration);
      expect(slots.length).toBeGreaterThan(0);
      const minutes = physicianSlotMinutes(physician.consultation_duration);
      const [first] = slots;
      const start = Number(first.from.slice(0, 2)) * 60 + Number(first.from.slice(2));
      const last = Number(first.until.slice(0, 2)) * 60 + Number(first.until.slice(2));
      expect(last - start + 1).toBe(minutes);
    }
  });
});

describe('demoNationalId', () => {
  it('gives national (1...) and residence (2...) ids that pass the checksum', () => {
    expect(demoNationalId(0)).toMatch(/^1\d{9}$/);
    expect(demoNationalId(4)).toMatch(/^2\d{9}$/);
    for (let n = 0; n < 50; n++) expect(validateNationalId(demoNationalId(n))).toBeUndefined();
  });
});
