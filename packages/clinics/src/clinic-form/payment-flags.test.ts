import { setPaymentFlag, setWalkin } from './payment-flags';

const registerDefaults = { walkin_enabled: true, enable_online_pay: true, enable_clinic_pay: false };

describe('payment flags', () => {
  it('force the other payment on when one is turned off while the other is off', () => {
    expect(setPaymentFlag(registerDefaults, 'enable_online_pay', false)).toEqual({
      walkin_enabled: true,
      enable_online_pay: false,
      enable_clinic_pay: true,
    });
    const clinicOnly = { walkin_enabled: true, enable_online_pay: false, enable_clinic_pay: true };
    expect(setPaymentFlag(clinicOnly, 'enable_clinic_pay', false)).toEqual({ ...clinicOnly, enable_online_pay: true, enable_clinic_pay: false });
  });

  it('leave the other alone when it is on, and allow both on', () => {
    const both = setPaymentFlag(registerDefaults, 'enable_clinic_pay', true);
    expect(both).toEqual({ walkin_enabled: true, enable_online_pay: true, enable_clinic_pay: true });
    expect(setPaymentFlag(both, 'enable_online_pay', false)).toEqual({ walkin_enabled: true, enable_online_pay: false, enable_clinic_pay: true });
  });

  it('give walk-in a payment when it is turned on with none', () => {
    expect(setWalkin({ walkin_enabled: false, enable_online_pay: false, enable_clinic_pay: false }, true)).toEqual({
      walkin_enabled: true,
      enable_online_pay: true,
      enable_clinic_pay: false,
    });
    expect(setWalkin(registerDefaults, false)).toEqual({ ...registerDefaults, walkin_enabled: false });
  });
});
