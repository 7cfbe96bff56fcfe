import { createPayload, updatePayload } from './pharmacy-payload';
import { emptyPharmacyValues } from './pharmacy-form.values';

const typed = {
  ...emptyPharmacyValues('pic-7'),
  name: '  Al Dawaa Olaya ',
  name_ar: 'صيدلية الدواء العليا',
  cr_number: '١٠١٠٢٣٤٥٦٧',
  phone: '055 123 4567',
  address: 'Al Olaya',
  city: 'RIYADH',
  lat: '24.6950',
  lng: '46.6850',
};

describe('pharmacy payloads', () => {
  it('register: trims, converts digits, compacts the phone and leaves blank fields out', () => {
    expect(createPayload(typed)).toEqual({
      name: 'Al Dawaa Olaya',
      name_ar: 'صيدلية الدواء العليا',
      pic_id: 'pic-7',
      cr_number: '1010234567',
      phone: '0551234567',
      address: 'Al Olaya',
      city: 'RIYADH',
      lat: '24.6950',
      lng: '46.6850',
    });
  });

  it('update: sends a cleared email as empty and never the person in charge', () => {
    const body = updatePayload({ ...typed, email: '  ' });
    expect(body).toMatchObject({ name: 'Al Dawaa Olaya', email: '', phone: '0551234567' });
    expect(body).not.toHaveProperty('pic_id');
  });
});
