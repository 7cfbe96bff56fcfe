import { pharmacySchema } from './pharmacy.schema';
import { errorsOf } from './test-helpers';

const pharmacy = {
  name: 'Nahdi Pharmacy',
  name_ar: 'صيدلية النهدي',
  cr_number: '4030000000',
  phone: '0551234567',
  address: 'Al Olaya',
  city: 'RIYADH',
  lat: '24.7136',
  lng: '46.6753',
};

// Required fields, names at 4, email and coordinates: forms.schema.test.ts. Here the rest of the rules.
describe('pharmacySchema', () => {
  it('takes an empty email (optional) and an Arabic-Indic CR number as Western digits', async () => {
    expect(await errorsOf(pharmacySchema, { ...pharmacy, email: '' })).toEqual({});
    expect(pharmacySchema.validateSync({ ...pharmacy, cr_number: '٤٠٣٠١٢٣٤٥٦' }).cr_number).toBe('4030123456');
  });

  it('refuses a phone that is no Saudi number and a city outside the list', async () => {
    expect(await errorsOf(pharmacySchema, { ...pharmacy, phone: '12345', city: 'PARIS' })).toEqual({
      phone: 'Invalid phone number',
      city: 'Please fill all required fields',
    });
  });

  it('refuses an overlong address or CR number, and markup in a name', async () => {
    expect(await errorsOf(pharmacySchema, { ...pharmacy, address: 'a'.repeat(201), cr_number: '1'.repeat(41), name: '<b>Nahdi</b>' })).toEqual({
      address: 'Must be at most 200 characters',
      cr_number: 'Must be at most 40 characters',
      name: 'Contains characters that are not allowed',
    });
  });
});
