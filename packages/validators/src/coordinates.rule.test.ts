import { validateLatitude, validateLongitude } from './index';

describe('validateLatitude', () => {
  it.each(['21.54238', '-33.8', '0', '90', '-90', '90.0', '+45.5', 21.5, '-12.34567890123456789'])(
    'accepts %p',
    (lat) => {
      expect(validateLatitude(lat)).toBeUndefined();
    },
  );

  it('accepts up to 17 decimals and refuses 18', () => {
    expect(validateLatitude('24.12345678901234567')).toBeUndefined();
    expect(validateLatitude('24.123456789012345678')).toEqual({
      id: 'validation.latitude.invalid',
      defaultMessage: 'Invalid latitude',
    });
  });

  it.each(['90.1', '-90.5', '91', '180', 'abc', '24,5', '24.'])("refuses %s with 'Invalid latitude'", (lat) => {
    expect(validateLatitude(lat)).toEqual({ id: 'validation.latitude.invalid', defaultMessage: 'Invalid latitude' });
  });

  it('reads Arabic-Indic digits and lets an empty value through', () => {
    expect(validateLatitude('٢١.٥')).toBeUndefined();
    expect(validateLatitude('')).toBeUndefined();
  });
});

describe('validateLongitude', () => {
  it.each(['39.19797', '-180', '180', '180.000', '0', '-73.98', '179.99999999', 46.7])('accepts %p', (lng) => {
    expect(validateLongitude(lng)).toBeUndefined();
  });

  it.each(['180.1', '-181', '200', 'east', '39..1'])("refuses %s with 'Invalid longitude'", (lng) => {
    expect(validateLongitude(lng)).toEqual({ id: 'validation.longitude.invalid', defaultMessage: 'Invalid longitude' });
  });

  it('lets an empty value through', () => {
    expect(validateLongitude(undefined)).toBeUndefined();
  });
});
