import { createPayload, updatePayload } from './clinic-payload';
import { emptyClinicValues } from './clinic-form.values';
import { initialsAvatarUrl } from './initials-avatar';

describe('register payload', () => {
  it('drops empty values but sends the bank fields, services and payment details as one space', () => {
    const payload = createPayload({
      ...emptyClinicValues('pic-1'),
      registered_clinic_name: 'Noor Clinic',
      website: '  ',
      account_name: '',
      bank_name: 'SNB',
    });
    expect(payload).toEqual({
      registered_clinic_name: 'Noor Clinic',
      pic_id: 'pic-1',
      enable_online_pay: true,
      walkin_enabled: false,
      enable_clinic_pay: false,
      homecare_enabled: false,
      same_day_booking: false,
      account_name: ' ',
      bank_name: 'SNB',
      account_number: ' ',
      IBAN_number: ' ',
      services_offered: ' ',
      payment_details: ' ',
    });
  });
});

describe('update payload', () => {
  it('removes server-managed fields and empty values and gives an empty avatar the generated one', () => {
    const payload = updatePayload(
      {
        sys_id: 'c1',
        id: 7,
        createdAt: '2024-01-01',
        updatedAt: '2024-01-02',
        pic_id: 'pic-1',
        is_internal: true,
        specialization_arabic: 'طب الأسنان',
        tags: [{ id: 1, name: 'VIP' }],
        registered_clinic_name: 'Noor Clinic',
        website: '',
        account_name: ' ',
        walkin_enabled: false,
        avatar: '',
      },
      'data:image/svg+xml,generated',
    );
    expect(payload).toEqual({ registered_clinic_name: 'Noor Clinic', walkin_enabled: false, avatar: 'data:image/svg+xml,generated' });
  });

  it('keeps an avatar that is there', () => {
    expect(updatePayload({ avatar: 'https://cdn/logo.png' }, 'x').avatar).toBe('https://cdn/logo.png');
  });
});

describe('initials avatar', () => {
  it("is an SVG image of the name's initials", () => {
    const url = initialsAvatarUrl('Noor Dental Clinic', '#0f766e');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.split(',')[1]);
    expect(svg).toContain('>ND</text>');
    expect(svg).toContain('fill="#0f766e"');
  });
});
