import { defaultPhysicianAvatar } from './default-avatar';
import { emptyPhysicianValues, valuesFromPhysician, type PhysicianFormValues } from './physician-form.values';
import { createPayload, updatePayload } from './physician-payload';

const filled: PhysicianFormValues = {
  ...emptyPhysicianValues('c1'),
  name: '  sara AHMED ',
  arabic_name: 'سارة أحمد',
  title: 'CONSULTANT',
  gender: 'Female',
  about: 'نبذة',
  about_en: 'Bio',
  phone: '',
  password: 'secret pass ',
  medical_id: '998877',
  specialization: 'PSYCHIATRY',
  walkin_enabled: true,
  consultation_duration: '30',
  walkin_fees: '١٥٠',
  consultation_fees: '',
  homecare_fees: ' ',
};

const flags = { app_access: true, walkin_enabled: true, audio_enabled: false, text_enabled: false, video_enabled: false, homecare_enabled: false, uc_enabled: false, mr_enabled: false };

describe('register payload', () => {
  it('title-cases the name, sends numbers, keeps the password as typed and drops every empty value', () => {
    expect(createPayload(filled)).toEqual({
      name: 'Sara Ahmed',
      arabic_name: 'سارة أحمد',
      title: 'CONSULTANT',
      gender: 'Female',
      about: 'نبذة',
      about_en: 'Bio',
      password: 'secret pass ',
      clinic_id: 'c1',
      medical_id: '998877',
      specialization: 'PSYCHIATRY',
      consultation_duration: 30,
      walkin_fees: 150,
      ...flags,
    });
  });
});

describe('update payload', () => {
  it('sends the form fields only, drops an empty phone and empty fees, clears other emptied fields', () => {
    const values = { ...filled, password: '', email: '', education: '  ', avatar: 'https://cdn/sara.png' };
    const payload = updatePayload(values, 'default');
    expect(payload).toEqual({
      name: 'Sara Ahmed',
      arabic_name: 'سارة أحمد',
      title: 'CONSULTANT',
      gender: 'Female',
      date_of_birth: '',
      nationality: '',
      national_id: '',
      education: '',
      about_en: 'Bio',
      about: 'نبذة',
      avatar: 'https://cdn/sara.png',
      email: '',
      clinic_id: 'c1',
      medical_id: '998877',
      specialization: 'PSYCHIATRY',
      subspecialization: '',
      subspecialization_ar: '',
      expertise: '',
      expertise_ar: '',
      consultation_duration: 30,
      walkin_fees: 150,
      ...flags,
    });
  });

  it('gives an empty avatar the default logo', () => {
    expect(updatePayload({ ...filled, avatar: '' }, 'data:image/svg+xml,default').avatar).toBe('data:image/svg+xml,default');
  });

  it('starts from the stored physician without its server fields', () => {
    const values = valuesFromPhysician({
      sys_id: 'p1',
      name: 'Sara Ahmed',
      consultation_fees: 200,
      date_of_birth: '1985-04-12T00:00:00.000Z',
      phone: null as unknown as string,
      createdAt: '2024-01-01',
      clinic: { registered_clinic_name: 'Noor', registered_clinic_name_arabic: 'النور' },
      video_enabled: true,
    });
    expect(values).toMatchObject({ name: 'Sara Ahmed', consultation_fees: '200', date_of_birth: '1985-04-12', phone: '', video_enabled: true, app_access: false });
    const payload = updatePayload(values, 'x');
    for (const field of ['sys_id', 'createdAt', 'clinic', 'phone', 'password']) expect(payload).not.toHaveProperty(field);
    expect(payload).toMatchObject({ consultation_fees: 200, date_of_birth: '1985-04-12' });
  });
});

describe('default logo', () => {
  it("is an SVG silhouette in the given colours", () => {
    const svg = decodeURIComponent(defaultPhysicianAvatar('#0f766e', '#e6f4f1').split(',')[1]);
    expect(svg).toContain('fill="#0f766e"');
    expect(svg).toContain('fill="#e6f4f1"');
  });
});
