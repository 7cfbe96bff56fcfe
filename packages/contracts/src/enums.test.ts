import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_TYPES,
  APPOINTMENT_TYPE_LABELS,
  CENTER_TYPES,
  CENTER_TYPE_LABELS,
  CITIES,
  CITY_LABELS,
  DELIVERY_STATES,
  DELIVERY_STATE_LABELS,
  FACILITY_CATEGORIES,
  FACILITY_CATEGORY_LABELS,
  FACILITY_TYPES,
  FACILITY_TYPE_LABELS,
  GENDERS,
  GENDER_LABELS,
  type Label,
  MEDICAL_SERVICE_TYPES,
  MEDICAL_SERVICE_TYPE_LABELS,
  PAYMENT_TYPES,
  PAYMENT_TYPE_LABELS,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  SPECIALIZATIONS,
  SPECIALIZATION_LABELS,
  TAG_ENTITY_TYPES,
  TAG_ENTITY_TYPE_LABELS,
  TITLES,
  TITLE_LABELS,
  WEEKDAYS,
  WEEKDAY_LABELS,
} from './index';

const ARABIC = /[\u0600-\u06FF]/;

const labelled: [string, readonly (string | number)[], Record<string | number, Label>][] = [
  ['cities', CITIES, CITY_LABELS],
  ['specializations', SPECIALIZATIONS, SPECIALIZATION_LABELS],
  ['titles', TITLES, TITLE_LABELS],
  ['genders', GENDERS, GENDER_LABELS],
  ['appointment types', APPOINTMENT_TYPES, APPOINTMENT_TYPE_LABELS],
  ['appointment statuses', APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS],
  ['payment types', PAYMENT_TYPES, PAYMENT_TYPE_LABELS],
  ['delivery states', DELIVERY_STATES, DELIVERY_STATE_LABELS],
  ['facility categories', FACILITY_CATEGORIES, FACILITY_CATEGORY_LABELS],
  ['service categories', SERVICE_CATEGORIES, SERVICE_CATEGORY_LABELS],
  ['center types', CENTER_TYPES, CENTER_TYPE_LABELS],
  ['medical service types', MEDICAL_SERVICE_TYPES, MEDICAL_SERVICE_TYPE_LABELS],
  ['facility types', FACILITY_TYPES, FACILITY_TYPE_LABELS],
  ['tag entity types', TAG_ENTITY_TYPES, TAG_ENTITY_TYPE_LABELS],
  ['weekdays', WEEKDAYS, WEEKDAY_LABELS],
];

describe.each(labelled)('%s', (_name, values, labels) => {
  it('has no duplicate values', () => {
    expect(new Set(values).size).toBe(values.length);
  });

  it('labels exactly its values, each with English and Arabic text', () => {
    expect(Object.keys(labels).sort()).toEqual(values.map(String).sort());
    for (const value of values) {
      expect(labels[value].en.trim()).not.toBe('');
      expect(labels[value].ar).toMatch(ARABIC);
    }
  });
});

describe('specializations', () => {
  it('are the 38 of the spec', () => {
    expect(SPECIALIZATIONS).toHaveLength(38);
  });

  it('resolve the spec slip to one value ORTHOPEDICS labelled Orthopaedics', () => {
    expect(SPECIALIZATIONS).toContain('ORTHOPEDICS');
    expect(SPECIALIZATIONS).not.toContain('ORTHOPAEDICS');
    expect(SPECIALIZATION_LABELS.ORTHOPEDICS.en).toBe('Orthopaedics');
  });
});

describe('cities', () => {
  it('use KHAMIS_MUSHAIT without the stray quote', () => {
    expect(CITIES).toContain('KHAMIS_MUSHAIT');
    expect(CITIES.every((city) => /^[A-Z_]+$/.test(city))).toBe(true);
  });
});

describe('labels quoted by the spec', () => {
  it('name the physician titles and payment types as the spec does', () => {
    expect(TITLE_LABELS.GENERAL.en).toBe('General Physician');
    expect(TITLE_LABELS.NON_MEDICAL_CONSULTANT.en).toBe('Consultant');
    expect(PAYMENT_TYPE_LABELS.clinic_pay.en).toBe('Awaiting payment at clinic');
    expect(PAYMENT_TYPE_LABELS.online_pay.en).toBe('Paid Online');
    expect(CENTER_TYPE_LABELS.SERVICE_PROVIDER.en).toBe('Lab & Radiology');
  });

  it('number the weekdays from Sunday as 0', () => {
    expect(WEEKDAY_LABELS[0].en).toBe('Sun');
    expect(WEEKDAY_LABELS[6].en).toBe('Sat');
  });
});
