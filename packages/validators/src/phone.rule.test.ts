import { validateMobilePhone, validatePhone } from './index';

const INVALID = { id: 'validation.phone.invalid', defaultMessage: 'Invalid phone number' };

describe('validatePhone', () => {
  it.each([
    '0501234567',
    '501234567',
    '+966501234567',
    '966501234567',
    '00966501234567',
    '0591234567',
    '0112345678',
    '0126543210',
    '920012345',
  ])('accepts the Saudi form %s', (phone) => {
    expect(validatePhone(phone)).toBeUndefined();
  });

  it('accepts Arabic-Indic digits and the spaces and dashes people type', () => {
    expect(validatePhone('٠٥٠١٢٣٤٥٦٧')).toBeUndefined();
    expect(validatePhone('+966 50 123 4567')).toBeUndefined();
    expect(validatePhone('050-123-4567')).toBeUndefined();
  });

  it.each([
    '050123456', // one digit short
    '05012345678', // one digit long
    '+96650123456',
    '0096650123456',
    '+966401234567', // 9664... is not a mobile prefix
    '0212345678', // landline must start 01
    '92001234', // 9200 + 4 digits
    '9201123456',
    '+1 555 123 4567',
    'phone',
  ])("refuses %s with 'Invalid phone number'", (phone) => {
    expect(validatePhone(phone)).toEqual(INVALID);
  });

  it('lets an empty value through', () => {
    expect(validatePhone('')).toBeUndefined();
  });
});

describe('validateMobilePhone', () => {
  it('accepts the mobile forms with leading +966 and 00966', () => {
    expect(validateMobilePhone('+966551234567')).toBeUndefined();
    expect(validateMobilePhone('00966551234567')).toBeUndefined();
    expect(validateMobilePhone('551234567')).toBeUndefined();
  });

  it('refuses a landline and a 9200 number with the same message', () => {
    expect(validateMobilePhone('0112345678')).toEqual(INVALID);
    expect(validateMobilePhone('920012345')).toEqual(INVALID);
  });
});
