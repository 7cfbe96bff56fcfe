import { appointmentPayload, offeredTypes } from './booking-rules';
import { normalizePhone, patientPayload, validatePatientDraft } from './patient-draft';

describe('offeredTypes', () => {
  it('lists only the types whose flag the physician has on', () => {
    expect(offeredTypes({ walkin_enabled: true, audio_enabled: false, video_enabled: true, text_enabled: false })).toEqual(['walkin', 'video']);
    expect(offeredTypes({ walkin_enabled: false, audio_enabled: true, video_enabled: false, text_enabled: true })).toEqual(['audio', 'chat']);
    expect(offeredTypes(undefined)).toEqual([]);
  });
});

describe('appointmentPayload', () => {
  it('books confirmed, paid at the clinic, with empty payment and dialog ids', () => {
    expect(appointmentPayload({ patientId: 'pt', physicianId: 'p', type: 'audio', dateTime: '2024-05-06 10:30' })).toEqual({
      patient_id: 'pt',
      physician_id: 'p',
      type: 'audio',
      date_time: '2024-05-06 10:30',
      status: 'confirmed',
      payment_type: 'clinic_pay',
      payment_id: '',
      dialog_id: '',
    });
  });
});

describe('the new patient', () => {
  const draft = { name: 'Ali Hassan', phone: '+966 55 555 5555', national_id: '١٠٠٠٠٠٠٠٠٨', date_of_birth: '1990-03-07' };

  it('passes the shared patient rules, or names each failing field', () => {
    expect(validatePatientDraft(draft)).toEqual({});
    expect(Object.keys(validatePatientDraft({ name: '', phone: '', national_id: '', date_of_birth: '' })).sort()).toEqual([
      'date_of_birth',
      'name',
      'national_id',
      'phone',
    ]);
    expect(validatePatientDraft({ ...draft, name: 'Ali' }).name?.id).toBe('validation.name.tooShort');
  });

  it('is sent with a normalised phone, Western digits, an ISO birth time and the clinic name', () => {
    expect(patientPayload(draft, 'Noor Clinic')).toEqual({
      name: 'Ali Hassan',
      phone: '0555555555',
      national_id: '1000000008',
      date_of_birth: '1990-03-07T06:00:00.000Z',
      clinicName: 'Noor Clinic',
    });
  });

  it('normalises mobiles to 0 plus nine digits and leaves other numbers compact', () => {
    expect(normalizePhone('00966501234567')).toBe('0501234567');
    expect(normalizePhone('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(normalizePhone('011 234 5678')).toBe('0112345678');
  });
});
