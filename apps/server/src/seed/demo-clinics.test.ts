import { CITIES, SPECIALIZATIONS } from '@mk/contracts';
import { clinicCreateSchema, validatePhone } from '@mk/validators';
import { uploadPresets } from '../media/upload-presets';
import { DEMO_TAGS, demoTagIndexes, saudiIban } from './demo-clinics';
import { logoPng } from './demo-logos';
import { ALL_DEMO_CLINICS } from './seed';

/** ISO 13616: the IBAN with its first four characters moved to the end, letters as numbers, is 1 mod 97. */
function ibanChecks(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return BigInt(moved) % 97n === 1n;
}

describe('the demo clinics', () => {
  it('are at least 40, over every city and many specializations, two of them the clinic PIC’s', () => {
    expect(ALL_DEMO_CLINICS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ALL_DEMO_CLINICS.map((clinic) => clinic.city))).toEqual(new Set(CITIES));
    expect(new Set(ALL_DEMO_CLINICS.map((clinic) => clinic.specialization)).size).toBeGreaterThanOrEqual(30);
    expect(ALL_DEMO_CLINICS.filter((clinic) => clinic.owner === 'clinic')).toHaveLength(2);
    expect(new Set(ALL_DEMO_CLINICS.map((clinic) => clinic.path)).size).toBe(ALL_DEMO_CLINICS.length);
  });

  it('each pass clinicCreateSchema, as a registered clinic would', async () => {
    for (const { owner, ...clinic } of ALL_DEMO_CLINICS) {
      const input = Object.fromEntries(Object.entries({ ...clinic, pic_id: owner, avatar: '/api/media/files/logo.png' }).filter(([, v]) => v !== null));
      await expect(clinicCreateSchema.validate(input)).resolves.toBeDefined();
      expect(SPECIALIZATIONS).toContain(clinic.specialization);
    }
  });

  it('have Saudi bank details, phones, license numbers and places inside Saudi Arabia', () => {
    for (const clinic of ALL_DEMO_CLINICS) {
      expect(clinic.IBAN_number).toMatch(/^SA\d{22}$/);
      expect(validatePhone(clinic.contact_number)).toBeUndefined();
      expect(clinic.SCFHS_license_number).toMatch(/^\d{10}$/);
      expect(clinic.clinic_bio?.length).toBeGreaterThan(20);
      expect(clinic.clinic_bio_en?.length).toBeGreaterThan(20);
      const [lat, lng] = [Number(clinic.lat), Number(clinic.lng)];
      expect(lat).toBeGreaterThan(16.3);
      expect(lat).toBeLessThan(32.2);
      expect(lng).toBeGreaterThan(34.5);
      expect(lng).toBeLessThan(55.7);
    }
    const catalogue = ALL_DEMO_CLINICS.slice(2);
    expect(catalogue.every((clinic) => ibanChecks(clinic.IBAN_number!))).toBe(true);
  });

  it('carry one to three of the ten demo tags each', () => {
    expect(new Set(DEMO_TAGS).size).toBe(10);
    ALL_DEMO_CLINICS.forEach((_, index) => {
      const picks = demoTagIndexes(index);
      expect(picks.length).toBeGreaterThanOrEqual(1);
      expect(picks.length).toBeLessThanOrEqual(3);
      expect(picks.every((pick) => pick >= 0 && pick < DEMO_TAGS.length)).toBe(true);
    });
  });
});

describe('saudiIban', () => {
  it('computes real check digits', () => {
    expect(saudiIban('80', '000000608010167519')).toBe('SA0380000000608010167519');
    expect(ibanChecks(saudiIban('10', '12345'))).toBe(true);
  });
});

describe('the demo logos', () => {
  it('are PNG images the upload route itself would accept', () => {
    const png = logoPng([22, 119, 255]);
    expect(uploadPresets(5).images.detect('logo.png', png)).toEqual({ ext: 'png', mime: 'image/png' });
    expect(png.readUInt32BE(16)).toBe(96);
    expect(png.length).toBeLessThan(2048);
  });
});
