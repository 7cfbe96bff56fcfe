import { isSaudiMobile, isSingleScriptName, patientCsvRowSchema, patientSchema, validateNationalId } from '@mk/validators';
import { DEMO_PATIENT_COUNT, demoPatientNationalId, demoPatients } from './demo-patients';
import { ALL_DEMO_PATIENTS } from './seed';

const ARABIC = /^[\u0600-\u06FF\s]+$/;

describe('the demo patients', () => {
  it('are 2,000 with distinct, valid phones and national ids, stored as the upload stores them', () => {
    expect(ALL_DEMO_PATIENTS).toHaveLength(DEMO_PATIENT_COUNT);
    expect(DEMO_PATIENT_COUNT).toBeGreaterThanOrEqual(2000);
    for (const key of ['sys_id', 'phone', 'national_id'] as const) {
      expect(new Set(ALL_DEMO_PATIENTS.map((patient) => patient[key])).size).toBe(ALL_DEMO_PATIENTS.length);
    }
    for (const patient of ALL_DEMO_PATIENTS) {
      expect(patient.phone).toMatch(/^05\d{8}$/);
      expect(isSaudiMobile(patient.phone)).toBe(true);
      expect(validateNationalId(patient.national_id)).toBeUndefined();
      expect(patient.country_id).toBe(patient.national_id!.startsWith('1') ? 'SAU' : null);
      expect(patient.date_of_birth).toMatch(/^(19[5-9]\d|20[0-2]\d)-\d{2}-\d{2}T06:00:00\.000Z$/);
      expect(isSingleScriptName(patient.name)).toBe(true);
    }
  });

  it('mix Arabic and English names, both genders, citizens and residents', () => {
    const arabic = ALL_DEMO_PATIENTS.filter((patient) => ARABIC.test(patient.name)).length;
    expect(arabic).toBeGreaterThan(800);
    expect(ALL_DEMO_PATIENTS.length - arabic).toBeGreaterThan(800);
    expect(new Set(ALL_DEMO_PATIENTS.map((patient) => patient.gender))).toEqual(new Set(['Male', 'Female']));
    expect(ALL_DEMO_PATIENTS.some((patient) => patient.national_id!.startsWith('2'))).toBe(true);
  });

  it('pass the CSV row rules and the create-patient form', async () => {
    for (const patient of ALL_DEMO_PATIENTS.slice(0, 200)) {
      const { name, phone, national_id, date_of_birth, country_id } = patient;
      await expect(patientCsvRowSchema.validate({ name, phone, national_id, date_of_birth, ...(country_id && { country_id }) })).resolves.toBeDefined();
      await expect(patientSchema.validate({ ...patient, gender: patient.gender ?? undefined })).resolves.toBeDefined();
    }
  });

  it('are the same on every seed', () => {
    expect(demoPatients(50)).toEqual(ALL_DEMO_PATIENTS.slice(0, 50));
  });
});

describe('demoPatientNationalId', () => {
  it('gives distinct national (1...) and residence (2...) ids that pass the checksum', () => {
    const ids = Array.from({ length: 25_000 }, (_, n) => demoPatientNationalId(n));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toMatch(/^1\d{9}$/);
    expect(ids[3]).toMatch(/^2\d{9}$/);
    for (const id of ids.slice(0, 100)) expect(validateNationalId(id)).toBeUndefined();
  });
});
