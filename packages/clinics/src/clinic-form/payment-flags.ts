import { keepOneOn } from '@mk/ui';

export interface PaymentFlags {
  walkin_enabled: boolean;
  enable_online_pay: boolean;
  enable_clinic_pay: boolean;
}

export type PaymentFlag = 'enable_online_pay' | 'enable_clinic_pay';

export const PAYMENT_FLAGS: readonly PaymentFlag[] = ['enable_online_pay', 'enable_clinic_pay'];

/**
 * Spec 1 section 4: with walk-in, online and in-clinic payment cannot both be off. Turning one off
 * while the other is off forces the other on: online on, clinic off, untick online -> clinic on.
 */
export function setPaymentFlag<T extends PaymentFlags>(flags: T, flag: PaymentFlag, on: boolean): T {
  return keepOneOn(flags, PAYMENT_FLAGS, flag, on);
}

/** Turning walk-in on with both payments off (an old record) starts with online payment, the register default. */
export function setWalkin<T extends PaymentFlags>(flags: T, on: boolean): T {
  const next = { ...flags, walkin_enabled: on };
  if (on && !next.enable_online_pay && !next.enable_clinic_pay) next.enable_online_pay = true;
  return next;
}
