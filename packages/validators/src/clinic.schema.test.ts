import { clinicCreateSchema, clinicUpdateSchema } from './index';
import { errorsOf, validClinic } from './test-helpers';


describe('clinicCreateSchema', () => {
  it('accepts a complete clinic and fills the register defaults', async () => {
    const clinic = await clinicCreateSchema.validate(validClinic);
    expect(clinic).toMatchObject({
      enable_online_pay: true,
      walkin_enabled: false,
      enable_clinic_pay: false,
      homecare_enabled: false,
      facility_type: 'polyclinics',
    });
  });

  it("asks for every required field with 'Please fill all required fields'", async () => {
    const errors = await errorsOf(clinicCreateSchema, { avatar: 'logo.png' });
    for (const field of [
      'registered_clinic_name',
      'registered_clinic_name_arabic',
      'pic_id',
      'specialization',
      'clinic_bio',
      'clinic_bio_en',
      'SCFHS_license_number',
      'address',
      'street',
      'city',
      'zip',
      'country',
      'lat',
      'lng',
    ]) {
      expect(errors[field]).toBe('Please fill all required fields');
    }
    expect(errors.website).toBeUndefined();
    expect(errors.account_name).toBeUndefined();
  });

  // One field changed from a valid clinic: the errors it gets on create.
  it.each([
    ['no logo', { avatar: '' }, { avatar: "Clinic's logo is required" }],
    ['a name of 4 characters', { registered_clinic_name: 'Shif' }, { registered_clinic_name: 'Invalid, must be more than 4 characters' }],
    ['a name of 5 characters', { registered_clinic_name: 'Shifa' }, {}],
  ])('on create, %s gives %j', async (_case, change, errors) => {
    expect(await errorsOf(clinicCreateSchema, { ...validClinic, ...change })).toEqual(errors);
  });

  it('checks the license number, website, phone and coordinates by their rules', async () => {
    const errors = await errorsOf(clinicCreateSchema, {
      ...validClinic,
      SCFHS_license_number: 'MOH-12',
      website: 'clinic',
      contact_number: '12345',
      lat: '91',
      lng: '181',
    });
    expect(errors).toEqual({
      SCFHS_license_number: 'Should be a Number',
      website: 'Invalid website',
      contact_number: 'Invalid phone number',
      lat: 'Invalid latitude',
      lng: 'Invalid longitude',
    });
  });

  it('stores a phone typed with Arabic digits and spaces in Western digits', async () => {
    const clinic = await clinicCreateSchema.validate({ ...validClinic, contact_number: '٠٥٥ ١٢٣ ٤٥٦٧' });
    expect(clinic.contact_number).toBe('0551234567');
  });

  it('takes coordinates given as numbers and keeps them as text', async () => {
    const clinic = await clinicCreateSchema.validate({ ...validClinic, lat: 21.54238, lng: 39.19797 });
    expect([clinic.lat, clinic.lng]).toEqual(['21.54238', '39.19797']);
  });

  it('refuses an unknown city or specialization', async () => {
    const errors = await errorsOf(clinicCreateSchema, { ...validClinic, city: "KHAMIS_MUSHAIT'", specialization: 'ORTHOPAEDICS' });
    expect(Object.keys(errors).sort()).toEqual(['city', 'specialization']);
  });

  it('with walk-in, refuses online pay and clinic pay both off', async () => {
    const both = { ...validClinic, walkin_enabled: true, enable_online_pay: false, enable_clinic_pay: false };
    expect(Object.keys(await errorsOf(clinicCreateSchema, both))).toEqual(['enable_online_pay']);
    expect(await errorsOf(clinicCreateSchema, { ...both, enable_clinic_pay: true })).toEqual({});
    expect(await errorsOf(clinicCreateSchema, { ...both, walkin_enabled: false })).toEqual({});
  });
});

describe('clinicUpdateSchema', () => {
  it('checks names at 5 characters', async () => {
    expect(await errorsOf(clinicUpdateSchema, { ...validClinic, registered_clinic_name_arabic: 'عيادة' })).toEqual({
      registered_clinic_name_arabic: 'Invalid, must be more than 5 characters',
    });
  });

  it('does not require the logo and adds no defaults', async () => {
    const clinic = await clinicUpdateSchema.validate({ ...validClinic, avatar: '' });
    expect(clinic.enable_online_pay).toBeUndefined();
    expect(clinic.walkin_enabled).toBeUndefined();
  });

  it('lets a partial PATCH through with .partial() while still checking what is sent', async () => {
    const patch = clinicUpdateSchema.partial();
    expect(await errorsOf(patch, { homecare_enabled: true })).toEqual({});
    expect(await errorsOf(patch, { website: 'nope' })).toEqual({ website: 'Invalid website' });
  });
});
