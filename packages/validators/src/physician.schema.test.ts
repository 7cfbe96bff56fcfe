import { physicianCreateSchema, physicianUpdateSchema } from './index';
import { errorsOf, validPhysician } from './test-helpers';


describe('physicianCreateSchema', () => {
  it('accepts a walk-in physician and turns fees and duration into numbers', async () => {
    const physician = await physicianCreateSchema.validate(validPhysician);
    expect(physician).toMatchObject({ consultation_duration: 30, walkin_fees: 150, app_access: true });
  });

  it('checks names at 5 characters', async () => {
    expect(await errorsOf(physicianCreateSchema, { ...validPhysician, name: 'Sara', arabic_name: 'سارة' })).toEqual({
      name: 'Invalid, must be more than 5 characters',
      arabic_name: 'Invalid, must be more than 5 characters',
    });
  });

  it("asks for the required fields with 'Please fill all required fields'", async () => {
    const errors = await errorsOf(physicianCreateSchema, { walkin_enabled: true, app_access: false });
    for (const field of ['name', 'arabic_name', 'title', 'gender', 'about', 'about_en', 'specialization', 'clinic_id', 'medical_id', 'consultation_duration', 'walkin_fees']) {
      expect(errors[field]).toBe('Please fill all required fields');
    }
  });

  it('with app access (the default) requires a valid phone and a password', async () => {
    const { phone: _phone, password: _password, ...rest } = validPhysician;
    expect(await errorsOf(physicianCreateSchema, rest)).toEqual({
      phone: 'Please fill all required fields',
      password: 'Please fill all required fields',
    });
    expect(await errorsOf(physicianCreateSchema, { ...validPhysician, phone: '0401234567' })).toEqual({
      phone: 'Invalid phone number',
    });
  });

  it('without app access needs neither phone nor password', async () => {
    const { phone: _phone, password: _password, ...rest } = validPhysician;
    expect(await errorsOf(physicianCreateSchema, { ...rest, app_access: false })).toEqual({});
  });

  // One field changed from a valid physician: the errors it gets on create.
  it.each([
    ['no service', { walkin_enabled: false }, { services: 'Please fill all required fields' }],
    ['a walk-in duration of 61', { consultation_duration: '61' }, { consultation_duration: 'Invalid should be less than 61' }],
    ['a walk-in duration of 60', { consultation_duration: '60' }, {}],
    ['non-numeric fees', { walkin_fees: 'free' }, { walkin_fees: 'Should be a Number' }],
  ])('on create, %s gives %j', async (_case, change, errors) => {
    expect(await errorsOf(physicianCreateSchema, { ...validPhysician, ...change })).toEqual(errors);
  });

  it('online needs a duration and consultation fees', async () => {
    const online = { ...validPhysician, walkin_enabled: false, walkin_fees: '', audio_enabled: true, text_enabled: true, video_enabled: true, consultation_duration: '' };
    expect(await errorsOf(physicianCreateSchema, online)).toEqual({
      consultation_duration: 'Please fill all required fields',
      consultation_fees: 'Please fill all required fields',
    });
    expect(await errorsOf(physicianCreateSchema, { ...online, consultation_duration: '90', consultation_fees: '200' })).toEqual({});
  });

  it('home care needs numeric home-care fees', async () => {
    const homecare = { ...validPhysician, walkin_enabled: false, homecare_enabled: true };
    expect(await errorsOf(physicianCreateSchema, homecare)).toEqual({ homecare_fees: 'Please fill all required fields' });
    expect(await errorsOf(physicianCreateSchema, { ...homecare, homecare_fees: '٣٠٠' })).toEqual({});
  });

  it('accepts UC or MR alone as a service', async () => {
    expect(await errorsOf(physicianCreateSchema, { ...validPhysician, walkin_enabled: false, uc_enabled: true })).toEqual({});
  });

  it('checks the email when it is given', async () => {
    expect(await errorsOf(physicianCreateSchema, { ...validPhysician, email: 'sara@' })).toEqual({ email: 'Invalid Email' });
  });
});

describe('physicianUpdateSchema', () => {
  it("asks for a phone with app access with 'Must provide phone number if app access is checked'", async () => {
    expect(await errorsOf(physicianUpdateSchema, { ...validPhysician, app_access: true, phone: '' })).toEqual({
      phone: 'Must provide phone number if app access is checked',
    });
  });

  it("reports other missing fields with 'Ensure all fields are filled out correctly'", async () => {
    expect(await errorsOf(physicianUpdateSchema, { ...validPhysician, about_en: '' })).toEqual({
      about_en: 'Ensure all fields are filled out correctly',
    });
  });

  it('does not need the password', async () => {
    const { password: _password, ...rest } = validPhysician;
    expect(await errorsOf(physicianUpdateSchema, { ...rest, app_access: true })).toEqual({});
  });

  it("uses 'Invalid should be less than 61' for the walk-in duration too", async () => {
    expect(await errorsOf(physicianUpdateSchema, { ...validPhysician, consultation_duration: 75 })).toEqual({
      consultation_duration: 'Invalid should be less than 61',
    });
  });
});
