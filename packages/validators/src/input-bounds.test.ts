import {
  clinicCreateSchema,
  loginSchema,
  patientSchema,
  physicianCreateSchema,
  physicianUpdateSchema,
  strictTypeProblem,
  tagCreateSchema,
  messageText,
  physicianScheduleSchema,
  LIST_LIMIT,
} from './index';
import { errorsOf, validClinic, validPhysician } from './test-helpers';

/** Issue 10: what a hostile or broken client sends is refused by the shared schemas, in words. */

const problemText = (schema: unknown, value: unknown) => {
  const problem = strictTypeProblem(schema, value);
  return problem && messageText(problem);
};

describe('strict types', () => {
  it('refuses an array or object where text is expected, naming the field', () => {
    expect(problemText(loginSchema, { email: [], password: 'x' })).toBe('email must be text');
    expect(problemText(loginSchema, { email: 'a@example.com', password: { $gt: '' } })).toBe('password must be text');
  });

  it('refuses numbers and booleans in text fields instead of turning them into text', () => {
    expect(problemText(clinicCreateSchema, { ...validClinic, zip: 23435 })).toBe('zip must be text');
    expect(problemText(clinicCreateSchema, { ...validClinic, registered_clinic_name: true })).toBe('registered_clinic_name must be text');
  });

  it('takes only true or false for a flag, and only a list of numbers for weekdays', () => {
    expect(problemText(clinicCreateSchema, { ...validClinic, walkin_enabled: 'true' })).toBe('walkin_enabled must be true or false');
    const schedule = { physician_id: 'p-1', periods: [{ days: ['1'], from: '09:00', until: '10:00' }] };
    expect(problemText(physicianScheduleSchema, schedule)).toBe('periods[0].days[0] must be a number');
    expect(problemText(physicianScheduleSchema, { ...schedule, periods: {} })).toBe('periods must be a list');
  });

  it('refuses a body that is not an object, and a list longer than the limit', () => {
    expect(problemText(loginSchema, [])).toBe('The request must be an object');
    expect(problemText(loginSchema, 'email')).toBe('The request must be an object');
    const days = Array.from({ length: LIST_LIMIT + 1 }, () => 1);
    expect(problemText(physicianScheduleSchema, { physician_id: 'p', periods: [{ days, from: '09:00', until: '10:00' }] })).toBe(`At most ${LIST_LIMIT} items`);
  });

  it('lets number fields the forms fill from text inputs take a number or numeric text, and passes valid bodies', () => {
    expect(strictTypeProblem(physicianCreateSchema, validPhysician)).toBeUndefined();
    expect(strictTypeProblem(physicianCreateSchema, { ...validPhysician, walkin_fees: 150 })).toBeUndefined();
    expect(problemText(physicianCreateSchema, { ...validPhysician, walkin_fees: [150] })).toBe('walkin_fees must be a number');
    expect(strictTypeProblem(clinicCreateSchema, validClinic)).toBeUndefined();
    expect(strictTypeProblem(loginSchema, { email: null })).toBeUndefined();
  });
});

describe('lengths', () => {
  it('bounds names at 100 characters and paragraphs at 1000', async () => {
    expect(await errorsOf(clinicCreateSchema, { ...validClinic, registered_clinic_name: 'A'.repeat(101), clinic_bio: 'b'.repeat(1001) })).toEqual({
      registered_clinic_name: 'Must be at most 100 characters',
      clinic_bio: 'Must be at most 1000 characters',
    });
    expect(await errorsOf(clinicCreateSchema, { ...validClinic, registered_clinic_name: 'A'.repeat(100), clinic_bio: 'b'.repeat(1000) })).toEqual({});
  });

  it('refuses a 900 kB value in any text field', async () => {
    const huge = 'x'.repeat(900_000);
    expect(await errorsOf(clinicCreateSchema, { ...validClinic, branch_name: huge })).toEqual({ branch_name: 'Must be at most 200 characters' });
    expect(await errorsOf(patientSchema, { name: 'Huda Saleh', phone: '0501234567', national_id: '1000000008', date_of_birth: huge })).toEqual({
      date_of_birth: 'Must be at most 40 characters',
    });
    expect(await errorsOf(loginSchema, { email: 'a@example.com', password: huge })).toEqual({ password: 'Must be at most 200 characters' });
  });
});

describe('characters', () => {
  it.each(['Shifa\u202EClinic', 'Shifa \u2066Clinic\u2069', '<script>alert(1)</script>', 'Shifa\u0000Clinic', 'Shifa\nClinic'])(
    'refuses the name %j',
    async (name) => {
      expect(await errorsOf(clinicCreateSchema, { ...validClinic, registered_clinic_name: name })).toEqual({
        registered_clinic_name: 'Contains characters that are not allowed',
      });
    },
  );

  it('refuses NUL and other control characters in any text, keeps line breaks in paragraphs', async () => {
    expect(await errorsOf(clinicCreateSchema, { ...validClinic, street: 'King\u0000Fahd', clinic_bio_en: 'ok\u001b[31m' })).toEqual({
      street: 'Contains characters that are not allowed',
      clinic_bio_en: 'Contains characters that are not allowed',
    });
    expect(await errorsOf(clinicCreateSchema, { ...validClinic, clinic_bio_en: 'First line\nSecond line\tend' })).toEqual({});
  });

  it('refuses bidi overrides and markup in tag names', async () => {
    expect(await errorsOf(tagCreateSchema, { name: 'Night\u202EShift' })).toEqual({ name: 'Contains characters that are not allowed' });
    expect(await errorsOf(tagCreateSchema, { name: 'Night', name_ar: '<b>ليل</b>' })).toEqual({ name_ar: 'Contains characters that are not allowed' });
  });
});

describe('numbers', () => {
  it('refuses fees past the limit, however they are written', async () => {
    for (const fee of [1e308, '9'.repeat(30), 1_000_000]) {
      expect(await errorsOf(physicianCreateSchema, { ...validPhysician, walkin_fees: fee })).toEqual({ walkin_fees: 'Invalid should be less than 1000000' });
    }
    // Past what a double holds, or in exponent notation, it is no number a person types.
    for (const fee of ['1e308', '9'.repeat(400)]) {
      expect(await errorsOf(physicianCreateSchema, { ...validPhysician, walkin_fees: fee })).toEqual({ walkin_fees: 'Should be a Number' });
    }
    expect(await errorsOf(physicianCreateSchema, { ...validPhysician, walkin_fees: '999999.99' })).toEqual({});
  });

  it('takes whole minutes only for the consultation duration', async () => {
    expect(await errorsOf(physicianCreateSchema, { ...validPhysician, consultation_duration: 1.5 })).toEqual({ consultation_duration: 'Must be a whole number' });
    expect(await errorsOf(physicianCreateSchema, { ...validPhysician, consultation_duration: '1.5' })).toEqual({ consultation_duration: 'Must be a whole number' });
    expect(await errorsOf(physicianUpdateSchema, { ...validPhysician, consultation_duration: 45 })).toEqual({});
  });
});

describe('physician app passwords', () => {
  it.each([
    [' ', 'Password must be at least 8 characters'],
    ['        ', 'Password must be at least 8 characters'],
    ['short', 'Password must be at least 8 characters'],
    ['password', 'This password is too common; choose another'],
    ['Password123', 'This password is too common; choose another'],
    ['12345678', 'This password is too common; choose another'],
  ])('refuses %j on create and update', async (password, message) => {
    expect(await errorsOf(physicianCreateSchema, { ...validPhysician, password })).toEqual({ password: message });
    expect(await errorsOf(physicianUpdateSchema, { ...validPhysician, password })).toEqual({ password: message });
  });

  it('accepts a long enough uncommon one, and an empty one on update (the stored one stays)', async () => {
    expect(await errorsOf(physicianCreateSchema, { ...validPhysician, password: 'blue camel 42' })).toEqual({});
    expect(await errorsOf(physicianUpdateSchema, { ...validPhysician, password: '' })).toEqual({});
  });
});
