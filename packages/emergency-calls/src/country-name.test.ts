import { countryName } from './country-name';

describe('countryName', () => {
  it("names a patient's country_id in the user's language", () => {
    expect(countryName('SAU', 'en')).toBe('Saudi Arabia');
    expect(countryName('SAU', 'ar')).toBe('المملكة العربية السعودية');
    expect(countryName('egy', 'en')).toBe('Egypt');
  });

  it('shows an unknown code as it is, and nothing without one', () => {
    expect(countryName('XYZ', 'en')).toBe('XYZ');
    expect(countryName(null, 'ar')).toBeNull();
    expect(countryName('', 'en')).toBeNull();
  });
});
