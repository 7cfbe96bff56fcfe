import { countryIdFromNationalId, passesNationalIdChecksum, validateNationalId } from './index';

const INVALID = { id: 'validation.nationalId.invalid', defaultMessage: 'Invalid National/Residence ID' };

// Check digits computed by hand with the mod-10 rule, e.g. 1234567897:
// doubled digits 1,3,5,7,9 -> 2+6+(1+0)+(1+4)+(1+8) = 23; the others 2+4+6+8+7 = 27; 23+27 = 50.
describe('validateNationalId', () => {
  it.each(['1000000008', '1234567897', '1054321789', '1122334459', '2345678904', '2012345670'])(
    'accepts the national or residence id %s',
    (id) => {
      expect(validateNationalId(id)).toBeUndefined();
    },
  );

  it.each(['1000000009', '1234567890', '2345678900', '2012345671'])('refuses %s, whose checksum fails', (id) => {
    expect(validateNationalId(id)).toEqual(INVALID);
  });

  it.each(['3234567892', '0234567890', '123456789', '12345678970', '12345678a7', '1234 567897'])(
    'refuses %s, which is not 10 digits starting with 1 or 2',
    (id) => {
      expect(validateNationalId(id)).toEqual(INVALID);
    },
  );

  it('reads Arabic-Indic digits', () => {
    expect(validateNationalId('١٢٣٤٥٦٧٨٩٧')).toBeUndefined();
    expect(validateNationalId('١٢٣٤٥٦٧٨٩٠')).toEqual(INVALID);
  });

  it('lets an empty value through', () => {
    expect(validateNationalId('')).toBeUndefined();
  });

  it('exposes the checksum on its own', () => {
    expect(passesNationalIdChecksum('1000000008')).toBe(true);
    expect(passesNationalIdChecksum('1000000001')).toBe(false);
  });
});

describe('countryIdFromNationalId', () => {
  it('gives SAU for a citizen id starting with 1 and nothing for a residence id', () => {
    expect(countryIdFromNationalId('1234567897')).toBe('SAU');
    expect(countryIdFromNationalId('١٢٣٤٥٦٧٨٩٧')).toBe('SAU');
    expect(countryIdFromNationalId('2345678904')).toBeUndefined();
  });
});
