import {
  centerSchema,
  centerUpdateSchema,
  erIssueSchema,
  notificationSchema,
  offerSchema,
  offerTotal,
  patientSchema,
  pharmacySchema,
  serviceCreateSchema,
  serviceSchema,
} from './index';
import { errorsOf } from './test-helpers';

describe('patientSchema', () => {
  const patient = { name: 'Fahad Ali', phone: '0501234567', national_id: '1234567897', date_of_birth: '1990-03-07' };

  it('accepts a complete patient', async () => {
    expect(await errorsOf(patientSchema, patient)).toEqual({});
  });

  it("requires name, phone, national id and date of birth with 'Please fill all required fields'", async () => {
    expect(await errorsOf(patientSchema, {})).toEqual({
      name: 'Please fill all required fields',
      phone: 'Please fill all required fields',
      national_id: 'Please fill all required fields',
      date_of_birth: 'Please fill all required fields',
    });
  });

  it('checks the name at 5, the phone, and the national id with the name rule at 9', async () => {
    expect(await errorsOf(patientSchema, { ...patient, name: 'Fahad', phone: '12', national_id: '123456789' })).toEqual({
      name: 'Invalid, must be more than 5 characters',
      phone: 'Invalid phone number',
      national_id: 'Invalid, must be more than 9 characters',
    });
  });

  it('refuses a national id the server would refuse: 10 digits, 1 or 2 first, a valid checksum', async () => {
    for (const national_id of ['1234567890', '3234567897', '12345678970']) {
      expect(await errorsOf(patientSchema, { ...patient, national_id })).toEqual({ national_id: 'Invalid National/Residence ID' });
    }
    expect(await errorsOf(patientSchema, { ...patient, national_id: '١٢٣٤٥٦٧٨٩٧' })).toEqual({});
  });

  it('accepts a landline and a 9200 number as the phone rule does', async () => {
    expect(await errorsOf(patientSchema, { ...patient, phone: '0112345678' })).toEqual({});
    expect(await errorsOf(patientSchema, { ...patient, phone: '920012345' })).toEqual({});
  });
});

describe('pharmacySchema', () => {
  const pharmacy = {
    name: 'Nahdi Pharmacy',
    name_ar: 'صيدلية النهدي',
    cr_number: '4030000000',
    phone: '0126543210',
    address: 'Al Rawdah',
    city: 'JEDDAH',
    lat: '21.5',
    lng: '39.2',
  };

  it('accepts a complete pharmacy', async () => {
    expect(await errorsOf(pharmacySchema, pharmacy)).toEqual({});
  });

  it('requires names, CR number, phone, address, city, lat and lng', async () => {
    const errors = await errorsOf(pharmacySchema, {});
    expect(Object.keys(errors).sort()).toEqual(['address', 'city', 'cr_number', 'lat', 'lng', 'name', 'name_ar', 'phone']);
    expect(new Set(Object.values(errors))).toEqual(new Set(['Please fill all required fields']));
  });

  it('checks names at 4, the optional email and the coordinates', async () => {
    expect(await errorsOf(pharmacySchema, { ...pharmacy, name: 'Nahd', email: 'x@y', lat: '-91', lng: '190' })).toEqual({
      name: 'Invalid, must be more than 4 characters',
      email: 'Invalid Email',
      lat: 'Invalid latitude',
      lng: 'Invalid longitude',
    });
  });
});

describe('centerSchema', () => {
  const center = {
    center_name: 'Alpha Lab',
    center_name_arabic: 'مختبر ألفا',
    center_type: 'LAB',
    SCFHS_license_number: '55555',
    center_bio: 'نبذة',
    center_bio_ar: 'نبذة',
    avatar: 'logo.png',
    address: 'Olaya',
    street: 'Tahlia',
    city: 'RIYADH',
    lat: '24.7',
    lng: '46.7',
  };

  it('accepts a complete center with the spec defaults', async () => {
    await expect(centerSchema.validate(center)).resolves.toMatchObject({
      homecare_enabled: false,
      center_pay: false,
      online_pay: true,
    });
  });

  it("requires the logo with 'Center's logo is required'", async () => {
    expect(await errorsOf(centerSchema, { ...center, avatar: '' })).toEqual({ avatar: "Center's logo is required" });
    expect(await errorsOf(centerUpdateSchema, { ...center, avatar: '' })).toEqual({});
  });

  it('requires its fields and checks names at 4, license, website and phone', async () => {
    const errors = await errorsOf(centerSchema, { avatar: 'x' });
    expect(Object.keys(errors).sort()).toEqual(
      ['address', 'center_bio', 'center_bio_ar', 'center_name', 'center_name_arabic', 'center_type', 'city', 'lat', 'lng', 'SCFHS_license_number', 'street'].sort(),
    );
    expect(
      await errorsOf(centerSchema, { ...center, center_name: 'Labs', SCFHS_license_number: 'x1', website: 'lab', contact_number: '0000' }),
    ).toEqual({
      center_name: 'Invalid, must be more than 4 characters',
      SCFHS_license_number: 'Should be a Number',
      website: 'Invalid website',
      contact_number: 'Invalid phone number',
    });
  });

  it('refuses center pay and online pay both off', async () => {
    expect(Object.keys(await errorsOf(centerSchema, { ...center, center_pay: false, online_pay: false }))).toEqual(['online_pay']);
  });
});

describe('serviceSchema and serviceCreateSchema', () => {
  const service = { name: 'Blood test', name_ar: 'تحليل دم', price: '120.75', type: 'LAB' };

  it('keeps the price as an integer', async () => {
    await expect(serviceSchema.validate(service)).resolves.toMatchObject({ price: 120 });
  });

  it('checks names at 4 and a numeric price', async () => {
    expect(await errorsOf(serviceSchema, { ...service, name: 'Test', price: 'cheap' })).toEqual({
      name: 'Invalid, must be more than 4 characters',
      price: 'Should be a Number',
    });
  });

  it("needs at least one center with 'Please fill all required fields'", async () => {
    expect(await errorsOf(serviceCreateSchema, { center_ids: [], service })).toEqual({
      center_ids: 'Please fill all required fields',
    });
    expect(await errorsOf(serviceCreateSchema, { center_ids: ['c1', 'c2'], service })).toEqual({});
  });
});

describe('offerSchema', () => {
  const offer = {
    pharmacy_id: 'ph1',
    order_id: 'o1',
    items: [{ name: 'Panadol', price: '12.5', quantity: '2' }],
    delivery_price: '10',
    time_to_deliver: '30',
  };

  it('accepts a complete offer', async () => {
    expect(await errorsOf(offerSchema, offer)).toEqual({});
  });

  it("needs at least one medicine: 'Must add at least one medicine to deliver'", async () => {
    expect(await errorsOf(offerSchema, { ...offer, items: [] })).toEqual({
      items: 'Must add at least one medicine to deliver',
    });
  });

  it("needs name, price and a non-zero quantity on every item: 'Make Sure to fill all fields'", async () => {
    expect(await errorsOf(offerSchema, { ...offer, items: [{ name: '', price: '', quantity: '0' }] })).toEqual({
      'items[0].name': 'Make Sure to fill all fields',
      'items[0].price': 'Make Sure to fill all fields',
      'items[0].quantity': 'Make Sure to fill all fields',
    });
  });

  it('checks the item name at 3 and numeric price and quantity', async () => {
    expect(await errorsOf(offerSchema, { ...offer, items: [{ name: 'Pan', price: 'x', quantity: 'two' }] })).toEqual({
      'items[0].name': 'Invalid, must be more than 3 characters',
      'items[0].price': 'Should be a Number',
      'items[0].quantity': 'Should be a Number',
    });
  });

  it.each(['', '0', undefined])("refuses a delivery time of %p with 'Delivery time missing'", async (time) => {
    expect(await errorsOf(offerSchema, { ...offer, time_to_deliver: time })).toEqual({
      time_to_deliver: 'Delivery time missing',
    });
  });

  it('refuses a negative delivery price', async () => {
    expect(await errorsOf(offerSchema, { ...offer, delivery_price: '-5' })).toEqual({ delivery_price: 'Should be a Number' });
  });

  it('totals the delivery price plus price times quantity', () => {
    expect(offerTotal([{ price: '12.5', quantity: '2' }, { price: 3, quantity: 3 }], '10')).toBe(44);
    expect(offerTotal([], 0)).toBe(0);
  });
});

describe('notificationSchema', () => {
  it('accepts a broadcast with a title of more than 3 characters', async () => {
    await expect(notificationSchema.validate({ title: 'News' })).resolves.toMatchObject({ receiver_entity: 'all_patients' });
  });

  it('refuses a missing or short title', async () => {
    expect(await errorsOf(notificationSchema, { title: '' })).toEqual({ title: 'Please fill all required fields' });
    expect(await errorsOf(notificationSchema, { title: 'Hey' })).toEqual({ title: 'Invalid, must be more than 3 characters' });
  });

  it("asks a test notification for a user id: 'Must enter a user ID'", async () => {
    expect(await errorsOf(notificationSchema, { title: 'Test!', receiver_entity: 'patient' })).toEqual({
      receiver_id: 'Must enter a user ID',
    });
    expect(await errorsOf(notificationSchema, { title: 'Test!', receiver_entity: 'patient', receiver_id: 'p1' })).toEqual({});
  });
});

describe('erIssueSchema', () => {
  const issue = { order_id: 'o1', pharmacy_id: 'ph1', total_price: '45.5', medicines_ids: ['m1'] };

  it('accepts an issue and turns the price into a number', async () => {
    await expect(erIssueSchema.validate(issue)).resolves.toMatchObject({ total_price: 45.5 });
  });

  it("needs at least one medicine: 'Must select at least one medicine'", async () => {
    expect(await errorsOf(erIssueSchema, { ...issue, medicines_ids: [] })).toEqual({
      medicines_ids: 'Must select at least one medicine',
    });
  });

  it.each(['0', '', 'abc', '-3', '1000000', undefined])("refuses a price of %p: 'Must enter a valid number'", async (price) => {
    expect(await errorsOf(erIssueSchema, { ...issue, total_price: price })).toEqual({
      total_price: 'Must enter a valid number',
    });
  });
});
